// Seeds the demo site once: users, options, pages, posts, the Primary menu and user patterns
// (extra pages for performance work are in extra-pages.ts). It runs in one transaction, so an
// interrupted seed leaves nothing half-written, and it is idempotent: the seed is marked done in
// the options and a second start skips it.
import { hashPassword } from '../auth/passwords';
import { toStoredDate } from '../db/database';
import { slugify } from '../rest/posts/post-response';
import type { Site } from '../site/site';
import { defaultThemeSlug } from '../site/themes';
import {
  type SeedUser,
  pageContent,
  paragraphs,
  primaryMenu,
  seedCategories,
  seedPages,
  seedPatternCategories,
  seedPatterns,
  seedPosts,
  seedTags,
  seedUsers,
} from './content';
import { seedMediaLibrary } from './media';

const seedVersion = '1';
const dayMs = 24 * 60 * 60 * 1000;

const daysAgo = (days: number, base = Date.now()) => toStoredDate(new Date(base - days * dayMs));

function seedOptions(site: Site): void {
  const options: Record<string, string> = {
    blogname: 'Meridian Demo',
    blogdescription: 'A small site for trying the block-based site editor',
    admin_email: 'admin@example.test',
    timezone_string: 'UTC',
    gmt_offset: '0',
    date_format: 'F j, Y',
    time_format: 'g:i a',
    start_of_week: '1',
    WPLANG: '',
    posts_per_page: '10',
    show_on_front: 'posts',
    default_comment_status: 'open',
    default_ping_status: 'open',
    sticky_posts: '[]',
    stylesheet: defaultThemeSlug,
    template: defaultThemeSlug,
  };
  for (const [name, value] of Object.entries(options)) site.options.set(name, value);
}

function seedUsersRows(site: Site): Record<SeedUser, number> {
  const ids = {} as Record<SeedUser, number>;
  for (const user of seedUsers) {
    const id = site.users.insert({
      login: user.login,
      pass: hashPassword(user.login),
      nicename: user.login,
      email: user.email,
      url: '',
      registered: daysAgo(365),
      display_name: user.name,
    });
    site.users.setMeta(id, 'capabilities', JSON.stringify({ [user.role]: true }));
    site.users.setMeta(id, 'first_name', user.name.split(' ')[0] ?? '');
    site.users.setMeta(id, 'nickname', user.login);
    ids[user.login] = id;
  }
  return ids;
}

function seedPagesRows(site: Site, users: Record<SeedUser, number>): Map<string, number> {
  const ids = new Map<string, number>();
  for (const page of seedPages) {
    const date = daysAgo(page.daysAgo);
    const id = site.posts.insert({
      type: 'page',
      title: page.title,
      name: slugify(page.title),
      content: pageContent(page.title),
      status: page.status,
      author: users[page.author],
      parent: page.parent ? (ids.get(page.parent) ?? 0) : 0,
      menu_order: page.menuOrder ?? 0,
      date,
      date_gmt: date,
      modified: date,
      modified_gmt: date,
    });
    if (page.status === 'trash') site.posts.setMeta(id, '_wp_trash_meta_status', 'publish');
    if (page.template) site.posts.setMeta(id, '_wp_page_template', page.template);
    ids.set(page.key, id);
  }
  return ids;
}

function seedPostsRows(site: Site, users: Record<SeedUser, number>): void {
  const categoryIds = new Map(
    seedCategories.map((name) => [name, site.terms.insert('category', name, slugify(name))]),
  );
  const tagIds = new Map(
    seedTags.map((name) => [name, site.terms.insert('post_tag', name, slugify(name))]),
  );
  for (const post of seedPosts) {
    const date = daysAgo(post.daysAgo);
    const id = site.posts.insert({
      type: 'post',
      title: post.title,
      name: site.posts.uniqueSlug('post', slugify(post.title)),
      content: paragraphs(
        `${post.title}: a post on the Meridian demo site.`,
        'Edit it, schedule it or move it to the trash.',
      ),
      excerpt: `A short summary of \u201c${post.title}\u201d.`,
      status: post.status,
      author: users[post.author],
      comment_status: 'open',
      ping_status: 'open',
      date,
      date_gmt: date,
      modified: date,
      modified_gmt: date,
    });
    if (post.status === 'trash') site.posts.setMeta(id, '_wp_trash_meta_status', 'draft');
    site.terms.setForPost(
      id,
      'category',
      post.categories.map((name) => categoryIds.get(name)!),
    );
    site.terms.setForPost(
      id,
      'post_tag',
      post.tags.map((name) => tagIds.get(name)!),
    );
  }
}

