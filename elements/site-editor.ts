import { preloadFromElement, SiteEditor } from '../src/screens/site-editor';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The full site editor, or the posts-only app. */
export const contract: ElementContract = {
  tag: 'site-editor',
  className: 'SiteEditorElement',
  summary:
    'The full site editor (Design sidebar, styles, navigation, pages, templates, patterns), or with mode="posts" the posts-only app whose root is the post list. Its route lives in the host page query string (?p=...).',
  attributes: [
    ...hostAttributes,
    {
      name: 'mode',
      property: 'mode',
      type: 'string',
      tsType: "'site' | 'posts'",
      default: 'site',
      description: 'site: the full editor. posts: the posts-only app.',
    },
    {
      name: 'settings',
      property: 'settings',
      type: 'json',
      tsType:
        '{ dashboardLink?: string; dashboardLinkText?: string; loginUrl?: string; supportsLayout?: boolean; postTypeTemplates?: Record<string, string>; experiments?: { customViews?: boolean } }',
      description:
        'Editor settings from the host: the dashboard link, its text, whether layout is supported, the block markup new items of each post type start from, the login page opened when the session ended (loginUrl), and experimental features (customViews: custom views of the page and post lists).',
    },
    {
      name: 'shortcut-scope',
      property: 'shortcutScope',
      type: 'string',
      tsType: "'element' | 'page'",
      default: 'element',
      description:
        "Where the editor's keyboard shortcuts (primary+K, the command palette) are heard. element: while focus is inside the element, so an embedded editor leaves the page's keys alone. page: anywhere in the page, for a host that gives the whole page to the editor (a full-page mount, as WordPress's own site editor is).",
    },
  ],
  events: [
    {
      name: 'route-change',
      detail: '{ path: string; query: Record<string, string> }',
      description: 'The editor opened another screen (its path and query parameters).',
    },
  ],
  cssParts: [
    { name: 'sidebar', description: 'The sidebar with the site hub and the screen navigation.' },
    { name: 'hub', description: 'The site hub: site icon, title and command palette button.' },
    { name: 'content', description: 'The content area beside the sidebar.' },
  ],
  cssProperties: themeProperties,
};

defineElement(contract, SiteEditor, baseStyles, { onConnect: preloadFromElement });
