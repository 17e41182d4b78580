// Where the demo host finds things, from the environment and the command line. Everything else
// in the server receives a ServerConfig instead of reading process.env itself, so tests and the
// seed command can build one by hand.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  /** The repository root: holds dist/, demo/themes/ and package.json. */
  projectRoot: string;
  host: string;
  port: number;
  /** Holds the SQLite file and uploads; created on first run. */
  dataDir: string;
  /** Directories whose sub-directories are themes. */
  themeRoots: string[];
  /** One extra theme directory (THEME_DIR), made the active theme at start. */
  extraThemeDir: string | null;
  distDir: string;
  /**
   * DISALLOW_UNFILTERED_HTML, as the wp-config.php constant: nobody has unfiltered_html or
   * edit_css, administrators included (so an administrator cannot change custom CSS).
   */
  disallowUnfilteredHtml: boolean;
}

/** Walks up from this module until a package.json appears: the bundle lives in dist/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const projectRoot = findProjectRoot();
  const port = Number(env.PORT ?? 8080);
  return {
    projectRoot,
    host: env.HOST ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    dataDir: resolve(projectRoot, env.DATA_DIR ?? '.data'),
    themeRoots: [join(projectRoot, 'demo', 'themes')],
    extraThemeDir: env.THEME_DIR ? resolve(process.cwd(), env.THEME_DIR) : null,
    distDir: join(projectRoot, 'dist'),
    disallowUnfilteredHtml: ['1', 'true'].includes(env.DISALLOW_UNFILTERED_HTML ?? ''),
  };
}

export interface CommandLine {
  seedOnly: boolean;
  extraPages: number;
  /** `--font-families N`: the font collection padded to N families, for benchmarks. */
  fontFamilies: number;
  /**
   * `--welcome-guide-seen`: the seeded users start with the site editor's welcome guide closed, as
   * if they had seen it (for the tests and benchmarks, which it would cover on every page).
   */
  welcomeGuideSeen: boolean;
}

export function readCommandLine(argv: string[]): CommandLine {
  const seedOnly = argv.includes('--seed');
  const index = argv.indexOf('--pages');
  const extraPages = index === -1 ? 0 : Number(argv[index + 1]);
  if (!Number.isInteger(extraPages) || extraPages < 0) {
    throw new Error('--pages expects a whole number, e.g. --pages 10000');
  }
  const fontIndex = argv.indexOf('--font-families');
  const fontFamilies = fontIndex === -1 ? 0 : Number(argv[fontIndex + 1]);
  if (!Number.isInteger(fontFamilies) || fontFamilies < 0) {
    throw new Error('--font-families expects a whole number, e.g. --font-families 1500');
  }
  const welcomeGuideSeen = argv.includes('--welcome-guide-seen');
  return { seedOnly, extraPages, fontFamilies, welcomeGuideSeen };
}
