// A post as WordPress's posts controllers answer it, for view, embed and edit contexts. Meta and
// terms of a whole page of results are loaded in two queries (see preparePosts).
import { hasCap } from '../../auth/current-user';
import { canOnPost } from '../../auth/post-capabilities';
import { toRestDate } from '../../db/database';
import type { PostRow } from '../../db/posts';
import {
  type Links,
  type RestContext,
  type RestContextName,
  contextOf,
  withCuries,
} from '../context';
import { fieldRequested, parseFieldList } from '../fields';
import type { PostRestType } from './post-rest-types';
import { supports } from './post-rest-types';

export interface Related {
  meta: Map<number, Map<string, string>>;
  terms: Map<string, Map<number, number[]>>;
  sticky: Set<number>;
}

/** Escapes text for the `rendered` fields, which are HTML. */
export function renderText(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Block markup with the block comment delimiters removed: what a theme would print. */
export function renderBlocks(content: string): string {
  return content
    .replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function postLink(ctx: RestContext, post: PostRow): string {
  return post.type === 'page' ? `${ctx.origin}/?page_id=${post.id}` : `${ctx.origin}/?p=${post.id}`;
}

export function loadRelated(ctx: RestContext, rest: PostRestType, rows: PostRow[]): Related {
  const ids = rows.map((row) => row.id);
  const terms = new Map<string, Map<number, number[]>>();
  for (const term of rest.terms)
    terms.set(term.field, ctx.site.terms.idsForPosts(ids, term.taxonomy));
  let sticky = new Set<number>();
  if (rest.postExtras) {
    try {
      sticky = new Set(JSON.parse(ctx.site.options.get('sticky_posts', '[]')) as number[]);
    } catch {
      sticky = new Set();
    }
  }
  return { meta: ctx.site.posts.metaFor(ids), terms, sticky };
}

function metaValues(
  rest: PostRestType,
  meta: Map<string, string> | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rest.meta).map(([key, schema]) => [key, meta?.get(key) ?? schema.default ?? '']),
  );
}

