// Block templates and template parts as WordPress resolves them: the theme's files, overlaid by
// rows in the database (a row with a theme file's slug is that file customised; a row without
// one is a custom template). Rows are tied to a theme through the wp_theme taxonomy.
import type { PostRow } from '../db/posts';
import { defaultTemplateTypes } from '../themes/load-theme';
import type { LoadedTheme } from '../themes/theme-types';
import type { Site } from './site';

export type TemplateType = 'wp_template' | 'wp_template_part';

export interface BlockTemplate {
  id: string;
  theme: string;
  slug: string;
  type: TemplateType;
  source: 'theme' | 'custom';
  origin: string | null;
  content: string;
  title: string;
  description: string;
  status: string;
  wpId: number;
  hasThemeFile: boolean;
  isCustom: boolean;
  author: number;
  modified: string | null;
  area?: string;
  postTypes?: string[];
}

const defaultSlugs = new Set(defaultTemplateTypes.map((type) => type.slug));

function themeFile(theme: LoadedTheme, type: TemplateType, slug: string) {
  return type === 'wp_template'
    ? theme.templates.find((file) => file.slug === slug)
    : theme.parts.find((file) => file.slug === slug);
}

export function templateFromFile(
  theme: LoadedTheme,
  type: TemplateType,
  slug: string,
): BlockTemplate | undefined {
  const file = themeFile(theme, type, slug);
  if (!file) return undefined;
  const template: BlockTemplate = {
    id: `${theme.stylesheet}//${file.slug}`,
    theme: theme.stylesheet,
    slug: file.slug,
    type,
    source: 'theme',
    origin: 'theme',
    content: file.content,
    title: file.title,
    description: 'description' in file ? file.description : '',
    status: 'publish',
    wpId: 0,
    hasThemeFile: true,
    isCustom: type === 'wp_template' && !defaultSlugs.has(file.slug),
    author: 0,
    modified: null,
  };
  if ('area' in file) template.area = file.area;
  if ('postTypes' in file && file.postTypes) template.postTypes = file.postTypes;
  return template;
}

export function templateFromPost(site: Site, theme: LoadedTheme, post: PostRow): BlockTemplate {
  const type = post.type as TemplateType;
  const file = themeFile(theme, type, post.name);
  const meta = site.posts.metaFor([post.id]).get(post.id);
  const isSuggestion = meta?.get('is_wp_suggestion') === '1';
  const template: BlockTemplate = {
    id: `${theme.stylesheet}//${post.name}`,
    theme: theme.stylesheet,
    slug: post.name,
    type,
    source: 'custom',
    origin: meta?.get('origin') || null,
    content: post.content,
    title: post.title,
    description: post.excerpt,
    status: post.status,
    wpId: post.id,
    hasThemeFile: Boolean(file),
    isCustom: type === 'wp_template' && !defaultSlugs.has(post.name) && !isSuggestion,
    author: post.author,
    modified: post.modified,
  };
  if (type === 'wp_template_part') {
    const [areaId] = site.terms.idsForPosts([post.id], 'wp_template_part_area').get(post.id) ?? [];
    template.area =
      (areaId && site.terms.get(areaId, 'wp_template_part_area')?.slug) ||
      (file && 'area' in file ? file.area : 'uncategorized');
  }
  if (file && 'postTypes' in file && file.postTypes) template.postTypes = file.postTypes;
  return template;
}

/** The theme's rows of `type`, trashed ones left out. */
export function templatePosts(site: Site, theme: LoadedTheme, type: TemplateType): PostRow[] {
  return site.db
    .prepare<[string, string], PostRow>(
      `SELECT p.* FROM posts p
       JOIN term_relationships r ON r.object_id = p.id
       JOIN term_taxonomy tt ON tt.id = r.term_taxonomy_id AND tt.taxonomy = 'wp_theme'
       JOIN terms t ON t.id = tt.term_id
       WHERE p.type = ? AND t.slug = ? AND p.status != 'trash'
       ORDER BY p.id`,
    )
    .all(type, theme.stylesheet);
}

export function listTemplates(site: Site, theme: LoadedTheme, type: TemplateType): BlockTemplate[] {
  if (!theme.isBlockTheme) return [];
  const rows = templatePosts(site, theme, type);
  const bySlug = new Map(rows.map((row) => [row.name, row]));
  const files = type === 'wp_template' ? theme.templates : theme.parts;
  const result: BlockTemplate[] = [];
  for (const file of files) {
    const row = bySlug.get(file.slug);
    result.push(
      row ? templateFromPost(site, theme, row) : templateFromFile(theme, type, file.slug)!,
    );
    bySlug.delete(file.slug);
  }
  for (const row of bySlug.values()) result.push(templateFromPost(site, theme, row));
  return result;
}

/** `theme//slug` → the template, customised version first; `source: 'theme'` skips the row. */
export function findTemplate(
  site: Site,
  themes: (stylesheet: string) => LoadedTheme | undefined,
  type: TemplateType,
  id: string,
  source?: string,
): BlockTemplate | undefined {
  const separator = id.indexOf('//');
  if (separator <= 0) return undefined;
  const theme = themes(id.slice(0, separator));
  const slug = id.slice(separator + 2);
  if (!theme || !slug) return undefined;
  if (source !== 'theme') {
    const row = templatePosts(site, theme, type).find((post) => post.name === slug);
    if (row) return templateFromPost(site, theme, row);
  }
  return theme.isBlockTheme ? templateFromFile(theme, type, slug) : undefined;
}

/** The slugs WordPress would try for `slug`, most specific first (get_template_hierarchy). */
export function templateHierarchy(slug: string): string[] {
  const chain = (...rest: string[]) => [slug, ...rest, 'index'];
  if (slug === 'front-page') return chain('home');
  if (slug === 'home' || slug === 'index') return slug === 'index' ? ['index'] : chain();
  if (slug === 'privacy-policy') return chain('page', 'singular');
  if (slug.startsWith('page-')) return chain('page', 'singular');
  if (slug === 'page' || slug === 'single') return chain('singular');
  const single = /^single-([^-]+)(?:-(.+))?$/.exec(slug);
  if (single)
    return single[2]
      ? chain(`single-${single[1]}`, 'single', 'singular')
      : chain('single', 'singular');
  const taxonomy = /^taxonomy-([^-]+)(?:-(.+))?$/.exec(slug);
  if (taxonomy)
    return taxonomy[2]
      ? chain(`taxonomy-${taxonomy[1]}`, 'taxonomy', 'archive')
      : chain('taxonomy', 'archive');
  for (const prefix of ['category', 'tag', 'author']) {
    if (slug.startsWith(`${prefix}-`)) return chain(prefix, 'archive');
  }
  if (
    ['category', 'tag', 'author', 'date', 'taxonomy'].includes(slug) ||
    slug.startsWith('archive-')
  ) {
    return chain('archive');
  }
  return chain();
}
