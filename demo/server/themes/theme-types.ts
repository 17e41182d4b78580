// The shapes the theme loader hands to the demo host. They follow the files of a theme in the
// standard layout (style.css, theme.json, templates/, parts/, styles/, patterns/) closely, so
// the REST layer can turn them into WordPress-shaped responses without reading files itself.

/** The `style.css` header comment. Only `name` is required. */
export interface ThemeHeader {
  name: string;
  themeUri?: string;
  author?: string;
  authorUri?: string;
  description?: string;
  version?: string;
  requiresAtLeast?: string;
  testedUpTo?: string;
  requiresPhp?: string;
  license?: string;
  textDomain?: string;
  /** The parent theme's stylesheet, for child themes. */
  template?: string;
  tags?: string[];
}

/** An entry of theme.json `customTemplates`. */
export interface ThemeJsonCustomTemplate {
  name: string;
  title?: string;
  postTypes?: string[];
}

/** An entry of theme.json `templateParts`. */
export interface ThemeJsonTemplatePart {
  name: string;
  title?: string;
  area?: string;
}

/**
 * theme.json as read from disk. Settings and styles stay loosely typed: the global styles engine
 * owns their meaning, the loader only merges them.
 */
export interface ThemeJson {
  $schema?: string;
  version: number;
  title?: string;
  settings?: Record<string, unknown>;
  styles?: Record<string, unknown>;
  customTemplates?: ThemeJsonCustomTemplate[];
  templateParts?: ThemeJsonTemplatePart[];
  patterns?: string[];
}

export interface ThemeTemplateFile {
  slug: string;
  /** From theme.json `customTemplates`, else the default template types table, else the slug. */
  title: string;
  description: string;
  content: string;
  /** Only for custom templates: the post types that may pick this template. */
  postTypes?: string[];
}

export type TemplatePartArea = 'header' | 'footer' | 'sidebar' | 'uncategorized';

export interface ThemeTemplatePartFile {
  slug: string;
  title: string;
  area: TemplatePartArea | string;
  content: string;
}

export interface ThemeStyleVariation {
  /** The file name under styles/ without `.json`; nested folders are kept (`typography/serif`). */
  slug: string;
  title: string;
  description?: string;
  settings: Record<string, unknown>;
  styles: Record<string, unknown>;
}

/**
 * A block style variation from a theme.json partial under styles/ that names `blockTypes`
 * (Twenty Twenty-Five's `styles/blocks/01-display.json`): registered for those blocks, its
 * styles put under each block's `variations` in the theme's global styles.
 */
export interface ThemeBlockStyleVariation {
  /** The file's `slug`, else its title in kebab case, as WordPress names it. */
  name: string;
  /** The file's `title`, else the name. */
  label: string;
  blockTypes: string[];
  styles: Record<string, unknown>;
}

export interface ThemePattern {
  /** The `Slug` header, e.g. `meridian/hero`. */
  name: string;
  title: string;
  content: string;
  categories: string[];
  keywords: string[];
  description: string;
  viewportWidth?: number;
  inserter: boolean;
  blockTypes: string[];
  postTypes: string[];
  templateTypes: string[];
  source: 'theme';
}

export interface LoadedTheme {
  /** The theme directory's name, which is how WordPress identifies a theme. */
  stylesheet: string;
  /** Absolute path of the theme directory. */
  dir: string;
  header: ThemeHeader;
  isBlockTheme: boolean;
  themeJson: ThemeJson | null;
  templates: ThemeTemplateFile[];
  parts: ThemeTemplatePartFile[];
  variations: ThemeStyleVariation[];
  /** Block style variations from theme.json partials, in file order. */
  blockStyleVariations: ThemeBlockStyleVariation[];
  patterns: ThemePattern[];
  /** Shaped like the REST `theme_supports` field of `/wp/v2/themes`. */
  supports: Record<string, unknown>;
}

/** The body of `GET /wp/v2/global-styles/themes/{stylesheet}`. */
export interface BaseGlobalStyles {
  version: number;
  settings: Record<string, unknown>;
  styles: Record<string, unknown>;
}
