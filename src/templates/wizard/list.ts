// The templates list beside the wizard (spec 2.10, 3): the sidebar's views ('All templates' and
// one per author), who a template is by (its author display), and which actions a template
// offers: Reset for a theme template the user customised, Delete and Rename for the user's own.
import type { Filter } from '../../data-view/types';
import { __ } from '../../i18n/translate';
import type { EditorLocation } from '../../routing/location';

/** The template fields the list's rules read (`/wp/v2/templates?context=edit`). */
export interface TemplateListRecord {
  id: string;
  slug: string;
  type?: string;
  /** 'custom' once saved by the user, 'theme' or 'plugin' for a file never edited. */
  source?: string;
  /** Where it came from: 'theme', 'plugin', 'site' or 'user'. */
  original_source?: string;
  author?: number;
  author_text?: string;
  has_theme_file?: boolean;
  plugin?: string;
  /** Not a WordPress-suggested type: a custom template the user named. */
  is_custom?: boolean;
  /** Per-record permissions, when the list was read with them. */
  permissions?: { update?: boolean; delete?: boolean };
}

/** The view that lists every template (`activeView` absent or 'all'). */
export const ALL_TEMPLATES_VIEW = 'all';

export interface TemplatesSidebarItem {
  /** The `activeView` it selects: 'all', or the author text. */
  view: string;
  label: string;
  location: EditorLocation;
  /** One template by this author, for the item's author display (icon or image). */
  template?: TemplateListRecord;
}

/** Spec 2.10: the sidebar's title and description. */
export function templatesSidebarTexts() {
  return {
    title: __('Templates'),
    description: __(
      'Create new templates, or reset any customizations made to the templates supplied by your theme.',
    ),
  };
}

/** Spec 2.10: the Add template button is labelled by the template post type's add_new_item. */
export function addTemplateLabel(postType?: { labels?: { add_new_item?: string } }): string {
  return postType?.labels?.add_new_item || __('Add Template');
}

/**
 * Spec 2.10: 'All templates' (/template), then one view per distinct author text, in the order
 * the templates first name them (/template?activeView={author}). Templates without an author
 * text have no view of their own.
 */
export function templatesSidebarItems(
  templates: readonly TemplateListRecord[],
): TemplatesSidebarItem[] {
  const byAuthor = new Map<string, TemplateListRecord>();
  for (const template of templates) {
    const author = template.author_text;
    if (author && !byAuthor.has(author)) byAuthor.set(author, template);
  }
  return [
    {
      view: ALL_TEMPLATES_VIEW,
      label: __('All templates'),
      location: { path: '/template', query: {} },
    },
    ...[...byAuthor].map(([author, template]) => ({
      view: author,
      label: author,
      location: { path: '/template', query: { activeView: author } },
      template,
    })),
  ];
}

/** The view an `activeView` query parameter selects (spec 2.2: default all). */
export const activeTemplatesView = (activeView: string | undefined): string =>
  activeView || ALL_TEMPLATES_VIEW;

/** The data view's filter for an author view; none for 'All templates'. */
export function authorFilters(activeView: string | undefined): Filter[] {
  const view = activeTemplatesView(activeView);
  return view === ALL_TEMPLATES_VIEW ? [] : [{ field: 'author', operator: 'isAny', value: [view] }];
}

/** The templates an author view lists. */
export function templatesOfView<T extends TemplateListRecord>(
  templates: readonly T[],
  activeView: string | undefined,
): T[] {
  const view = activeTemplatesView(activeView);
  return view === ALL_TEMPLATES_VIEW
    ? [...templates]
    : templates.filter((template) => template.author_text === view);
}

export type AuthorKind = 'theme' | 'plugin' | 'site' | 'user';

/** Spec 3: who a template is by: text, an icon, and an image for the site or a user. */
export interface AuthorDisplay {
  kind: AuthorKind;
  text: string;
  icon: 'layout' | 'plugins' | 'globe' | 'comment-author-avatar';
  imageUrl?: string;
  /** A theme or plugin template the user has changed. */
  isCustomized: boolean;
}

const AUTHOR_ICONS: Readonly<Record<AuthorKind, AuthorDisplay['icon']>> = {
  theme: 'layout',
  plugin: 'plugins',
  site: 'globe',
  user: 'comment-author-avatar',
};

/**
 * Spec 3's author display. `siteLogoUrl` is the site logo's address (for 'site'); `user` the
 * template's author (for 'user': name and 48px avatar).
 */
export function templateAuthorDisplay(
  template: TemplateListRecord,
  context: {
    siteLogoUrl?: string;
    user?: { name?: string; avatar_urls?: Record<string, string> };
  } = {},
): AuthorDisplay {
  const source = template.original_source;
  const kind: AuthorKind =
    source === 'theme' || source === 'plugin' || source === 'site' ? source : 'user';
  const customised = (kind === 'theme' || kind === 'plugin') && template.source === 'custom';
  const imageUrl =
    kind === 'site'
      ? context.siteLogoUrl
      : kind === 'user'
        ? context.user?.avatar_urls?.['48']
        : undefined;
  return {
    kind,
    text: template.author_text || (kind === 'user' ? (context.user?.name ?? '') : ''),
    icon: AUTHOR_ICONS[kind],
    ...(imageUrl ? { imageUrl } : {}),
    isCustomized: customised,
  };
}

const isPluginTemplate = (template: TemplateListRecord) =>
  (template.type ?? 'wp_template') === 'wp_template' && !!template.plugin;

/**
 * Reset: a theme (or plugin) template the user customised goes back to the file. Removing the
 * customisation is what the host does on delete with force=true for such a template.
 */
export function canResetTemplate(template: TemplateListRecord): boolean {
  return (
    template.source === 'custom' &&
    (!!template.has_theme_file || isPluginTemplate(template)) &&
    template.permissions?.delete !== false
  );
}

/** Created by the user: saved, with no theme or plugin file behind it. */
export const isUserTemplate = (template: TemplateListRecord): boolean =>
  template.source === 'custom' && !template.has_theme_file && !isPluginTemplate(template);

/** Delete: only templates the user created. */
export function canDeleteTemplate(template: TemplateListRecord): boolean {
  return isUserTemplate(template) && template.permissions?.delete !== false;
}

/**
 * Rename: only the user's own custom templates (step 3's), as WordPress: a template for a type
 * it suggested keeps the type's name.
 */
export function canRenameTemplate(template: TemplateListRecord): boolean {
  return (
    isUserTemplate(template) &&
    template.is_custom === true &&
    template.permissions?.update !== false
  );
}
