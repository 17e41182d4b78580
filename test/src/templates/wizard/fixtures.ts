// The post types and taxonomies the wizard tests read, shaped like `/wp/v2/types` and
// `/wp/v2/taxonomies` with context=edit (keyed by slug, as the host answers).
import type { PostTypeInfo, TaxonomyInfo } from '../../../../src/templates/wizard';

const labels = (singular: string, plural: string, extra: Partial<PostTypeInfo['labels']> = {}) => ({
  singular_name: singular,
  search_items: `Search ${plural}`,
  not_found: `No ${plural.toLowerCase()} found.`,
  all_items: `All ${plural}`,
  ...extra,
});

export const postTypes: Record<string, PostTypeInfo> = {
  post: {
    slug: 'post',
    name: 'Posts',
    labels: labels('Post', 'Posts', { template_name: 'Single item: Post' }),
    viewable: true,
    has_archive: false,
    rest_base: 'posts',
    icon: 'dashicons-admin-post',
  },
  page: {
    slug: 'page',
    name: 'Pages',
    labels: labels('Page', 'Pages', { template_name: 'Pages' }),
    viewable: true,
    has_archive: false,
    rest_base: 'pages',
    icon: 'dashicons-admin-page',
  },
  attachment: {
    slug: 'attachment',
    name: 'Media',
    labels: labels('Media', 'Media'),
    viewable: true,
    rest_base: 'media',
  },
  wp_template: {
    slug: 'wp_template',
    name: 'Templates',
    labels: labels('Template', 'Templates'),
    viewable: false,
    rest_base: 'templates',
  },
  book: {
    slug: 'book',
    name: 'Books',
    labels: labels('Book', 'Books'),
    viewable: true,
    has_archive: 'books',
    rest_base: 'books',
    icon: 'dashicons-book',
  },
};

export const taxonomies: Record<string, TaxonomyInfo> = {
  category: {
    slug: 'category',
    name: 'Categories',
    labels: labels('Category', 'Categories'),
    visibility: { publicly_queryable: true },
    rest_base: 'categories',
  },
  post_tag: {
    slug: 'post_tag',
    name: 'Tags',
    labels: labels('Tag', 'Tags'),
    visibility: { publicly_queryable: true },
    rest_base: 'tags',
  },
  genre: {
    slug: 'genre',
    name: 'Genres',
    labels: labels('Genre', 'Genres'),
    visibility: { publicly_queryable: true },
    rest_base: 'genres',
  },
  wp_pattern_category: {
    slug: 'wp_pattern_category',
    name: 'Pattern Categories',
    labels: labels('Pattern Category', 'Pattern Categories'),
    visibility: { publicly_queryable: false },
    rest_base: 'wp_pattern_category',
  },
};

export const slugs = (...list: string[]) => list.map((slug) => ({ slug }));
