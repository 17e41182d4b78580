// wp-admin/revision.php?revision={id} (spec 7: the revision page link): WordPress's page of one
// saved revision. The demo host shows a global styles revision only, as plain as WordPress's
// screen is not: when it was saved, by whom, and its styles and settings as saved, with a link
// back to the Styles revisions. Pages trust the session cookie; the rights are WordPress's
// (edit the record the revision belongs to); a missing or bad id is a 400, an unknown one a 404.
import { canOnPost } from '../auth/post-capabilities';
import { sendHtml } from '../http/respond';
import { parseGlobalStyles } from '../site/global-styles';
import { postTypes } from '../site/post-types';
import { html, siteName } from './html';
import { type PageRequest, type PageRoute, requireLogin } from './page-route';

function page(request: PageRequest, status: number, title: string, body: unknown): void {
  sendHtml(
    request.res,
    status,
    html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} ‹ ${siteName(request.site.options)}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`.toString(),
  );
}

function revisionPage(request: PageRequest): void {
  if (!requireLogin(request)) return;
  const { site, url, user } = request;
  const raw = url.searchParams.get('revision') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) {
    page(request, 400, 'Invalid revision', html`<p>The revision ID is missing or not valid.</p>`);
    return;
  }
  const revision = site.posts.get(Number(raw));
  const parent = revision?.type === 'revision' ? site.posts.get(revision.parent) : undefined;
  if (!revision || parent?.type !== 'wp_global_styles') {
    page(request, 404, 'Revision not found', html`<p>There is no such revision.</p>`);
    return;
  }
  if (!canOnPost(user, 'edit', parent, postTypes.wp_global_styles!)) {
    page(
      request,
      403,
      'Not allowed',
      html`<p>Sorry, you are not allowed to view this revision.</p>`,
    );
    return;
  }
  const author = site.users.get(revision.author)?.display_name ?? '';
  const data = parseGlobalStyles(revision.content);
  page(
    request,
    200,
    `Revision #${revision.id} of ${parent.title || 'Custom Styles'}`,
    html`<p>Saved ${revision.modified_gmt} UTC${author ? html` by ${author}` : ''}.</p>
<h2>Styles</h2><pre>${JSON.stringify(data.styles, null, 2)}</pre>
<h2>Settings</h2><pre>${JSON.stringify(data.settings, null, 2)}</pre>
<p><a href="/editor?p=%2Fstyles&amp;section=%2Frevisions">Back to the style revisions</a></p>`,
  );
}

export const revisionPageRoutes: PageRoute[] = [
  { methods: ['GET'], path: /^\/wp-admin\/revision\.php$/, handle: revisionPage },
];
