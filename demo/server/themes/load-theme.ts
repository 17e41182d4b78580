// Reads a theme directory in the standard layout into plain data, with no HTTP and no database,
// so any block theme dropped into a themes folder works and the loader is testable on its own.
// This is the loader's public module: the host imports from here (and types from theme-types).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { parseThemeHeader } from './parse-header';
import { parsePattern } from './parse-pattern';
import { readClassicThemeSupports, themeSupports } from './theme-supports';
import type {
  LoadedTheme,
  ThemeBlockStyleVariation,
  ThemeJson,
  ThemePattern,
  ThemeStyleVariation,
  ThemeTemplateFile,
  ThemeTemplatePartFile,
} from './theme-types';
import { describeTemplate, templateOrder, templatePartArea, titleFromSlug } from './template-types';

export { baseGlobalStyles } from './global-styles';
export { defaultTemplatePartAreas, defaultTemplateTypes } from './template-types';
export type * from './theme-types';

/** Current folder names first; the `block-*` names are what early block themes used. */
const templateDirs = ['templates', 'block-templates'];
const partDirs = ['parts', 'block-template-parts'];

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Files ending in `extension` under `dir`, depth first, as paths relative to `dir` with `/`. */
function listFiles(dir: string, extension: string): string[] {
  if (!isDirectory(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...listFiles(path, extension).map((file) => `${entry.name}/${file}`));
    } else if (entry.name.endsWith(extension)) {
      found.push(entry.name);
    }
  }
  return found.sort();
}

function firstExistingDir(themeDir: string, names: string[]): string | null {
  const name = names.find((candidate) => isDirectory(join(themeDir, candidate)));
  return name ? join(themeDir, name) : null;
}

function slugOf(relativeFile: string, extension: string): string {
  return relativeFile.slice(0, -extension.length);
}

