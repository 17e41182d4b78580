// The demo site's content, as data: pages (some nested), posts in every status by different
// authors, the Primary menu's layout and the user patterns. seed.ts turns it into rows. Long
// because it is content, not logic.
export type SeedUser = 'admin' | 'editor' | 'author';

export interface SeedPage {
  key: string;
  title: string;
  status: string;
  author: SeedUser;
  parent?: string;
  daysAgo: number;
  menuOrder?: number;
  template?: string;
}

export const seedUsers: { login: SeedUser; name: string; role: string; email: string }[] = [
  { login: 'admin', name: 'Alex Admin', role: 'administrator', email: 'admin@example.test' },
  { login: 'editor', name: 'Eden Editor', role: 'editor', email: 'editor@example.test' },
  { login: 'author', name: 'Arlo Author', role: 'author', email: 'author@example.test' },
];

export const seedPages: SeedPage[] = [
  { key: 'home', title: 'Home', status: 'publish', author: 'admin', daysAgo: 120, menuOrder: 0 },
  { key: 'about', title: 'About', status: 'publish', author: 'admin', daysAgo: 118, menuOrder: 1 },
  {
    key: 'team',
    title: 'Team',
    status: 'publish',
    author: 'editor',
    parent: 'about',
    daysAgo: 110,
    menuOrder: 0,
  },
  {
    key: 'history',
    title: 'History',
    status: 'publish',
    author: 'editor',
    parent: 'about',
    daysAgo: 100,
    menuOrder: 1,
  },
  {
    key: 'careers',
    title: 'Careers',
    status: 'draft',
    author: 'editor',
    parent: 'about',
    daysAgo: 12,
    menuOrder: 2,
  },
  {
    key: 'services',
    title: 'Services',
    status: 'publish',
    author: 'admin',
    daysAgo: 117,
    menuOrder: 2,
  },
  {
    key: 'design',
    title: 'Design',
    status: 'publish',
    author: 'editor',
    parent: 'services',
    daysAgo: 90,
    menuOrder: 0,
  },
  {
    key: 'development',
    title: 'Development',
    status: 'publish',
    author: 'editor',
    parent: 'services',
    daysAgo: 88,
    menuOrder: 1,
  },
  {
    key: 'web-apps',
    title: 'Web Apps',
    status: 'publish',
    author: 'editor',
    parent: 'development',
    daysAgo: 60,
    menuOrder: 0,
  },
  {
    key: 'consulting',
    title: 'Consulting',
    status: 'pending',
    author: 'editor',
    parent: 'services',
    daysAgo: 5,
    menuOrder: 2,
  },
  { key: 'blog', title: 'Blog', status: 'publish', author: 'admin', daysAgo: 116, menuOrder: 3 },
  {
    key: 'contact',
    title: 'Contact',
    status: 'publish',
    author: 'admin',
    daysAgo: 115,
    menuOrder: 4,
    template: 'page-no-title',
  },
  {
    key: 'faq',
    title: 'Frequently Asked Questions',
    status: 'publish',
    author: 'editor',
    daysAgo: 70,
    menuOrder: 5,
  },
  {
    key: 'case-studies',
    title: 'Case Studies',
    status: 'publish',
    author: 'editor',
    daysAgo: 40,
    menuOrder: 6,
  },
  {
    key: 'privacy',
    title: 'Privacy Policy',
    status: 'draft',
    author: 'admin',
    daysAgo: 119,
    menuOrder: 7,
  },
  {
    key: 'pricing',
    title: 'Pricing',
    status: 'future',
    author: 'admin',
    daysAgo: -7,
    menuOrder: 8,
  },
  {
    key: 'launch',
    title: 'Coming Soon: Spring Launch',
    status: 'future',
    author: 'editor',
    daysAgo: -21,
    menuOrder: 9,
  },
  {
    key: 'handbook',
    title: 'Internal Handbook',
    status: 'private',
    author: 'admin',
    daysAgo: 30,
    menuOrder: 10,
  },
  {
    key: 'press',
    title: 'Press Kit',
    status: 'private',
    author: 'editor',
    daysAgo: 25,
    menuOrder: 11,
  },
  {
    key: 'testimonials',
    title: 'Testimonials',
    status: 'pending',
    author: 'editor',
    daysAgo: 3,
    menuOrder: 12,
  },
  { key: 'events', title: 'Events', status: 'draft', author: 'editor', daysAgo: 2, menuOrder: 13 },
  {
    key: 'old-landing',
    title: 'Old Landing Page',
    status: 'trash',
    author: 'admin',
    daysAgo: 200,
    menuOrder: 14,
  },
];

