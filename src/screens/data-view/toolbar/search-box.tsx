// The search box: the typed text shows at once, and reaches the view (page 1) after a short
// pause when the host searches (so a fast typist does not send a request per keystroke), or at
// once when the data view searches its own items. A search changed from outside (Reset)
// replaces the text.
import { useEffect, useId, useRef, useState } from 'react';
import { setSearch } from '../../../data-view';
import { Icon } from '../../../ui/icons';
import { useDataView } from '../context';

export const SEARCH_DEBOUNCE_MS = 150;

export function SearchBox({ label }: { label: string }) {
  const dataView = useDataView();
  const latest = useRef(dataView);
  latest.current = dataView;
  const id = useId();
  const search = dataView.view.search ?? '';
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (search === sent.current) return;
    clearTimeout(timer.current);
    sent.current = search;
    setText(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const send = () => {
      sent.current = value;
      const { view, onChangeView } = latest.current;
      onChangeView(setSearch(view, value));
    };
    if (dataView.searchDebounceMs > 0) timer.current = setTimeout(send, dataView.searchDebounceMs);
    else send();
  };

  return (
    <div className="dv-search">
      <label htmlFor={id} className="se-visually-hidden">
        {label}
      </label>
      <Icon name="search" size={20} className="dv-search__icon" />
      <input
        id={id}
        className="dv-search__input"
        type="search"
        placeholder={label}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
