// The engine over a real block theme in the standard layout: the demo theme's theme.json on top
// of the host's defaults, alone and with each style variation from its styles/ folder.
import { expect } from '@esm-bundle/chai';
import { coreSettings, coreStyles } from '../../../demo/server/themes/core-defaults';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

const THEME = '/demo/themes/meridian';
const VARIATIONS = ['dusk', 'ember', 'ledger', 'sage'];
const defaults: ThemeJson = { version: 3, settings: coreSettings, styles: coreStyles };

async function load(path: string): Promise<ThemeJson> {
  const response = await fetch(`${THEME}/${path}`);
  expect(response.ok, path).to.equal(true);
  return (await response.json()) as ThemeJson;
}

function stylesheetFor(theme: ThemeJson, variation?: ThemeJson): string {
  const merged = mergeGlobalStyles({ defaults, theme, variation }, { blockTypes });
  return generateStylesheet(merged, { blockTypes });
}

describe('the Meridian demo theme', () => {
  let theme: ThemeJson;
  let variations: Record<string, ThemeJson>;
  let css: string;

  before(async () => {
    theme = await load('theme.json');
    variations = {};
    for (const name of VARIATIONS) variations[name] = await load(`styles/${name}.json`);
    css = stylesheetFor(theme);
  });

  it('declares the host’s default presets and the theme’s, defaults first', () => {
    expect(css.startsWith(':root{--wp--preset--aspect-ratio--square: 1;')).to.equal(true);
    expect(css).to.contain('--wp--preset--color--black: #000000;');
    expect(css).to.contain(
      '--wp--preset--color--orchid: #8e44ad;--wp--preset--color--base: #FAF7F2;',
    );
    expect(css).to.contain(
      '--wp--preset--gradient--twilight: linear-gradient(160deg, #2B4C7E 0%, #1E1C24 100%);',
    );
    expect(css).to.contain(
      '--wp--preset--duotone--blue-and-saffron: url(#wp-duotone-blue-and-saffron);',
    );
    expect(css).to.contain('--wp--preset--shadow--natural: 4px 6px 10px 0px rgba(0, 0, 0, 0.18);');
    expect(css).to.contain('--wp--preset--shadow--stamped: 6px 6px 0px 0px #1E1C24;');
  });

  it('lets the theme’s sizes replace the defaults it turned off, in the defaults’ places', () => {
    expect(css).to.contain(
      '--wp--preset--font-size--small: 0.875rem;' +
        '--wp--preset--font-size--medium: clamp(1rem, 1rem + ((1vw - 0.2rem) * 0.117), 1.0625rem);' +
        '--wp--preset--font-size--large: clamp(1.25rem, 1.25rem + ((1vw - 0.2rem) * 0.465), 1.5rem);',
    );
    expect(css).to.contain(
      '--wp--preset--font-size--huge: clamp(3rem, 3rem + ((1vw - 0.2rem) * 4.186), 5.25rem);',
    );
    expect(css).to.contain(
      '--wp--preset--spacing--20: 0.5rem;--wp--preset--spacing--30: 1rem;--wp--preset--spacing--40: clamp(1.25rem, 2.5vw, 1.75rem);',
    );
    expect(css).not.to.contain('--wp--preset--font-size--medium: 1.125rem');
  });

  it('prints the layout, the root padding and the block gap', () => {
    expect(css).to.contain(
      ':root { --wp--style--global--content-size: 680px;--wp--style--global--wide-size: 1180px; }',
    );
    expect(css).to.contain(':root { --wp--style--block-gap: 1.5rem; }');
    expect(css).to.contain(':root :where(.is-layout-flex){gap: 1.5rem;}');
    expect(css).to.contain(
      'body{background-color: var(--wp--preset--color--base);color: var(--wp--preset--color--contrast);font-family: var(--wp--preset--font-family--system-sans);font-size: var(--wp--preset--font-size--medium);line-height: 1.65;--wp--style--root--padding-top: 0px;--wp--style--root--padding-right: var(--wp--preset--spacing--50);--wp--style--root--padding-bottom: 0px;--wp--style--root--padding-left: var(--wp--preset--spacing--50);}',
    );
  });

  it('styles links, headings, buttons and captions from the theme over the defaults', () => {
    expect(css).to.contain(
      'a:where(:not(.wp-element-button)){color: var(--wp--preset--color--primary);text-decoration: underline;}',
    );
    expect(css).to.contain(
      ':root :where(a:where(:not(.wp-element-button)):hover){color: var(--wp--preset--color--accent);}',
    );
    expect(css).to.contain('h2{font-size: var(--wp--preset--font-size--xx-large);}');
    expect(css).to.contain(
      ':root :where(.wp-element-button, .wp-block-button__link){background-color: var(--wp--preset--color--contrast);border-radius: 999px;border-width: 0px;color: var(--wp--preset--color--base);',
    );
    expect(css).to.contain('line-height: 1.4;margin-top: 0.5em;}');
  });

  it('styles blocks, block elements and the outline button variation', () => {
    expect(css).to.contain(
      ':root :where(.wp-block-quote cite){color: var(--wp--preset--color--contrast-2);',
    );
    expect(css).to.contain(
      ':root :where(.wp-block-navigation a:where(:not(.wp-element-button)):hover){color: var(--wp--preset--color--accent);text-decoration: underline;}',
    );
    expect(css).to.contain(
      ':root :where(.wp-block-button.is-style-outline .wp-block-button__link){background-color: transparent;border-color: currentColor;border-width: 1.5px;border-style: solid;color: var(--wp--preset--color--contrast);',
    );
    expect(css).to.contain(
      ':root :where(.wp-block-separator){border-width: 0 0 1px 0;color: var(--wp--preset--color--contrast-3);}',
    );
    expect(css).to.contain(
      '.has-accent-soft-background-color{background-color: var(--wp--preset--color--accent-soft) !important;}',
    );
  });

  it('lays each style variation over the theme', () => {
    const dusk = stylesheetFor(theme, variations['dusk']);
    expect(dusk).to.contain('--wp--preset--color--base: #17161C;');
    expect(dusk).to.contain(
      '--wp--preset--gradient--horizon: linear-gradient(180deg, #26324A 0%, #17161C 100%);',
    );
    expect(dusk).to.contain(
      'a:where(:not(.wp-element-button)){color: var(--wp--preset--color--accent);',
    );
    expect(dusk).not.to.contain('#FAF7F2');

    const ember = stylesheetFor(theme, variations['ember']);
    expect(ember).to.contain('--wp--preset--color--primary: #A63A22;');
    // Ember has no gradients of its own: the theme's stay.
    expect(ember).to.contain(
      '--wp--preset--gradient--sunrise: linear-gradient(135deg, #E3AE45 0%, #C4553B 100%);',
    );
    expect(ember).to.contain('h1, h2, h3, h4, h5, h6{color: var(--wp--preset--color--primary);');
    expect(ember).to.contain('border-radius: 2px;');

    const ledger = stylesheetFor(theme, variations['ledger']);
    expect(ledger).to.contain(
      'body{background-color: var(--wp--preset--color--base);color: var(--wp--preset--color--contrast);font-family: var(--wp--preset--font-family--book-serif);',
    );
    expect(ledger).to.contain('line-height: 1.7;');

    const sage = stylesheetFor(theme, variations['sage']);
    expect(sage).to.contain('--wp--preset--color--accent: #2F5D50;');
    expect(sage).to.contain(
      ':root :where(.wp-block-site-title){font-family: var(--wp--preset--font-family--system-sans);',
    );
  });

  it('prints nothing twice for the same input', () => {
    expect(stylesheetFor(theme)).to.equal(css);
  });
});
