// Says how many items a search or filter found ('%d result found.' / '%d results found.'), in a
// polite live region, once the user pauses: a sighted user sees the list change, a screen reader
// user hears the count. Waiting for the pause also waits for a host that pages on the server to
// answer, so the count read out is the new one, and typing a word announces once, not per key.
import { useEffect, useRef, useState } from 'react';
import { __, _n, sprintf } from '../../i18n';
import { useDataView } from './context';

export const ANNOUNCE_DELAY_MS = 500;

export function ResultsAnnouncer() {
  const { view, paginationInfo, isLoading, error } = useDataView();
  const [message, setMessage] = useState('');
  const query = JSON.stringify([view.search ?? '', view.filters ?? []]);
  const lastQuery = useRef(query);
  const pending = useRef(false);
  const total = useRef(paginationInfo.totalItems);
  total.current = paginationInfo.totalItems;

  if (query !== lastQuery.current) {
    lastQuery.current = query;
    pending.current = true;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts the pause on each change of what is listed.
  useEffect(() => {
    // A failed load says why where the items would be, not 'No results'.
    if (!pending.current || isLoading || error) return;
    const timer = setTimeout(() => {
      pending.current = false;
      const count = total.current;
      const text =
        count === 0
          ? __('No results')
          : sprintf(_n('%d result found.', '%d results found.', count), count);
      // The same words twice would not be read again: vary them invisibly.
      setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, isLoading, error, paginationInfo.totalItems]);

  return (
    <div className="se-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
