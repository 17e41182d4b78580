// `/template`: the templates data view (spec 2.10) with a live preview of each template, the
// templates of the sidebar's author view (`activeView`), the Add template button (the wizard is
// a chunk of its own) and the template actions (template-actions.tsx).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { filterSortAndPaginate } from '../../data-view';
import type { Field, View } from '../../data-view/types';
import { __ } from '../../i18n';
import { $canUser, entityRecords } from '../../stores';
import { $location, navigate } from '../../stores/router';
import {
  ALL_TEMPLATES_VIEW,
  activeTemplatesView,
  createdTemplateRoute,
  templatesOfView,
} from '../../templates/wizard';
import { useStyles } from '../../ui/element-root';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { DataViews } from '../data-view/data-view';
import { AddTemplate } from './add-template';
import { templateActions } from './template-actions';
import { TEMPLATES_QUERY, type TemplateRecord } from './template-record';

/** The route's sidebar, loaded with the list (see route-screens.tsx). */
export { default as TemplatesSidebar } from './templates-sidebar';

const styles = `
.se-confirm { display: grid; gap: 16px; }
.se-confirm p { margin: 0; }
.se-confirm__actions { display: flex; justify-content: flex-end; gap: 8px; }
.se-list-header { display: flex; align-items: flex-end; justify-content: space-between; gap: 16px; padding-inline-end: 16px; }
.se-draft-form { display: grid; gap: 8px; }
.se-draft-form input { font: inherit; min-height: 36px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; }
.se-draft-form input:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
`;

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

/**
 * Per-item permissions: WordPress's templates controller checks edit_theme_options for every
 * template alike (its permission callbacks do not look at the item), which is what may create
 * templates too: one answer serves every row, instead of an OPTIONS request per template.
 */
function withPermissions(templates: TemplateRecord[], canManage: boolean): TemplateRecord[] {
  const permissions = { update: canManage, delete: canManage };
  return templates.map((template) => ({ ...template, permissions }));
}

/** A template opens in the canvas editor (spec 2.1), as a new one does. */
function openTemplate(item: TemplateRecord) {
  const { path, query } = createdTemplateRoute(item);
  navigate(path, query);
}

export default function TemplatesScreen() {
  useStyles(styles);
  usePreviewWarmUp();
  const templates = useStore(
    entityRecords<TemplateRecord>('postType', 'wp_template', TEMPLATES_QUERY),
  );
  const canManage = useStore($canUser('create', { kind: 'postType', name: 'wp_template' }));
  const activeView = activeTemplatesView(useStore($location).query.activeView);
  const [view, setView] = useState<View>(DEFAULT_TEMPLATES_VIEW);
  // Another author's view starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the author view changes.
  useEffect(() => setView((last) => (last.page === 1 ? last : { ...last, page: 1 })), [activeView]);
  const fields = useMemo(templateFields, []);
  const actions = useMemo(templateActions, []);
  const shown = useMemo(
    () =>
      filterSortAndPaginate(
        withPermissions(templatesOfView(templates.items, activeView), canManage === true),
        view,
        fields,
      ),
    [templates.items, activeView, canManage, view, fields],
  );
  return (
    <DataViews<TemplateRecord>
      header={
        <div className="se-list-header">
          <h2 className="se-screen-title">
            {activeView === ALL_TEMPLATES_VIEW ? __('All templates') : activeView}
          </h2>
          <AddTemplate />
        </div>
      }
      actions={actions}
      data={shown.data}
      paginationInfo={shown.paginationInfo}
      fields={fields}
      view={view}
      onChangeView={setView}
      isLoading={templates.isLoading}
      error={templates.error?.message}
      getItemId={(item) => item.id}
      onClickItem={openTemplate}
      searchDebounceMs={0}
    />
  );
}
