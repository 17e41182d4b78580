// A page's or post's sidebar beside its view (`/page/:id`, `/post/:id`): its title and the list's
// actions (Edit, View, Duplicate, Move to trash…; Quick edit is the list's own panel), then
// Status, the date, Slug, Link, Template (the one in use, by title), a page's Parent, Author and
// Last modified, from the records the view already reads.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { decodeEntities } from '../../block-preview/escape';
import { __ } from '../../i18n';
import { POST_AUTHORS_QUERY, statusLabel } from '../../posts';
import { backRouteFor } from '../../routing/back-route';
import { entityRecord, entityRecords } from '../../stores';
import { navigate } from '../../stores/router';
import { templateInUseLabel } from '../../templates/post-templates';
import { postActions } from '../post-list/actions';
import { type PostRecord, postTitle } from '../post-list/fields';
import { DetailRows, ItemActionsMenu, ItemFrame } from './item-frame';

// The date in full, as WordPress's details show it ('Jan 5, 2026, 10:30 AM'): the site's time
// as the host sends it (no zone). Not the data view's relative dates: importing those would split
// their module out of the data view's chunk into one more that every list then loads.
let dateFormat: Intl.DateTimeFormat | undefined;
export function dateText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}

/** After these the item is gone from its route: back to its list. */
const LEAVING = new Set(['move-to-trash', 'permanently-delete']);

function ParentTitle({ postType, id }: { postType: string; id: number }) {
  const { record } = useStore(entityRecord<PostRecord>('postType', postType, id));
  return <>{record ? decodeEntities(postTitle(record)) || __('(no title)') : `#${id}`}</>;
}

export function PostDetails({ postType, postId }: { postType: string; postId: string }) {
  const { edited: record } = useStore(entityRecord<PostRecord>('postType', postType, postId));
  const authors = useStore(
    entityRecords<{ id: number; name?: string }>('root', 'user', POST_AUTHORS_QUERY),
  );
  const templates = useStore(entityRecords('postType', 'wp_template', { per_page: -1 }));
  const actions = useMemo(
    () => postActions(postType).filter((action) => action.id !== 'quick-edit'),
    [postType],
  );
  if (!record) return null;
  const title = decodeEntities(postTitle(record)) || __('(no title)');
  const status = String(record.status ?? '');
  const parent = Number(record.parent ?? 0);
  const author = authors.items.find((user) => user.id === Number(record.author));
  const template = typeof record.template === 'string' ? record.template : '';
  const link = typeof record.link === 'string' ? record.link : '';
  const onDone = (actionId: string) => {
    if (!LEAVING.has(actionId)) return;
    const back = backRouteFor(postType);
    navigate(back.path, back.query);
  };
  return (
    <ItemFrame
      title={title}
      actions={<ItemActionsMenu item={record} actions={actions} onDone={onDone} />}
    >
      <DetailRows
        rows={[
          { label: __('Status'), value: status ? statusLabel(status) : '' },
          {
            label: status === 'future' ? __('Scheduled for') : __('Published'),
            value: status === 'publish' || status === 'future' ? dateText(record.date) : '',
          },
          { label: __('Slug'), value: typeof record.slug === 'string' ? record.slug : '' },
          {
            label: __('Link'),
            value: link && status !== 'trash' && (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {link.replace(/^https?:\/\//, '')}
              </a>
            ),
          },
          {
            label: __('Template'),
            value: templates.items.length
              ? templateInUseLabel(
                  {
                    id: Number(record.id),
                    type: postType,
                    slug: typeof record.slug === 'string' ? record.slug : undefined,
                    template,
                  },
                  templates.items,
                )
              : '',
          },
          ...(postType === 'page'
            ? [
                {
                  label: __('Parent'),
                  value: parent ? <ParentTitle postType={postType} id={parent} /> : __('None'),
                },
              ]
            : []),
          { label: __('Author'), value: author?.name ?? '' },
          { label: __('Last modified'), value: dateText(record.modified) },
        ]}
      />
    </ItemFrame>
  );
}
