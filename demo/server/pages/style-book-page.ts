// `/style-book`: <style-book interactive> alone on a page, as a theme's settings page would show
// it, with a log of the `example-select` events it fires (demo/pages/style-book.ts).
import { html, raw } from './html';
import type { PageRequest, PageRoute } from './page-route';
import { requireLogin } from './page-route';
import { demoBarStyles, sendShell, elementTag, nonceAttributeFor } from './shell';

const styles = raw(`
  body { margin: 0; font: 14px/1.5 system-ui, sans-serif; background: #f6f7f7; color: #1e1e1e; }
  main { max-width: 1264px; margin: 0 auto; padding: 16px; display: grid; gap: 16px; }
  h1 { font-size: 20px; margin: 0; }
  style-book { display: block; height: 70vh; border: 1px solid #dcdcde; background: #fff; }
  .demo-log { font: 12px/1.4 ui-monospace, monospace; background: #fff; border: 1px solid #dcdcde; padding: 8px; height: 96px; overflow: auto; margin: 0; }
`);

function styleBookPage(request: PageRequest): void {
  if (!requireLogin(request)) return;
  const { site, user, url } = request;
  const category = url.searchParams.get('category') ?? 'overview';
  sendShell(request, {
    site,
    user,
    title: '<style-book> on a theme settings page',
    path: '/style-book',
    bodyClass: 'demo-style-book',
    styles: html`${demoBarStyles}${styles}`,
    body: html`<main>
<h1>Theme settings: Style Book</h1>
${elementTag(site, user, 'style-book', { interactive: '', category }, nonceAttributeFor(url))}
<pre class="demo-log" aria-label="Style Book events" data-log-for="style-book"></pre>
</main>`,
    elements: ['style-book'],
    scripts: ['demo-bar', 'style-book'],
  });
}

export const styleBookRoutes: PageRoute[] = [
  { methods: ['GET'], path: /^\/style-book\/?$/, handle: styleBookPage },
];
