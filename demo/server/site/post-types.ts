// The post types the demo host knows, described as WordPress registers them: labels, REST base,
// supports, taxonomies and the capability each generic action maps to. The REST types endpoint,
// the posts controllers and the capability checks all read this one table. It is long because it
// is data: one entry per post type, kept together so they can be compared at a glance.
export type PostCap =
  | 'read'
  | 'create_posts'
  | 'edit_posts'
  | 'edit_others_posts'
  | 'edit_published_posts'
  | 'edit_private_posts'
  | 'publish_posts'
  | 'delete_posts'
  | 'delete_others_posts'
  | 'delete_published_posts'
  | 'delete_private_posts'
  | 'read_private_posts';

export interface PostTypeLabels {
  name: string;
  singular_name: string;
  add_new: string;
  add_new_item: string;
  edit_item: string;
  new_item: string;
  view_item: string;
  view_items: string;
  search_items: string;
  not_found: string;
  not_found_in_trash: string;
  all_items: string;
  archives: string;
  item_published: string;
  item_updated: string;
  menu_name: string;
  name_admin_bar: string;
  template_name: string;
}

export interface PostTypeDefinition {
  slug: string;
  description: string;
  hierarchical: boolean;
  /** Has a front-end URL. */
  viewable: boolean;
  restBase: string | null;
  icon: string | null;
  hasArchive: boolean | string;
  supports: string[];
  taxonomies: string[];
  caps: Record<PostCap, string>;
  /** Published items can be read by anyone (public post types and navigation menus). */
  publicRead: boolean;
  labels: PostTypeLabels;
}

function capsFor(plural: string): Record<PostCap, string> {
  return {
    read: 'read',
    create_posts: `edit_${plural}`,
    edit_posts: `edit_${plural}`,
    edit_others_posts: `edit_others_${plural}`,
    edit_published_posts: `edit_published_${plural}`,
    edit_private_posts: `edit_private_${plural}`,
    publish_posts: `publish_${plural}`,
    delete_posts: `delete_${plural}`,
    delete_others_posts: `delete_others_${plural}`,
    delete_published_posts: `delete_published_${plural}`,
    delete_private_posts: `delete_private_${plural}`,
    read_private_posts: `read_private_${plural}`,
  };
}

/** Every action mapped to one capability, as WordPress does for the design post types. */
function allCaps(cap: string, read = cap): Record<PostCap, string> {
  const caps = capsFor('posts');
  for (const key of Object.keys(caps) as PostCap[]) caps[key] = cap;
  caps.read = read;
  return caps;
}

function labels(
  singular: string,
  plural: string,
  extra: Partial<PostTypeLabels> = {},
): PostTypeLabels {
  const lower = plural.toLowerCase();
  return {
    name: plural,
    singular_name: singular,
    add_new: 'Add New',
    add_new_item: `Add New ${singular}`,
    edit_item: `Edit ${singular}`,
    new_item: `New ${singular}`,
    view_item: `View ${singular}`,
    view_items: `View ${plural}`,
    search_items: `Search ${plural}`,
    not_found: `No ${lower} found.`,
    not_found_in_trash: `No ${lower} found in Trash.`,
    all_items: `All ${plural}`,
    archives: `${singular} Archives`,
    item_published: `${singular} published.`,
    item_updated: `${singular} updated.`,
    menu_name: plural,
    name_admin_bar: singular,
    template_name: `Single item: ${singular}`,
    ...extra,
  };
}

const editorSupports = ['title', 'editor', 'author', 'revisions', 'custom-fields'];