function navigationLink(pageId: number, label: string): string {
  const attributes = JSON.stringify({
    label,
    type: 'page',
    id: pageId,
    url: `/?page_id=${pageId}`,
    kind: 'post-type',
  });
  return `<!-- wp:navigation-link ${attributes} /-->`;
}

function seedNavigation(site: Site, pages: Map<string, number>, admin: number): void {
  const titleOf = (key: string) => seedPages.find((page) => page.key === key)!.title;
  const items = primaryMenu.map((item) => {
    const id = pages.get(item.page)!;
    if (!item.children) return navigationLink(id, titleOf(item.page));
    const attributes = JSON.stringify({
      label: titleOf(item.page),
      type: 'page',
      id,
      url: `/?page_id=${id}`,
      kind: 'post-type',
    });
    const children = item.children
      .map((child) => navigationLink(pages.get(child)!, titleOf(child)))
      .join('\n');
    return `<!-- wp:navigation-submenu ${attributes} -->\n${children}\n<!-- /wp:navigation-submenu -->`;
  });
  site.posts.insert({
    type: 'wp_navigation',
    title: 'Primary',
    name: 'primary',
    status: 'publish',
    author: admin,
    content: items.join('\n'),
  });
}

function seedPatternsRows(site: Site, admin: number): void {
  const categoryIds = new Map(
    seedPatternCategories.map((category) => [
      category.name,
      site.terms.insert(
        'wp_pattern_category',
        category.name,
        slugify(category.name),
        category.description,
      ),
    ]),
  );
  for (const pattern of seedPatterns) {
    const id = site.posts.insert({
      type: 'wp_block',
      title: pattern.title,
      name: slugify(pattern.title),
      content: pattern.content,
      status: 'publish',
      author: admin,
    });
    if (pattern.sync) site.posts.setMeta(id, 'wp_pattern_sync_status', pattern.sync);
    site.terms.setForPost(
      id,
      'wp_pattern_category',
      pattern.categories.map((name) => categoryIds.get(name)!),
    );
  }
}

/**
 * A conversation on the newest published post: two comments, the first with a reply (its
 * author's), so the Comments blocks have threads to show.
 */
function seedComments(site: Site, users: Record<SeedUser, number>): void {
  const newest = site.db
    .prepare<[], { id: number; date: string }>(
      "SELECT id, date FROM posts WHERE type = 'post' AND status = 'publish' ORDER BY date DESC LIMIT 1",
    )
    .get();
  if (!newest) return;
  const base = Date.parse(`${newest.date.replace(' ', 'T')}Z`);
  const hoursLater = (hours: number) => toStoredDate(new Date(base + hours * 3_600_000));
  const by = (login: SeedUser) => {
    const user = seedUsers.find((entry) => entry.login === login)!;
    return { author: users[login], author_name: user.name, author_email: user.email };
  };
  const comment = (parent: number, hours: number, who: ReturnType<typeof by>, content: string) =>
    site.comments.insert({
      post_id: newest.id,
      parent,
      ...who,
      author_url: '',
      date: hoursLater(hours),
      date_gmt: hoursLater(hours),
      content,
    });
  const first = comment(
    0,
    2,
    by('editor'),
    'A lovely read. Could you say more about the first part?',
  );
  comment(first, 5, by('author'), 'Gladly: a follow-up post is on its way.');
  comment(0, 9, by('admin'), 'Thanks for writing this one up.');
}

/** Creates the base demo content unless it exists. Returns whether it ran. */
export function seedBase(site: Site): boolean {
  if (site.options.get('demo_seed_version') === seedVersion) {
    seedMediaLibrary(site); // came later than the rest: a site seeded before still gets it
    return false;
  }
  site.db.transaction(() => {
    seedOptions(site);
    const users = seedUsersRows(site);
    const pages = seedPagesRows(site, users);
    seedPostsRows(site, users);
    seedComments(site, users);
    seedNavigation(site, pages, users.admin);
    seedPatternsRows(site, users.admin);
    seedMediaLibrary(site);
    site.options.set('demo_seed_version', seedVersion);
  })();
  return true;
}

/**
 * The seeded users' site editor welcome guide closed (`core/edit-site` `welcomeGuide` false), unless
 * a user's preferences already say something about it.
 */
export function closeWelcomeGuide(site: Site): void {
  for (const { login } of seedUsers) {
    const id = site.users.byLogin(login)?.id;
    if (id === undefined) continue;
    const saved = JSON.parse(site.users.getMeta(id, 'persisted_preferences') ?? '{}');
    const editSite = saved['core/edit-site'] ?? {};
    if ('welcomeGuide' in editSite) continue;
    const preferences = { ...saved, 'core/edit-site': { ...editSite, welcomeGuide: false } };
    site.users.setMeta(id, 'persisted_preferences', JSON.stringify(preferences));
  }
}
