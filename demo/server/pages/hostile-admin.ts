// A mock WordPress admin page (admin bar, left menu, content area) whose stylesheet is hostile
// on purpose: it restyles every element, button and heading with !important. An element that
// renders into its shadow root must look the same here as on a blank page; anything of ours
// that leaks into the light DOM will show up loudly.
import { type SafeHtml, html, raw } from './html';
import type { ElementTag } from './shell';

export const hostileStyles = raw(`
  * { font-family: 'Comic Sans MS', 'Comic Sans', cursive !important; color: red !important; letter-spacing: 0.1em !important; }
  button, input[type=submit] { background: lime !important; border: 4px solid orange !important; border-radius: 0 !important; padding: 20px !important; }
  div { border: 3px dashed magenta !important; box-sizing: content-box; padding: 6px; }
  h1, h2 { font-size: 60px !important; text-transform: uppercase !important; }
  h3, h4, p, li, label { font-size: 22px !important; line-height: 2 !important; }
  a { text-decoration: underline wavy !important; }
  input, select, textarea { background: yellow !important; }
  ul, ol { list-style: square !important; margin: 30px !important; }
  svg { fill: purple !important; stroke: purple !important; }
  [hidden] { display: block !important; }
  [role=dialog], dialog { position: static !important; }

  body { margin: 0; background: #f0f0f1; }
  #wpadminbar { position: fixed; top: 0; left: 0; right: 0; height: 32px; background: #1d2327; z-index: 10; }
  #adminmenuwrap { position: fixed; top: 32px; bottom: 0; left: 0; width: 160px; background: #1d2327; overflow: auto; }
  #adminmenu { margin: 0 !important; padding: 0; }
  #wpcontent { margin-left: 170px; padding-top: 40px; }
  #wpbody-content { padding: 0 20px 40px; }
  .demo-element-frame { background: #fff; min-height: 600px; height: 75vh; }
  .demo-element-frame > * { height: 100%; }
`);

const menu: [string, string][] = [
  ['Dashboard', '/'],
  ['Posts', '/element/data-view'],
  ['Pages', '/posts'],
  ['Appearance: Editor', '/element/site-editor'],
  ['Appearance: Fonts', '/element/font-library'],
  ['Appearance: Menus', '/element/navigation-manager'],
  ['Appearance: Style Book', '/element/style-book'],
  ['Settings', '/'],
];

export const elementTitles: Record<ElementTag, string> = {
  'site-editor': 'Editor',
  'font-library': 'Fonts',
  'data-view': 'Posts',
  'style-book': 'Style Book',
  'navigation-manager': 'Navigation Menus',
};

export function hostileAdminPage(tag: ElementTag, element: SafeHtml, siteName: SafeHtml): SafeHtml {
  return html`<div id="wpadminbar" role="navigation" aria-label="Toolbar"><a href="/">${siteName}</a></div>
<div id="adminmenuwrap"><ul id="adminmenu">${menu.map(
    ([label, href]) =>
      html`<li><a href="${href}"${href === `/element/${tag}` ? raw(' aria-current="page"') : ''}>${label}</a></li>`,
  )}</ul></div>
<div id="wpcontent"><div id="wpbody-content">
<h1>${elementTitles[tag]}</h1>
<p>This admin page's stylesheet is deliberately hostile. The element below must not be affected by it.</p>
<div class="demo-element-frame">${element}</div>
</div></div>`;
}
