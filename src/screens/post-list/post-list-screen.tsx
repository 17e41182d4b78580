// `/page` and `/post` (and the posts-only app's root): the list of one post type on the data
// view, paged, searched, filtered and sorted by the host, or ordered in levels on the client
// (spec 2.11, 7; the rows come from src/stores/post-list.ts). The view comes from the
// active view in the URL; the layout and the selection live in the URL too (spec 2.2), so deep
// links and back and forward work. Custom views (experimental) are wp_dataviews records: see
// custom-views.tsx.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { LayoutType, View } from '../../data-view/types';
import { __ } from '../../i18n';
import {
  defaultLayouts,
  isPostClickable,
  POST_AUTHORS_QUERY,
  unknownViewMessage,
  viewForSlug,
} from '../../posts';
import { entityRecords } from '../../stores';
import { postList } from '../../stores/post-list';
import { $location, navigate, syncSelectionWithItems, updateQuery } from '../../stores/router';
import { selectedIds } from '../../routing/location';
import { useStyles, useWhenChanged } from '../../ui/element-root';
import { DataViews } from '../data-view/data-view';
import { postActions } from './actions';
import { AddNewPost } from './add-new';
import { QuickEditPanel } from './quick-edit-panel';
import { useActiveCustomView } from './custom-views';
import { changeCustomView } from '../../stores/custom-views';
import { lazyScreen } from '../../ui/lazy-screen';
import { useIsMobile } from '../../ui/viewport';
import { type PostAuthor, type PostRecord, postFields } from './fields';

const styles = `
.se-post-author { display: inline-flex; align-items: center; gap: 6px; }
.se-post-author img { border-radius: 50%; }
.se-confirm { display: grid; gap: 16px; }
.se-confirm__actions { display: flex; justify-content: flex-end; gap: 8px; }
.se-post-list { display: flex; height: 100%; min-height: 0; }
.se-post-list__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.se-post-list.has-preview .se-post-list__main { flex: 0 0 380px; border-inline-end: 1px solid #e0e0e0; }
.se-post-list__unknown { margin: 0; padding: 24px; color: #cc1818; }
.se-post-list__preview { flex: 1; min-width: 0; }
.se-list-header { display: flex; align-items: flex-end; justify-content: space-between; gap: 16px; padding-inline-end: 16px; }
.se-draft-form { display: grid; gap: 8px; }
.se-draft-form input { font: inherit; min-height: 36px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; }
.se-draft-form input:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
/* Small screens: quick edit takes the list's place, its Close leads back to the rows. */
@media (max-width: 781px) {
  .se-post-list.has-quick-edit .se-post-list__main { display: none; }
  .se-post-list.has-quick-edit .se-quick-edit { width: 100%; border: 0; }
}
`;

const LAYOUTS: LayoutType[] = ['table', 'grid', 'list'];
// Loaded when an item is first previewed beside the list.
const PostPreviewScreen = lazyScreen(() => import('../post-preview/post-preview-screen'));

