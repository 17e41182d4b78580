// A bare front end: the site's front page at its home URL when the site editor's preview asks
// for it (`/?wp_site_preview=1`, as WordPress serves it there) and the `link` URLs of posts
// (`/?p=<id>`, `/?page_id=<id>`): titles and content with block delimiters removed. Enough for the
// classic theme's site preview and "View" links to show the site's real content; the demo does not
// render themes on the front end.
import { canOnPost } from '../auth/post-capabilities';
import type { PostRow } from '../db/posts';
import { PAGE_POLICY, sendHtml } from '../http/respond';
import { renderBlocks } from '../rest/posts/post-response';
import { postTypes } from '../site/post-types';
import { html, raw, type SafeHtml, siteName } from './html';
import type { PageRequest } from './page-route';

// Stored markup is printed as is (WordPress filters it on save; we do not), so these pages run
// under a CSP that allows no script at all: markup an author saved cannot act on a reader.
const FRONT_END_POLICY = `script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; ${PAGE_POLICY}`;

function sendFrontEnd(request: PageRequest, title: string, main: SafeHtml): void {
  const { site, res } = request;
  sendHtml(
    res,
    200,
    html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title ? html`${title} ‹ ` : ''}${siteName(site.options)}</title>
<style>body { font: 18px/1.6 Georgia, serif; max-width: 720px; margin: 40px auto; padding: 0 16px; }</style>
</head>
<body>
<p><a href="/">${siteName(site.options)}</a></p>
${main}
</body>
</html>`.value,
    { 'Content-Security-Policy': FRONT_END_POLICY },
  );
}

function contentOf(post: PostRow): SafeHtml {
  return raw(
    post.password ? '<p>This content is password protected.</p>' : renderBlocks(post.content),
  );
}

export function renderPostView(request: PageRequest, id: number): void {
  const { site, user, res } = request;
  const post = site.posts.get(id);
  const type = post ? postTypes[post.type] : undefined;
  if (!post || !type?.viewable || !canOnPost(user, 'read', post, type)) {
    sendHtml(
      res,
      404,
      html`<!doctype html><title>Page not found</title><h1>Page not found</h1><p><a href="/">Back to the demo pages</a></p>`
        .value,
    );
    return;
  }
  const title = post.title || '(no title)';
  sendFrontEnd(request, title, html`<article><h1>${title}</h1>${contentOf(post)}</article>`);
}

/**
 * The front page (reading settings): the chosen page when the site shows one, else the posts
 * index, the latest published posts (`posts_per_page` of them), newest first.
 */
export function renderFrontPage(request: PageRequest): void {
  const { options, db } = request.site;
  const pageId =
    options.get('show_on_front', 'posts') === 'page' ? options.getInt('page_on_front', 0) : 0;
  if (pageId) {
    renderPostView(request, pageId);
    return;
  }
  const posts = db
    .prepare<[number], PostRow>(
      "SELECT * FROM posts WHERE type = 'post' AND status = 'publish' ORDER BY date DESC, id DESC LIMIT ?",
    )
    .all(Math.max(1, options.getInt('posts_per_page', 10)));
  const main = posts.length
    ? html`<main>${posts.map(
        (post) =>
          html`<article><h2><a href="/?p=${post.id}">${post.title || '(no title)'}</a></h2>${contentOf(post)}</article>`,
      )}</main>`
    : html`<main><p>Nothing here yet.</p></main>`;
  sendFrontEnd(request, '', main);
}
