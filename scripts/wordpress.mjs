// A real WordPress 7.1 for the WordPress lane of `npm test` and for trying the elements by hand:
// extracted from the release tarball in ../shared/wordpress/ (a test fixture, never shipped), on
// SQLite, served by PHP's built-in server, installed, seeded and given our plugin with the built
// bundle. `node scripts/wordpress.mjs` starts one and keeps it running (PORT, default 8890).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPlugin } from './wordpress-plugin.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The fixtures sit beside the project on its machines (../shared/wordpress/); a clone elsewhere on
// such a machine finds them at /work/shared/wordpress/; WORDPRESS_FIXTURES names another folder.
const fixtureCandidates = [
  process.env.WORDPRESS_FIXTURES,
  join(root, '..', 'shared', 'wordpress'),
  '/work/shared/wordpress',
].filter(Boolean);
export const fixturesDir = resolve(
  fixtureCandidates.find((dir) => existsSync(join(dir, 'wordpress-7.1.0.tar.gz'))) ??
    fixtureCandidates[0],
);
const wordpressTarball = join(fixturesDir, 'wordpress-7.1.0.tar.gz');
const sqliteTarball = join(fixturesDir, 'sqlite-database-integration-2.1.15.tar.gz');

/** The users the lane logs in as (password = user name), with their WordPress roles. */
export const wordpressUsers = [
  { login: 'admin', role: 'administrator' },
  { login: 'editor', role: 'editor' },
  { login: 'author', role: 'author' },
];

/** Why WordPress cannot be brought up here, or undefined when it can. */
export function wordpressUnavailable() {
  if (!existsSync(wordpressTarball)) return `no WordPress tarball at ${wordpressTarball}`;
  if (!existsSync(sqliteTarball)) return `no SQLite integration tarball at ${sqliteTarball}`;
  try {
    execFileSync('php', ['-r', 'exit(extension_loaded("pdo_sqlite") ? 0 : 3);'], {
      stdio: 'ignore',
    });
  } catch {
    return 'no PHP with pdo_sqlite (apt-get install php8.2-cli php8.2-sqlite3 …)';
  }
  if (!existsSync(join(root, 'dist', 'esm', 'site-editor.js')))
    return 'no built bundle: run npm run build';
  return undefined;
}

const routerPhp = `<?php
// PHP's built-in server in front of WordPress: real files as they are, pretty permalinks and
// /wp-json/ through index.php.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = $root . $path;
if ($path !== '/' && is_dir($file) && substr($path, -1) !== '/') {
  header('Location: ' . $path . '/' . (empty($_SERVER['QUERY_STRING']) ? '' : '?' . $_SERVER['QUERY_STRING']), true, 301);
  return true;
}
if (is_file($file) || (is_dir($file) && (is_file($file . '/index.php') || is_file($file . '/index.html')))) {
  return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir($root);
require $root . '/index.php';
`;

function salt() {
  return randomBytes(48)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x');
}

function wpConfig(url, dbDir) {
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', ${JSON.stringify(`${dbDir}/`)} );
define( 'DB_FILE', 'wordpress.sqlite' );
${keys.map((key) => `define( '${key}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${JSON.stringify(`${dbDir}/debug.log`)} );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
if ( ! defined( 'ABSPATH' ) ) {
  define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function extract(webroot) {
  execFileSync('tar', ['xzf', wordpressTarball, '-C', webroot]);
  // Left out of the fixture (client-side image processing only): WordPress asks for it by name.
  const vips = join(webroot, 'wp-includes/js/dist/script-modules/vips/worker.min.js');
  if (!existsSync(vips)) writeFileSync(vips, 'export{}\n');
  const sqlite = join(webroot, 'wp-content/plugins/sqlite-database-integration');
  mkdirSync(sqlite, { recursive: true });
  execFileSync('tar', ['xzf', sqliteTarball, '-C', sqlite]);
  const dbPhp = readFileSync(join(sqlite, 'db.copy'), 'utf8')
    .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite)
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  writeFileSync(join(webroot, 'wp-content/db.php'), dbPhp);
}

async function waitForServer(url, child, deadline = Date.now() + 20_000) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PHP's server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/wp-includes/images/blank.gif`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`PHP's server did not answer at ${url}`);
}

async function install(url) {
  const body = new URLSearchParams({
    weblog_title: 'Site Editor Lane',
    user_name: 'admin',
    admin_password: 'admin',
    admin_password2: 'admin',
    pw_weak: 'on',
    admin_email: 'admin@example.org',
    blog_public: '0',
    language: '',
  });
  const response = await fetch(`${url}/wp-admin/install.php?step=2`, { method: 'POST', body });
  const text = await response.text();
  if (!response.ok || !/Success|installed/i.test(text)) {
    throw new Error(`WordPress did not install (${response.status}): ${text.slice(0, 400)}`);
  }
}

/** Runs a PHP file with WordPress loaded (as WP-CLI would), returning what it printed. */
export function runWordPressPhp(webroot, file, env = {}) {
  return execFileSync('php', ['-d', 'memory_limit=512M', file], {
    cwd: webroot,
    env: { ...process.env, WP_ROOT: webroot, ...env },
    encoding: 'utf8',
  });
}

/**
 * Brings up a fresh WordPress on `port`: extracted, installed, seeded by `seedFile` (a PHP file
 * run with WordPress loaded) and given the plugin. Resolves with its URL, folders and `stop()`.
 */
export async function startWordPress({
  port = 8890,
  seedFile = join(root, 'test', 'wordpress', 'seed.php'),
} = {}) {
  const why = wordpressUnavailable();
  if (why) throw new Error(`WordPress cannot run here: ${why}`);
  const base = mkdtempSync(join(tmpdir(), 'site-editor-wordpress-'));
  const webroot = join(base, 'www');
  const dbDir = join(base, 'db');
  mkdirSync(webroot);
  mkdirSync(dbDir);
  const url = `http://127.0.0.1:${port}`;
  extract(webroot);
  writeFileSync(join(webroot, 'wp-config.php'), wpConfig(url, dbDir));
  writeFileSync(join(base, 'router.php'), routerPhp);
  installPlugin(join(webroot, 'wp-content', 'plugins'));

  const child = spawn(
    'php',
    [
      '-d',
      'opcache.enable_cli=1',
      '-d',
      'memory_limit=512M',
      '-d',
      'upload_max_filesize=20M',
      '-d',
      'post_max_size=24M',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      webroot,
      join(base, 'router.php'),
    ],
    {
      cwd: webroot,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    },
  );
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await waitForServer(url, child);
    await install(url);
    const seeded = runWordPressPhp(webroot, seedFile);
    return {
      url,
      base,
      webroot,
      dbDir,
      stop,
      seeded: seeded ? JSON.parse(seeded) : {},
      serverLog: () => log,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8890);
  const started = Date.now();
  const wordpress = await startWordPress({ port });
  console.log(
    `WordPress 7.1 at ${wordpress.url}/wp-admin/ (admin/admin, editor/editor, author/author), ready in ${Date.now() - started} ms`,
  );
  console.log(`files: ${wordpress.base}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      wordpress.stop();
      process.exit(0);
    });
  }
  setInterval(() => {}, 1 << 30);
}
