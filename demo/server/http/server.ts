// The front door: sends each request to the REST API (/wp-json/… or ?rest_route=…), to a static
// file (/dist/…, wp-includes styles, theme assets, uploads) or to a page route. Nothing thrown by
// a handler leaves as a crash: REST errors are JSON, page errors a plain 500.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { pageUser } from '../auth/authenticate';
import { adminRoutes } from '../pages/admin-endpoints';
import { avatarRoutes } from '../pages/avatar';
import { dataViewRoutes } from '../pages/data-view-page';
import { styleBookRoutes } from '../pages/style-book-page';
import { demoRoutes } from '../pages/demo-pages';
import { html } from '../pages/html';
import { loginRoutes } from '../pages/login';
import { revisionPageRoutes } from '../pages/revision-page';
import type { PageRoute } from '../pages/page-route';
import type { RestApi } from '../rest/dispatch';
import { RestError } from '../rest/errors';
import { collectionFile } from '../site/font-collections';
import type { Site } from '../site/site';
import { sendHtml, sendJson, sendText } from './respond';
import { serveFile, themeAssetExtensions } from './static-files';

const pageRoutes: PageRoute[] = [
  ...demoRoutes,
  ...dataViewRoutes,
  ...styleBookRoutes,
  ...loginRoutes,
  ...adminRoutes,
  ...revisionPageRoutes,
  ...avatarRoutes,
];

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function notFound(res: ServerResponse): void {
  sendHtml(
    res,
    404,
    html`<!doctype html><title>Not found</title><h1>Not found</h1><p><a href="/">Demo pages</a></p>`
      .value,
  );
}

/**
 * Files a WordPress site serves from wp-includes that the demo host writes itself, in
 * demo/server/site: the block library's front-end styles (minified or not, one file here).
 */
const coreAssets: Record<string, string> = {
  '/wp-includes/css/dist/block-library/style.min.css': 'block-library.css',
  '/wp-includes/css/dist/block-library/style.css': 'block-library.css',
};

/** Serves /dist/, core assets, theme assets and uploads; true when the path was one of them. */
function serveStatic(req: IncomingMessage, res: ServerResponse, site: Site, path: string): boolean {
  let served: boolean;
  const theme = /^\/wp-content\/themes\/([^/]+)\/(.+)$/.exec(path);
  const coreAsset = Object.hasOwn(coreAssets, path) ? coreAssets[path] : undefined;
  const fontFile = path.startsWith('/wp-content/font-collections/')
    ? collectionFile(site.config.projectRoot, path)
    : null;
  if (path.startsWith('/dist/')) {
    served = serveFile(req, res, site.config.distDir, path.slice('/dist/'.length));
  } else if (coreAsset) {
    served = serveFile(
      req,
      res,
      join(site.config.projectRoot, 'demo', 'server', 'site'),
      coreAsset,
      null,
      // Each preview frame links it: cached for a day, as a web server caches WordPress's core
      // files, so a grid of frames does not ask for it once per frame.
      'public, max-age=86400',
    );
  } else if (theme) {
    const found = site.themes.get(decodePath(theme[1]!));
    served = Boolean(found && serveFile(req, res, found.dir, theme[2]!, themeAssetExtensions));
  } else if (fontFile) {
    // Font collection files come from packages in node_modules: they change only with them.
    served = serveFile(req, res, fontFile.dir, fontFile.file, null, 'public, max-age=86400');
  } else if (path.startsWith('/wp-content/uploads/')) {
    served = serveFile(
      req,
      res,
      join(site.config.dataDir, 'uploads'),
      path.slice('/wp-content/uploads/'.length),
    );
  } else {
    return false;
  }
  if (!served) notFound(res);
  return true;
}

async function handle(
  site: Site,
  api: RestApi,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const restRoute = url.searchParams.get('rest_route');
  if (url.pathname === '/wp-json' || url.pathname.startsWith('/wp-json/')) {
    const path = decodePath(url.pathname.slice('/wp-json'.length)).replace(/\/+$/, '') || '/';
    await api.handle(req, res, site, url, path);
    return;
  }
  if (restRoute !== null && (url.pathname === '/' || url.pathname === '/index.php')) {
    await api.handle(req, res, site, url, restRoute.replace(/\/+$/, '') || '/');
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  if ((method === 'GET' || method === 'HEAD') && serveStatic(req, res, site, url.pathname)) return;
  for (const route of pageRoutes) {
    const match = route.path.exec(url.pathname);
    if (!match) continue;
    const allowed = route.methods as readonly string[];
    if (!allowed.includes(method === 'HEAD' ? 'GET' : method)) {
      sendText(res, 405, 'Method not allowed.', { Allow: route.methods.join(', ') });
      return;
    }
    const origin = `http://${req.headers.host ?? `${site.config.host}:${site.config.port}`}`;
    await route.handle({
      req,
      res,
      site,
      url,
      user: pageUser(site, req),
      origin,
      params: { ...match.groups },
    });
    return;
  }
  notFound(res);
}

export function createHttpServer(site: Site, api: RestApi): Server {
  return createServer((req, res) => {
    handle(site, api, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof RestError) {
        sendJson(res, error.status, error.toJSON(), { Connection: 'close' });
        return;
      }
      console.error(error);
      sendText(res, 500, 'The demo host failed to answer this request.');
    });
  });
}
