// The demo pages: an index of them all at `/`, the full editor, the posts-only editor, both side
// by side, and each element alone inside a hostile mock admin page. Pages that mount elements
// need a logged-in user. `/?p=<id>` and `/?page_id=<id>` show a post, and `/?wp_site_preview=1`
// the front page, as a site front end would.
import { dataViewSampleAttributes } from './data-view-sample';
import { logoutUrl } from './login';
import { sendHtml } from '../http/respond';
import { hostileAdminPage, hostileStyles } from './hostile-admin';
import { html, raw, siteName } from './html';
import type { PageRequest, PageRoute } from './page-route';
import { requireLogin } from './page-route';
import {
  type ElementTag,
  demoBarStyles,
  demoPages,
  editorSettingsFor,
  sendShell,
  elementTag,
  elementTags,
  nonceAttributeFor,
} from './shell';
import { renderFrontPage, renderPostView } from './site-view';

const fullPageStyles = raw(`
  html, body { margin: 0; height: 100%; }
  body { display: flex; flex-direction: column; font-family: system-ui, sans-serif; }
  .demo-stage { flex: 1; min-height: 0; display: flex; }
  .demo-stage > site-editor { flex: 1; min-width: 0; display: block; height: 100%; }
  .demo-stage.split > site-editor + site-editor { border-left: 1px solid #c3c4c7; }
`);

const indexStyles = raw(`
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f6f7f7; color: #1e1e1e; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 28px; margin: 8px 0 4px; }
  ul.demo-pages { list-style: none; padding: 0; display: grid; gap: 8px; }
  ul.demo-pages li { background: #fff; border: 1px solid #dcdcde; border-radius: 4px; padding: 12px 16px; }
  ul.demo-pages a { font-weight: 600; color: #3858e9; }
  ul.demo-pages p { margin: 2px 0 0; color: #50575e; font-size: 14px; }
  #demo-status { margin-top: 24px; }
`);

function renderIndex(request: PageRequest): void {
  const { site, user, url } = request;
  const postId = Number(url.searchParams.get('p') ?? url.searchParams.get('page_id') ?? 0);
  if (postId) {
    renderPostView(request, postId);
    return;
  }
  // The site editor's preview of a classic theme frames the home URL with this parameter.
  if (url.searchParams.get('wp_site_preview') === '1') {
    renderFrontPage(request);
    return;
  }
  const body = html`<main>
<h1>${siteName(site.options)}: demo host</h1>
<p>${user.row ? html`Logged in as <strong>${user.row.display_name}</strong> (${user.roles.join(', ')}). <a href="${logoutUrl(site, user)}">Log out</a>` : html`Not logged in. <a href="/login">Log in</a> as admin, editor or author (password = user name).`}</p>
<ul class="demo-pages">${demoPages.map(
    (page) => html`<li><a href="${page.path}">${page.title}</a><p>${page.description}</p></li>`,
  )}
<li><a href="/wp-json/">REST API index</a><p>The WordPress-compatible API the elements talk to.</p></li>
</ul>
<section id="demo-status" aria-live="polite"></section>
</main>`;
  sendShell(request, {
    site,
    user,
    title: 'Demo pages',
    path: '/',
    bodyClass: 'demo-index',
    styles: html`${demoBarStyles}${indexStyles}`,
    body,
    elements: [],
    scripts: ['demo-bar', 'index'],
  });
}

function editorPage(title: string, path: string, editors: Record<string, string>[]) {
  return (request: PageRequest): void => {
    if (!requireLogin(request)) return;
    const { site, user, url } = request;
    const settings = JSON.stringify(editorSettingsFor(url, site, user));
    const tags = editors.map((attributes) =>
      elementTag(site, user, 'site-editor', { settings, ...attributes }, nonceAttributeFor(url)),
    );
    sendShell(request, {
      site,
      user,
      title,
      path,
      bodyClass: 'demo-full-page',
      styles: html`${demoBarStyles}${fullPageStyles}`,
      body: html`<div class="demo-stage${editors.length > 1 ? ' split' : ''}">${tags}</div>`,
      elements: ['site-editor'],
      scripts: ['demo-bar'],
    });
  };
}

function elementPage(request: PageRequest): void {
  const tag = request.params.tag as ElementTag;
  if (!elementTags.includes(tag)) {
    sendHtml(
      request.res,
      404,
      html`<!doctype html><title>Not found</title><p>No element named ${tag}.</p>`.value,
    );
    return;
  }
  if (!requireLogin(request)) return;
  const { site, user, url } = request;
  const attributes: Record<string, string> =
    tag === 'site-editor'
      ? { settings: JSON.stringify(editorSettingsFor(url, site, user)) }
      : tag === 'data-view'
        ? dataViewSampleAttributes
        : {};
  const element = elementTag(site, user, tag, attributes, nonceAttributeFor(url));
  sendShell(request, {
    site,
    user,
    title: `<${tag}>`,
    path: `/element/${tag}`,
    bodyClass: `wp-admin demo-element demo-element-${tag}`,
    styles: html`${hostileStyles}${demoBarStyles}`,
    body: hostileAdminPage(tag, element, siteName(site.options)),
    elements: [tag],
    scripts: [],
  });
}

export const demoRoutes: PageRoute[] = [
  { methods: ['GET'], path: /^\/$/, handle: renderIndex },
  // One editor that fills the page hears its shortcuts anywhere in it, as WordPress's own does.
  {
    methods: ['GET'],
    path: /^\/editor\/?$/,
    handle: editorPage('Site editor', '/editor', [{ 'shortcut-scope': 'page' }]),
  },
  {
    methods: ['GET'],
    path: /^\/posts\/?$/,
    handle: editorPage('Posts', '/posts', [{ mode: 'posts', 'shortcut-scope': 'page' }]),
  },
  {
    methods: ['GET'],
    path: /^\/shared\/?$/,
    handle: editorPage('Two editors', '/shared', [{}, { mode: 'posts' }]),
  },
  { methods: ['GET'], path: /^\/element\/(?<tag>[\w-]+)\/?$/, handle: elementPage },
];
