// `/pattern`: the patterns data view (spec 2.9): the theme's patterns and the user's patterns, or
// the template parts with `postType=wp_template_part`, as cards with a live preview of each. The
// category sidebar and the pattern actions come with the patterns issue; this is the list.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { filterSortAndPaginate } from '../../data-view';
import type { Field, View } from '../../data-view/types';
import { __ } from '../../i18n';
import { atom } from 'nanostores';
import { type EntityRecordsValue, entityRecords } from '../../stores';
import { $location } from '../../stores/router';
import { $themePatterns } from '../../stores/patterns';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { DataViews } from '../data-view/data-view';
import {
  type PatternItem,
  themePatternItem,
  templatePartItem,
  userPatternItem,
} from './pattern-items';

const $noRecords = atom<EntityRecordsValue>({
  items: [],
  total: 0,
  totalPages: 0,
  isLoading: false,
  error: undefined,
});

/** The patterns view's defaults (spec 4). */
export const DEFAULT_PATTERNS_VIEW: View = {
  type: 'grid',
  search: '',
  page: 1,
  perPage: 20,
  titleField: 'title',
  mediaField: 'preview',
  fields: ['sync-status'],
  filters: [],
  layout: { badgeFields: ['sync-status'] },
};

function fieldsFor(): Field<PatternItem>[] {
  return [
    {
      id: 'title',
      label: __('Title'),
      enableGlobalSearch: true,
      enableHiding: false,
      getValue: ({ item }) => item.title || __('(no title)'),
    },
    {
      id: 'preview',
      label: __('Preview'),
      type: 'media',
      enableSorting: false,
      enableHiding: false,
      render: ({ item }) => (
        <BlockPreview
          fill
          markup={item.content}
          title={item.title}
          viewportWidth={item.viewportWidth}
        />
      ),
    },
    {
      id: 'sync-status',
      label: __('Sync status'),
      elements: [
        { value: 'fully', label: __('Synced') },
        { value: 'unsynced', label: __('Not synced') },
      ],
      filterBy: { operators: ['is'] },
      enableSorting: false,
      getValue: ({ item }) => item.syncStatus,
    },
  ];
}

export default function PatternsScreen() {
  usePreviewWarmUp();
  const location = useStore($location);
  const isParts = location.query.postType === 'wp_template_part';
  const theme = useStore($themePatterns);
  const user = useStore(entityRecords('postType', 'wp_block', { per_page: -1 }));
  // The parts list only when it is listed: the host answers six requests at a time.
  const parts = useStore(
    isParts ? entityRecords('postType', 'wp_template_part', { per_page: -1 }) : $noRecords,
  );
  const [view, setView] = useState<View>(DEFAULT_PATTERNS_VIEW);
  const fields = useMemo(fieldsFor, []);

  const items = useMemo<PatternItem[]>(
    () =>
      isParts
        ? parts.items.map(templatePartItem)
        : [
            ...theme.patterns.filter((pattern) => pattern.inserter !== false).map(themePatternItem),
            ...user.items.map(userPatternItem),
          ],
    [isParts, parts.items, theme.patterns, user.items],
  );
  const isLoading = isParts ? parts.isLoading : theme.isLoading || user.isLoading;
  // Either source failing leaves the list incomplete: said so, never shown as all there is.
  const error = isParts ? parts.error : (theme.error ?? user.error);
  // The cards show once every source has answered: theme patterns shown first would be pushed
  // about by the user's patterns arriving in their sorted places, and their previews redone.
  const shown = useMemo(
    () => filterSortAndPaginate(isLoading ? [] : items, view, fields),
    [isLoading, items, view, fields],
  );

  return (
    <DataViews<PatternItem>
      header={
        <h2 className="se-screen-title">
          {isParts ? __('All template parts') : __('All patterns')}
        </h2>
      }
      data={shown.data}
      paginationInfo={shown.paginationInfo}
      fields={fields}
      view={view}
      onChangeView={setView}
      isLoading={isLoading}
      error={error?.message}
      getItemId={(item) => item.id}
      searchDebounceMs={0}
    />
  );
}
