// The site export (WordPress's wp_generate_block_templates_export_file, reimplemented): the active
// theme's files, then every template and part as the site has them now (the user's versions over
// the theme's) in templates/ and parts/, and theme.json merged with the user's global styles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';
import type { LoadedTheme } from '../themes/theme-types';
import { globalStylesSlug, parseGlobalStyles } from './global-styles';
import type { Site } from './site';
import { listTemplates } from './templates';

/** What WordPress leaves out of a theme's copy (wp_is_theme_directory_ignored). */
const IGNORED = ['.DS_Store', '.svn', '.git', '.hg', '.bzr', 'node_modules', 'vendor'];

/** theme.json's top-level keys (WordPress's WP_Theme_JSON::VALID_TOP_LEVEL_KEYS). */
const TOP_LEVEL_KEYS = new Set([
  'blockTypes',
  'customTemplates',
  'description',
  'patterns',
  'settings',
  'slug',
  'styles',
  'templateParts',
  'title',
  'version',
]);

/** The JSON schema version written into theme.json: WordPress writes its own major.minor. */
const SCHEMA = 'https://schemas.wp.org/wp/7.1/theme.json';

function themeFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.filter((path) => !IGNORED.some((ignored) => path.startsWith(ignored)));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The user's values over the theme's: objects merged key by key, anything else replaced. */
function merged(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merged(base[key], value);
  return result;
}

/** Template-part blocks in an exported template name no theme: the zip is the theme. */
function withoutPartThemes(content: string): string {
  return content.replace(
    /<!-- wp:template-part (\{.*?\}) (\/?)-->/g,
    (whole, json: string, selfClosing: string) => {
      try {
        const { theme: _theme, ...attributes } = JSON.parse(json) as Record<string, unknown>;
        const kept = Object.keys(attributes).length > 0 ? `${JSON.stringify(attributes)} ` : '';
        return `<!-- wp:template-part ${kept}${selfClosing}-->`;
      } catch {
        return whole;
      }
    },
  );
}

/** theme.json as WordPress writes it: its schema first when versioned, tabs for indents. */
function exportedThemeJson(site: Site, theme: LoadedTheme): string {
  const row = site.posts.bySlug('wp_global_styles', globalStylesSlug(theme.stylesheet));
  const user = row ? parseGlobalStyles(row.content) : { settings: {}, styles: {} };
  const all = merged(theme.themeJson ?? {}, user) as Record<string, unknown>;
  // Only theme.json's own keys, as WordPress's tree keeps them (the file's `$schema` goes).
  const tree = Object.fromEntries(Object.entries(all).filter(([key]) => TOP_LEVEL_KEYS.has(key)));
  const data = tree.version ? { $schema: SCHEMA, ...tree } : tree;
  return JSON.stringify(data, null, 4).replace(/^( {4})+/gm, (indent) =>
    '\t'.repeat(indent.length / 4),
  );
}

/** The zip's bytes and its file name (`{stylesheet}.zip`). */
export function siteExport(site: Site, theme: LoadedTheme): { name: string; bytes: Uint8Array } {
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {
    'templates/': new Uint8Array(),
    'parts/': new Uint8Array(),
  };
  for (const path of themeFiles(theme.dir)) files[path] = readFileSync(join(theme.dir, path));
  for (const template of listTemplates(site, theme, 'wp_template')) {
    files[`templates/${template.slug}.html`] = encoder.encode(withoutPartThemes(template.content));
  }
  for (const part of listTemplates(site, theme, 'wp_template_part')) {
    files[`parts/${part.slug}.html`] = encoder.encode(part.content);
  }
  files['theme.json'] = encoder.encode(exportedThemeJson(site, theme));
  return { name: `${theme.stylesheet}.zip`, bytes: zipSync(files, { level: 6 }) };
}
