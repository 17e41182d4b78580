// The taxonomies the demo host knows, as WordPress registers them. Those with a restBase get a
// terms endpoint and appear in /wp/v2/taxonomies; wp_theme and wp_template_part_area are
// internal, like in WordPress.
export type TermCap = 'manage_terms' | 'edit_terms' | 'delete_terms' | 'assign_terms';

export interface TaxonomyDefinition {
  slug: string;
  name: string;
  singular: string;
  description: string;
  types: string[];
  hierarchical: boolean;
  restBase: string | null;
  publiclyQueryable: boolean;
  caps: Record<TermCap, string>;
}

const categoryCaps: Record<TermCap, string> = {
  manage_terms: 'manage_categories',
  edit_terms: 'manage_categories',
  delete_terms: 'manage_categories',
  assign_terms: 'edit_posts',
};

const editPostsCaps: Record<TermCap, string> = {
  manage_terms: 'edit_posts',
  edit_terms: 'edit_posts',
  delete_terms: 'edit_posts',
  assign_terms: 'edit_posts',
};

export const taxonomies: Record<string, TaxonomyDefinition> = {
  category: {
    slug: 'category',
    name: 'Categories',
    singular: 'Category',
    description: '',
    types: ['post'],
    hierarchical: true,
    restBase: 'categories',
    publiclyQueryable: true,
    caps: categoryCaps,
  },
  post_tag: {
    slug: 'post_tag',
    name: 'Tags',
    singular: 'Tag',
    description: '',
    types: ['post'],
    hierarchical: false,
    restBase: 'tags',
    publiclyQueryable: true,
    caps: categoryCaps,
  },
  wp_pattern_category: {
    slug: 'wp_pattern_category',
    name: 'Pattern Categories',
    singular: 'Pattern Category',
    description: '',
    types: ['wp_block'],
    hierarchical: false,
    restBase: 'wp_pattern_category',
    publiclyQueryable: false,
    caps: editPostsCaps,
  },
  wp_dataviews_type: {
    slug: 'wp_dataviews_type',
    name: 'Dataview types',
    singular: 'Dataview type',
    description: '',
    types: ['wp_dataviews'],
    hierarchical: false,
    restBase: 'wp_dataviews_type',
    publiclyQueryable: false,
    caps: editPostsCaps,
  },
  wp_theme: {
    slug: 'wp_theme',
    name: 'Themes',
    singular: 'Theme',
    description: '',
    types: ['wp_template', 'wp_template_part', 'wp_global_styles'],
    hierarchical: false,
    restBase: null,
    publiclyQueryable: false,
    caps: { ...editPostsCaps, manage_terms: 'edit_theme_options' },
  },
  wp_template_part_area: {
    slug: 'wp_template_part_area',
    name: 'Template Part Areas',
    singular: 'Template Part Area',
    description: '',
    types: ['wp_template_part'],
    hierarchical: false,
    restBase: null,
    publiclyQueryable: false,
    caps: { ...editPostsCaps, manage_terms: 'edit_theme_options' },
  },
};

export function taxonomyByRestBase(base: string): TaxonomyDefinition | undefined {
  return Object.values(taxonomies).find((taxonomy) => taxonomy.restBase === base);
}