/** Parses a JSON file that must hold an object; errors name the file. */
function readJsonObject(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

function readThemeJson(dir: string): ThemeJson | null {
  const file = join(dir, 'theme.json');
  if (!existsSync(file)) return null;
  const json = readJsonObject(file);
  if (typeof json['version'] !== 'number') {
    throw new Error(`${file}: "version" must be a number (theme.json version 2 or 3)`);
  }
  return json as unknown as ThemeJson;
}

function readTemplates(dir: string, themeJson: ThemeJson | null): ThemeTemplateFile[] {
  const templatesDir = firstExistingDir(dir, templateDirs);
  if (!templatesDir) return [];
  const customTemplates = themeJson?.customTemplates ?? [];
  return listFiles(templatesDir, '.html')
    .map((file): ThemeTemplateFile => {
      const slug = slugOf(file, '.html');
      const content = readFileSync(join(templatesDir, file), 'utf8');
      const custom = customTemplates.find((entry) => entry.name === slug);
      if (!custom) return { slug, ...describeTemplate(slug), content };
      // A custom template without postTypes is meant for pages, as in WordPress.
      const postTypes = custom.postTypes ?? ['page'];
      return {
        slug,
        title: custom.title || titleFromSlug(slug),
        description: '',
        content,
        postTypes,
      };
    })
    .sort((a, b) => templateOrder(a.slug, b.slug));
}

function readParts(dir: string, themeJson: ThemeJson | null): ThemeTemplatePartFile[] {
  const partsDir = firstExistingDir(dir, partDirs);
  if (!partsDir) return [];
  const declared = themeJson?.templateParts ?? [];
  return listFiles(partsDir, '.html').map((file) => {
    const slug = slugOf(file, '.html');
    const entry = declared.find((part) => part.name === slug);
    return {
      slug,
      title: entry?.title || titleFromSlug(slug),
      area: templatePartArea(entry?.area),
      content: readFileSync(join(partsDir, file), 'utf8'),
    };
  });
}

function readVariations(dir: string): ThemeStyleVariation[] {
  const stylesDir = join(dir, 'styles');
  const variations: ThemeStyleVariation[] = [];
  for (const file of listFiles(stylesDir, '.json')) {
    const json = readJsonObject(join(stylesDir, file));
    // Files that name blockTypes are block style variations, not whole-site style variations.
    if (Array.isArray(json['blockTypes'])) continue;
    const slug = slugOf(file, '.json');
    const variation: ThemeStyleVariation = {
      slug,
      title: typeof json['title'] === 'string' ? json['title'] : titleFromSlug(basename(slug)),
      settings: (json['settings'] as Record<string, unknown>) ?? {},
      styles: (json['styles'] as Record<string, unknown>) ?? {},
    };
    if (typeof json['description'] === 'string') variation.description = json['description'];
    variations.push(variation);
  }
  return variations;
}

/** WordPress's `_wp_to_kebab_case` for the titles a partial gives without a slug. */
function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** theme.json partials that name `blockTypes` (and give styles): block style variations. */
function readBlockStyleVariations(dir: string): ThemeBlockStyleVariation[] {
  const stylesDir = join(dir, 'styles');
  const found: ThemeBlockStyleVariation[] = [];
  for (const file of listFiles(stylesDir, '.json')) {
    const json = readJsonObject(join(stylesDir, file));
    const blockTypes = json['blockTypes'];
    const styles = json['styles'];
    if (!Array.isArray(blockTypes) || blockTypes.length === 0) continue;
    if (typeof styles !== 'object' || styles === null || Object.keys(styles).length === 0) continue;
    const title =
      typeof json['title'] === 'string' ? json['title'] : basename(slugOf(file, '.json'));
    const name = typeof json['slug'] === 'string' && json['slug'] ? json['slug'] : kebabCase(title);
    found.push({
      name,
      label: title || name,
      blockTypes: blockTypes.filter((type): type is string => typeof type === 'string'),
      styles: styles as Record<string, unknown>,
    });
  }
  return found;
}

function readPatterns(dir: string): ThemePattern[] {
  const patternsDir = join(dir, 'patterns');
  if (!isDirectory(patternsDir)) return [];
  const patterns = new Map<string, ThemePattern>();
  const files = readdirSync(patternsDir)
    .filter((name) => name.endsWith('.php'))
    .sort();
  for (const name of files) {
    const file = join(patternsDir, name);
    const pattern = parsePattern(readFileSync(file, 'utf8'), file);
    if (!pattern) continue;
    if (patterns.has(pattern.name)) {
      console.warn(`Skipping pattern ${file}: the slug "${pattern.name}" is already taken`);
      continue;
    }
    patterns.set(pattern.name, pattern);
  }
  return [...patterns.values()];
}

/**
 * Loads one theme directory. Throws an Error naming the offending file when style.css or its
 * header is missing or a JSON file (theme.json, styles/*.json, theme-supports.json) is malformed.
 */
export function loadTheme(dir: string): LoadedTheme {
  const themeDir = resolve(dir);
  const styleFile = join(themeDir, 'style.css');
  if (!existsSync(styleFile)) throw new Error(`${styleFile}: missing (every theme needs one)`);
  const header = parseThemeHeader(readFileSync(styleFile, 'utf8'), styleFile);
  const themeJson = readThemeJson(themeDir);
  const isBlockTheme = templateDirs.some((name) => existsSync(join(themeDir, name, 'index.html')));
  const classicSupports = isBlockTheme ? {} : readClassicThemeSupports(themeDir);
  return {
    stylesheet: basename(themeDir),
    dir: themeDir,
    header,
    isBlockTheme,
    themeJson,
    templates: readTemplates(themeDir, themeJson),
    parts: readParts(themeDir, themeJson),
    variations: readVariations(themeDir),
    blockStyleVariations: readBlockStyleVariations(themeDir),
    patterns: readPatterns(themeDir),
    supports: themeSupports(isBlockTheme, themeJson, classicSupports),
  };
}

/** The theme directories under a root, or the root itself when it is a theme directory. */
function themeDirsIn(root: string): string[] {
  if (!isDirectory(root)) return [];
  if (existsSync(join(root, 'style.css'))) return [root];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'style.css')))
    .map((entry) => join(root, entry.name))
    .sort();
}

/**
 * Loads every theme under the given roots, sorted by stylesheet. A missing root is skipped and
 * a broken theme is skipped with a console warning, so one bad folder never takes the host
 * down; when two roots hold the same stylesheet, the earlier root wins.
 */
export function loadThemes(roots: string[]): LoadedTheme[] {
  const themes = new Map<string, LoadedTheme>();
  for (const root of roots) {
    for (const dir of themeDirsIn(resolve(root))) {
      if (themes.has(basename(dir))) continue;
      try {
        themes.set(basename(dir), loadTheme(dir));
      } catch (error) {
        console.warn(
          `Skipping theme ${relative(process.cwd(), dir) || dir}: ${(error as Error).message}`,
        );
      }
    }
  }
  return [...themes.values()].sort((a, b) => a.stylesheet.localeCompare(b.stylesheet));
}

/**
 * The absolute path of a file inside the theme (for serving its screenshot, fonts or images),
 * or null when the relative path would leave the theme directory.
 */
export function themeFilePath(theme: LoadedTheme, relativePath: string): string | null {
  const path = resolve(theme.dir, relativePath.replace(/^\/+/, ''));
  return path.startsWith(theme.dir + sep) ? path : null;
}
