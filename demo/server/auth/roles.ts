// WordPress's default roles and what they may do. The three roles the demo seeds are listed, and
// the contributor (no seeded user has it: tests give it to one, for a user without upload_files);
// the capability names are WordPress's, so the REST `capabilities` field and the
// `capabilities=` users filter mean the same thing here as on a real site.
export type RoleName = 'administrator' | 'editor' | 'author' | 'contributor';

const contributorCaps = ['read', 'level_0', 'level_1', 'edit_posts', 'delete_posts'];

const authorCaps = [
  'read',
  'level_0',
  'level_1',
  'level_2',
  'upload_files',
  'edit_posts',
  'edit_published_posts',
  'publish_posts',
  'delete_posts',
  'delete_published_posts',
];

const editorCaps = [
  ...authorCaps,
  'level_3',
  'level_4',
  'level_5',
  'level_6',
  'level_7',
  'moderate_comments',
  'manage_categories',
  'manage_links',
  'unfiltered_html',
  'edit_others_posts',
  'edit_pages',
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'delete_others_posts',
  'delete_private_posts',
  'edit_private_posts',
  'read_private_posts',
  'delete_private_pages',
  'edit_private_pages',
  'read_private_pages',
];

const administratorCaps = [
  ...editorCaps,
  'level_8',
  'level_9',
  'level_10',
  'switch_themes',
  'edit_themes',
  'activate_plugins',
  'edit_plugins',
  'edit_users',
  'edit_files',
  'manage_options',
  'import',
  'export',
  'unfiltered_upload',
  'edit_dashboard',
  'list_users',
  'remove_users',
  'promote_users',
  'create_users',
  'delete_users',
  'edit_theme_options',
  'customize',
  'delete_themes',
  'install_themes',
  'update_themes',
  'edit_css',
];

export const roleCapabilities: Record<RoleName, readonly string[]> = {
  administrator: administratorCaps,
  editor: editorCaps,
  author: authorCaps,
  contributor: contributorCaps,
};

export const roleNames: Record<RoleName, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
};

export function isRoleName(role: string): role is RoleName {
  return role in roleCapabilities;
}
