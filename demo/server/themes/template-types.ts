// The template types and template-part areas a host knows about without any theme. The REST
// layer exposes them as `default_template_types` and `default_template_part_areas` on the
// active theme; the loader uses them to title the template files a theme ships.

export interface TemplateType {
  slug: string;
  title: string;
  description: string;
}

export interface TemplatePartAreaInfo {
  area: string;
  label: string;
  description: string;
  icon: string;
  /** The HTML element a template-part block of this area renders as. */
  area_tag: string;
}

/** Listed in the spec's standard template order first, then the less common types. */
export const defaultTemplateTypes: TemplateType[] = [
  {
    slug: 'front-page',
    title: 'Front Page',
    description: 'The first page visitors see at the site address, whatever the reading settings.',
  },
  {
    slug: 'home',
    title: 'Blog Home',
    description: 'The page that lists the latest posts, on the front page or on a posts page.',
  },
  { slug: 'single', title: 'Single Posts', description: 'Shows one post on its own.' },
  { slug: 'page', title: 'Pages', description: 'Shows one static page on its own.' },
  {
    slug: 'index',
    title: 'Index',
    description: 'The fallback used when no more specific template matches the request.',
  },
  {
    slug: 'archive',
    title: 'All Archives',
    description: 'Lists posts grouped by author, date, category or tag when nothing narrower fits.',
  },
  { slug: 'author', title: 'Author Archives', description: 'Lists the posts of one author.' },
  {
    slug: 'category',
    title: 'Category Archives',
    description: 'Lists the posts filed under one category.',
  },
  {
    slug: 'date',
    title: 'Date Archives',
    description: 'Lists the posts of one year, month or day.',
  },
  { slug: 'tag', title: 'Tag Archives', description: 'Lists the posts carrying one tag.' },
  {
    slug: 'search',
    title: 'Search Results',
    description: 'Shows the posts and pages that match a visitor’s search.',
  },
  {
    slug: '404',
    title: 'Page: 404',
    description: 'Shown when the requested address matches no content.',
  },
  {
    slug: 'singular',
    title: 'Single Entries',
    description: 'Shows any single post, page or attachment when no narrower template exists.',
  },
  {
    slug: 'taxonomy',
    title: 'Taxonomy',
    description: 'Lists the entries of a custom taxonomy term.',
  },
  {
    slug: 'attachment',
    title: 'Attachment Pages',
    description: 'Shows one uploaded media item on its own page.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'Shows the page chosen as the site’s privacy policy.',
  },
  {
    slug: 'embed',
    title: 'Embeds',
    description: 'The compact card other sites show when they embed one of your posts.',
  },
];

/** Order matters: the patterns sidebar lists areas in this order. */
export const defaultTemplatePartAreas: TemplatePartAreaInfo[] = [
  {
    area: 'header',
    label: 'Header',
    description: 'The top of every page: usually the site title, logo and main navigation.',
    icon: 'header',
    area_tag: 'header',
  },
  {
    area: 'footer',
    label: 'Footer',
    description: 'The bottom of every page: credits, secondary links and contact details.',
    icon: 'footer',
    area_tag: 'footer',
  },
  {
    area: 'sidebar',
    label: 'Sidebar',
    description: 'A column beside the main content for search, recent posts or an about blurb.',
    icon: 'sidebar',
    area_tag: 'aside',
  },
  {
    area: 'uncategorized',
    label: 'General',
    description: 'Parts that belong to no particular area and can be placed anywhere.',
    icon: 'layout',
    area_tag: 'div',
  },
];

const knownAreas = new Set(defaultTemplatePartAreas.map((info) => info.area));

/** Unknown areas fall back to `uncategorized`, so every part shows up in some sidebar group. */
export function templatePartArea(area: string | undefined): string {
  return area && knownAreas.has(area) ? area : 'uncategorized';
}

/** `blog-home` → `Blog Home`. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_/\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Specific templates (`single-product`, `category-news`...) are named after their base type so
 * the templates list reads well even when the theme does not declare them in theme.json.
 */
const specificTemplatePrefixes: { prefix: string; title: string; describe: string }[] = [
  { prefix: 'single-', title: 'Single item: %s', describe: 'Shows one %s entry on its own.' },
  { prefix: 'page-', title: 'Page: %s', describe: 'Shows the page “%s”.' },
  { prefix: 'archive-', title: 'Archive: %s', describe: 'Lists the %s entries.' },
  { prefix: 'category-', title: 'Category: %s', describe: 'Lists the posts in the %s category.' },
  { prefix: 'tag-', title: 'Tag: %s', describe: 'Lists the posts tagged %s.' },
  { prefix: 'author-', title: 'Author: %s', describe: 'Lists the posts by %s.' },
  { prefix: 'taxonomy-', title: 'Taxonomy: %s', describe: 'Lists the entries of the %s terms.' },
];

/** Title and description for a template slug that is not a custom template of the theme. */
export function describeTemplate(slug: string): { title: string; description: string } {
  const known = defaultTemplateTypes.find((type) => type.slug === slug);
  if (known) return { title: known.title, description: known.description };
  for (const { prefix, title, describe } of specificTemplatePrefixes) {
    if (slug.startsWith(prefix) && slug.length > prefix.length) {
      const subject = titleFromSlug(slug.slice(prefix.length));
      return { title: title.replace('%s', subject), description: describe.replace('%s', subject) };
    }
  }
  return { title: titleFromSlug(slug), description: '' };
}

/** Sort key for template slugs: the standard order first, everything else alphabetically. */
export function templateOrder(a: string, b: string): number {
  const rank = (slug: string) => {
    const index = defaultTemplateTypes.findIndex((type) => type.slug === slug);
    return index === -1 ? defaultTemplateTypes.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
