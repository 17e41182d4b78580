import { expect } from '@esm-bundle/chai';
import {
  AA_LARGE_TEXT_RATIO,
  AA_NORMAL_TEXT_RATIO,
  AAA_NORMAL_TEXT_RATIO,
  checkContrast,
  colorPalette,
  contrastAudit,
  contrastLevel,
  contrastRatio,
  failsAA,
  formatRatio,
  mergeGlobalStyles,
  parseColor,
  resolveColor,
  type ThemeJson,
  variationContrast,
} from '../../../src/global-styles';
import { formatHex, NAMED_COLORS } from '../../../src/global-styles/colors';

/** The browser's own reading of a CSS colour (canvas keeps the last valid fillStyle). */
function browserColor(css: string): string | undefined {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = '#010203';
  context.fillStyle = css;
  const read = context.fillStyle;
  return read === '#010203' ? undefined : formatHex(parseColor(read)!);
}

describe('parseColor', () => {
  it('reads every CSS colour syntax as the browser does', () => {
    const colors = [
      '#abc',
      '#ABCD',
      '#a1b2c3',
      '#a1b2c380',
      'rgb(10, 20, 30)',
      'RGBA(10, 20, 30, 0.5)',
      'rgba(100%, 0%, 50%, .25)',
      'rgb(10 20 30)',
      'rgb(10 20 30 / 40%)',
      'rgb(10% 20% 30%)',
      'rgb(300 -5 20)',
      'hsl(120, 50%, 50%)',
      'hsla(240, 100%, 25%, 0.3)',
      'hsl(120deg 50% 50%)',
      'hsl(0.5turn 40% 60% / 0.8)',
      'hsl(3.1416rad 100% 50%)',
      'hsl(200grad 30% 40%)',
      'hsl(-120 50% 50%)',
      'hsl(30 60 70)',
      'transparent',
      'RebeccaPurple',
    ];
    for (const css of colors) {
      expect(formatHex(parseColor(css)!), css).to.equal(browserColor(css));
    }
  });

  it('knows all 148 named colours, with the browser’s values', () => {
    expect(NAMED_COLORS.size).to.equal(148);
    for (const [name, hex] of NAMED_COLORS) expect(hex, name).to.equal(browserColor(name));
  });

  it('gives nothing for what is not one known colour', () => {
    const notColors = [
      'currentColor',
      'var(--wp--preset--color--base)',
      'linear-gradient(#000, #fff)',
      'rgb(1, 2)',
      'rgb(1 2 3 4)',
      'rgb(10%, 20, 30)',
      'rgb(1, 2, 3 / 0.5)',
      '#abcde',
      'hsl(120, 50, 50)',
      'notacolor',
    ];
    for (const css of notColors) expect(parseColor(css), css).to.equal(undefined);
    // The browser agrees, except for colours it knows that we leave out.
    for (const css of notColors.slice(3)) expect(browserColor(css), css).to.equal(undefined);
  });
});

describe('contrastRatio', () => {
  it('measures WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).to.equal(21);
    expect(contrastRatio('#fff', 'black')).to.equal(21);
    expect(contrastRatio('#777', '#fff')).to.be.closeTo(4.478, 0.001);
    expect(contrastRatio('#767676', 'white')).to.be.closeTo(4.542, 0.001);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).to.equal(1);
  });

  it('sees translucent text over its background, and a translucent background over white', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).to.be.closeTo(3.977, 0.001);
    expect(contrastRatio('#000', 'rgb(0 0 0 / 50%)')).to.be.closeTo(5.281, 0.001);
    expect(contrastRatio('transparent', '#fff')).to.equal(1);
  });

  it('gives nothing when a colour cannot be read', () => {
    expect(contrastRatio('currentColor', '#fff')).to.equal(undefined);
    expect(contrastRatio('#000', 'var(--x)')).to.equal(undefined);
  });
});

