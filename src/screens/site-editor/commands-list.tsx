// The command palette's listbox: its own commands first, then what the host found, in a group per
// kind (Pages, Templates…), each option named with its kind ('About, Page') so a screen reader
// user knows what it opens, and each with its icon (commands-icons.tsx). Focus stays in the search box (aria-activedescendant); a click runs.
import { useEffect, useRef } from 'react';
import { type CommandResult, kindGroupLabel, kindLabel, type ResultKind } from '../../commands';
import { __, sprintf } from '../../i18n';
import { CommandIcon } from './commands-icons';

export interface PaletteEntry {
  key: string;
  /** Shown text: a command's label or an item's title (plain text, never markup). */
  label: string;
  /** For one of the palette's own commands: its id (which icon it shows). */
  command?: string;
  /** For a found item: its kind, shown beside it and part of the option's name. */
  result?: CommandResult;
}

/** The id of an entry's option, for the combobox's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface Section {
  kind?: ResultKind;
  entries: { entry: PaletteEntry; index: number }[];
}

function sections(entries: PaletteEntry[]): Section[] {
  const out: Section[] = [];
  entries.forEach((entry, index) => {
    const kind = entry.result?.kind;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.entries.push({ entry, index });
    else out.push({ ...(kind ? { kind } : {}), entries: [{ entry, index }] });
  });
  return out;
}

export function CommandsList({
  listId,
  entries,
  active,
  onHover,
  onRun,
}: {
  listId: string;
  entries: PaletteEntry[];
  active: number;
  onHover: (index: number) => void;
  onRun: (entry: PaletteEntry) => void;
}) {
  // The active option stays in sight as the arrows move through a long list.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = CSS.escape(optionId(listId, active));
    list.current?.querySelector(`#${id}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const option = ({ entry, index }: Section['entries'][number]) => (
    // Options of an active-descendant listbox: the search box's keys move the active one.
    <div
      key={entry.key}
      id={optionId(listId, index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      {...(entry.result
        ? { 'aria-label': sprintf(__('%1$s, %2$s'), entry.label, kindLabel(entry.result.kind)) }
        : {})}
      className="se-commands__item"
      onMouseMove={() => index !== active && onHover(index)}
      onClick={() => onRun(entry)}
      onKeyDown={undefined}
    >
      {entry.result ? (
        <CommandIcon kind={entry.result.kind} />
      ) : (
        <CommandIcon {...(entry.command ? { command: entry.command } : {})} />
      )}
      <span className="se-commands__label">{entry.label}</span>
      {entry.result && (
        <span className="se-commands__kind" aria-hidden="true">
          {kindLabel(entry.result.kind)}
        </span>
      )}
    </div>
  );

  return (
    <div
      ref={list}
      id={listId}
      role="listbox"
      aria-label={__('Commands')}
      className="se-commands__list"
    >
      {sections(entries).map((section) =>
        section.kind ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of options is an ARIA group, not a form fieldset.
          <div
            key={section.kind}
            role="group"
            aria-label={kindGroupLabel(section.kind)}
            className="se-commands__group"
          >
            <div className="se-commands__group-label" aria-hidden="true">
              {kindGroupLabel(section.kind)}
            </div>
            {section.entries.map(option)}
          </div>
        ) : (
          section.entries.map(option)
        ),
      )}
    </div>
  );
}