/** The featured image's attachment id, 0 for none (types without thumbnails have none). */
function featuredMediaId(rest: PostRestType, meta: Map<string, string> | undefined): number {
  if (!supports(rest, 'thumbnail')) return 0;
  const id = Number(meta?.get('_thumbnail_id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function links(
  ctx: RestContext,
  rest: PostRestType,
  post: PostRow,
  context: RestContextName,
  meta: Map<string, string> | undefined,
): Links {
  const base = `${ctx.restRoot}wp/v2/${rest.type.restBase}`;
  const result: Links = {
    self: [{ href: `${base}/${post.id}` }],
    collection: [{ href: base }],
    about: [{ href: `${ctx.restRoot}wp/v2/types/${rest.type.slug}` }],
  };
  if (supports(rest, 'author') && post.author) {
    result.author = [{ embeddable: true, href: `${ctx.restRoot}wp/v2/users/${post.author}` }];
  }
  if (rest.type.hierarchical && post.parent) {
    result.up = [{ embeddable: true, href: `${base}/${post.parent}` }];
  }
  const featured = featuredMediaId(rest, meta);
  if (featured > 0) {
    result['wp:featuredmedia'] = [
      { embeddable: true, href: `${ctx.restRoot}wp/v2/media/${featured}` },
    ];
  }
  if (rest.terms.length > 0) {
    result['wp:term'] = rest.terms.map((term) => ({
      taxonomy: term.taxonomy,
      embeddable: true,
      href: `${ctx.restRoot}wp/v2/${term.field === 'categories' || term.field === 'tags' ? term.field : term.taxonomy}?post=${post.id}`,
    }));
  }
  if (context === 'edit') {
    const caps = rest.type.caps;
    if (hasCap(ctx.user, caps.publish_posts))
      result['wp:action-publish'] = [{ href: `${base}/${post.id}` }];
    if (hasCap(ctx.user, 'unfiltered_html'))
      result['wp:action-unfiltered-html'] = [{ href: `${base}/${post.id}` }];
    if (supports(rest, 'author') && hasCap(ctx.user, caps.edit_others_posts)) {
      result['wp:action-assign-author'] = [{ href: `${base}/${post.id}` }];
    }
    if (
      rest.postExtras &&
      hasCap(ctx.user, caps.edit_others_posts) &&
      hasCap(ctx.user, caps.publish_posts)
    ) {
      result['wp:action-sticky'] = [{ href: `${base}/${post.id}` }];
    }
  }
  return withCuries(result);
}

export function preparePost(ctx: RestContext, rest: PostRestType, post: PostRow, related: Related) {
  const wants = wantedFields(ctx);
  const context = contextOf(ctx);
  const edit = context === 'edit';
  const meta = related.meta.get(post.id);
  const isProtected = post.password !== '';
  const canSeeProtected =
    !isProtected ||
    canOnPost(ctx.user, 'edit', post, rest.type, meta?.get('_wp_trash_meta_status'));
  const link = postLink(ctx, post);
  const data: Record<string, unknown> = {
    id: post.id,
    date: toRestDate(post.date),
    date_gmt: toRestDate(post.date_gmt),
    guid: edit ? { rendered: link, raw: link } : { rendered: link },
    modified: toRestDate(post.modified),
    modified_gmt: toRestDate(post.modified_gmt),
    slug: post.name,
    status: post.status,
    type: post.type,
    link,
  };
  if (edit) {
    data.password = post.password;
    data.permalink_template =
      post.type === 'page' ? `${ctx.origin}/?page_id=${post.id}` : `${ctx.origin}/?p=${post.id}`;
    data.generated_slug = post.name || slugify(post.title) || String(post.id);
  }
  if (rest.rawOnly) {
    data.title = { raw: post.title };
    data.content = { raw: post.content, protected: isProtected, block_version: 1 };
    data.excerpt = { raw: post.excerpt, rendered: renderText(post.excerpt), protected: false };
  } else {
    data.title = edit
      ? { raw: post.title, rendered: renderText(post.title) }
      : { rendered: renderText(post.title) };
    if (wants('content')) {
      const rendered = canSeeProtected ? renderBlocks(post.content) : '';
      data.content = edit
        ? { raw: post.content, rendered, protected: isProtected, block_version: 1 }
        : { rendered, protected: isProtected };
    }
    if (supports(rest, 'excerpt')) {
      // As WordPress: a protected post's excerpt is empty for whoever may not see its content.
      const rendered = canSeeProtected ? renderText(post.excerpt) : '';
      data.excerpt = edit
        ? { raw: post.excerpt, rendered, protected: isProtected }
        : { rendered, protected: isProtected };
    }
  }
  if (supports(rest, 'author')) data.author = post.author;
  if (supports(rest, 'thumbnail')) data.featured_media = featuredMediaId(rest, meta);
  if (rest.type.hierarchical) data.parent = post.parent;
  if (rest.type.hierarchical || supports(rest, 'page-attributes'))
    data.menu_order = post.menu_order;
  if (supports(rest, 'comments')) {
    data.comment_status = post.comment_status;
    data.ping_status = post.ping_status;
  }
  if (rest.postExtras) {
    data.sticky = related.sticky.has(post.id);
    data.format = meta?.get('_format') || 'standard';
  }
  data.template = meta?.get('_wp_page_template') ?? '';
  if (Object.keys(rest.meta).length > 0) data.meta = metaValues(rest, meta);
  if (post.type === 'wp_block') {
    // WordPress 6.3+ answers the pattern's sync status at the top level, taken out of `meta`
    // (it is still written through `meta`).
    const values = data.meta as Record<string, unknown> | undefined;
    data.wp_pattern_sync_status = values?.wp_pattern_sync_status ?? '';
    if (values) delete values.wp_pattern_sync_status;
  }
  for (const term of rest.terms)
    data[term.field] = related.terms.get(term.field)?.get(post.id) ?? [];
  data.class_list = [
    `post-${post.id}`,
    post.type,
    `type-${post.type}`,
    `status-${post.status}`,
    'hentry',
  ];
  if (wants('_links') || wants('_embedded')) data._links = links(ctx, rest, post, context, meta);
  return data;
}

// What `_fields` leaves out is not worked out, as WordPress's controllers skip it
// (rest_is_field_included): a list of ids and parents costs no rendering.
const wantedFields = (ctx: RestContext) => {
  const fields = parseFieldList(ctx.rawQuery._fields);
  return (name: string) => fieldRequested(fields, name);
};

// The fields that read the rows' meta, terms or the sticky list.
const RELATED_FIELDS = ['featured_media', 'meta', 'template', 'sticky', 'format', '_links'];

export function preparePosts(ctx: RestContext, rest: PostRestType, rows: PostRow[]) {
  const wants = wantedFields(ctx);
  const needsRelated =
    [...RELATED_FIELDS, '_embedded', ...rest.terms.map((term) => term.field)].some(wants) ||
    rows.some((row) => row.password !== '' || row.status === 'trash');
  const related = needsRelated
    ? loadRelated(ctx, rest, rows)
    : { meta: new Map(), terms: new Map(), sticky: new Set<number>() };
  return rows.map((row) => preparePost(ctx, rest, row, related));
}

/** WordPress's sanitize_title, roughly: lower case, accents dropped, dashes between words. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[^;\s]+;/g, '')
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}