describe('contrast levels', () => {
  it('uses the spec’s constants', () => {
    expect([AA_NORMAL_TEXT_RATIO, AA_LARGE_TEXT_RATIO, AAA_NORMAL_TEXT_RATIO]).to.deep.equal([
      4.5, 3, 7,
    ]);
  });

  it('grades normal text at 7, 4.5 and 3, never rounding up to a threshold', () => {
    expect(contrastLevel(7)).to.equal('AAA');
    expect(contrastLevel(6.999)).to.equal('AA');
    expect(contrastLevel(4.5)).to.equal('AA');
    expect(contrastLevel(4.478)).to.equal('AA-large');
    expect(contrastLevel(3)).to.equal('AA-large');
    expect(contrastLevel(2.999)).to.equal('fail');
  });

  it('grades large text at 4.5 and 3', () => {
    expect(contrastLevel(4.5, { largeText: true })).to.equal('AAA');
    expect(contrastLevel(4.478, { largeText: true })).to.equal('AA');
    expect(contrastLevel(3, { largeText: true })).to.equal('AA');
    expect(contrastLevel(2.999, { largeText: true })).to.equal('fail');
  });

  it('counts AA-large as failing AA (it is only ever normal text)', () => {
    expect(failsAA({ level: 'AA-large' })).to.equal(true);
    expect(failsAA({ level: 'fail' })).to.equal(true);
    expect(failsAA({ level: 'AA' })).to.equal(false);
    expect(failsAA({ level: 'AAA' })).to.equal(false);
  });

  it('shows ratios with two decimals at most, cut below a threshold they miss', () => {
    expect(formatRatio(21)).to.equal('21:1');
    expect(formatRatio(1)).to.equal('1:1');
    expect(formatRatio(4.478089)).to.equal('4.48:1');
    expect(formatRatio(4.5422)).to.equal('4.54:1');
    expect(formatRatio(4.4999)).to.equal('4.49:1');
    expect(formatRatio(6.996)).to.equal('6.99:1');
    expect(formatRatio(2.9999)).to.equal('2.99:1');
    expect(formatRatio(4.5)).to.equal('4.5:1');
  });

  it('checks one pair for a colour control: #777 fails AA for normal text, passes for large', () => {
    expect(checkContrast('#777', '#fff')).to.deep.include({
      foreground: '#777777',
      background: '#ffffff',
      level: 'AA-large',
      largeText: false,
    });
    expect(checkContrast('#777', '#fff', { largeText: true })?.level).to.equal('AA');
    expect(checkContrast('#767676', '#fff')?.level).to.equal('AA');
    expect(checkContrast('inherit', '#fff')).to.equal(undefined);
  });
});

describe('theme.json colour values', () => {
  const tree = {
    settings: {
      color: {
        // Keys deliberately out of priority order: priority is custom, theme, default.
        palette: {
          custom: [{ slug: 'base', color: '#f00' }],
          default: [
            { slug: 'base', color: '#000' },
            { slug: 'black', color: '#000000' },
          ],
          theme: [
            { slug: 'base', color: '#fff' },
            { slug: 'accentColor', color: '#123456' },
            { slug: 'alias', color: 'var(--wp--preset--color--black)' },
          ],
        },
      },
      blocks: {
        'core/quote': { color: { palette: { theme: [{ slug: 'base', color: '#0f0' }] } } },
      },
    },
  };
  const palette = colorPalette(tree);

  it('looks presets up in the merged palette, custom over theme over default', () => {
    expect(resolveColor('var:preset|color|base', palette)).to.equal('#f00');
    expect(resolveColor('var(--wp--preset--color--black)', palette)).to.equal('#000000');
    expect(resolveColor('var(--wp--preset--color--accent-color)', palette)).to.equal('#123456');
    expect(resolveColor('var:preset|color|alias', palette)).to.equal('#000000');
    expect(resolveColor('var:preset|color|base', colorPalette(tree, 'core/quote'))).to.equal(
      '#0f0',
    );
  });

  it('gives nothing for gradients, currentColor and unknown variables', () => {
    expect(resolveColor('var:preset|color|missing', palette)).to.equal(undefined);
    expect(resolveColor('var(--wp--custom--ink)', palette)).to.equal(undefined);
    expect(resolveColor('linear-gradient(#000, #fff)', palette)).to.equal(undefined);
    expect(resolveColor('currentColor', palette)).to.equal(undefined);
    expect(resolveColor({ ref: 'styles.color.text' }, palette)).to.equal(undefined);
    // A fallback counts only when the variable is not declared.
    expect(resolveColor('var(--wp--preset--color--missing, #abc)', palette)).to.equal('#abc');
  });
});

