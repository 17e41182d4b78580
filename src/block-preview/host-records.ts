// The host's REST records as the preview reads them (posts with their embedded image, author and
// terms; users; terms; parts) and their mapping to the renderer's records. No calls here: the
// data source in host-data-source.ts asks, this reads the answers.
import { textFromHtml } from './escape';
import type { PreviewAuthor, PreviewMarkup, PreviewPost, PreviewTerm } from './types';

export interface Field {
  raw?: string;
  rendered?: string;
}
export interface Media {
  id?: number;
  source_url?: string;
  alt_text?: string;
}
export interface UserRecord {
  id?: number;
  name?: string;
  description?: string;
  link?: string;
  avatar_urls?: Record<string, string>;
}
export interface TermRecord {
  id?: number;
  name?: string;
  link?: string;
  taxonomy?: string;
}
export interface PostRecord {
  id: number;
  type?: string;
  title?: Field;
  content?: Field;
  excerpt?: Field;
  date?: string;
  link?: string;
  featured_media?: number;
  author?: number;
  comment_status?: string;
  _links?: { 'wp:term'?: Array<{ taxonomy?: string }> };
  _embedded?: {
    'wp:featuredmedia'?: Media[];
    author?: UserRecord[];
    'wp:term'?: TermRecord[][];
  };
}
export interface PartRecord {
  theme?: string;
  slug: string;
  title?: Field;
  content?: Field;
  area?: string;
}

export function toAuthor(user: UserRecord): PreviewAuthor | undefined {
  if (typeof user.id !== 'number') return undefined; // An embedded error (the user is hidden).
  return {
    id: user.id,
    name: textFromHtml(user.name ?? ''),
    description: textFromHtml(user.description ?? ''),
    link: user.link ?? '',
    avatarUrls: user.avatar_urls ?? {},
  };
}

export const toTerm = (term: TermRecord): PreviewTerm => ({
  id: term.id ?? 0,
  name: textFromHtml(term.name ?? ''),
  link: term.link ?? '',
});

/**
 * Embedded terms by taxonomy (an empty list: the post has none); undefined when the host
 * embedded none. A taxonomy whose embed failed is left out, to be asked for on its own.
 */
function embeddedTerms(record: PostRecord): Record<string, PreviewTerm[]> | undefined {
  const lists = record._embedded?.['wp:term'];
  if (!Array.isArray(lists)) return undefined;
  const links = record._links?.['wp:term'] ?? [];
  const terms: Record<string, PreviewTerm[]> = {};
  lists.forEach((list, index) => {
    if (!Array.isArray(list)) return;
    const taxonomy = links[index]?.taxonomy ?? list.find((term) => term?.taxonomy)?.taxonomy;
    if (!taxonomy) return;
    terms[taxonomy] = list.filter((term) => typeof term?.id === 'number').map(toTerm);
  });
  return terms;
}

/** A rendered-or-raw field as plain text (titles, excerpts). */
export const textOf = (field: Field | undefined) =>
  field?.raw !== undefined ? field.raw : textFromHtml(field?.rendered ?? '');

export function markupOf(record: { content?: Field; title?: Field; area?: string }): PreviewMarkup {
  return {
    content: record.content?.raw ?? record.content?.rendered ?? '',
    title: textOf(record.title),
    ...(record.area ? { area: record.area } : {}),
  };
}

/** The featured image a record embeds, or else the one read by its id (`media`). */
export function toPost(record: PostRecord, type: string, byId?: Media): PreviewPost {
  const embeddedAuthor = record._embedded?.author?.[0];
  const author = embeddedAuthor ? toAuthor(embeddedAuthor) : undefined;
  const terms = embeddedTerms(record);
  const media = record._embedded?.['wp:featuredmedia']?.[0]?.source_url
    ? record._embedded['wp:featuredmedia'][0]
    : byId;
  return {
    id: record.id,
    type: record.type ?? type,
    title: textOf(record.title),
    content: record.content?.raw ?? record.content?.rendered ?? '',
    excerpt: textOf(record.excerpt),
    date: record.date ?? '',
    link: record.link ?? '',
    ...(media?.source_url
      ? { featuredImage: { url: media.source_url, alt: media.alt_text ?? '' } }
      : {}),
    ...(record.author ? { authorId: record.author } : {}),
    ...(author ? { author } : {}),
    ...(terms ? { terms } : {}),
    ...(record.comment_status ? { commentStatus: record.comment_status } : {}),
  };
}
