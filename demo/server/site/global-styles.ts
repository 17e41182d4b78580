// The user's global styles for a theme: one wp_global_styles post per theme (found or made on
// demand, as WordPress does), whose content is the JSON of the user's settings and styles
// flagged `isGlobalStylesUserThemeJSON`. A save also stores a revision (site/revisions.ts).
import type { PostRow } from '../db/posts';
import { saveRevision } from './revisions';
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
  return JSON.stringify({ version: 3, isGlobalStylesUserThemeJSON: true, ...data });
}

/**
 * Whether `content` is a user global styles document, as WordPress checks before it answers
 * revisions. Data directories written before the flag took WordPress's name carry the old one.
 */
export function isUserGlobalStyles(content: string): boolean {
  try {
    const parsed = JSON.parse(content) as Record<string, unknown> | null;
    return (
      parsed?.isGlobalStylesUserThemeJSON === true || parsed?.isGlobalStylesUserThemeData === true
    );
  } catch {
    return false;
  }
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

/**
 * Stores `data` and `title` on the post and, when they changed since the latest revision (or
 * there is none yet), a revision of the saved post by `author`: both or neither.
 */
export function saveGlobalStyles(
  site: Site,
  post: PostRow,
  data: UserGlobalStyles,
  title: string,
  author: number,
): void {
  site.db.transaction(() => {
    site.posts.update(post.id, { content: serializeGlobalStyles(data), title });
    saveRevision(site, post.id, author);
  })();
}
