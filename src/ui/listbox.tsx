// A list of options to pick one or several from (WAI-ARIA listbox). The list itself takes focus
// and points at its active option with aria-activedescendant; arrow keys, Home and End move,
// Enter or Space toggles. The combobox reuses the same option list and keys, driven from its input.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStyles } from './element-root';

export interface ListboxOption {
  /** Stable key of the option (the caller maps it back to its value). */
  key: string;
  label: string;
  description?: string;
}

export const listboxStyles = /* css */ `
.se-listbox { margin: 0; padding: 4px 0; max-height: 280px; overflow: auto; min-width: 220px; }
.se-listbox:focus, .se-listbox:focus-visible { outline: none; }
.se-listbox__option {
  display: flex; align-items: flex-start; gap: 8px; padding: 6px 8px; border-radius: 2px;
  cursor: pointer; user-select: none;
}
.se-listbox__option:hover { background: #f0f0f0; }
/* The active option is where focus is (the list, or the combobox input, keeps DOM focus). */
.se-listbox:focus .se-listbox__option.is-active,
:focus + .se-listbox .se-listbox__option.is-active {
  background: #f0f0f0; box-shadow: inset 0 0 0 2px var(--se-accent, #3858e9);
}
.se-listbox__mark {
  flex: none; width: 16px; height: 16px; margin-top: 1px; border: 1px solid #1e1e1e; border-radius: 2px;
  display: inline-flex; align-items: center; justify-content: center; font-size: 12px; line-height: 1;
}
.se-listbox[aria-multiselectable="false"] .se-listbox__mark { border-radius: 50%; }
.se-listbox__option[aria-selected="true"] .se-listbox__mark {
  background: var(--se-accent, #3858e9); border-color: var(--se-accent, #3858e9); color: #fff;
}
.se-listbox__text { display: grid; gap: 2px; }
.se-listbox__description { color: #757575; font-size: 12px; }
.se-listbox__empty { padding: 8px; color: #757575; }
`;

/** The active (highlighted) option and the keys that move it; shared by listbox and combobox. */
export function useActiveOption(count: number) {
  const [active, setActive] = useState(0);
  const current = count === 0 ? -1 : Math.min(active, count - 1);
  /** Handles a navigation key; returns false for any other key. */
  const navigate = (key: string): boolean => {
    if (count === 0) return false;
    if (key === 'ArrowDown') setActive(Math.min(current + 1, count - 1));
    else if (key === 'ArrowUp') setActive(Math.max(current - 1, 0));
    else if (key === 'Home') setActive(0);
    else if (key === 'End') setActive(count - 1);
    else return false;
    return true;
  };
  return { active: current, setActive, navigate };
}

interface OptionListProps {
  id: string;
  label: string;
  options: ListboxOption[];
  selected: ReadonlySet<string>;
  multiple: boolean;
  active: number;
  onToggle: (key: string) => void;
  onHover: (index: number) => void;
  /** Keep focus where it is (the combobox's input) when an option is clicked. */
  keepFocus?: boolean;
  focusable?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The option list both widgets render. */
export function OptionList(props: OptionListProps) {
  useStyles(listboxStyles);
  const { id, options, selected, active } = props;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      className="se-listbox"
      aria-label={props.label}
      aria-multiselectable={props.multiple}
      tabIndex={props.focusable ? 0 : -1}
      {...(props.focusable && active >= 0 ? { 'aria-activedescendant': optionId(id, active) } : {})}
      onKeyDown={props.onKeyDown}
    >
      {options.map((option, index) => {
        const isSelected = selected.has(option.key);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the list (or the combobox input) handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
          <div
            key={option.key}
            id={optionId(id, index)}
            role="option"
            aria-selected={isSelected}
            className={`se-listbox__option${index === active ? ' is-active' : ''}`}
            onMouseDown={props.keepFocus ? (event) => event.preventDefault() : undefined}
            onMouseMove={() => index !== active && props.onHover(index)}
            onClick={() => props.onToggle(option.key)}
          >
            <span className="se-listbox__mark" aria-hidden="true">
              {isSelected ? '✓' : ''}
            </span>
            <span className="se-listbox__text">
              <span>{option.label}</span>
              {option.description && (
                <span className="se-listbox__description">{option.description}</span>
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}

export interface ListboxProps {
  label: string;
  options: ListboxOption[];
  selected: ReadonlySet<string>;
  /** Several options at once (checkbox-like) or exactly one (radio-like). */
  multiple: boolean;
  onToggle: (key: string) => void;
}

export function Listbox({ label, options, selected, multiple, onToggle }: ListboxProps) {
  const id = useId();
  const { active, setActive, navigate } = useActiveOption(options.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (navigate(event.key)) event.preventDefault();
    else if ((event.key === 'Enter' || event.key === ' ') && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) onToggle(option.key);
    }
  };
  return (
    <OptionList
      id={`se-listbox-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`}
      label={label}
      options={options}
      selected={selected}
      multiple={multiple}
      active={active}
      onToggle={(key) => {
        setActive(options.findIndex((option) => option.key === key));
        onToggle(key);
      }}
      onHover={setActive}
      focusable
      onKeyDown={onKeyDown}
    />
  );
}
