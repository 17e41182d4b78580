// The command palette (primary+K or the hub's button; spec 2.3): its own commands (src/commands
// says which, for whom), ranked as you type, then the pages, posts, templates, parts, patterns and
// menus the host finds, in a native modal dialog inside the element's shadow root. Keyboard only:
// arrows move, Enter runs, Escape closes and focus returns to what opened it. The search and the
// commands' effects are the store's (stores/commands.ts). Loaded only when first opened.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { rankByScore, searchableKinds, staticCommands } from '../../commands';
import { __, _n, sprintf } from '../../i18n';
import type { AppMode } from '../../routing/routes';
import type { ThemeTraits } from '../../routing/screens';
import {
  $commandSearch,
  closeCommandSearch,
  openCommandResult,
  runCommandAction,
  searchCommands,
} from '../../stores/commands';
import { $currentUser } from '../../stores/current-user';
import { $preferences } from '../../stores/preferences';
import { $hasUserStyles, resetGlobalStyles } from '../../stores/global-styles';
import { $activeTheme, $canEditGlobalCss, $styleRevisionCount } from '../../stores/site';
import { Confirm } from '../../ui/confirm';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';
import { CommandsList, optionId, type PaletteEntry } from './commands-list';
import { commandsStyles } from './commands-styles';

const DEFAULT_TRAITS: ThemeTraits = { isBlockTheme: true, supportsStyles: true };

export default function CommandsDialog({
  open,
  onClose,
  onManageFonts,
  mode = 'site',
}: {
  open: boolean;
  onClose: () => void;
  /** The posts-only app offers no Design commands and finds only posts. */
  mode?: AppMode;
  /** Opens the font library (spec 2.7), which the shell owns. */
  onManageFonts: () => void;
}) {
  useStyles(commandsStyles);
  const dialog = useRef<HTMLDialogElement>(null);
  const theme = useStore($activeTheme).traits ?? DEFAULT_TRAITS;
  const user = useStore($currentUser);
  const capabilities = user === null ? null : user?.capabilities;
  const revisionCount = useStore($styleRevisionCount);
  const canEditCss = useStore($canEditGlobalCss);
  const preferences = useStore($preferences).core ?? {};
  const hasUserStyles = useStore($hasUserStyles);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { input, status, results, failed } = useStore($commandSearch);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listId = useId();

  const commands = useMemo(
    () =>
      staticCommands({
        theme,
        capabilities,
        canEditCss,
        revisionCount,
        hasUserStyles,
        preferences,
        mode,
      }),
    [theme, capabilities, canEditCss, revisionCount, hasUserStyles, preferences, mode],
  );
  const kinds = useMemo(
    () => searchableKinds(theme, capabilities, mode),
    [theme, capabilities, mode],
  );
  const entries = useMemo<PaletteEntry[]>(
    () => [
      ...rankByScore(commands, input, (command) => command.label).map((command) => ({
        key: `command:${command.id}`,
        label: command.label,
        command: command.id,
      })),
      ...results.map((result) => ({
        key: `${result.kind}:${result.id}`,
        label: result.title,
        result,
      })),
    ],
    [commands, input, results],
  );
  const found = entries.findIndex((entry) => entry.key === activeKey);
  const active = found === -1 ? 0 : found;

  // After every render (each opening asked for renders, even one in the task it closed in): the
  // dialog shown or closed as `open` says.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      closeCommandSearch();
      setActiveKey(null);
      element.showModal();
    } else if (!open && element.open) element.close();
  });

  // Closed here: the editor hears it at once. The dialog's own `close` event comes a task later,
  // when a primary+K pressed in between may have opened it again; then it is not heard.
  const closeNow = () => {
    dialog.current?.close();
    closeCommandSearch();
    onClose();
  };
  const run = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    closeNow();
    if (entry.result) return openCommandResult(entry.result);
    const command = commands.find((candidate) => `command:${candidate.id}` === entry.key);
    if (command) {
      runCommandAction(command.action, {
        manageFonts: onManageFonts,
        confirmResetStyles: () => setConfirmingReset(true),
      });
    }
  };
  const move = (by: number) => {
    const next = Math.min(Math.max(active + by, 0), entries.length - 1);
    setActiveKey(entries[next]?.key ?? null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter') run(entries[active]);
    // Escape closes at once, even with text typed (a search box would only clear it).
    else if (event.key === 'Escape') closeNow();
    else return;
    event.preventDefault();
  };

  const searching = status === 'waiting' || status === 'searching';
  return (
    <>
      <dialog
        ref={dialog}
        className="se-commands"
        aria-label={__('Command palette')}
        onClose={() => {
          if (dialog.current?.open) return;
          closeCommandSearch();
          onClose();
        }}
      >
        <input
          className="se-commands__search"
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries[active] ? optionId(listId, active) : undefined}
          aria-label={__('Search commands')}
          placeholder={__('Search commands')}
          value={input}
          onChange={(event) => {
            searchCommands(event.target.value, kinds);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
        />
        <CommandsList
          listId={listId}
          entries={entries}
          active={active}
          onHover={(index) => setActiveKey(entries[index]?.key ?? null)}
          onRun={run}
        />
        {/* What the list now holds, said as it changes: searching, how many, or nothing. */}
        <p className="se-commands__status" role="status">
          {searching ? (
            __('Searching…')
          ) : entries.length === 0 ? (
            __('No results found.')
          ) : input.trim() !== '' ? (
            <span className="se-visually-hidden">
              {sprintf(_n('%d result found.', '%d results found.', entries.length), entries.length)}
            </span>
          ) : null}
          {failed && !searching ? ` ${__('Some results could not be loaded.')}` : null}
        </p>
      </dialog>
      {/* Reset styles from the palette asks first, a key press away (WordPress resets at once, as
          the Styles menu does here); the reset is an edit to save or undo. */}
      {confirmingReset && (
        <Modal
          title={__('Reset styles')}
          size="small"
          onRequestClose={() => setConfirmingReset(false)}
        >
          <Confirm
            message={__(
              'Do you want to reset your styles to the theme defaults? Your changes will be lost once you save.',
            )}
            confirmLabel={__('Reset')}
            onCancel={() => setConfirmingReset(false)}
            onConfirm={async () => {
              resetGlobalStyles();
              setConfirmingReset(false);
            }}
          />
        </Modal>
      )}
    </>
  );
}