const postTitles = [
  'Welcome to Meridian',
  'Designing with global styles',
  'A field guide to block themes',
  'Typography that scales',
  'Colour palettes for accessible sites',
  'How we plan a redesign',
  'Patterns worth reusing',
  'The case for fewer fonts',
  'Navigation menus, simplified',
  'Writing for the web',
  'Notes from our spring workshop',
  'Building a style guide in an afternoon',
  'What template parts are for',
  'Shadows, subtly',
  'Spacing scales explained',
  'A year of small releases',
  'Choosing a content structure',
  'Photography on a budget',
  'Our editorial calendar',
  'Meet the team',
  'Draft: ideas for the newsletter',
  'Draft: onboarding checklist',
  'Draft: roadmap for next quarter',
  'Pending: interview with a designer',
  'Pending: accessibility audit results',
  'Scheduled: summer announcement',
  'Scheduled: conference recap',
  'Private: team retrospective',
  'Private: budget notes',
  'Trashed: outdated pricing post',
  'Trashed: duplicate announcement',
];

const postStatusFor = (title: string): string => {
  const prefix = title.split(':')[0];
  const byPrefix: Record<string, string> = {
    Draft: 'draft',
    Pending: 'pending',
    Scheduled: 'future',
    Private: 'private',
    Trashed: 'trash',
  };
  return (prefix && byPrefix[prefix]) || 'publish';
};

const authorsInTurn: SeedUser[] = ['admin', 'editor', 'author'];

export const seedPosts = postTitles.map((title, i) => {
  const status = postStatusFor(title);
  // Private posts need an author who may publish privately in WordPress terms: not the author role.
  const author = status === 'private' ? 'editor' : authorsInTurn[i % authorsInTurn.length]!;
  return {
    title: title.replace(/^(Draft|Pending|Scheduled|Private|Trashed): /, ''),
    status,
    author,
    daysAgo: status === 'future' ? -(i + 3) : 3 * (postTitles.length - i),
    categories: [['News'], ['Design'], ['Design', 'Engineering'], ['Engineering']][i % 4]!,
    tags: [['blocks'], ['themes', 'styles'], [], ['typography']][i % 4]!,
  };
});

export const seedCategories = ['News', 'Design', 'Engineering'];
export const seedTags = ['blocks', 'themes', 'styles', 'typography'];

export function paragraphs(...texts: string[]): string {
  return texts
    .map((text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`)
    .join('\n\n');
}

export function pageContent(title: string): string {
  return [
    `<!-- wp:heading -->\n<h2 class="wp-block-heading">${title}</h2>\n<!-- /wp:heading -->`,
    paragraphs(
      `This is the ${title} page of the Meridian demo site. Edit it in the site editor to try pages, templates and styles.`,
      'Every block on this page is ordinary block markup stored in the demo host\u2019s database.',
    ),
  ].join('\n\n');
}

export const seedPatterns = [
  {
    title: 'Call to action banner',
    sync: '',
    categories: ['Marketing'],
    content:
      '<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group"><!-- wp:heading -->\n<h2 class="wp-block-heading">Ready to start?</h2>\n<!-- /wp:heading -->\n\n<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Get in touch</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons --></div>\n<!-- /wp:group -->',
  },
  {
    title: 'Team grid',
    sync: 'unsynced',
    categories: ['Marketing'],
    content:
      '<!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column"><!-- wp:paragraph -->\n<p><strong>Alex</strong>, founder</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column -->\n\n<!-- wp:column -->\n<div class="wp-block-column"><!-- wp:paragraph -->\n<p><strong>Eden</strong>, editor in chief</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->',
  },
  {
    title: 'Newsletter signup',
    sync: 'unsynced',
    categories: ['Forms'],
    content: paragraphs(
      'Get one short email a month with what we learned.',
      '<a href="/contact">Subscribe</a>',
    ),
  },
  {
    title: 'Footer credits',
    sync: '',
    categories: [],
    content: paragraphs('\u00a9 Meridian Demo. Built with blocks.'),
  },
];

export const seedPatternCategories = [
  { name: 'Marketing', description: 'Patterns for landing pages and campaigns.' },
  { name: 'Forms', description: 'Sign-up and contact patterns.' },
];

/** The Primary menu: page keys, with children shown as a submenu. */
export const primaryMenu: { page: string; children?: string[] }[] = [
  { page: 'home' },
  { page: 'about', children: ['team', 'history'] },
  { page: 'services', children: ['design', 'development'] },
  { page: 'blog' },
  { page: 'contact' },
];
