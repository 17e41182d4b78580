// Writing templates: the writable fields of a template or part, the slug a new one gets (as
// WordPress's wp_insert_post makes it), and saving a body onto the theme's row for that slug
// (made on first save, which is how a theme file gets customised).
import {
  type BlockTemplate,
  type TemplateType,
  templateFromPost,
  templatePosts,
} from '../../site/templates';
import { saveRevision } from '../../site/revisions';
import type { RestContext } from '../context';
import { type ParamSchema, rawField, textLimit } from '../schema';

export const rawOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof (value as { raw?: unknown })?.raw === 'string'
      ? (value as { raw: string }).raw
      : undefined;

export function templateBody(isPart: boolean): ParamSchema {
  return {
    id: { type: 'string', readonly: true },
    type: { type: 'string', readonly: true },
    source: { type: 'string', readonly: true },
    origin: { type: ['string', 'null'], readonly: true },
    wp_id: { type: 'integer', readonly: true },
    has_theme_file: { type: 'boolean', readonly: true },
    is_custom: { type: 'boolean', readonly: true },
    author_text: { type: 'string', readonly: true },
    original_source: { type: 'string', readonly: true },
    modified: { type: ['string', 'null'], readonly: true },
    _links: { type: 'object', readonly: true },
    // WordPress's pattern, unanchored as its validator applies it: one such character anywhere
    // will do (`page-été` passes, and is saved as `page-ete`).
    slug: { type: 'string', pattern: '[a-zA-Z0-9_%-]+' },
    theme: { type: 'string' },
    content: rawField(),
    title: rawField(textLimit),
    description: { type: 'string' },
    status: { type: 'string', enum: ['publish', 'future', 'draft', 'pending', 'private'] },
    author: { type: 'integer', minimum: 0 },
    is_wp_suggestion: { type: 'boolean' },
    post_types: { type: 'array', readonly: true },
    ...(isPart
      ? {
          // Any string, as in WordPress: one it does not know is saved as uncategorized.
          area: { type: 'string' },
        }
      : {}),
  };
}

/** The areas WordPress 7.1 allows (get_allowed_block_template_part_areas); others → uncategorized. */
const knownAreas = new Set(['uncategorized', 'header', 'footer', 'navigation-overlay']);

/**
 * WordPress's sanitize_title on save: accents dropped, lower case, other non-ASCII characters
 * kept as %-octets, dots and slashes to dashes, anything else but `%a-z0-9 _-` removed.
 */
export function sanitizeSlug(text: string): string {
  const octets = (char: string) =>
    [...new TextEncoder().encode(char)]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/%(?![0-9a-fA-F]{2})/g, '')
    .toLowerCase()
    .replace(/[\u0080-\u{10ffff}]/gu, octets)
    .slice(0, 200)
    .replace(/&.+?;/g, '')
    .replace(/[./]/g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug a new template gets, as wp_filter_wp_template_unique_post_slug makes it: taken by
 * another row of this theme and type → `-2`, `-3`, … (WordPress answers no error).
 */
export function uniqueTemplateSlug(ctx: RestContext, type: TemplateType, wanted: string): string {
  const taken = new Set(templatePosts(ctx.site, ctx.theme, type).map((row) => row.name));
  if (!taken.has(wanted)) return wanted;
  let suffix = 2;
  while (taken.has(`${wanted.slice(0, 200 - String(suffix).length - 1)}-${suffix}`)) suffix++;
  return `${wanted.slice(0, 200 - String(suffix).length - 1)}-${suffix}`;
}

/** Writes the body onto a row (new when `template` is a theme file or absent, named `newSlug`). */
export function saveTemplate(
  ctx: RestContext,
  type: TemplateType,
  template: BlockTemplate | undefined,
  newSlug?: string,
): BlockTemplate {
  const isPart = type === 'wp_template_part';
  const b = ctx.body;
  const slug = template?.slug ?? newSlug ?? String(b.slug);
  const fields = {
    title: rawOf(b.title) ?? template?.title ?? slug,
    content: rawOf(b.content) ?? template?.content ?? '',
    excerpt: (b.description as string | undefined) ?? template?.description ?? '',
    status: (b.status as string | undefined) ?? template?.status ?? 'publish',
    author: (b.author as number | undefined) ?? (template?.wpId ? template.author : ctx.user.id),
  };
  const posts = ctx.site.posts;
  let id = template?.wpId ?? 0;
  if (id) {
    posts.update(id, fields);
    saveRevision(ctx.site, id, ctx.user.id);
  } else {
    id = posts.insert({ type, name: slug, ...fields });
    ctx.site.terms.setForPost(id, 'wp_theme', [
      ctx.site.terms.ensure('wp_theme', ctx.theme.stylesheet),
    ]);
    if (
      template?.hasThemeFile ||
      ctx.theme[isPart ? 'parts' : 'templates'].some((f) => f.slug === slug)
    ) {
      posts.setMeta(id, 'origin', 'theme');
    }
  }
  if (b.is_wp_suggestion !== undefined)
    posts.setMeta(id, 'is_wp_suggestion', b.is_wp_suggestion ? '1' : '');
  if (isPart) {
    // As WordPress: a sent area, or a theme file's, must be a known one; a saved row keeps its own.
    const known = (area: string) => (knownAreas.has(area) ? area : 'uncategorized');
    const sent = b.area as string | undefined;
    const area =
      sent !== undefined
        ? known(sent)
        : template && template.source !== 'custom'
          ? known(template.area ?? 'uncategorized')
          : (template?.area ?? 'uncategorized');
    ctx.site.terms.setForPost(id, 'wp_template_part_area', [
      ctx.site.terms.ensure('wp_template_part_area', area),
    ]);
  }
  return templateFromPost(ctx.site, ctx.theme, posts.get(id)!);
}