export const postTypes: Record<string, PostTypeDefinition> = {
  post: {
    slug: 'post',
    description: '',
    hierarchical: false,
    viewable: true,
    restBase: 'posts',
    icon: 'dashicons-admin-post',
    hasArchive: false,
    supports: [...editorSupports, 'thumbnail', 'excerpt', 'trackbacks', 'comments', 'post-formats'],
    taxonomies: ['category', 'post_tag'],
    caps: capsFor('posts'),
    publicRead: true,
    labels: labels('Post', 'Posts', {
      add_new_item: 'Add New Post',
      template_name: 'Single item: Post',
    }),
  },
  page: {
    slug: 'page',
    description: '',
    hierarchical: true,
    viewable: true,
    restBase: 'pages',
    icon: 'dashicons-admin-page',
    hasArchive: false,
    supports: [...editorSupports, 'page-attributes', 'thumbnail', 'comments'],
    taxonomies: [],
    caps: capsFor('pages'),
    publicRead: true,
    labels: labels('Page', 'Pages', { template_name: 'Pages' }),
  },
  attachment: {
    slug: 'attachment',
    description: '',
    hierarchical: false,
    viewable: true,
    restBase: 'media',
    icon: 'dashicons-admin-media',
    hasArchive: false,
    supports: ['title', 'author', 'comments'],
    taxonomies: [],
    caps: { ...capsFor('posts'), create_posts: 'upload_files' },
    publicRead: true,
    labels: labels('Media', 'Media', { add_new_item: 'Add New Media File', all_items: 'Library' }),
  },
  wp_block: {
    slug: 'wp_block',
    description: '',
    hierarchical: false,
    viewable: false,
    restBase: 'blocks',
    icon: null,
    hasArchive: false,
    supports: ['title', 'excerpt', 'editor', 'revisions', 'custom-fields'],
    taxonomies: ['wp_pattern_category'],
    caps: {
      ...capsFor('posts'),
      read: 'edit_posts',
      create_posts: 'publish_posts',
      edit_published_posts: 'edit_published_pages',
      delete_published_posts: 'delete_published_pages',
    },
    publicRead: false,
    labels: labels('Pattern', 'Patterns', { all_items: 'All Patterns' }),
  },
  wp_template: {
    slug: 'wp_template',
    description: 'Templates to include in your theme.',
    hierarchical: false,
    viewable: false,
    restBase: 'templates',
    icon: null,
    hasArchive: false,
    supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'],
    taxonomies: ['wp_theme'],
    caps: allCaps('edit_theme_options', 'edit_posts'),
    publicRead: false,
    labels: labels('Template', 'Templates', { add_new_item: 'Add New Template' }),
  },
  wp_template_part: {
    slug: 'wp_template_part',
    description: 'Template parts to include in your templates.',
    hierarchical: false,
    viewable: false,
    restBase: 'template-parts',
    icon: null,
    hasArchive: false,
    supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'],
    taxonomies: ['wp_theme', 'wp_template_part_area'],
    caps: allCaps('edit_theme_options', 'edit_posts'),
    publicRead: false,
    labels: labels('Template Part', 'Template Parts', { add_new_item: 'Add New Template Part' }),
  },
  wp_global_styles: {
    slug: 'wp_global_styles',
    description: 'Global styles to include in themes.',
    hierarchical: false,
    viewable: false,
    restBase: 'global-styles',
    icon: null,
    hasArchive: false,
    supports: ['title', 'editor', 'revisions'],
    taxonomies: ['wp_theme'],
    caps: allCaps('edit_theme_options', 'edit_posts'),
    publicRead: false,
    labels: labels('Global Styles', 'Global Styles'),
  },
  wp_navigation: {
    slug: 'wp_navigation',
    description: 'Navigation menus that can be inserted into your site.',
    hierarchical: false,
    viewable: false,
    restBase: 'navigation',
    icon: null,
    hasArchive: false,
    supports: ['title', 'editor', 'revisions'],
    taxonomies: [],
    caps: allCaps('edit_theme_options', 'read'),
    publicRead: true,
    labels: labels('Navigation Menu', 'Navigation Menus', { all_items: 'Navigation Menus' }),
  },
  wp_font_family: {
    slug: 'wp_font_family',
    description: '',
    hierarchical: false,
    viewable: false,
    restBase: 'font-families',
    icon: null,
    hasArchive: false,
    supports: ['title'],
    taxonomies: [],
    caps: allCaps('edit_theme_options'),
    publicRead: false,
    labels: labels('Font Family', 'Font Families'),
  },
  wp_dataviews: {
    slug: 'wp_dataviews',
    description: '',
    hierarchical: false,
    viewable: false,
    restBase: 'dataviews',
    icon: null,
    hasArchive: false,
    supports: ['title', 'editor'],
    taxonomies: ['wp_dataviews_type'],
    caps: capsFor('posts'),
    publicRead: false,
    labels: labels('Dataview', 'Dataviews'),
  },
};

/** Post types the types endpoint lists (wp_font_face and revisions stay internal). */
export const restPostTypes = Object.keys(postTypes);

/** Post types whose published items count as "published posts" for the public users list. */
export const authorPostTypes = ['post', 'page'];