export default function PostListScreen({ postType }: { postType: string }) {
  useStyles(styles);
  const location = useStore($location);
  const { activeView, layout, isCustom } = location.query;
  // A numeric activeView is a custom view (behind the experiment): its stored view is the preset,
  // taken once it has loaded; the user's later changes to it are saved, not reapplied here.
  const custom = useActiveCustomView(postType, activeView, isCustom);
  // An activeView that names no view says so (spec 8) rather than listing All items as if asked.
  const unknownView = unknownViewMessage(activeView, isCustom);
  const presetKey = custom ? `${custom.id}:${custom.status}` : activeView;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a custom view's preset changes with its key, not with each saved change.
  const preset = useMemo(
    () => (custom?.status === 'ready' ? custom : viewForSlug(postType, activeView)),
    [postType, presetKey],
  );
  const title = custom?.status === 'ready' ? custom.title || __('(no title)') : preset.title;
  // The view the user shapes starts from the active view's; a new active view starts over.
  const [view, setView] = useState<View>(preset.view);
  useWhenChanged(preset, (next) => setView(next.view));
  const shown: View =
    layout && LAYOUTS.includes(layout as LayoutType) && layout !== view.type
      ? { ...view, type: layout as LayoutType }
      : view;

  const authors = useStore(
    entityRecords<PostAuthor & Record<string, unknown>>('root', 'user', POST_AUTHORS_QUERY),
  );
  const list = useStore(postList<PostRecord>(postType, shown));
  // A user who may list only their own items (spec 6) is offered only themselves as author.
  const onlyAuthor = list.scope?.author;
  const authorChoices = useMemo(
    () =>
      onlyAuthor === undefined
        ? authors.items
        : authors.items.filter((author) => author.id === onlyAuthor),
    [authors.items, onlyAuthor],
  );
  const { levels } = list;
  const fields = useMemo(
    () => postFields(authorChoices, levels && ((item) => levels.get(item.id))),
    [authorChoices, levels],
  );
  // The rows wait for the authors too (asked for with the list, spec 7): the list renders once
  // with both, rather than every row again when the authors arrive.
  const authorsSettled = authors.items.length > 0 || !authors.isLoading;
  const actions = useMemo(() => postActions(postType), [postType]);

  // An item that left the list drops out of the selection in the URL (spec 2.2).
  useEffect(() => {
    // Not after a failed load: its rows are unknown, not gone.
    if (!list.isLoading && !list.error) syncSelectionWithItems(list.items.map((item) => item.id));
  }, [list.items, list.isLoading, list.error]);

  const selection = selectedIds(location.query);
  // The list layout shows the one selected item beside a 380 px list (spec 2.1, 9); a small
  // screen has no room beside the list, as in WordPress: an item opens on its own route there.
  const isMobile = useIsMobile();
  const previewId =
    shown.type === 'list' && selection.length === 1 && !isMobile ? selection[0] : undefined;
  // Quick edit: a 380 px side panel when the layout is not list and quickEdit is set (spec 2.1).
  const quickEdit =
    shown.type !== 'list' && location.query.quickEdit === 'true' && selection.length > 0;

  return (
    <div
      className={`se-post-list${previewId ? ' has-preview' : ''}${quickEdit ? ' has-quick-edit' : ''}`}
    >
      <div className="se-post-list__main">
        {unknownView ? (
          <p className="se-post-list__unknown" role="alert">
            {unknownView}
          </p>
        ) : (
          <DataViews<PostRecord>
            header={
              <div className="se-list-header">
                <h2 className="se-screen-title">{title}</h2>
                <AddNewPost postType={postType} />
              </div>
            }
            data={authorsSettled ? list.items : []}
            fields={fields}
            view={shown}
            onChangeView={(next) => {
              setView(next);
              if (custom?.status === 'ready') changeCustomView(postType, custom.id, next);
              if (next.type !== shown.type) updateQuery({ layout: next.type });
            }}
            actions={actions}
            paginationInfo={{ totalItems: list.total, totalPages: list.totalPages }}
            isLoading={list.isLoading || !authorsSettled || custom?.status === 'loading'}
            error={list.error?.message}
            getItemId={(item) => String(item.id)}
            defaultLayouts={defaultLayouts(postType)}
            selection={selection}
            onChangeSelection={(ids) =>
              updateQuery({ postId: ids.length ? ids.join(',') : undefined })
            }
            isItemClickable={isPostClickable}
            onClickItem={(item) => navigate(`/${item.type}/${item.id}`)}
            searchLabel={__('Search')}
          />
        )}
      </div>
      {quickEdit && (
        <QuickEditPanel
          key={selection.join(',')}
          postType={postType}
          ids={selection}
          authors={authorChoices}
          onClose={() => updateQuery({ quickEdit: undefined })}
        />
      )}
      {previewId && (
        <section className="se-post-list__preview" aria-label={__('Preview')}>
          <PostPreviewScreen postType={postType} postId={previewId} />
        </section>
      )}
    </div>
  );
}
