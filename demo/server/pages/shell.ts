// The HTML document around every demo page, printed the way a PHP host prints an admin page:
// the element tags with their `rest-nonce` and `api-root` attributes, one module script per element
// from /dist/esm/, the demo's own lit-html scripts from /dist/demo/, and the page data as JSON.
import { logoutUrl } from './login';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BLOCK_CANVAS_BODY_SCRIPT_HASH,
  FRAME_MEASURE_SCRIPT_HASH,
} from '../../../src/canvas/realm-policy';
import { restNonce } from '../auth/authenticate';
import { type CurrentUser, hasCap } from '../auth/current-user';
import { fileBodyLimit } from '../http/request';
import { PAGE_POLICY, sendHtml } from '../http/respond';
import { allowedMimeTypes } from '../site/file-type';
import type { Site } from '../site/site';
import { html, jsonForScript, raw, type SafeHtml, siteName } from './html';
import type { PageRequest } from './page-route';

export const elementTags = [
  'site-editor',
  'font-library',
  'data-view',
  'style-book',
  'navigation-manager',
] as const;
export type ElementTag = (typeof elementTags)[number];

export const apiRoot = '/wp-json/';
export const editorSettings = {
  // What the demo's media library takes (media-routes.ts), as WordPress lists its allowed types.
  allowedMimeTypes,
  maxUploadFileSize: fileBodyLimit,
  dashboardLink: '/',
  dashboardLinkText: 'Dashboard',
  // Opened in a window of its own when the session ended (the host contract's login page).
  loginUrl: '/login',
  // The demo's posts start from a block template, as a post type registered with one does.
  postTypeTemplates: {
    post: '<!-- wp:paragraph {"placeholder":"Start with the story\u2019s first line\u2026"} -->\n<p></p>\n<!-- /wp:paragraph -->',
  },
};

/** Experiments a demo page can turn on with `?experiments=a,b` (off by default). */
const demoExperiments = ['customViews'] as const;

/**
 * The editor settings for a demo page: the defaults, plus the experiments its URL names, e.g.
 * `/editor?experiments=customViews&p=/page`. The editor keeps host parameters while it navigates,
 * so a reload keeps them on.
 */
export function editorSettingsFor(url: URL, site?: Site, user?: CurrentUser) {
  const named = (url.searchParams.get('experiments') ?? '').split(',').map((name) => name.trim());
  const experiments = Object.fromEntries(
    demoExperiments.filter((name) => named.includes(name)).map((name) => [name, true]),
  );
  const activation = site && user ? themeActivationNonce(url, site, user) : undefined;
  return {
    ...editorSettings,
    ...(Object.keys(experiments).length > 0 ? { experiments } : {}),
    ...(activation ? { themeActivationNonce: activation } : {}),
  };
}

/**
 * While the page previews a theme (`wp_theme_preview`, users who may switch themes), the nonce
 * themes.php takes to activate it, as WordPress prints it for its own editor.
 */
function themeActivationNonce(url: URL, site: Site, user: CurrentUser): string | undefined {
  const preview = url.searchParams.get('wp_theme_preview');
  if (!preview || !user.id || !hasCap(user, 'switch_themes') || !site.themes.get(preview)) {
    return undefined;
  }
  return site.nonces.create(`switch-theme_${preview}`, user.id, user.token);
}

export interface DemoPageLink {
  path: string;
  title: string;
  description: string;
}

