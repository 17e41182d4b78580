// Shared records for the Patterns page's tests: what the host answers, in its own shapes.
import {
  type PatternCategorySources,
  type PatternItem,
  templatePartItem,
  themePatternItem,
  userPatternItem,
} from '../../../src/patterns';

export const sources: PatternCategorySources = {
  themeCategories: [
    {
      name: 'banner',
      label: 'Banners',
      description: 'Bold sections designed to showcase key content.',
    },
    { name: 'query', label: 'Posts', description: 'Display your latest posts.' },
    { name: 'posts', label: 'Posts', description: 'Display your latest posts in lists.' },
    { name: 'footer', label: 'Footers', description: 'A variety of footer designs.' },
    { name: 'about', label: 'About', description: 'Introduce yourself.' },
  ],
  userCategories: [
    {
      id: 11,
      name: 'Recipes &amp; food',
      slug: 'recipes',
      count: 1,
      description: 'Kitchen things',
    },
    { id: 12, name: 'Banners', slug: 'banner', count: 1, description: '' },
    { id: 13, name: 'Empty one', slug: 'empty-one', count: 0, description: '' },
  ],
};

export const heroPattern = themePatternItem({
  name: 'theme/hero',
  title: 'Hero',
  content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
  categories: ['banner', 'footer'],
});
export const latestPosts = themePatternItem({
  name: 'theme/latest',
  title: 'Latest posts',
  content: '<!-- wp:query /-->',
  categories: ['query'],
});
export const plainThemePattern = themePatternItem({
  name: 'theme/plain',
  title: 'Plain',
  content: '<p>x</p>',
});
export const recipePattern = userPatternItem({
  id: 41,
  slug: 'recipe-card',
  title: { raw: 'Recipe card' },
  content: { raw: '<!-- wp:heading --><h2>Soup</h2><!-- /wp:heading -->' },
  status: 'publish',
  wp_pattern_category: [11],
  meta: { wp_pattern_sync_status: '' },
});
export const looseUserPattern = userPatternItem({
  id: 42,
  slug: 'loose',
  title: { raw: 'Loose' },
  content: { raw: '<p>loose</p>' },
  status: 'publish',
  wp_pattern_category: [],
  meta: { wp_pattern_sync_status: 'unsynced' },
});

export const patterns: PatternItem[] = [
  heroPattern,
  latestPosts,
  plainThemePattern,
  recipePattern,
  looseUserPattern,
];

export const themeHeader = templatePartItem({
  id: 'theme//header',
  slug: 'header',
  title: { raw: 'Header', rendered: 'Header' },
  content: { raw: '<!-- wp:site-title /-->' },
  area: 'header',
  source: 'theme',
  has_theme_file: true,
  original_source: 'theme',
  author_text: 'Demo Theme',
});
export const customisedFooter = templatePartItem({
  id: 'theme//footer',
  slug: 'footer',
  title: { raw: 'Footer', rendered: 'Footer' },
  content: { raw: '<p>changed</p>' },
  area: 'footer',
  source: 'custom',
  has_theme_file: true,
  original_source: 'theme',
  author_text: 'Demo Theme',
});
export const userPart = templatePartItem({
  id: 'theme//promo',
  slug: 'promo',
  title: { raw: 'Promo', rendered: 'Promo' },
  content: { raw: '<p>promo</p>' },
  area: 'not-an-area',
  source: 'custom',
  has_theme_file: false,
  original_source: 'user',
  author: 3,
  author_text: 'Ada',
});
export const parts: PatternItem[] = [themeHeader, customisedFooter, userPart];
