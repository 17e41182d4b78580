// `/pattern`: the Patterns page's list (spec 2.9, 4): the chosen category's patterns (theme and
// user), or with `postType=wp_template_part` the chosen area's template parts, as cards with a
// live preview, the sync status badge, the actions each item allows, and the header's add menu.
// The rules are src/patterns/; the data and actions src/stores/pattern-library.ts and
// pattern-actions.ts; the sidebar is patterns-sidebar.tsx.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { filterSortAndPaginate } from '../../data-view';
import type { Field, View } from '../../data-view/types';
import { __ } from '../../i18n';
import {
  categoryHeader,
  DEFAULT_PATTERNS_VIEW,
  findPatternCategory,
  isPatternClickable,
  PATTERNS_DEFAULT_LAYOUTS,
  type PatternItem,
  type PatternPermissions,
  partsInArea,
  patternListFields,
  patternsInCategory,
  syncStatusFilter,
  TEMPLATE_PART,
  THEME_PATTERN,
  USER_PATTERN,
  viewForLocation,
  viewForPaging,
  withSyncStatus,
} from '../../patterns';
import { $canUser, canUser } from '../../stores';
import { $patternLibrary } from '../../stores/pattern-library';
import { withQueryLayout } from '../../routing/location';
import { $location, navigate, updateQuery } from '../../stores/router';
import { useStyles } from '../../ui/element-root';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { DataViews } from '../data-view/data-view';
import { patternActions } from './pattern-actions';
import { PatternsHeader } from './patterns-header';

/** The route's sidebar, loaded with the list (see route-screens.tsx). */
export { default as PatternsSidebar } from './patterns-sidebar';

const styles = `
.se-confirm { display: grid; gap: 16px; }
.se-confirm__actions { display: flex; justify-content: flex-end; gap: 8px; }
.se-list-header { display: flex; align-items: flex-end; justify-content: space-between; gap: 16px; padding-inline-end: 16px; }
.se-screen-description { margin: 4px 16px 0; color: #595959; max-width: 60ch; }
.se-patterns-header__actions { display: flex; gap: 8px; }
.se-draft-form { display: grid; gap: 8px; }
.se-draft-form input[type="text"] { font: inherit; min-height: 36px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; }
.se-draft-form input:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-help { margin: 0; color: #595959; font-size: 12px; }
.se-toggle { display: flex; align-items: center; gap: 8px; margin-top: 8px; }
.se-token-field { display: grid; gap: 6px; }
.se-token-field__tokens { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.se-token { display: inline-flex; align-items: center; gap: 2px; padding: 0 0 0 8px; background: #f0f0f0; border-radius: 2px; }
.se-token__remove { border: 0; background: none; min-width: 28px; min-height: 28px; cursor: pointer; }
.se-token__remove:focus-visible { outline: 2px solid var(--se-accent, #3858e9); }
.se-token-field__suggestions { display: flex; flex-wrap: wrap; gap: 4px; border: 0; padding: 0; margin: 0; }
.se-area-choices { display: grid; gap: 8px; border: 0; padding: 0; margin: 8px 0 0; }
.se-area-choices legend { padding: 0; margin-bottom: 4px; }
.se-area-choice { display: flex; gap: 8px; align-items: flex-start; }
.se-area-choice > span { display: grid; gap: 2px; }
`;

function previewField(): Field<PatternItem> {
  return {
    id: 'preview',
    label: __('Preview'),
    type: 'media',
    enableSorting: false,
    enableHiding: false,
    // Spec 8: an item with no blocks says so instead of an empty frame.
    render: ({ item }) =>
      item.content.trim() ? (
        <BlockPreview
          fill
          markup={item.content}
          title={item.title}
          viewportWidth={item.viewportWidth}
        />
      ) : (
        <span className="se-empty-preview">
          {item.type === TEMPLATE_PART ? __('Empty template part') : __('Empty pattern')}
        </span>
      ),
  };
}

const getItemId = (item: PatternItem) => item.key;
const openItem = (item: PatternItem) =>
  navigate(`/${item.type}/${encodeURIComponent(item.id)}`, { canvas: 'edit' });

