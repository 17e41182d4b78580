// Creating, updating, trashing and deleting posts, with WordPress's rules: who may publish or
// act as another author, scheduling by date, unique slugs, private posts losing their
// password, trash remembering the previous status. Runs inside the dispatcher's transaction.
import { hasCap } from '../../auth/current-user';
import { canOnPost } from '../../auth/post-capabilities';
import { nowGmt, toStoredDate } from '../../db/database';
import type { PostRow } from '../../db/posts';
import { attachmentType } from '../../site/media-library';
import { saveRevision } from '../../site/revisions';
import type { RestContext } from '../context';
import { RestError, authStatus, invalidParams } from '../errors';
import { closesParentLoop, parentLoopError } from '../hierarchy';
import type { PostRestType } from './post-rest-types';
import { slugify } from './post-response';

type Changes = Partial<Omit<PostRow, 'id' | 'type'>>;

function rawOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { raw?: unknown }).raw === 'string') {
    return (value as { raw: string }).raw;
  }
  return undefined;
}

/**
 * A REST date as the stored value; null means "now". The demo site keeps its clock in UTC, so
 * `date` and `date_gmt` name the same instant unless the value carries its own offset.
 */
function parseDate(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = String(value);
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
  if (Number.isNaN(date.getTime())) throw invalidParams({ [field]: 'Invalid date.' });
  return toStoredDate(date);
}

export function checkStatusChange(
  ctx: RestContext,
  rest: PostRestType,
  status: string,
  post?: PostRow,
): void {
  if (
    ['publish', 'future', 'private'].includes(status) &&
    !hasCap(ctx.user, rest.type.caps.publish_posts)
  ) {
    throw new RestError(
      'rest_cannot_publish',
      'Sorry, you are not allowed to publish posts in this post type.',
      authStatus(ctx.user.id),
    );
  }
  if (status === 'trash' && post && !canOnPost(ctx.user, 'delete', post, rest.type)) {
    throw new RestError(
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this post.',
      authStatus(ctx.user.id),
    );
  }
}

export function checkAuthorChange(
  ctx: RestContext,
  rest: PostRestType,
  author: unknown,
  creating: boolean,
): void {
  if (typeof author !== 'number' || author === ctx.user.id) return;
  if (!hasCap(ctx.user, rest.type.caps.edit_others_posts)) {
    throw new RestError(
      'rest_cannot_edit_others',
      creating
        ? 'Sorry, you are not allowed to create posts as this user.'
        : 'Sorry, you are not allowed to update posts as this user.',
      authStatus(ctx.user.id),
    );
  }
  if (!ctx.site.users.get(author))
    throw new RestError('rest_invalid_author', 'Invalid author ID.', 400);
}

/** Column changes from the body, with scheduling, slug and password rules applied. */
function changesFrom(ctx: RestContext, rest: PostRestType, existing: PostRow | undefined): Changes {
  const body = ctx.body;
  const changes: Changes = {};
  const title = rawOf(body.title);
  if (title !== undefined) changes.title = title;
  const content = rawOf(body.content);
  if (content !== undefined) changes.content = content;
  const excerpt = rawOf(body.excerpt);
  if (excerpt !== undefined) changes.excerpt = excerpt;
  if (typeof body.author === 'number') changes.author = body.author;
  if (typeof body.password === 'string') changes.password = body.password;
  if (typeof body.comment_status === 'string') changes.comment_status = body.comment_status;
  if (typeof body.ping_status === 'string') changes.ping_status = body.ping_status;
  if (typeof body.menu_order === 'number') changes.menu_order = body.menu_order;
  if (typeof body.parent === 'number') {
    if (body.parent !== 0) {
      const parent = ctx.site.posts.get(body.parent);
      if (!parent || parent.type !== rest.type.slug) {
        throw new RestError('rest_post_invalid_id', 'Invalid post parent ID.', 400);
      }
      const parentOf = (id: number) => ctx.site.posts.get(id)?.parent ?? 0;
      if (existing && closesParentLoop(existing.id, parent.id, parentOf)) {
        throw parentLoopError(
          'rest_post_invalid_parent',
          rest.type.labels.singular_name.toLowerCase(),
        );
      }
    }
    changes.parent = body.parent;
  }
  const dateGmt =
    body.date_gmt !== undefined
      ? parseDate(body.date_gmt, 'date_gmt')
      : parseDate(body.date, 'date');
  if (dateGmt !== undefined) {
    const stored = dateGmt ?? nowGmt();
    changes.date = stored;
    changes.date_gmt = stored;
  }
  let status = (body.status as string | undefined) ?? existing?.status ?? 'draft';
  const when = changes.date_gmt ?? existing?.date_gmt ?? nowGmt();
  if (status === 'publish' && when > nowGmt()) status = 'future';
  else if (status === 'future' && when <= nowGmt()) status = 'publish';
  if (status !== existing?.status) changes.status = status;
  if (status === 'private') changes.password = '';
  const wantedSlug = typeof body.slug === 'string' ? slugify(body.slug) : undefined;
  const currentSlug = wantedSlug ?? existing?.name ?? '';
  const needsSlug = !['draft', 'pending'].includes(status);
  const slugSource =
    currentSlug || (needsSlug ? slugify(changes.title ?? existing?.title ?? '') : '');
  if (slugSource || wantedSlug !== undefined) {
    const slug = slugSource
      ? ctx.site.posts.uniqueSlug(rest.type.slug, slugSource, existing?.id ?? 0)
      : '';
    if (slug !== existing?.name) changes.name = slug;
  }
  return changes;
}

