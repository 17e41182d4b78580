// The standard template types of step 1 (spec 9): their order, and the names and icons used
// when the active theme's `default_template_types` (spec 3) do not name one.
import { __, _x } from '../../i18n/translate';

/** Spec 9: the standard template order. */
export const STANDARD_TEMPLATE_ORDER = [
  'front-page',
  'home',
  'single',
  'page',
  'index',
  'archive',
  'author',
  'category',
  'date',
  'tag',
  'search',
  '404',
] as const;

// Titles and descriptions for a theme that names no default template types.
export const standardTemplateNames = (): Record<
  string,
  { title: string; description: string }
> => ({
  'front-page': {
    title: _x('Front Page', 'Template name'),
    description: __('The page visitors see first at the site address.'),
  },
  home: {
    title: _x('Blog Home', 'Template name'),
    description: __('The list of the latest posts.'),
  },
  single: { title: _x('Single Posts', 'Template name'), description: __('Shows one post.') },
  page: { title: _x('Pages', 'Template name'), description: __('Shows one page.') },
  index: {
    title: _x('Index', 'Template name'),
    description: __('Used when no more specific template fits.'),
  },
  archive: {
    title: _x('All Archives', 'Template name'),
    description: __('Lists posts when no more specific archive template fits.'),
  },
  author: {
    title: _x('Author Archives', 'Template name'),
    description: __('Displays latest posts written by a single author.'),
  },
  category: {
    title: _x('Category Archives', 'Template name'),
    description: __('Lists the posts of one category.'),
  },
  date: {
    title: _x('Date Archives', 'Template name'),
    description: __('Lists the posts of one year, month or day.'),
  },
  tag: {
    title: _x('Tag Archives', 'Template name'),
    description: __('Lists the posts of one tag.'),
  },
  search: {
    title: _x('Search Results', 'Template name'),
    description: __('Shows the results of a search.'),
  },
  404: {
    title: _x('Page: 404', 'Template name'),
    description: __('Shows when nothing is found at an address.'),
  },
});

export const STANDARD_TEMPLATE_ICONS: Readonly<Record<string, string>> = {
  'front-page': 'home',
  home: 'verse',
  single: 'pin',
  page: 'page',
  index: 'list',
  archive: 'archive',
  author: 'comment-author-avatar',
  category: 'category',
  date: 'calendar',
  tag: 'tag',
  search: 'search',
  404: 'not-found',
};
