import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  describeDiffEntry,
  describePath,
  isColorValue,
  type StyleDiffEntry,
  styleDiff,
  takeValue,
} from '../../../src/style-revisions';

const blockTitles = { 'core/button': 'Button', 'core/quote': 'Quote' };

const before = {
  styles: {
    color: { text: '#111111', background: '#ffffff' },
    typography: { fontSize: 'var(--wp--preset--font-size--medium)' },
    blocks: { 'core/quote': { typography: { fontStyle: 'italic' } } },
  },
  settings: {
    color: {
      palette: {
        theme: [
          { slug: 'primary', name: 'Primary', color: '#0000ff' },
          { slug: 'accent', name: 'Accent', color: '#ff9900' },
        ],
      },
    },
    typography: {
      fontSizes: {
        theme: [
          { slug: 'small', name: 'Small', size: '14px' },
          { slug: 'huge', name: 'Huge', size: '48px' },
        ],
      },
    },
    layout: { contentSize: '640px' },
  },
};

// A palette colour changed, a block's colour added, a font size removed; every other value the
// same, some of it written in another key order or with empty objects.
const after = {
  settings: {
    layout: { contentSize: '640px' },
    typography: { fontSizes: { theme: [{ slug: 'small', name: 'Small', size: '14px' }] } },
    color: {
      palette: {
        theme: [
          { slug: 'primary', name: 'Primary', color: '#1e40af' },
          { slug: 'accent', name: 'Accent', color: '#ff9900' },
        ],
      },
    },
  },
  styles: {
    typography: { fontSize: 'var(--wp--preset--font-size--medium)' },
    color: { background: '#ffffff', text: '#111111' },
    blocks: {
      'core/quote': { typography: { fontStyle: 'italic' }, border: {} },
      'core/button': { color: { background: 'var:preset|color|primary' } },
    },
    elements: {},
  },
};

describe('styleDiff', () => {
  it('lists exactly the values that changed, styles first, and nothing else', () => {
    expect(styleDiff(before, after)).to.deep.equal([
      {
        path: ['styles', 'blocks', 'core/button', 'color', 'background'],
        before: undefined,
        after: 'var:preset|color|primary',
        isColor: true,
      },
      {
        path: ['settings', 'color', 'palette', 'theme', 'primary', 'color'],
        before: '#0000ff',
        after: '#1e40af',
        isColor: true,
        slugIndex: 4,
        presetName: 'Primary',
      },
      {
        path: ['settings', 'typography', 'fontSizes', 'theme', 'huge'],
        before: { slug: 'huge', name: 'Huge', size: '48px' },
        after: undefined,
        isColor: false,
        slugIndex: 4,
        presetName: 'Huge',
      },
    ]);
  });

  it('finds nothing between equal documents', () => {
    expect(styleDiff(before, structuredClone(before))).to.deep.equal([]);
    expect(styleDiff({ styles: {}, settings: {} }, {})).to.deep.equal([]);
  });

  it('compares presets by slug: one colour added in the middle is one change', () => {
    const palette = (colors: [string, string][]) => ({
      settings: { color: { palette: colors.map(([slug, color]) => ({ slug, color })) } },
    });
    const diff = styleDiff(
      palette([
        ['a', '#000'],
        ['c', '#ccc'],
      ]),
      palette([
        ['a', '#000'],
        ['b', '#bbb'],
        ['c', '#ccc'],
      ]),
    );
    expect(diff).to.deep.equal([
      {
        path: ['settings', 'color', 'palette', 'b'],
        before: undefined,
        after: { slug: 'b', color: '#bbb' },
        isColor: true,
        slugIndex: 3,
      },
    ]);
  });

  it('lists a whole new preset list preset by preset', () => {
    const diff = styleDiff(
      {},
      {
        settings: {
          shadow: { presets: { custom: [{ slug: 'soft', shadow: '0 1px 2px #0003' }] } },
        },
      },
    );
    expect(diff.map((entry) => entry.path)).to.deep.equal([
      ['settings', 'shadow', 'presets', 'custom', 'soft'],
    ]);
    expect(diff[0]!.isColor).to.equal(false);
  });

  it('lists every value of a block added, and a removed value with after undefined', () => {
    const diff = styleDiff(
      { styles: { spacing: { padding: { top: '1rem', bottom: '1rem' } } } },
      {
        styles: {
          spacing: { padding: { top: '1rem' } },
          blocks: { 'core/button': { color: { text: '#fff', background: '#000' } } },
        },
      },
    );
    expect(
      diff.map(({ path, before, after }) => ({ path: path.join('.'), before, after })),
    ).to.deep.equal([
      { path: 'styles.spacing.padding.bottom', before: '1rem', after: undefined },
      { path: 'styles.blocks.core/button.color.text', before: undefined, after: '#fff' },
      { path: 'styles.blocks.core/button.color.background', before: undefined, after: '#000' },
    ]);
  });

  it('keeps references and other arrays as one value', () => {
    const diff = styleDiff(
      {
        styles: { color: { text: { ref: 'styles.color.background' } } },
        settings: { spacing: { units: ['px', 'em'] } },
      },
      { styles: { color: { text: '#000' } }, settings: { spacing: { units: ['px'] } } },
    );
    expect(diff).to.deep.equal([
      {
        path: ['styles', 'color', 'text'],
        before: { ref: 'styles.color.background' },
        after: '#000',
        isColor: true,
      },
      {
        path: ['settings', 'spacing', 'units'],
        before: ['px', 'em'],
        after: ['px'],
        isColor: false,
      },
    ]);
  });
});