export const demoPages: DemoPageLink[] = [
  { path: '/editor', title: 'Site editor', description: 'The full <site-editor> on its own page.' },
  {
    path: '/posts',
    title: 'Posts editor',
    description: '<site-editor mode="posts">: the posts-only editor alone.',
  },
  {
    path: '/shared',
    title: 'Two editors, one runtime',
    description: 'The site editor and the posts editor side by side on one page.',
  },
  {
    path: '/editor?p=/pattern',
    title: 'Pattern previews',
    description:
      "The theme's patterns and the user's patterns as cards, each a live sandboxed preview with the site's styles.",
  },
  {
    path: '/editor?p=/template',
    title: 'Template previews',
    description: "The theme's templates, each previewed with its parts, menus and posts.",
  },
  {
    path: '/data-view',
    title: '<data-view> driven by plain JavaScript',
    description:
      'The list component alone, in its table, grid and list layouts, with an event log.',
  },
  {
    path: '/style-book',
    title: '<style-book> on a theme settings page',
    description:
      'The Style Book alone, its examples chosen by click or keyboard, each choice logged from its example-select event.',
  },
  ...elementTags.map((tag) => ({
    path: `/element/${tag}`,
    title: `<${tag}> alone`,
    description: `Mounted inside a mock admin page whose hostile CSS must not reach it.`,
  })),
  {
    path: '/element/site-editor?nonce-attribute=nonce',
    title: '<site-editor> given the nonce attribute',
    description:
      "Printed as hosts did before rest-nonce: the page's CSP header empties the attribute, and the element reads its nonce property.",
  },
];

/** The attribute a page prints the REST nonce into. */
export type NonceAttribute = 'rest-nonce' | 'nonce';

/**
 * `rest-nonce`, or with `?nonce-attribute=nonce` the `nonce` attribute older hosts print: every
 * page's CSP header empties that one in the browser, which keeps the value in the element's
 * `nonce` property alone (the element reads it there).
 */
export function nonceAttributeFor(url: URL): NonceAttribute {
  return url.searchParams.get('nonce-attribute') === 'nonce' ? 'nonce' : 'rest-nonce';
}

export interface ShellOptions {
  site: Site;
  user: CurrentUser;
  title: string;
  path: string;
  bodyClass: string;
  styles: SafeHtml;
  body: SafeHtml;
  /** Elements mounted on the page: each gets its module script. */
  elements: readonly ElementTag[];
  /** Demo scripts from dist/demo/, by name without extension. */
  scripts: string[];
}

export function elementBuilt(site: Site, tag: ElementTag): boolean {
  return existsSync(join(site.config.distDir, 'esm', `${tag}.js`));
}

/** The element tag as the host prints it; extra attributes are escaped like the rest. */
export function elementTag(
  site: Site,
  user: CurrentUser,
  tag: ElementTag,
  attributes: Record<string, string> = {},
  nonceAttribute: NonceAttribute = 'rest-nonce',
): SafeHtml {
  const all = { 'api-root': apiRoot, [nonceAttribute]: restNonce(site, user), ...attributes };
  const attributeHtml = Object.entries(all).map(([name, value]) => html` ${raw(name)}="${value}"`);
  const missing = elementBuilt(site, tag)
    ? ''
    : html`<p class="demo-missing">The element bundle is not built yet: run <code>npm run build</code>, then reload.</p>`;
  return html`<${raw(tag)}${attributeHtml}></${raw(tag)}>${missing}`;
}

export function demoData(site: Site, user: CurrentUser, path: string) {
  const active = site.themes.active().stylesheet;
  return {
    path,
    apiRoot,
    nonce: user.id ? restNonce(site, user) : '',
    logoutUrl: user.id ? logoutUrl(site, user) : '',
    user: user.row
      ? { id: user.id, name: user.row.display_name, login: user.row.login, roles: user.roles }
      : null,
    pages: demoPages,
    themes: site.themes.all().map((theme) => ({
      stylesheet: theme.stylesheet,
      name: theme.header.name,
      isBlockTheme: theme.isBlockTheme,
      active: theme.stylesheet === active,
    })),
  };
}

let entryFiles: { mtime: number; files: Record<string, string[]> } | undefined;

/**
 * The static chunks each element's module imports (dist/entry-files.json, written by the build),
 * re-read when a build rewrote it. As WordPress does for script modules' static dependencies,
 * the page asks for them with `modulepreload` links, at once, rather than each after the module
 * that imports it has arrived.
 */
