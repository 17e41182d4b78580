// A bare front end for `link` URLs (`/?p=<id>`, `/?page_id=<id>`): the post's title and its
// content with block delimiters removed. Enough for "View" links to land somewhere real; the
// demo does not render themes on the front end.
import { canOnPost } from '../auth/post-capabilities';
import { PAGE_POLICY, sendHtml } from '../http/respond';
import { renderBlocks } from '../rest/posts/post-response';
import { postTypes } from '../site/post-types';
import { html, raw, siteName } from './html';
import type { PageRequest } from './page-route';

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
  // Stored markup is printed as is (WordPress filters it on save; we do not), so this page runs
  // under a CSP that allows no script at all: markup an author saved cannot act on a reader.
  const content = raw(
    post.password ? '<p>This content is password protected.</p>' : renderBlocks(post.content),
  );
  sendHtml(
    res,
    200,
    html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${post.title || '(no title)'} ‹ ${siteName(site.options)}</title>
<style>body { font: 18px/1.6 Georgia, serif; max-width: 720px; margin: 40px auto; padding: 0 16px; }</style>
</head>
<body>
<p><a href="/">${siteName(site.options)}</a></p>
<article><h1>${post.title || '(no title)'}</h1>${content}</article>
</body>
</html>`.value,
    {
      'Content-Security-Policy': `script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; ${PAGE_POLICY}`,
    },
  );
}