describe('colour flags', () => {
  it('flags hex, rgb(a), hsl(a) and palette references', () => {
    for (const value of [
      '#fff',
      '#ffff',
      '#1E40AF',
      '#1e40af80',
      'rgb(0, 0, 0)',
      'rgba(0 0 0 / 50%)',
      'hsl(200 50% 50%)',
      'HSLA(200, 50%, 50%, 0.5)',
      'var(--wp--preset--color--primary)',
      'var:preset|color|accent-2',
    ]) {
      expect(isColorValue(value), value).to.equal(true);
    }
  });

  it('does not flag sizes, fonts, gradients or other presets', () => {
    for (const value of [
      '16px',
      '#zzz',
      '#12345',
      'Inter, sans-serif',
      'linear-gradient(#fff, #000)',
      'var(--wp--preset--font-size--large)',
      'var:preset|spacing|40',
      '0 1px 2px #0003',
      3,
      undefined,
    ]) {
      expect(isColorValue(value), String(value)).to.equal(false);
    }
  });

  it('flags a named colour only where the path is a colour', () => {
    expect(isColorValue('red', ['styles', 'color', 'text'])).to.equal(true);
    expect(isColorValue('transparent', ['styles', 'border', 'color'])).to.equal(true);
    expect(isColorValue('red', ['styles', 'typography', 'fontFamily'])).to.equal(false);
    expect(isColorValue('black', ['settings', 'color', 'palette', 'a', 'name'])).to.equal(false);
  });
});

