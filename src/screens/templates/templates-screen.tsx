// `/template`: the templates data view (spec 2.10) with a live preview of each template, the
// templates of the sidebar's author view (`activeView`), the Add template button (the wizard is
// a chunk of its own) and the template actions (template-actions.tsx). The layout is the URL's
// `layout` (spec 2.2); the list layout shows the selected template (`postId`) beside a 380 px list
// (spec 2.1), as the page list does.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { filterSortAndPaginate } from '../../data-view';
import type { Field, View } from '../../data-view/types';
import { __, sprintf } from '../../i18n';
import { selectedIds, withQueryLayout } from '../../routing/location';
import { $canUser, entityRecords } from '../../stores';
import { $location, navigate, updateQuery } from '../../stores/router';
import {
  ALL_TEMPLATES_VIEW,
  activeTemplatesView,
  createdTemplateRoute,
  templatesOfView,
} from '../../templates/wizard';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { useIsMobile } from '../../ui/viewport';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { DataViews } from '../data-view/data-view';
import { ListWithPreview } from '../data-view/list-with-preview';
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

/** The selected template beside the list, as the site shows it at the preview's width. */
function TemplatePreview({ template }: { template: TemplateRecord }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useBoxSize(ref);
  const title = template.title?.rendered || template.title?.raw || template.slug;
  return (
    <div ref={ref}>
      {width > 0 && (
        <BlockPreview
          markup={template.content?.raw ?? ''}
          title={sprintf(__('Preview of %s'), title)}
          viewportWidth={width}
        />
      )}
    </div>
  );
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
  const { query } = useStore($location);
  const activeView = activeTemplatesView(query.activeView);
  const [ownView, setView] = useState<View>(DEFAULT_TEMPLATES_VIEW);
  const view = withQueryLayout(ownView, query);
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
  // The list layout's selection is the URL's (one template, previewed beside the list); a small
  // screen has no room beside the list: a template opens on its own route there.
  const isList = view.type === 'list';
  const selection = isList ? selectedIds(query) : undefined;
  const isMobile = useIsMobile();
  const previewed =
    isList && !isMobile && selection?.length === 1
      ? templates.items.find((template) => template.id === selection[0])
      : undefined;
  return (
    <ListWithPreview preview={previewed && <TemplatePreview template={previewed} />}>
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
        onChangeView={(next) => {
          setView(next);
          if (next.type !== view.type) updateQuery({ layout: next.type });
        }}
        {...(selection
          ? {
              selection,
              onChangeSelection: (ids: string[]) =>
                updateQuery({ postId: ids.length === 1 ? ids[0] : undefined }),
            }
          : {})}
        isLoading={templates.isLoading}
        error={templates.error?.message}
        getItemId={(item) => item.id}
        onClickItem={openTemplate}
        searchDebounceMs={0}
      />
    </ListWithPreview>
  );
}
