// The themes this host can serve: every directory under demo/themes plus THEME_DIR. The
// active theme is the `stylesheet` option, like WordPress. Themes are read from disk once at
// start; restart the server after editing a theme's files.
import { existsSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Options } from '../db/options';
import { loadTheme, loadThemes } from '../themes/load-theme';
import type { LoadedTheme } from '../themes/theme-types';

export const defaultThemeSlug = 'meridian';

export class ThemeRegistry {
  readonly #themes: Map<string, LoadedTheme>;
  readonly #options: Options;

  constructor(config: ServerConfig, options: Options) {
    this.#options = options;
    const roots = config.themeRoots.filter((root) => existsSync(root));
    const list = loadThemes(roots);
    if (config.extraThemeDir) list.push(loadTheme(config.extraThemeDir));
    this.#themes = new Map(list.map((theme) => [theme.stylesheet, theme]));
    if (this.#themes.size === 0) throw new Error(`No themes found under ${roots.join(', ')}`);
  }

  all(): LoadedTheme[] {
    return [...this.#themes.values()];
  }

  get(stylesheet: string): LoadedTheme | undefined {
    return this.#themes.get(stylesheet);
  }

  active(): LoadedTheme {
    const stylesheet = this.#options.get('stylesheet', defaultThemeSlug);
    return this.#themes.get(stylesheet) ?? this.#themes.get(defaultThemeSlug) ?? this.all()[0]!;
  }

  activate(stylesheet: string): LoadedTheme {
    const theme = this.#themes.get(stylesheet);
    if (!theme) throw new Error(`Unknown theme ${stylesheet}`);
    this.#options.set('stylesheet', theme.stylesheet);
    this.#options.set('template', theme.header.template || theme.stylesheet);
    return theme;
  }
}