describe('takeValue', () => {
  const diff = styleDiff(before, after);
  const entry = (path: string) => diff.find((item) => item.path.join('.') === path)!;

  it('copies one value across and leaves every other value as it was', () => {
    const original = structuredClone(before);
    const taken = takeValue(before, entry('styles.blocks.core/button.color.background'));
    expect(taken.styles.blocks).to.deep.equal({
      'core/quote': { typography: { fontStyle: 'italic' } },
      'core/button': { color: { background: 'var:preset|color|primary' } },
    });
    expect(taken.settings).to.equal(before.settings);
    expect(before).to.deep.equal(original);
    // Only the value taken differs now.
    expect(styleDiff(taken, before).map((item) => item.path.join('.'))).to.deep.equal([
      'styles.blocks.core/button.color.background',
    ]);
  });

  it('changes one preset field in place, keeping the palette order', () => {
    const taken = takeValue(before, entry('settings.color.palette.theme.primary.color'));
    expect(taken.settings.color.palette.theme).to.deep.equal([
      { slug: 'primary', name: 'Primary', color: '#1e40af' },
      { slug: 'accent', name: 'Accent', color: '#ff9900' },
    ]);
    expect(taken.settings.typography).to.equal(before.settings.typography);
  });

  it('removes a preset, and the list when it was the last one', () => {
    const taken = takeValue(before, entry('settings.typography.fontSizes.theme.huge'));
    expect(taken.settings.typography.fontSizes.theme).to.deep.equal([
      { slug: 'small', name: 'Small', size: '14px' },
    ]);
    const [last] = styleDiff(
      {
        settings: { shadow: { presets: { custom: [{ slug: 's', shadow: 'none' }] } }, layout: {} },
      },
      { settings: { layout: {} } },
    ) as [StyleDiffEntry];
    expect(
      takeValue(
        { settings: { shadow: { presets: { custom: [{ slug: 's', shadow: 'none' }] } } } },
        last,
      ),
    ).to.deep.equal({});
  });

  it('adds a preset at the end, and does nothing when removing one that is not there', () => {
    const [added] = styleDiff(
      {},
      { settings: { color: { palette: [{ slug: 'x', color: '#123' }] } } },
    ) as [StyleDiffEntry];
    const target = { settings: { color: { palette: [{ slug: 'a', color: '#000' }] } } };
    expect(takeValue(target, added).settings.color.palette).to.deep.equal([
      { slug: 'a', color: '#000' },
      { slug: 'x', color: '#123' },
    ]);
    const removal = { ...added, before: added.after, after: undefined };
    expect(takeValue(target, removal)).to.equal(target);
  });

  it('removes a value, dropping the objects it leaves empty', () => {
    const [removal] = styleDiff(
      { styles: { spacing: { padding: { top: '1rem' } } } },
      { styles: {} },
    ) as [StyleDiffEntry];
    expect(
      takeValue(
        { styles: { spacing: { padding: { top: '1rem' } }, color: { text: '#000' } } },
        removal,
      ),
    ).to.deep.equal({ styles: { color: { text: '#000' } } });
  });
});

describe('describePath', () => {
  afterEach(() => resetLocaleData());

  it('reads a block value with the block title', () => {
    expect(
      describePath(['styles', 'blocks', 'core/button', 'color', 'background'], blockTitles),
    ).to.equal('Styles › Blocks › Button › Color › Background');
    expect(describePath(['styles', 'blocks', 'my/card', 'spacing', 'blockGap'])).to.equal(
      'Styles › Blocks › my/card › Spacing › Block spacing',
    );
  });

  it('joins a preset list and its origin, and names the preset', () => {
    expect(describePath(['settings', 'color', 'palette', 'theme', 'primary'])).to.equal(
      'Settings › Color › Palette (theme) › Primary',
    );
    const [entry] = styleDiff(before, after).filter((item) => item.slugIndex !== undefined);
    expect(describeDiffEntry(entry!, blockTitles)).to.equal(
      'Settings › Color › Palette (theme) › Primary › Color',
    );
  });

  it('reads elements, states and unlabelled keys', () => {
    expect(describePath(['styles', 'elements', 'link', ':hover', 'color', 'text'])).to.equal(
      'Styles › Elements › Link › Hover › Color › Text',
    );
    expect(describePath(['settings', 'custom', 'lineHeightTight'])).to.equal(
      'Settings › Custom › Line height tight',
    );
    expect(describePath(['settings', 'typography', 'fontSizes', 'custom', 'custom-1'])).to.equal(
      'Settings › Typography › Font sizes (custom) › Custom 1',
    );
  });

  it('translates the words', () => {
    setLocaleData({ Styles: ['Styles globaux'], Color: ['Couleur'], Background: ['Arrière-plan'] });
    expect(describePath(['styles', 'color', 'background'])).to.equal(
      'Styles globaux › Couleur › Arrière-plan',
    );
  });
});
