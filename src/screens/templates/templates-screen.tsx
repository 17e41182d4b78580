// `/template`: the templates data view (spec 2.10) with a live preview of each template. The Add
// template wizard, the author views and the template actions come with the templates issue.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { filterSortAndPaginate } from '../../data-view';
import type { Field, View } from '../../data-view/types';
import { __ } from '../../i18n';
import { type EntityRecord, entityRecords } from '../../stores';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { DataViews } from '../data-view/data-view';

interface TemplateRecord extends EntityRecord {
  id: string;
  slug: string;
  title?: { raw?: string; rendered?: string };
  description?: string;
  author_text?: string;
  content?: { raw?: string };
}

/** Templates are whole pages: laid out at a desktop width, so their wide and full layouts show. */
const TEMPLATE_VIEWPORT_WIDTH = 1200;

export const DEFAULT_TEMPLATES_VIEW: View = {
  type: 'grid',
  search: '',
  page: 1,
  perPage: 20,
  sort: { field: 'title', direction: 'asc' },
  titleField: 'title',
  mediaField: 'preview',
  descriptionField: 'description',
  fields: ['author'],
  filters: [],
};

function templateFields(): Field<TemplateRecord>[] {
  return [
    {
      id: 'title',
      label: __('Template'),
      enableGlobalSearch: true,
      enableHiding: false,
      getValue: ({ item }) => item.title?.raw || item.title?.rendered || item.slug,
    },
    {
      id: 'preview',
      label: __('Preview'),
      type: 'media',
      enableSorting: false,
      enableHiding: false,
      render: ({ item }) =>
        item.content?.raw ? (
          <BlockPreview
            fill
            markup={item.content.raw}
            title={item.title?.rendered || item.slug}
            viewportWidth={TEMPLATE_VIEWPORT_WIDTH}
          />
        ) : (
          <span className="se-empty-preview">{__('Empty template')}</span>
        ),
    },
    {
      id: 'description',
      label: __('Description'),
      enableGlobalSearch: true,
      enableSorting: false,
      getValue: ({ item }) => item.description ?? '',
    },
    {
      id: 'author',
      label: __('Author'),
      getValue: ({ item }) => item.author_text ?? '',
    },
  ];
}

export default function TemplatesScreen() {
  usePreviewWarmUp();
  const templates = useStore(
    entityRecords<TemplateRecord>('postType', 'wp_template', { per_page: -1 }),
  );
  const [view, setView] = useState<View>(DEFAULT_TEMPLATES_VIEW);
  const fields = useMemo(templateFields, []);
  const shown = useMemo(
    () => filterSortAndPaginate(templates.items, view, fields),
    [templates.items, view, fields],
  );
  return (
    <DataViews<TemplateRecord>
      header={<h2 className="se-screen-title">{__('All templates')}</h2>}
      data={shown.data}
      paginationInfo={shown.paginationInfo}
      fields={fields}
      view={view}
      onChangeView={setView}
      isLoading={templates.isLoading}
      error={templates.error?.message}
      getItemId={(item) => item.id}
      searchDebounceMs={0}
    />
  );
}
