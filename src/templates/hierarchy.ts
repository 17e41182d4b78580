// Which template shows a post or page on the site: WordPress's template hierarchy for singular
// content, from the most specific slug to `index`. The first slug the theme (or the user) has a
// template for wins. A post's own `template` field (a custom template) comes before all of them.

export interface SingularPost {
  id: number;
  type: string;
  slug?: string | undefined;
  /** A custom template's slug chosen for this post ('' or absent: the hierarchy decides). */
  template?: string | undefined;
}

export function templateCandidates(post: SingularPost): string[] {
  const slug = post.slug ? decodeURIComponent(post.slug) : '';
  const specific =
    post.type === 'page'
      ? [...(slug ? [`page-${slug}`] : []), `page-${post.id}`, 'page']
      : [...(slug ? [`single-${post.type}-${slug}`] : []), `single-${post.type}`, 'single'];
  return [...(post.template ? [post.template] : []), ...specific, 'singular', 'index'];
}

/** The template among `templates` that shows `post`, if the theme has any that fits. */
export function templateForPost<T extends { slug: string }>(
  post: SingularPost,
  templates: readonly T[],
): T | undefined {
  return firstTemplate(templateCandidates(post), templates);
}

/** The site's reading settings (the base record's `show_on_front` and `page_on_front`). */
export interface ReadingSettings {
  show_on_front?: string | undefined;
  page_on_front?: number | undefined;
}

/**
 * The page shown as the site's front page, when it is a page: `show_on_front` is 'page' and a
 * page is chosen. Undefined when the front page is the posts index.
 */
export function frontPageId(reading: ReadingSettings): number | undefined {
  return reading.show_on_front === 'page' && reading.page_on_front
    ? reading.page_on_front
    : undefined;
}

/**
 * The templates that can show the site's front page, most specific first: `front-page`; then,
 * when the front page is a page (`show_on_front` 'page'), that page's own; else the posts
 * index's (`home`, then `index`).
 */
export function frontPageCandidates(frontPage: SingularPost | undefined): string[] {
  return ['front-page', ...(frontPage ? templateCandidates(frontPage) : ['home', 'index'])];
}

/** The first of `slugs` the theme (or the user) has a template for. */
export function firstTemplate<T extends { slug: string }>(
  slugs: readonly string[],
  templates: readonly T[],
): T | undefined {
  const bySlug = new Map(templates.map((template) => [template.slug, template]));
  for (const slug of slugs) {
    const template = bySlug.get(slug);
    if (template) return template;
  }
  return undefined;
}
