// A template or template part as WordPress's templates controller answers it, including the
// derived fields the editor shows: original_source ('theme', 'plugin', 'site' or 'user') and
// author_text (the theme's name, the site's title or the author's name).
import { toRestDate } from '../../db/database';
import { withThemeOnParts } from '../../../../src/templates/part-theme';
import type { BlockTemplate } from '../../site/templates';
import { type RestContext, withCuries } from '../context';

function originalSource(template: BlockTemplate): 'theme' | 'plugin' | 'site' | 'user' {
  if (
    template.hasThemeFile &&
    (template.origin === 'theme' ||
      (!template.origin && ['theme', 'custom'].includes(template.source)))
  ) {
    return 'theme';
  }
  if (template.origin === 'plugin') return 'plugin';
  if (!template.hasThemeFile && template.source === 'theme' && !template.author) return 'site';
  if (!template.author) return 'site';
  return 'user';
}

function authorText(ctx: RestContext, template: BlockTemplate, source: string): string {
  if (source === 'theme') return ctx.site.themes.get(template.theme)?.header.name ?? template.theme;
  if (source === 'site') return ctx.site.options.get('blogname');
  return ctx.site.users.get(template.author)?.display_name ?? '';
}

export function prepareTemplate(ctx: RestContext, template: BlockTemplate, base: string) {
  const source = originalSource(template);
  const data: Record<string, unknown> = {
    id: template.id,
    theme: template.theme,
    // A theme's file, as WordPress reads it: its part blocks name the theme (the editor finds
    // the part by `theme//slug`, and a saved copy keeps pointing at this theme's parts).
    content: {
      raw:
        template.source === 'theme'
          ? withThemeOnParts(template.content, template.theme)
          : template.content,
      block_version: 1,
    },
    slug: template.slug,
    source: template.source,
    origin: template.origin,
    type: template.type,
    description: template.description,
    title: { raw: template.title, rendered: template.title },
    status: template.status,
    wp_id: template.wpId,
    has_theme_file: template.hasThemeFile,
    author: template.author,
    modified: template.modified ? toRestDate(template.modified) : null,
    author_text: authorText(ctx, template, source),
    original_source: source,
  };
  if (template.type === 'wp_template') data.is_custom = template.isCustom;
  if (template.type === 'wp_template_part') data.area = template.area ?? 'uncategorized';
  if (template.postTypes) data.post_types = template.postTypes;
  const links: Record<string, Array<Record<string, unknown>>> = {
    self: [{ href: `${ctx.restRoot}wp/v2/${base}/${template.id}` }],
    collection: [{ href: `${ctx.restRoot}wp/v2/${base}` }],
    about: [{ href: `${ctx.restRoot}wp/v2/types/${template.type}` }],
  };
  if (template.author)
    links.author = [{ embeddable: true, href: `${ctx.restRoot}wp/v2/users/${template.author}` }];
  data._links = withCuries(links);
  return data;
}
