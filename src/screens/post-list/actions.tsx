// The page and post actions (issue 5): Edit, View, Duplicate, Move to trash, Restore and
// Permanently delete (with a confirmation), each offered only where the item allows it, with bulk
// support where WordPress has it. Every host error shows the server's message and keeps the list.
import type { Action } from '../../data-view/types';
import { __, _n, sprintf } from '../../i18n';
import {
  canDeletePermanently,
  canDuplicatePost,
  canEditPost,
  canQuickEditPost,
  canRestorePost,
  canTrashPost,
  canViewPost,
  duplicateTitle,
} from '../../posts';
import {
  createErrorNotice,
  createSuccessNotice,
  deleteEntityRecord,
  invalidateEntityRecords,
  saveEntityRecord,
} from '../../stores';
import { prepareCanvas } from '../../stores/canvas';
import { $location, navigate, updateQuery } from '../../stores/router';
import { type PostRecord, postTitle } from './fields';

const failed = (error: unknown) =>
  createErrorNotice(
    error instanceof Error && error.message ? error.message : __('An error occurred.'),
  );

function editPath(post: Pick<PostRecord, 'type' | 'id'>) {
  return `/${post.type}/${post.id}`;
}

/** Runs one host call per item; reports the first failure, keeps what succeeded. */
async function eachItem(items: PostRecord[], run: (item: PostRecord) => Promise<unknown>) {
  const results = await Promise.allSettled(items.map(run));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure?.status === 'rejected') failed(failure.reason);
  return results.filter((result) => result.status === 'fulfilled').length;
}

function PermanentlyDeleteModal({
  items,
  closeModal,
  onActionPerformed,
}: {
  items: PostRecord[];
  closeModal?: () => void;
  onActionPerformed?: (items: PostRecord[]) => void;
}) {
  const postType = items[0]?.type ?? 'post';
  return (
    <div className="se-confirm">
      <p>
        {items.length === 1
          ? sprintf(
              __('Are you sure you want to permanently delete "%s"?'),
              postTitle(items[0]!) || __('(no title)'),
            )
          : sprintf(
              _n(
                'Are you sure you want to permanently delete %d item?',
                'Are you sure you want to permanently delete %d items?',
                items.length,
              ),
              items.length,
            )}
      </p>
      <div className="se-confirm__actions">
        <button type="button" className="dv-button" onClick={() => closeModal?.()}>
          {__('Cancel')}
        </button>
        <button
          type="button"
          className="dv-button is-destructive"
          onClick={async () => {
            const done = await eachItem(items, (item) =>
              deleteEntityRecord('postType', postType, item.id, { force: true }),
            );
            if (done > 0) {
              createSuccessNotice(sprintf(_n('%d item deleted.', '%d items deleted.', done), done));
            }
            onActionPerformed?.(items);
            closeModal?.();
          }}
        >
          {__('Delete')}
        </button>
      </div>
    </div>
  );
}

export function postActions(postType: string): Action<PostRecord>[] {
  return [
    {
      id: 'edit-post',
      label: __('Edit'),
      isPrimary: true,
      isEligible: canEditPost,
      callback: ([item]) => {
        if (item) navigate(editPath(item), { canvas: 'edit' });
      },
      // The canvas's code starts loading before the click.
      onIntent: prepareCanvas,
    },
    {
      id: 'view-post',
      label: __('View'),
      isEligible: canViewPost,
      callback: ([item]) => {
        if (item?.link) window.open(item.link, '_blank', 'noopener');
      },
    },
    {
      id: 'quick-edit',
      label: __('Quick edit'),
      supportsBulk: true,
      isEligible: canQuickEditPost,
      callback: (items) => {
        // The panel shows beside a table or a grid (spec 2.1); the list layout has the preview.
        const { layout } = $location.get().query;
        updateQuery({
          postId: items.map((item) => String(item.id)).join(','),
          quickEdit: 'true',
          ...(layout === 'list' || !layout ? { layout: 'table' } : {}),
        });
      },
    },
    {
      id: 'duplicate-post',
      label: __('Duplicate'),
      isEligible: canDuplicatePost,
      callback: async ([item]) => {
        if (!item) return;
        try {
          const copy = await saveEntityRecord<PostRecord>('postType', postType, {
            title: duplicateTitle(postTitle(item)),
            content: (item.content as { raw?: string } | undefined)?.raw ?? '',
            status: 'draft',
            ...(item.parent ? { parent: item.parent } : {}),
          });
          createSuccessNotice(
            sprintf(__('"%s" successfully created.'), postTitle(copy) || __('(no title)')),
            {
              actions: [
                { label: __('Edit'), onClick: () => navigate(editPath(copy), { canvas: 'edit' }) },
              ],
            },
          );
        } catch (error) {
          failed(error);
        }
      },
    },
    {
      id: 'move-to-trash',
      label: __('Move to trash'),
      isDestructive: true,
      supportsBulk: true,
      isEligible: canTrashPost,
      callback: async (items) => {
        const done = await eachItem(items, (item) =>
          deleteEntityRecord('postType', postType, item.id),
        );
        if (done > 0) {
          createSuccessNotice(
            sprintf(_n('%d item moved to the trash.', '%d items moved to the trash.', done), done),
          );
        }
        invalidateEntityRecords('postType', postType);
      },
    },
    {
      id: 'restore',
      label: __('Restore'),
      isPrimary: true,
      supportsBulk: true,
      isEligible: canRestorePost,
      callback: async (items) => {
        const done = await eachItem(items, (item) =>
          saveEntityRecord('postType', postType, { id: item.id, status: 'draft' }),
        );
        if (done > 0) {
          createSuccessNotice(sprintf(_n('%d item restored.', '%d items restored.', done), done));
        }
        invalidateEntityRecords('postType', postType);
      },
    },
    {
      id: 'permanently-delete',
      label: __('Permanently delete'),
      isDestructive: true,
      supportsBulk: true,
      isEligible: canDeletePermanently,
      modalHeader: __('Permanently delete'),
      RenderModal: PermanentlyDeleteModal as Action<PostRecord>['RenderModal'],
    },
  ];
}
