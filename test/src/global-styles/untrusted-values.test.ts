// Defence in depth: a host may send style values that would end their declaration, their rule
// or the <style> element they are printed into (a real WordPress sends its administrators'
// values unfiltered). The engine drops such a declaration, as WordPress drops an unsafe value,
// and keeps the others.
import { expect } from '@esm-bundle/chai';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { staysInDeclaration } from '../../../src/global-styles/css';
import { blockTypes } from './fixtures/block-types';

const breakOut = 'red;}</style><script>alert(1)</script><style>';

function stylesheetFor(user: ThemeJson): string {
  const theme: ThemeJson = {
    version: 3,
    settings: {
      appearanceTools: true,
      spacing: { blockGap: true },
      layout: { contentSize: '640px', wideSize: '1000px' },
    },
  };
  const merged = mergeGlobalStyles({ theme, user }, { blockTypes });
  return generateStylesheet(merged, { blockTypes });
}

/** Every `{` is closed where it should be: no value opened or closed a rule. */
function balanced(css: string): boolean {
  let depth = 0;
  for (const char of css) {
    if (char === '{') depth++;
    if (char === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

describe('untrusted style values', () => {
  it('drops a value that would close its rule and the <style> element, and keeps the others', () => {
    const css = stylesheetFor({
      version: 3,
      styles: {
        color: { text: breakOut, background: '#fafafa' },
        typography: { fontSize: '1rem}body{display:none' },
        spacing: { blockGap: '1rem;}</style>' },
        elements: { link: { color: { text: 'blue /* swallow' } } },
        blocks: { 'core/paragraph': { color: { text: 'rgb(0,0,0' } } },
      },
    });
    expect(css).to.not.match(/<\/style|<script/i);
    expect(css).to.not.contain('display:none');
    expect(css).to.not.contain('/*');
    expect(css).to.not.contain('rgb(0,0,0;');
    expect(css).to.contain('background-color: #fafafa;');
    expect(balanced(css)).to.equal(true);
  });

  it('drops presets, custom properties and layout widths that would leave their declaration', () => {
    const css = stylesheetFor({
      version: 3,
      settings: {
        color: { palette: [{ slug: 'evil', color: breakOut, name: 'Evil' }] },
        typography: { fontSizes: [{ slug: 'huge', size: '9px}*{color:red', name: 'Huge' }] },
        custom: { 'x;}</style>': 'red', safe: '4px', evil: '1px;}<script>' },
        layout: { contentSize: '1px}</style>' },
      },
    });
    expect(css).to.not.match(/<\/style|<script/i);
    expect(css).to.not.contain('*{color:red');
    expect(css).to.contain('--wp--custom--safe: 4px;');
    expect(balanced(css)).to.equal(true);
  });

  it('keeps custom CSS from closing the <style> element it is printed into', () => {
    const css = stylesheetFor({
      version: 3,
      styles: { css: 'p{color:red}</style><script>alert(1)</script>' },
    });
    expect(css).to.not.match(/<\/style/i);
    expect(css).to.contain('p{color:red}');
  });

  it('tells values that stay inside a declaration from those that leave it', () => {
    for (const value of [
      '#fff',
      'var(--wp--preset--color--x)',
      '"Fira Code", monospace',
      'clamp(1rem, calc(1rem + 2vw), 3rem)',
      "url('a.png')",
      'linear-gradient(135deg,rgba(0,0,0) 0%,rgb(0,0,0) 100%)',
    ]) {
      expect(staysInDeclaration(value), value).to.equal(true);
    }
    for (const value of [
      'red;',
      'a{',
      '}',
      '</style>',
      'x>y',
      'a\\',
      '"open',
      "'open",
      'calc(1px',
      'a)b(',
      '/* c',
      'c */',
      'a\nb',
    ]) {
      expect(staysInDeclaration(value), value).to.equal(false);
    }
  });
});