const theme: ThemeJson = {
  version: 3,
  settings: {
    color: {
      palette: [
        { name: 'Base', slug: 'base', color: '#ffffff' },
        { name: 'Contrast', slug: 'contrast', color: '#111111' },
        { name: 'Muted', slug: 'muted', color: '#777777' },
        { name: 'Accent', slug: 'accent', color: '#767676' },
      ],
    },
    typography: { fontSizes: [{ name: 'Large', slug: 'large', size: '1.75rem' }] },
  },
  styles: {
    color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
    elements: {
      link: {
        color: { text: 'var:preset|color|accent' },
        ':hover': { color: { text: 'var:preset|color|muted' } },
      },
      heading: {
        color: { text: 'var:preset|color|muted' },
        typography: { fontSize: 'var:preset|font-size|large' },
      },
      h6: {
        color: { text: { ref: 'styles.elements.heading.color.text' } },
        typography: { fontSize: '1rem' },
      },
      button: {
        color: {
          background: 'var:preset|color|contrast',
          text: { ref: 'styles.color.background' },
        },
      },
      caption: { color: { text: 'currentColor' } },
    },
    blocks: {
      'core/quote': { color: { background: '#000000' } },
      'core/cover': { color: { gradient: 'linear-gradient(#000, #fff)', text: '#ffffff' } },
      'core/paragraph': { typography: { fontSize: '1rem' } },
      'core/pullquote': { color: { text: 'var:preset|color|muted', background: '#00000000' } },
    },
  },
};

