// The fields of the page and post lists (spec 3): title, author with a 48 px avatar, status, date
// (a datetime field: relative under a day) and the featured image as the media field.
import type { Field } from '../../data-view/types';
import { __ } from '../../i18n';
import { QUICK_EDIT_STATUSES, statusLabel } from '../../posts';

export interface PostRecord {
  id: number;
  type: string;
  status: string;
  title?: { raw?: string; rendered?: string };
  date?: string | null;
  link?: string;
  author?: number;
  parent?: number;
  slug?: string;
  featured_media?: number;
  _embedded?: {
    author?: Array<{ id: number; name: string; avatar_urls?: Record<string, string> }>;
    'wp:featuredmedia'?: Array<{ source_url?: string }>;
  };
  [key: string]: unknown;
}

export function postTitle(post: PostRecord): string {
  return post.title?.raw ?? post.title?.rendered ?? '';
}

export function postFields(authors: Array<{ id: number; name: string }>): Field<PostRecord>[] {
  return [
    {
      id: 'title',
      label: __('Title'),
      enableHiding: false,
      enableGlobalSearch: true,
      getValue: ({ item }) => postTitle(item) || __('(no title)'),
    },
    {
      id: 'featured_media',
      label: __('Featured Image'),
      type: 'media',
      enableSorting: false,
      getValue: ({ item }) => item._embedded?.['wp:featuredmedia']?.[0]?.source_url ?? '',
    },
    {
      id: 'author',
      label: __('Author'),
      elements: authors.map((author) => ({ value: author.id, label: author.name })),
      getValue: ({ item }) => item.author ?? 0,
      render: ({ item }) => {
        const author = item._embedded?.author?.[0];
        if (!author) return null;
        const avatar = author.avatar_urls?.['48'];
        return (
          <span className="se-post-author">
            {avatar && <img src={avatar} alt="" width={24} height={24} />}
            {author.name}
          </span>
        );
      },
    },
    {
      id: 'status',
      label: __('Status'),
      elements: [...QUICK_EDIT_STATUSES, { value: 'trash', label: statusLabel('trash') }],
      filterBy: { operators: ['isAny'] },
      enableSorting: false,
      getValue: ({ item }) => item.status,
    },
    {
      id: 'date',
      label: __('Date'),
      type: 'datetime',
      // Relative under a day, else the date (spec 9): the data view's datetime rendering.
      getValue: ({ item }) => item.date ?? '',
    },
  ];
}