function checkTemplate(ctx: RestContext, template: unknown): void {
  if (typeof template !== 'string' || template === '') return;
  const known =
    ctx.theme.templates.some((t) => t.slug === template) ||
    Boolean(ctx.site.posts.bySlug('wp_template', template));
  if (!known) {
    throw invalidParams({ template: `template is not one of the templates of the active theme.` });
  }
}

/**
 * The featured image, as WordPress sets it: 0 removes it; any other ID must be an attachment
 * (`400 rest_invalid_featured_media` otherwise, and the dispatcher rolls the whole write back).
 */
function setFeaturedMedia(ctx: RestContext, postId: number, mediaId: number): void {
  if (mediaId === 0) {
    ctx.site.posts.deleteMeta(postId, '_thumbnail_id');
    return;
  }
  if (ctx.site.posts.get(mediaId)?.type !== attachmentType) {
    throw new RestError('rest_invalid_featured_media', 'Invalid featured media ID.', 400);
  }
  ctx.site.posts.setMeta(postId, '_thumbnail_id', String(mediaId));
}

/** Meta, terms, template, sticky and format: everything stored outside the posts row. */
function writeRelated(ctx: RestContext, rest: PostRestType, postId: number): void {
  const body = ctx.body;
  const posts = ctx.site.posts;
  const meta = body.meta as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(meta ?? {})) {
    const allowed = rest.meta[key]?.enum;
    if (value !== null && allowed && !allowed.includes(value as string)) {
      // WordPress's WP_REST_Meta_Fields: a 400 without the usual invalid-param wrapper.
      throw new RestError(
        'rest_not_in_enum',
        `meta.${key} is not one of ${listOf(allowed.map(String))}.`,
        400,
      );
    }
    if (value === null || value === '') posts.deleteMeta(postId, key);
    else posts.setMeta(postId, key, String(value));
  }
  for (const term of rest.terms) {
    const ids = body[term.field] as number[] | undefined;
    if (!ids) continue;
    // As wp_set_object_terms: an id that is no term of the taxonomy is skipped, not an error.
    const known = ids.filter((id) => ctx.site.terms.get(id, term.taxonomy));
    ctx.site.terms.setForPost(postId, term.taxonomy, [...new Set(known)]);
  }
  if (typeof body.template === 'string') {
    checkTemplate(ctx, body.template);
    if (body.template) posts.setMeta(postId, '_wp_page_template', body.template);
    else posts.deleteMeta(postId, '_wp_page_template');
  }
  if (typeof body.featured_media === 'number') setFeaturedMedia(ctx, postId, body.featured_media);
  if (typeof body.format === 'string') posts.setMeta(postId, '_format', body.format);
  if (typeof body.sticky === 'boolean') {
    const sticky = new Set(JSON.parse(ctx.site.options.get('sticky_posts', '[]')) as number[]);
    if (body.sticky) sticky.add(postId);
    else sticky.delete(postId);
    ctx.site.options.set('sticky_posts', JSON.stringify([...sticky]));
  }
}

/** A list as WordPress's wp_sprintf `%l` writes it: `a, b and c`. */
function listOf(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function createPost(ctx: RestContext, rest: PostRestType): PostRow {
  const changes = changesFrom(ctx, rest, undefined);
  checkStatusChange(ctx, rest, changes.status ?? 'draft');
  const defaultComments =
    rest.type.slug === 'post' ? ctx.site.options.get('default_comment_status', 'open') : 'closed';
  const id = ctx.site.posts.insert({
    type: rest.type.slug,
    author: ctx.user.id,
    comment_status: defaultComments,
    ping_status: defaultComments,
    ...changes,
  });
  writeRelated(ctx, rest, id);
  return ctx.site.posts.get(id)!;
}

export function updatePost(ctx: RestContext, rest: PostRestType, post: PostRow): PostRow {
  const changes = changesFrom(ctx, rest, post);
  if (changes.status !== undefined) {
    checkStatusChange(ctx, rest, changes.status, post);
    if (changes.status === 'trash') {
      ctx.site.posts.setMeta(post.id, '_wp_trash_meta_status', post.status);
      ctx.site.posts.setMeta(post.id, '_wp_trash_meta_time', String(Math.floor(Date.now() / 1000)));
    } else if (post.status === 'trash') {
      ctx.site.posts.deleteMeta(post.id, '_wp_trash_meta_status');
      ctx.site.posts.deleteMeta(post.id, '_wp_trash_meta_time');
    }
  }
  ctx.site.posts.update(post.id, changes);
  writeRelated(ctx, rest, post.id);
  // As wp_save_post_revision after an update: the new title, content and excerpt, by who saved.
  if (rest.type.supports.includes('revisions')) saveRevision(ctx.site, post.id, ctx.user.id);
  return ctx.site.posts.get(post.id)!;
}

export function trashPost(ctx: RestContext, post: PostRow): PostRow {
  if (post.status === 'trash')
    throw new RestError('rest_already_trashed', 'The post has already been deleted.', 410);
  ctx.site.posts.setMeta(post.id, '_wp_trash_meta_status', post.status);
  ctx.site.posts.setMeta(post.id, '_wp_trash_meta_time', String(Math.floor(Date.now() / 1000)));
  ctx.site.posts.update(post.id, { status: 'trash' });
  return ctx.site.posts.get(post.id)!;
}
