import type { QueryObject } from '../../api';
import { __ } from '../../i18n/translate';

/** One kind of record the editor reads or saves, and where it lives on the host. */
export interface EntityConfig {
  kind: string;
  name: string;
  /** REST path from the root. A function for collections under a parent (`query.parent`). */
  baseURL: string | ((parent: string) => string);
  /** The field that identifies a record in its URL; `false` for a single record (settings). */
  key: string | false;
  /** Added to every read, e.g. `_embed` or `_fields`. */
  baseQuery?: QueryObject;
  /** What the save panel calls a record that has no title. */
  label: () => string;
}

type Row = [kind: string, name: string, baseURL: EntityConfig['baseURL'], label: () => string];

// WordPress's REST bases (`rest_base` of each post type and taxonomy, core's other routes).
const rows: Row[] = [
  ['root', 'site', 'wp/v2/settings', () => __('Site')],
  ['root', '__unstableBase', '', () => __('Site')],
  ['root', 'theme', 'wp/v2/themes', () => __('Theme')],
  ['root', 'globalStyles', 'wp/v2/global-styles', () => __('Global Styles')],
  [
    'root',
    'globalStylesRevision',
    (parent) => `wp/v2/global-styles/${parent}/revisions`,
    () => __('Revision'),
  ],
  ['root', 'user', 'wp/v2/users', () => __('User')],
  ['root', 'media', 'wp/v2/media', () => __('Media')],
  ['root', 'postType', 'wp/v2/types', () => __('Post Type')],
  ['root', 'taxonomy', 'wp/v2/taxonomies', () => __('Taxonomy')],
  ['postType', 'page', 'wp/v2/pages', () => __('Page')],
  ['postType', 'post', 'wp/v2/posts', () => __('Post')],
  ['postType', 'wp_template', 'wp/v2/templates', () => __('Template')],
  ['postType', 'wp_template_part', 'wp/v2/template-parts', () => __('Template Part')],
  ['postType', 'wp_navigation', 'wp/v2/navigation', () => __('Navigation Menu')],
  ['postType', 'wp_block', 'wp/v2/blocks', () => __('Pattern')],
  ['postType', 'wp_font_family', 'wp/v2/font-families', () => __('Font Family')],
  ['postType', 'wp_dataviews', 'wp/v2/dataviews', () => __('View')],
  ['taxonomy', 'wp_pattern_category', 'wp/v2/wp_pattern_category', () => __('Pattern Category')],
  ['taxonomy', 'wp_dataviews_type', 'wp/v2/wp_dataviews_type', () => __('View Type')],
];

const overrides: Record<string, Partial<EntityConfig>> = {
  'root/site': { key: false },
  'root/__unstableBase': {
    key: false,
    baseQuery: {
      _fields:
        'description,gmt_offset,home,name,site_icon,site_icon_url,site_logo,timezone_string,url',
    },
  },
  'root/theme': { key: 'stylesheet' },
  'root/postType': { key: 'slug' },
  'root/taxonomy': { key: 'slug' },
  'postType/wp_font_family': { baseQuery: { _embed: true } },
};

const table = new Map<string, EntityConfig>();

/** Adds an entity type (a plugin's post type, say) or replaces one. */
export function registerEntityType(config: EntityConfig): void {
  table.set(`${config.kind}/${config.name}`, config);
}

for (const [kind, name, baseURL, label] of rows) {
  registerEntityType({ kind, name, baseURL, key: 'id', label, ...overrides[`${kind}/${name}`] });
}

export function getEntityConfig(kind: string, name: string): EntityConfig {
  const config = table.get(`${kind}/${name}`);
  if (!config) throw new Error(`Unknown entity type ${kind}/${name}`);
  return config;
}

export function entityTypes(): EntityConfig[] {
  return [...table.values()];
}

/** The collection path; nested collections take their parent from `query.parent`. */
export function collectionPath(config: EntityConfig, query: QueryObject = {}): string {
  if (typeof config.baseURL === 'string') return config.baseURL;
  if (query.parent === undefined || query.parent === null) {
    throw new Error(`${config.kind}/${config.name} needs a parent in its query`);
  }
  return config.baseURL(String(query.parent));
}

/** One record's path. Template ids keep their `//` (`wp/v2/templates/theme//home`). */
export function recordPath(config: EntityConfig, key: EntityKey | undefined, query?: QueryObject) {
  const base = collectionPath(config, query);
  if (config.key === false || key === undefined) return base;
  return `${base}/${String(key).split('/').map(encodeURIComponent).join('/')}`;
}

export type EntityKey = string | number;