export default function PatternsScreen() {
  useStyles(styles);
  usePreviewWarmUp();
  const { query } = useStore($location);
  const postType = query.postType === TEMPLATE_PART ? TEMPLATE_PART : undefined;
  const isParts = postType === TEMPLATE_PART;
  const categoryId = query.categoryId;
  const library = useStore($patternLibrary);
  const canCreatePattern = useStore($canUser('create', { kind: 'postType', name: USER_PATTERN }));
  const canCreatePart = useStore($canUser('create', { kind: 'postType', name: TEMPLATE_PART }));

  // Spec 4: a category or post type change goes back to page 1 (and drops the other's filters).
  const [ownView, setView] = useState<View>(DEFAULT_PATTERNS_VIEW);
  const [where, setWhere] = useState({ postType, categoryId });
  if (where.postType !== postType || where.categoryId !== categoryId) {
    setWhere({ postType, categoryId });
    setView(viewForLocation(ownView, where, { postType, categoryId }));
  }
  // The layout is the URL's (spec 2.2), as on /page and /template.
  const view = withQueryLayout(ownView, query);

  const inCategory = useMemo(
    () =>
      isParts
        ? partsInArea(library.parts, categoryId, library.areas)
        : patternsInCategory(library.patterns, categoryId, library.sources),
    [isParts, library, categoryId],
  );
  const isLoading = isParts ? library.partsLoading : library.patternsLoading;
  const error = isParts ? library.partsError : library.patternsError;
  const fields = useMemo(
    () => [...patternListFields(postType ?? USER_PATTERN, inCategory), previewField()],
    [postType, inCategory],
  );
  // The cards show once every source has answered: theme patterns shown first would be pushed
  // about by the user's patterns arriving in their sorted places, and their previews redone.
  const shown = useMemo(() => {
    const items = isParts ? inCategory : withSyncStatus(inCategory, syncStatusFilter(view));
    return filterSortAndPaginate(isLoading ? [] : items, viewForPaging(view, postType), fields);
  }, [isParts, inCategory, view, postType, fields, isLoading]);

  // Per-item permissions (spec 6): the host's list gives them (targetHints); a host that does
  // not is asked for each item shown (one OPTIONS answers all methods), kept here by item key.
  const [asked, setAsked] = useState<Record<string, readonly string[]>>({});
  useEffect(() => {
    let live = true;
    for (const item of shown.data) {
      if (item.type === THEME_PATTERN || item.allow || asked[item.key]) continue;
      const resource = { kind: 'postType', name: item.type, id: item.id };
      void Promise.all([canUser('update', resource), canUser('delete', resource)]).then(
        ([update, remove]) => {
          const methods = [...(update ? ['PUT'] : []), ...(remove ? ['DELETE'] : [])];
          if (live) setAsked((known) => ({ ...known, [item.key]: methods }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [shown.data, asked]);

  const actions = useMemo(
    () =>
      patternActions((item): PatternPermissions => {
        const allow = item.type === THEME_PATTERN ? [] : (item.allow ?? asked[item.key]);
        return {
          update: allow?.includes('PUT'),
          delete: allow?.includes('DELETE'),
          create: item.type === TEMPLATE_PART ? canCreatePart : canCreatePattern,
          isBlockTheme: library.isBlockTheme,
        };
      }),
    [asked, canCreatePart, canCreatePattern, library.isBlockTheme],
  );

  const header = categoryHeader(
    postType,
    categoryId,
    library.sources,
    library.patterns,
    library.areas,
  );
  const category = isParts
    ? undefined
    : findPatternCategory(categoryId ?? '', library.sources, library.patterns);

  return (
    <DataViews<PatternItem>
      header={<PatternsHeader header={header} category={category} library={library} />}
      data={shown.data}
      paginationInfo={shown.paginationInfo}
      fields={fields}
      view={view}
      onChangeView={(next) => {
        setView(next);
        if (next.type !== view.type) updateQuery({ layout: next.type });
      }}
      actions={actions}
      isLoading={isLoading}
      error={error?.message}
      getItemId={getItemId}
      onClickItem={openItem}
      isItemClickable={isPatternClickable}
      defaultLayouts={PATTERNS_DEFAULT_LAYOUTS}
      searchDebounceMs={0}
    />
  );
}