function staticChunks(site: Site, tag: ElementTag): string[] {
  const path = join(site.config.distDir, 'entry-files.json');
  try {
    const mtime = statSync(path).mtimeMs;
    if (entryFiles?.mtime !== mtime)
      entryFiles = { mtime, files: JSON.parse(readFileSync(path, 'utf8')) };
  } catch {
    return []; // Not built yet: the page says so.
  }
  const entry = `dist/esm/${tag}.js`;
  return (entryFiles.files[tag] ?? []).filter((file) => file !== entry).map((file) => `/${file}`);
}

export function documentShell(options: ShellOptions): string {
  const { site, user } = options;
  const scripts = [
    ...options.elements.map((tag) => `/dist/esm/${tag}.js`),
    ...options.scripts.map((name) => `/dist/demo/${name}.js`),
  ];
  const preloads = [...new Set(options.elements.flatMap((tag) => staticChunks(site, tag)))];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${options.title} ‹ ${siteName(site.options)}</title>
<style>${options.styles}</style>
${scripts.map((src) => html`<script type="module" src="${src}"></script>\n`)}${preloads.map((href) => html`<link rel="modulepreload" href="${href}">\n`)}
<script type="application/json" id="demo-data">${jsonForScript(demoData(site, user, options.path))}</script>
</head>
<body class="${options.bodyClass}">
<div id="demo-bar" class="demo-bar"></div>
${options.body}
</body>
</html>`.value;
}

/**
 * The Content-Security-Policy of every page the shell prints (issue 30, item 5): scripts only from
 * the bundles' folder (the elements and their chunks, the canvas realm, the demo's own scripts),
 * the canvas's sandboxed frames' measuring script and the block canvas's body script by their
 * hashes (frames inherit the page's policy); no inline script, `on*` handler or `javascript:` URL runs, no plugin loads, and no
 * `<base>` points elsewhere. The page data is a JSON `<script>`, which is never run. A whole-origin
 * `script-src 'self'` would let a same-origin JSONP answer or an upload run as a script. Styles are
 * not restricted (the elements and the block editor style themselves inline).
 */
export function shellPolicy(origin: string): string {
  return [
    `script-src ${origin}/dist/ ${FRAME_MEASURE_SCRIPT_HASH} ${BLOCK_CANVAS_BODY_SCRIPT_HASH}`,
    "object-src 'none'",
    "base-uri 'self'",
    PAGE_POLICY,
  ].join('; ');
}

/** Sends a shell page with its policy. */
export function sendShell(request: PageRequest, options: ShellOptions, status = 200): void {
  sendHtml(request.res, status, documentShell(options), {
    'Content-Security-Policy': shellPolicy(request.origin),
  });
}

/** Styles of the demo's own chrome (the bar on top), shared by every page. */
export const demoBarStyles = raw(`
  .demo-bar { min-height: 32px; background: #1d2327; color: #f0f0f1; font: 13px/32px system-ui, sans-serif;
    display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; padding: 0 12px; }
  .demo-bar a { color: #f0f0f1; }
  .demo-bar a[aria-current=page] { font-weight: 700; }
  .demo-bar__nav { display: flex; gap: 12px; flex-wrap: wrap; margin-right: auto; }
  .demo-bar__user { display: flex; gap: 12px; align-items: center; margin: 0; }
  .demo-bar__field { display: inline-flex; gap: 6px; align-items: center; }
  .demo-bar select { font: inherit; }
  /* A phone keeps the bar to one line, as wp-admin's bar does: it scrolls sideways on its own. */
  @media (max-width: 781px) {
    .demo-bar, .demo-bar__nav { flex-wrap: nowrap; white-space: nowrap; }
    .demo-bar { overflow-x: auto; }
  }
  .demo-missing { margin: 16px; padding: 12px; background: #fcf9e8; border-left: 4px solid #dba617; font: 14px system-ui, sans-serif; }
`);
