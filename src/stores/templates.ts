// The Add template wizard's state and host data (spec 2.10, 4, 5, 7, 8): which step it is on
// (`$templateWizard`, the pure `wizardReducer` of src/templates/wizard), step 1's choices
// (`$templateChoices`: the templates, the public post types and taxonomies, the theme's template
// names, and for each source of specific items whether any item is left without a template),
// step 2's suggestions, and the creation. Nothing loads at import: `loadTemplateChoices` runs
// when the wizard opens (or the list asks for it early, once idle).
import { atom, task } from 'nanostores';
import { apiFetch, type QueryObject } from '../api';
import {
  type CreatedTemplate,
  type CreateTemplateResult,
  createTemplate,
  INITIAL_WIZARD_STATE,
  itemsWithTemplatesRequest,
  type NewTemplate,
  type PostTypeInfo,
  remainingItemsRequest,
  type SpecificItemsSource,
  type Suggestion,
  slugsWithTemplates,
  sourceKey,
  specificItemsSources,
  suggestionsRequest,
  type TaxonomyInfo,
  type TemplateChoice,
  templateChoices,
  toSuggestions,
  type WizardEvent,
  type WizardState,
  wizardReducer,
  type DefaultTemplateType,
} from '../templates/wizard';
import { loadEntityRecords, saveEntityRecord } from './entities';
import { errorText } from './error-text';
import { activeThemeQuery } from './site';

export const $templateWizard = atom<WizardState>(INITIAL_WIZARD_STATE);

const dispatch = (event: WizardEvent) =>
  $templateWizard.set(wizardReducer($templateWizard.get(), event));

export const openTemplateWizard = () => {
  dispatch({ type: 'open' });
  void loadTemplateChoices();
};
export const closeTemplateWizard = () => dispatch({ type: 'close' });
export const chooseTemplateType = (choice: TemplateChoice) => dispatch({ type: 'choose', choice });
export const showSpecificItems = () => dispatch({ type: 'show-specific-items' });
export const templateWizardBack = () => dispatch({ type: 'back' });

export interface TemplateChoicesValue {
  status: 'idle' | 'loading' | 'ready' | 'error';
  choices: TemplateChoice[];
  /** Every existing template's slug: step 3 refuses a custom slug among them. */
  templates: { slug: string }[];
  error?: string;
}

export const $templateChoices = atom<TemplateChoicesValue>({
  status: 'idle',
  choices: [],
  templates: [],
});

/** By source key: the ids of items that have their own template (left out of suggestions). */
const withTemplates = new Map<string, number[]>();

const read = <T>({ path, query }: { path: string; query: QueryObject }) =>
  apiFetch<T>(path, { query });

/** The theme's names for the standard types (default_template_types), from the active theme. */
async function defaultTemplateTypes(): Promise<DefaultTemplateType[]> {
  const themes = await loadEntityRecords<{ default_template_types?: DefaultTemplateType[] }>(
    'root',
    'theme',
    activeThemeQuery(),
  );
  return themes.items[0]?.default_template_types ?? [];
}

/** Whether items without their own template remain in `source`; notes the ids that have one. */
async function itemsRemain(
  source: SpecificItemsSource,
  templates: readonly { slug: string }[],
  sources: readonly SpecificItemsSource[],
): Promise<boolean> {
  const request = itemsWithTemplatesRequest(source, slugsWithTemplates(source, templates, sources));
  const ids = request ? (await read<{ id: number }[]>(request)).map((item) => item.id) : [];
  withTemplates.set(sourceKey(source), ids);
  return (await read<unknown[]>(remainingItemsRequest(source, ids))).length > 0;
}

let loading: Promise<void> | undefined;

/**
 * Step 1's choices, worked out afresh (a template made since hides its type): the existing
 * templates, post types, taxonomies and theme names, then one small read per source of specific
 * items. Concurrent calls share one load.
 */
export function loadTemplateChoices(): Promise<void> {
  loading ??= task(async () => {
    const before = $templateChoices.get();
    $templateChoices.set({ ...before, status: before.status === 'ready' ? 'ready' : 'loading' });
    try {
      const [templates, postTypes, taxonomies, defaults] = await Promise.all([
        loadEntityRecords<{ slug: string }>('postType', 'wp_template', { per_page: -1 }),
        apiFetch<Record<string, PostTypeInfo>>('wp/v2/types', { query: { context: 'edit' } }),
        apiFetch<Record<string, TaxonomyInfo>>('wp/v2/taxonomies', { query: { context: 'edit' } }),
        defaultTemplateTypes(),
      ]);
      const sources = specificItemsSources(postTypes, taxonomies);
      const remaining: Record<string, boolean> = {};
      // One source the host will not list (a failed request, a plugin's broken type) leaves its
      // type out; the other cards still show.
      const unreadable = new Set<string>();
      await Promise.all(
        sources.map(async (source) => {
          const key = sourceKey(source);
          try {
            remaining[key] = await itemsRemain(source, templates.items, sources);
          } catch {
            unreadable.add(key);
          }
        }),
      );
      $templateChoices.set({
        status: 'ready',
        choices: templateChoices({
          templates: templates.items,
          postTypes,
          taxonomies,
          defaultTemplateTypes: defaults,
          remaining,
          unreadable,
        }),
        templates: templates.items.map(({ slug }) => ({ slug })),
      });
    } catch (error) {
      $templateChoices.set({ ...$templateChoices.get(), status: 'error', error: errorText(error) });
    } finally {
      loading = undefined;
    }
  });
  return loading;
}

/** Step 2's suggestions: items of `source` without their own template (spec 5, 7, 9). */
export function loadSuggestions(source: SpecificItemsSource, search = ''): Promise<Suggestion[]> {
  const exclude = withTemplates.get(sourceKey(source)) ?? [];
  return task(async () =>
    toSuggestions(
      await read<Parameters<typeof toSuggestions>[0]>(
        suggestionsRequest(source, { search, exclude }),
      ),
    ),
  );
}

/**
 * Creates the template (status publish) through the wizard's busy flag; on success the caller
 * opens the route and shows the message, on failure the message (spec 8).
 */
export function submitTemplate(
  template: NewTemplate,
  isWpSuggestion: boolean,
): Promise<CreateTemplateResult> {
  return task(async () => {
    const result = await createTemplate(
      {
        getState: () => $templateWizard.get(),
        dispatch,
        save: (body) =>
          saveEntityRecord<CreatedTemplate & Record<string, unknown>>('postType', 'wp_template', {
            ...body,
          }),
      },
      template,
      isWpSuggestion,
    );
    if (result.status === 'created') noteCreated(template.slug);
    return result;
  });
}

/**
 * What a new template changes in step 1 at once, before the next open reads the choices again:
 * its type is gone unless items remain, and its slug is taken.
 */
function noteCreated(slug: string): void {
  const value = $templateChoices.get();
  $templateChoices.set({
    ...value,
    choices: value.choices.filter((choice) => choice.slug !== slug || choice.allowsSpecificItems),
    templates: [...value.templates, { slug }],
  });
}