describe('contrastAudit', () => {
  const byId = (tree: ThemeJson) =>
    Object.fromEntries(contrastAudit(tree).map((finding) => [finding.id, finding]));

  it('checks the pairs the global styles put together, skipping what cannot be known', () => {
    const findings = contrastAudit(mergeGlobalStyles({ theme }), {
      blockTitle: (name) => (name === 'core/quote' ? 'Quote' : undefined),
    });
    expect(findings.map(({ id, label, level }) => [id, label, level])).to.deep.equal([
      ['text', 'Text', 'AAA'],
      ['link', 'Links', 'AA'],
      ['link-hover', 'Link hover', 'AA-large'],
      ['heading', 'Headings', 'AA'],
      ['h6', 'H6', 'AA-large'],
      ['button', 'Buttons', 'AAA'],
      ['block:core/quote', 'Quote', 'fail'],
      ['block:core/pullquote', 'core/pullquote', 'AA-large'],
    ]);
    const [text] = findings;
    expect(text).to.deep.include({ foreground: '#111111', background: '#ffffff' });
    expect(text?.ratio).to.be.closeTo(18.883, 0.001);
    expect(findings.filter(failsAA).map((finding) => finding.id)).to.deep.equal([
      'link-hover',
      'h6',
      'block:core/quote',
      'block:core/pullquote',
    ]);
  });

  it('resolves refs, and lets a block fall back to the root colours', () => {
    const found = byId(mergeGlobalStyles({ theme }));
    expect(found['button']).to.deep.include({ foreground: '#ffffff', background: '#111111' });
    expect(found['h6']).to.deep.include({ foreground: '#777777', largeText: false });
    expect(found['block:core/quote']).to.deep.include({
      foreground: '#111111',
      background: '#000000',
    });
    // A transparent block background shows the root's.
    expect(found['block:core/pullquote']?.background).to.equal('#ffffff');
  });

  it('counts headings as large text from 24px, or 18.66px in bold, at their smallest size', () => {
    expect(byId(mergeGlobalStyles({ theme }))['heading']?.largeText).to.equal(true);
    const fluid = mergeGlobalStyles({ theme, user: { settings: { typography: { fluid: true } } } });
    // 1.75rem shrinks to 1.119rem (17.9px) on small screens: normal text there.
    expect(byId(fluid)['heading']).to.deep.include({ largeText: false, level: 'AA-large' });
    const light = mergeGlobalStyles({
      theme,
      user: { styles: { elements: { button: { typography: { fontSize: '19px' } } } } },
    });
    expect(byId(light)['button']?.largeText).to.equal(false);
    const bold = mergeGlobalStyles({
      theme,
      user: {
        styles: {
          elements: { button: { typography: { fontSize: '19px', fontWeight: '700' } } },
        },
      },
    });
    expect(byId(bold)['button']?.largeText).to.equal(true);
  });

  it('holds headings of unknown size to AA large (3:1), as headings are set large', () => {
    // #777 on white is 4.48:1: a miss for normal text, AA for large text.
    const tree = mergeGlobalStyles({
      user: {
        styles: {
          color: { background: '#ffffff', text: '#111111' },
          elements: { heading: { color: { text: '#777777' } }, h2: { color: { text: '#777' } } },
          blocks: { 'core/heading': { color: { text: '#777777' } } },
        },
      },
    });
    const found = byId(tree);
    expect(found['heading']).to.deep.include({ largeText: true, level: 'AA' });
    expect(found['h2']).to.deep.include({ largeText: true, level: 'AA' });
    expect(found['block:core/heading']).to.deep.include({ largeText: true, level: 'AA' });
    expect([found['heading'], found['h2']].filter((pair) => pair && failsAA(pair))).to.deep.equal(
      [],
    );
    // A heading whose known size is small is normal text again.
    const small = mergeGlobalStyles({
      user: {
        styles: {
          color: { background: '#ffffff' },
          elements: { h6: { color: { text: '#777777' }, typography: { fontSize: '14px' } } },
        },
      },
    });
    expect(byId(small)['h6']).to.deep.include({ largeText: false, level: 'AA-large' });
  });

  it('says nothing about unset or unknowable root colours', () => {
    expect(contrastAudit(mergeGlobalStyles({}))).to.deep.equal([]);
    const unknownText = mergeGlobalStyles({
      theme,
      user: { styles: { color: { text: 'var(--wp--custom--ink)' } } },
    });
    expect(byId(unknownText)['text']).to.equal(undefined);
    expect(byId(unknownText)['block:core/quote']).to.equal(undefined);
    const gradientRoot = mergeGlobalStyles({
      theme,
      user: { styles: { color: { gradient: 'linear-gradient(#000, #fff)' } } },
    });
    expect(Object.keys(byId(gradientRoot))).to.deep.equal(['button', 'block:core/quote']);
  });
});

describe('variationContrast', () => {
  const base = mergeGlobalStyles({ theme });

  it('flags a variation tile whose palette puts text on a background too close to it', () => {
    const dusk: ThemeJson = {
      title: 'Dusk',
      settings: {
        color: {
          palette: [
            { slug: 'base', color: '#1b1b1b' },
            { slug: 'contrast', color: '#333333' },
          ],
        },
      },
    };
    const pair = variationContrast(dusk, base);
    expect(pair).to.deep.include({ foreground: '#333333', background: '#1b1b1b', level: 'fail' });
    expect(pair?.ratio).to.be.closeTo(1.363, 0.001);
  });

  it('reads the variation’s own colours over the base', () => {
    const bright: ThemeJson = { styles: { color: { text: '#000000' } } };
    expect(variationContrast(bright, base)).to.deep.include({
      foreground: '#000000',
      background: '#ffffff',
      ratio: 21,
      level: 'AAA',
    });
    expect(variationContrast({ title: 'Plain' }, mergeGlobalStyles({}))).to.equal(undefined);
  });
});
