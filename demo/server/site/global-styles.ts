// The user's global styles for a theme: one wp_global_styles post per theme (found or made on
// demand, as WordPress does), whose content is the JSON of the user's settings and styles.
// Each save also stores a revision holding the new content.
import { nowGmt } from '../db/database';
import type { PostRow } from '../db/posts';
import type { Site } from './site';

export interface UserGlobalStyles {
  settings: Record<string, unknown>;
  styles: Record<string, unknown>;
}

export function globalStylesSlug(stylesheet: string): string {
  return `wp-global-styles-${encodeURIComponent(stylesheet).toLowerCase()}`;
}

export function parseGlobalStyles(content: string): UserGlobalStyles {
  try {
    const parsed = JSON.parse(content) as Partial<UserGlobalStyles>;
    const asObject = (value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    return { settings: asObject(parsed.settings), styles: asObject(parsed.styles) };
  } catch {
    return { settings: {}, styles: {} };
  }
}

export function serializeGlobalStyles(data: UserGlobalStyles): string {
  return JSON.stringify({ version: 3, isGlobalStylesUserThemeData: true, ...data });
}

/** The user global styles post of `stylesheet`, created when it does not exist yet. */
export function userGlobalStylesPost(site: Site, stylesheet: string): PostRow {
  const slug = globalStylesSlug(stylesheet);
  const existing = site.posts.bySlug('wp_global_styles', slug);
  if (existing) return existing;
  return site.db.transaction(() => {
    const id = site.posts.insert({
      type: 'wp_global_styles',
      name: slug,
      title: 'Custom Styles',
      status: 'publish',
      content: serializeGlobalStyles({ settings: {}, styles: {} }),
    });
    site.terms.setForPost(id, 'wp_theme', [site.terms.ensure('wp_theme', stylesheet)]);
    return site.posts.get(id)!;
  })();
}

/** The stylesheet a global styles post belongs to. */
export function themeOfGlobalStyles(site: Site, postId: number): string | undefined {
  const [termId] = site.terms.idsForPosts([postId], 'wp_theme').get(postId) ?? [];
  return termId === undefined ? undefined : site.terms.get(termId, 'wp_theme')?.slug;
}

/** Stores `content` on the post and a revision of it, by `author`. */
export function saveGlobalStyles(
  site: Site,
  post: PostRow,
  data: UserGlobalStyles,
  title: string,
  author: number,
): void {
  const content = serializeGlobalStyles(data);
  site.posts.update(post.id, { content, title });
  const now = nowGmt();
  site.posts.insert({
    type: 'revision',
    parent: post.id,
    author,
    content,
    title,
    status: 'inherit',
    name: `${post.id}-revision-v1`,
    date: now,
    date_gmt: now,
    modified: now,
    modified_gmt: now,
  });
}
