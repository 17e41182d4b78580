// Step 2 of the Add template wizard (spec 2.10, 5, 7, 9): a template for all items of the chosen
// type, or for one specific item. The items offered are those without their own template, 10 at
// first and 20 while searching; the search box shows once more than 9 are offered, and stays.
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '../../i18n';
import { loadSuggestions, showSpecificItems, templateWizardBack } from '../../stores/templates';
import { errorText } from '../../stores/error-text';
import {
  generalTemplate,
  type SpecificItemsSource,
  type Suggestion,
  showsSearchBox,
  specificTemplate,
  type TemplateChoice,
} from '../../templates/wizard';
import { Spinner } from '../../ui/spinner';
import type { CreateNewTemplate } from './template-wizard';

const SEARCH_DEBOUNCE_MS = 300;

interface StepProps {
  choice: TemplateChoice;
  showsItems: boolean;
  busy: boolean;
  create: CreateNewTemplate;
}

function BackButton({ busy }: { busy: boolean }) {
  return (
    <button type="button" className="dv-button" disabled={busy} onClick={templateWizardBack}>
      {__('Back')}
    </button>
  );
}

/** The suggestions for `search` (debounced), newest answer only. */
function useSuggestions(source: SpecificItemsSource, search: string) {
  const [state, setState] = useState<{ items?: Suggestion[]; error?: string }>({});
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () =>
        loadSuggestions(source, search).then(
          (items) => live && setState({ items }),
          (error: unknown) => live && setState({ error: errorText(error) }),
        ),
      search ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, search]);
  return state;
}

function SpecificItems({ choice, busy, create }: Omit<StepProps, 'showsItems'>) {
  const source = choice.specificItems!;
  const [search, setSearch] = useState('');
  const [searchShown, setSearchShown] = useState(false);
  const { items, error } = useSuggestions(source, search);
  const searchId = useId();
  const shown = showsSearchBox(items?.length ?? 0, searchShown);
  useEffect(() => {
    if (shown && !searchShown) setSearchShown(true);
  }, [shown, searchShown]);
  // The items arrive after the step showed (focus then went to Back): the first of them, or
  // the search box, takes focus once.
  const container = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    const root = container.current;
    if (!items || focused.current || !root) return;
    focused.current = true;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && root.contains(active)) return;
    root.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
  }, [items]);
  return (
    <div className="se-template-items" ref={container}>
      {shown && (
        <div className="se-template-items__search">
          <label htmlFor={searchId}>{source.labels.search_items}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {error ? (
        <p role="alert">{error}</p>
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p>{source.labels.not_found}</p>
      ) : (
        <ul className="se-template-items__list" aria-label={source.labels.all_items}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="se-template-item"
                disabled={busy}
                onClick={() => create(specificTemplate(source, item), true)}
              >
                <span className="se-template-choice__title">{item.name || item.slug}</span>
                {item.link && <span className="se-template-choice__description">{item.link}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SpecificItemsStep({ choice, showsItems, busy, create }: StepProps) {
  const labels = choice.specificItems?.labels;
  if (!labels) return null;
  return (
    <div className="se-template-step">
      {showsItems ? (
        <SpecificItems choice={choice} busy={busy} create={create} />
      ) : (
        <ul className="se-template-choices__grid is-two" aria-label={choice.title}>
          <li>
            <button
              type="button"
              className="se-template-choice"
              disabled={busy}
              onClick={() => create(generalTemplate(choice), true)}
            >
              <span className="se-template-choice__title">{__('For all items')}</span>
              <span className="se-template-choice__description">{choice.description}</span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="se-template-choice"
              disabled={busy}
              onClick={showSpecificItems}
            >
              <span className="se-template-choice__title">{__('For a specific item')}</span>
              <span className="se-template-choice__description">
                {sprintf(__('A template for one item: %s.'), labels.singular_name)}
              </span>
            </button>
          </li>
        </ul>
      )}
      <div className="se-template-step__footer">
        <BackButton busy={busy} />
      </div>
    </div>
  );
}
