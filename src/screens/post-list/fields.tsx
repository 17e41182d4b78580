// The fields of the page and post lists (spec 3): title, author with a 48 px avatar, status, date
// (a datetime field: relative under a day) and the featured image as the media field.
import { useStore } from '@nanostores/react';
import type { Field } from '../../data-view/types';
import { __ } from '../../i18n';
import { QUICK_EDIT_STATUSES, statusLabel } from '../../posts';
import { mediaItem } from '../../stores/media';

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
    author?: PostAuthor[];
    'wp:featuredmedia'?: Array<{ id?: number; source_url?: string }>;
  };
  [key: string]: unknown;
}

/** A post's author as the lists show them: name and avatar. */
export interface PostAuthor {
  id: number;
  name: string;
  avatar_urls?: Record<string, string>;
}

/**
 * The author of a row: the one the list embedded, while it is still the record's author; else
 * (a record that came back from a save embeds nothing, or changed its author) the one of that id
 * among the authors the list loaded.
 */
export function authorOf(post: PostRecord, authors: PostAuthor[]): PostAuthor | undefined {
  const embedded = post._embedded?.author?.[0];
  if (embedded && (post.author === undefined || embedded.id === post.author)) return embedded;
  return authors.find((author) => author.id === post.author);
}

export function postTitle(post: PostRecord): string {
  return post.title?.raw ?? post.title?.rendered ?? '';
}

/** The embedded featured image's URL, when it is the record's current one. */
function embeddedImageUrl(post: PostRecord): string {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  return media?.id === post.featured_media ? (media?.source_url ?? '') : '';
}

function ImageById({ id }: { id: number }) {
  const { item } = useStore(mediaItem(id));
  return item?.source_url ? (
    <img className="dv-media" src={item.source_url} alt="" loading="lazy" />
  ) : null;
}

/**
 * The featured image from the list's embed; after a save (whose answer embeds nothing) or for a
 * record loaded without embeds, from the media store by id.
 */
function FeaturedImage({ post }: { post: PostRecord }) {
  const url = embeddedImageUrl(post);
  if (url) return <img className="dv-media" src={url} alt="" loading="lazy" />;
  const id = post.featured_media ?? 0;
  return id > 0 ? <ImageById id={id} /> : null;
}

/**
 * The title, after one dash per level when the list shows levels (WordPress's own page list marks
 * depth the same way). The dashes are for the eye: the row and its button are named by the title.
 */
function LeveledTitle({ title, level }: { title: string; level: number }) {
  if (level <= 0) return <>{title}</>;
  return (
    <>
      <span className="se-post-level" aria-hidden="true">
        {'— '.repeat(level)}
      </span>
      {title}
    </>
  );
}

/**
 * The list's fields. `levelOf` gives a row's depth when the list shows levels; `authors` are
 * the ones the Author field and filter offer.
 */
export function postFields(
  authors: PostAuthor[],
  levelOf?: (item: PostRecord) => number | undefined,
): Field<PostRecord>[] {
  const titleOf = (item: PostRecord) => postTitle(item) || __('(no title)');
  return [
    {
      id: 'title',
      label: __('Title'),
      enableHiding: false,
      enableGlobalSearch: true,
      getValue: ({ item }) => titleOf(item),
      ...(levelOf && {
        render: ({ item }) => <LeveledTitle title={titleOf(item)} level={levelOf(item) ?? 0} />,
      }),
    },
    {
      id: 'featured_media',
      label: __('Featured Image'),
      type: 'media',
      enableSorting: false,
      getValue: ({ item }) => embeddedImageUrl(item),
      render: ({ item }) => <FeaturedImage post={item} />,
    },
    {
      id: 'author',
      label: __('Author'),
      elements: authors.map((author) => ({ value: author.id, label: author.name })),
      getValue: ({ item }) => item.author ?? 0,
      render: ({ item }) => {
        const author = authorOf(item, authors);
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
