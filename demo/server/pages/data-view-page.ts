// `/data-view`: the <data-view> element alone, driven by plain JavaScript (demo/pages/data-view.ts),
// in its three layouts. `?items=N` sets how many generated rows each list gets (the benchmark
// uses 10 000); `?layouts=table` shows fewer lists.
import { html, raw } from './html';
import type { PageRequest, PageRoute } from './page-route';
import { requireLogin } from './page-route';
import { demoBarStyles, sendShell, elementTag, nonceAttributeFor } from './shell';

const styles = raw(`
  body { margin: 0; font: 14px/1.5 system-ui, sans-serif; background: #f6f7f7; color: #1e1e1e; }
  main { max-width: 1200px; margin: 0 auto; padding: 16px; display: grid; gap: 24px; }
  section h2 { font-size: 18px; margin: 0 0 8px; }
  data-view { display: block; height: 560px; border: 1px solid #dcdcde; border-radius: 4px; overflow: hidden; }
  .demo-log { font: 12px/1.4 ui-monospace, monospace; background: #fff; border: 1px solid #dcdcde; padding: 8px; height: 96px; overflow: auto; margin: 8px 0 0; }
`);

const allLayouts = ['table', 'grid', 'list'];

function dataViewPage(request: PageRequest): void {
  if (!requireLogin(request)) return;
  const { site, user, url } = request;
  const layouts = (url.searchParams.get('layouts') ?? allLayouts.join(','))
    .split(',')
    .filter((layout) => allLayouts.includes(layout));
  const sections = layouts.map(
    (layout) => html`<section>
<h2>${layout[0]?.toUpperCase()}${layout.slice(1)}</h2>
${elementTag(site, user, 'data-view', { 'data-layout': layout }, nonceAttributeFor(url))}
<pre class="demo-log" aria-label="${layout} events" data-log-for="${layout}"></pre>
</section>`,
  );
  sendShell(request, {
    site,
    user,
    title: '<data-view> driven by plain JavaScript',
    path: '/data-view',
    bodyClass: 'demo-data-view',
    styles: html`${demoBarStyles}${styles}`,
    body: html`<main>${sections}</main>`,
    elements: ['data-view'],
    scripts: ['demo-bar', 'data-view'],
  });
}

export const dataViewRoutes: PageRoute[] = [
  { methods: ['GET'], path: /^\/data-view\/?$/, handle: dataViewPage },
];
