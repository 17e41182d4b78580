// Adding a link to a menu: a page or post found by search (the host's search, as the link
// control of the block editor asks it), or any address typed in. The link joins the end of the
// menu, or of the selected submenu.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiFetch } from '../../api';
import { __, sprintf } from '../../i18n';

interface SearchResult {
  id: number;
  title: string;
  url: string;
  type: string;
  subtype: string;
}

export interface NewLink {
  label: string;
  url: string;
  id?: number;
  type?: string;
  kind?: string;
}

/** Spec 7: suggestions, 20 with a search term. */
async function searchContent(search: string, signal: AbortSignal): Promise<SearchResult[]> {
  return apiFetch<SearchResult[]>('wp/v2/search', {
    query: {
      search,
      per_page: 20,
      type: 'post',
      context: 'view',
      _fields: 'id,title,url,type,subtype',
    },
    signal,
  });
}

const decode = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? html;

/** What a typed address becomes: a URL as typed when it has a scheme or starts with / or #. */
function normaliseUrl(text: string): string {
  const value = text.trim();
  if (/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(value)) return value;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return `https://${value}`;
}

export function AddLink({ onAdd, target }: { onAdd: (link: NewLink) => void; target: string }) {
  const searchId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    const term = query.trim();
    if (term.length < 2 || /^(https?:|\/|#|mailto:)/i.test(term)) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchContent(term, controller.signal).then(
        (found) => {
          setResults(found);
          setError('');
        },
        (failure: unknown) => {
          if ((failure as { name?: string }).name === 'AbortError') return;
          setError((failure as Error).message);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const addResult = (result: SearchResult) => {
    onAdd({
      label: decode(result.title),
      url: result.url,
      id: result.id,
      type: result.subtype,
      kind: 'post-type',
    });
    setQuery('');
  };
  const addTyped = (event: FormEvent) => {
    event.preventDefault();
    const value = query.trim();
    if (!value) return;
    onAdd({ label: value, url: normaliseUrl(value), kind: 'custom' });
    setQuery('');
  };

  return (
    <form className="nv-add" onSubmit={addTyped} aria-label={__('Add link')}>
      <label htmlFor={searchId}>{sprintf(__('Add a link to %s'), target)}</label>
      <div className="nv-add__row">
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={__('Search or type URL')}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="nv-button" disabled={!query.trim()}>
          {__('Add')}
        </button>
      </div>
      {error && (
        <p className="nv-error" role="alert">
          {error}
        </p>
      )}
      <ul id={listId} className="nv-add__results" aria-label={__('Suggestions')}>
        {results.map((result) => (
          <li key={`${result.subtype}:${result.id}`}>
            <button type="button" className="nv-suggestion" onClick={() => addResult(result)}>
              <span>{decode(result.title) || __('(no title)')}</span>
              <span className="nv-suggestion__type">{result.subtype}</span>
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
