// A searchable list (WAI-ARIA combobox with a list that is always shown): typing narrows the
// options by label, ignoring case and accents; arrow keys, Home and End move through what is
// left while focus stays in the input; Enter toggles the active option. Escape is left to the
// popover around it, which closes.
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { foldForSearch } from '../data-view/values';
import { __ } from '../i18n';
import { useStyles } from './element-root';
import { type ListboxOption, OptionList, optionId, useActiveOption } from './listbox';

export interface ComboboxProps {
  /** Name of the input and of its list. */
  label: string;
  options: ListboxOption[];
  selected: ReadonlySet<string>;
  multiple: boolean;
  onToggle: (key: string) => void;
  placeholder?: string;
}

export const comboboxStyles = /* css */ `
.se-combobox { display: grid; gap: 4px; }
.se-combobox__input {
  width: 100%; min-height: 32px; padding: 4px 8px; border: 1px solid #949494; border-radius: 2px;
  font: inherit; color: inherit; background: #fff;
}
.se-combobox__input:focus { outline: 2px solid var(--se-accent, #3858e9); outline-offset: -1px; border-color: transparent; }
.se-combobox__empty { margin: 0; padding: 8px; color: #757575; }
.se-combobox__empty:empty { padding: 0; }
`;

export function Combobox({
  label,
  options,
  selected,
  multiple,
  onToggle,
  placeholder,
}: ComboboxProps) {
  useStyles(comboboxStyles);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listId = `se-combobox-${id}`;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const folded = foldForSearch(query.trim());
    if (!folded) return options;
    return options.filter((option) => foldForSearch(option.label).includes(folded));
  }, [options, query]);
  const { active, setActive, navigate } = useActiveOption(matches.length);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (navigate(event.key)) event.preventDefault();
    else if (event.key === 'Enter') {
      event.preventDefault();
      const option = matches[active];
      if (option) onToggle(option.key);
    }
  };

  return (
    <div className="se-combobox">
      <input
        className="se-combobox__input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        {...(active >= 0 ? { 'aria-activedescendant': optionId(listId, active) } : {})}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? __('Search')}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <OptionList
        id={listId}
        label={label}
        options={matches}
        selected={selected}
        multiple={multiple}
        active={active}
        onToggle={(key) => {
          setActive(matches.findIndex((option) => option.key === key));
          onToggle(key);
        }}
        onHover={setActive}
        keepFocus
      />
      {/* Always present, so that screen readers announce the text when it appears. */}
      <p className="se-combobox__empty" role="status">
        {matches.length === 0 ? __('No results') : ''}
      </p>
    </div>
  );
}
