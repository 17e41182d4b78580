// Writing templates: the writable fields of a template or part, and saving a body onto the
// theme's row for that slug (made on first save, which is how a theme file gets customised).
import { type BlockTemplate, type TemplateType, templateFromPost } from '../../site/templates';
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
    slug: { type: 'string', pattern: '^[a-zA-Z0-9_%-]+$', maxLength: 200 },
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
          area: {
            type: 'string',
            enum: ['header', 'footer', 'sidebar', 'uncategorized', 'navigation-overlay'],
          },
        }
      : {}),
  };
}

/** Writes the body onto a row (new when `template` is a theme file or absent). */
export function saveTemplate(
  ctx: RestContext,
  type: TemplateType,
  template: BlockTemplate | undefined,
): BlockTemplate {
  const isPart = type === 'wp_template_part';
  const b = ctx.body;
  const slug = template?.slug ?? String(b.slug);
  const fields = {
    title: rawOf(b.title) ?? template?.title ?? slug,
    content: rawOf(b.content) ?? template?.content ?? '',
    excerpt: (b.description as string | undefined) ?? template?.description ?? '',
    status: (b.status as string | undefined) ?? template?.status ?? 'publish',
    author: (b.author as number | undefined) ?? (template?.wpId ? template.author : ctx.user.id),
  };
  const posts = ctx.site.posts;
  let id = template?.wpId ?? 0;
  if (id) posts.update(id, fields);
  else {
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
    const area = (b.area as string | undefined) ?? template?.area ?? 'uncategorized';
    ctx.site.terms.setForPost(id, 'wp_template_part_area', [
      ctx.site.terms.ensure('wp_template_part_area', area),
    ]);
  }
  return templateFromPost(ctx.site, ctx.theme, posts.get(id)!);
}
