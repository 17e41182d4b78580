import { expect } from '@esm-bundle/chai';
import {
  type ColorPreset,
  DESIGN_TOKENS_ERRORS,
  type DesignTokenPresets,
  designTokensChanges,
  exportDesignTokens,
  type FontFamilyPreset,
  type FontSizePreset,
  type GradientPreset,
  importDesignTokens,
  type JsonObject,
  mergeGlobalStyles,
  presetsOfOrigin,
  type ShadowPreset,
  type ThemeJson,
} from '../../../src/global-styles';
import { otherToolTokens } from './fixtures/other-tool-tokens';

const defaults: ThemeJson = {
  version: 3,
  settings: {
    color: {
      palette: [
        { name: 'Black', slug: 'black', color: '#000000' },
        { name: 'Default base', slug: 'base', color: '#111111' },
      ],
    },
  },
};

const gradients: GradientPreset[] = [
  {
    name: 'Sunrise',
    slug: 'sunrise',
    gradient: 'linear-gradient(135deg, #E3AE45 0%, #C4553B 100%)',
  },
  { name: 'Halo', slug: 'halo', gradient: 'radial-gradient(circle, #fff 0%, #000 100%)' },
];
const fontSizes: FontSizePreset[] = [
  { name: 'Small', slug: 'small', size: '0.875rem' },
  { name: 'Display', slug: 'xx-large', size: '3rem', fluid: { min: '2.25rem', max: '3.5rem' } },
  { name: 'Huge', slug: 'huge', size: 'clamp(3rem, 6vw, 5rem)' },
  { name: 'Base', slug: 'base', size: 16 },
];
const fontFamilies: FontFamilyPreset[] = [
  { name: 'Book Serif', slug: 'book-serif', fontFamily: '"Iowan Old Style", Georgia, serif' },
  { name: 'Inter', slug: 'inter', fontFamily: "'Inter', sans-serif" },
];
const shadows: ShadowPreset[] = [
  { name: 'Soft', slug: 'soft', shadow: '0px 1px 2px 0px rgba(30, 28, 36, 0.06)' },
  {
    name: 'Layered',
    slug: 'layered',
    shadow: '6px 6px 0px -3px rgba(255, 255, 255, 1), inset 6px 6px #000',
  },
];
const userPalette: ColorPreset[] = [
  { name: 'Veil', slug: 'custom-1', color: 'rgba(0, 0, 0, 0.5)' },
];

const theme: ThemeJson = {
  version: 3,
  settings: {
    color: {
      palette: [
        { name: 'Paper', slug: 'base', color: '#FAF7F2' },
        { name: 'Ink', slug: 'contrast', color: 'rgb(30, 28, 36)' },
        { name: 'Link', slug: 'link', color: 'var(--wp--custom--link)' },
      ],
      gradients,
    },
    typography: { fontSizes, fontFamilies },
    spacing: { spacingSizes: [{ name: 'Small', slug: '30', size: '1rem' }] },
    shadow: { presets: shadows },
  },
};

const user: ThemeJson = { version: 3, settings: { color: { palette: userPalette } } };

const merged = mergeGlobalStyles({ defaults, theme, user });

describe('exportDesignTokens', () => {
  const file = exportDesignTokens(merged);
  const group = (name: string) => file[name] as JsonObject;

  it('groups every origin’s presets by kind, a later origin replacing the same slug', () => {
    expect(Object.keys(file)).to.deep.equal([
      'color',
      'gradient',
      'font-family',
      'font-size',
      'spacing',
      'shadow',
    ]);
    expect(Object.keys(group('color'))).to.deep.equal([
      'black',
      'base',
      'contrast',
      'link',
      'custom-1',
    ]);
    expect(group('color')['base']).to.deep.equal({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0.9804, 0.9686, 0.949], hex: '#faf7f2' },
      $extensions: { 'org.wordpress': { name: 'Paper', value: '#FAF7F2' } },
    });
    expect(group('color')['black']).to.deep.equal({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0, 0, 0], hex: '#000000' },
      $extensions: { 'org.wordpress': { name: 'Black' } },
    });
    expect(group('color')['custom-1']).to.deep.include({
      $value: { colorSpace: 'srgb', components: [0, 0, 0], alpha: 0.5, hex: '#000000' },
    });
  });

  it('writes gradients as stops, and keeps what the format cannot hold in the extension only', () => {
    expect(group('gradient')['sunrise']).to.deep.equal({
      $type: 'gradient',
      $value: [
        {
          color: { colorSpace: 'srgb', components: [0.8902, 0.6824, 0.2706], hex: '#e3ae45' },
          position: 0,
        },
        {
          color: { colorSpace: 'srgb', components: [0.7686, 0.3333, 0.2314], hex: '#c4553b' },
          position: 1,
        },
      ],
      $extensions: {
        'org.wordpress': {
          name: 'Sunrise',
          value: 'linear-gradient(135deg, #E3AE45 0%, #C4553B 100%)',
        },
      },
    });
    expect(group('gradient')['halo']).to.deep.equal({
      $extensions: {
        'org.wordpress': { name: 'Halo', value: 'radial-gradient(circle, #fff 0%, #000 100%)' },
      },
    });
    expect(group('color')['link']).to.not.have.property('$value');
  });

  it('writes font families as name lists, sizes as dimensions with fluid settings kept', () => {
    expect(group('font-family')['book-serif']).to.deep.equal({
      $type: 'fontFamily',
      $value: ['Iowan Old Style', 'Georgia', 'serif'],
      $extensions: { 'org.wordpress': { name: 'Book Serif' } },
    });
    expect(group('font-size')['xx-large']).to.deep.equal({
      $type: 'dimension',
      $value: { value: 3, unit: 'rem' },
      $extensions: {
        'org.wordpress': { name: 'Display', fluid: { min: '2.25rem', max: '3.5rem' } },
      },
    });
    expect(group('font-size')['base']).to.deep.include({ $value: { value: 16, unit: 'px' } });
    expect(group('font-size')['huge']).to.not.have.property('$type');
    expect(group('spacing')['30']).to.deep.include({ $value: { value: 1, unit: 'rem' } });
  });

  it('writes shadows as shadow objects, several layers as an array', () => {
    expect(group('shadow')['soft']).to.deep.include({
      $type: 'shadow',
      $value: {
        color: {
          colorSpace: 'srgb',
          components: [0.1176, 0.1098, 0.1412],
          alpha: 0.06,
          hex: '#1e1c24',
        },
        offsetX: { value: 0, unit: 'px' },
        offsetY: { value: 1, unit: 'px' },
        blur: { value: 2, unit: 'px' },
        spread: { value: 0, unit: 'px' },
      },
    });
    const layers = (group('shadow')['layered'] as JsonObject)['$value'] as JsonObject[];
    expect(layers.map((layer) => [layer['spread'], layer['inset']])).to.deep.equal([
      [{ value: -3, unit: 'px' }, undefined],
      [{ value: 0, unit: 'px' }, true],
    ]);
  });
});

describe('importDesignTokens', () => {
  it('gives back the exported presets exactly', () => {
    const result = importDesignTokens(JSON.stringify(exportDesignTokens(merged)));
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const expected: DesignTokenPresets = {
      palette: [
        { name: 'Black', slug: 'black', color: '#000000' },
        { name: 'Paper', slug: 'base', color: '#FAF7F2' },
        { name: 'Ink', slug: 'contrast', color: 'rgb(30, 28, 36)' },
        { name: 'Link', slug: 'link', color: 'var(--wp--custom--link)' },
        { name: 'Veil', slug: 'custom-1', color: 'rgba(0, 0, 0, 0.5)' },
      ],
      gradients,
      fontFamilies,
      fontSizes,
      spacingSizes: [{ name: 'Small', slug: '30', size: '1rem' }],
      shadows,
    };
    expect(result.presets).to.deep.equal(expected);
    expect(result.skipped).to.deep.equal([]);
  });

  it('takes a token another tool changed over the value WordPress had', () => {
    const file = exportDesignTokens(merged) as Record<string, Record<string, JsonObject>>;
    file['color']!['base']!['$value'] = { colorSpace: 'srgb', components: [1, 0, 0] };
    const stops = file['gradient']!['sunrise']!['$value'] as JsonObject[];
    stops[1]!['position'] = 0.5;
    const result = importDesignTokens(file);
    if (!result.ok) throw new Error(result.error);
    expect(result.presets.palette[1]).to.deep.equal({
      name: 'Paper',
      slug: 'base',
      color: '#ff0000',
    });
    // The direction, which the format has no place for, stays.
    expect(result.presets.gradients[0]?.gradient).to.equal(
      'linear-gradient(135deg, #e3ae45 0%, #c4553b 50%)',
    );
  });

  it('reads another tool’s file: nested groups, inherited types, aliases', () => {
    const result = importDesignTokens(otherToolTokens);
    if (!result.ok) throw new Error(result.error);
    expect(result.presets).to.deep.equal({
      palette: [
        { name: 'Base blue 500', slug: 'base-blue-500', color: '#0066cc' },
        { name: 'Base white', slug: 'base-white', color: '#ffffff' },
        { name: 'Brand primary', slug: 'brand-primary', color: '#0066cc' },
        { name: 'Surface', slug: 'surface', color: '#ffffff' },
        { name: 'Accent', slug: 'accent', color: 'oklch(0.7 0.15 250 / 0.9)' },
      ],
      gradients: [
        { name: 'Sunrise', slug: 'sunrise', gradient: 'linear-gradient(#0066cc 0%, #ffffff 100%)' },
      ],
      fontFamilies: [
        { name: 'Sans', slug: 'sans', fontFamily: 'Inter, "Helvetica Neue", sans-serif' },
        { name: 'Mono', slug: 'mono', fontFamily: 'Menlo' },
      ],
      fontSizes: [
        { name: 'Body', slug: 'body', size: '1rem' },
        { name: 'Heading', slug: 'heading', size: '2.5rem' },
        { name: 'Display', slug: 'display', size: '2.5rem' },
      ],
      spacingSizes: [
        { name: 'Sm', slug: 'sm', size: '8px' },
        { name: 'Md', slug: 'md', size: '8px' },
      ],
      shadows: [
        {
          name: 'Elevation raised',
          slug: 'elevation-raised',
          shadow: '0px 2px 4px 0px #0066cc, inset 0px 8px 16px -4px #00000033',
        },
      ],
    });
    expect(result.skipped).to.deep.equal(['typography.body', 'duration.fast']);
  });

  it('says what is wrong, as a result, for each kind of bad file', () => {
    const error = (input: unknown) => {
      const result = importDesignTokens(input);
      return result.ok
        ? undefined
        : { code: result.code, error: result.error, token: result.token };
    };
    expect(error('{ "color": ')).to.deep.equal({
      code: 'notJson',
      error: DESIGN_TOKENS_ERRORS.notJson,
      token: undefined,
    });
    expect(error('[1, 2]')?.code).to.equal('notObject');
    expect(error(null)?.code).to.equal('notObject');
    expect(error({})?.code).to.equal('noTokens');
    expect(error({ duration: otherToolTokens.duration })?.code).to.equal('noTokens');
    expect(error({ color: { $type: 'color', bad: { $value: 'notacolor' } } })).to.deep.equal({
      code: 'invalidValue',
      error: 'The token “%s” does not have a value that can be imported.',
      token: 'color.bad',
    });
    expect(error({ color: { $type: 'color', bad: { $value: 'red;}</style>' } } })?.token).to.equal(
      'color.bad',
    );
    expect(error({ 'font-size': { big: { $type: 'dimension', $value: 16 } } })).to.deep.include({
      code: 'invalidValue',
      token: 'font-size.big',
    });
    expect(error({ color: { a: { $type: 'color', $value: '{color.missing}' } } })).to.deep.include({
      code: 'unknownAlias',
      token: 'color.a',
    });
    const circular = {
      color: { $type: 'color', a: { $value: '{color.b}' }, b: { $value: '{color.a}' } },
    };
    expect(error(circular)).to.deep.equal({
      code: 'circularAlias',
      error: DESIGN_TOKENS_ERRORS.circularAlias,
      token: 'color.a',
    });
  });
});

describe('designTokensChanges', () => {
  it('counts what an import adds, replaces and leaves as it is, kind by kind', () => {
    const current = {
      palette: [
        { name: 'Brand primary', slug: 'brand-primary', color: '#0066cc' },
        { name: 'Surface', slug: 'surface', color: '#fafafa' },
        { name: 'Kept', slug: 'kept', color: '#123456' },
      ],
      fontSizes: [{ name: 'Body', slug: 'body', size: '1rem', fluid: false }],
      fontFamilies: [
        { name: 'Mono', slug: 'mono', fontFamily: 'Menlo', fontFace: [{ src: 'menlo.woff2' }] },
      ],
    };
    const imported: DesignTokenPresets = {
      palette: [
        { name: 'Brand primary', slug: 'brand-primary', color: '#0066cc' },
        { name: 'Surface', slug: 'surface', color: '#ffffff' },
        { name: 'Accent', slug: 'accent', color: '#ff0000' },
      ],
      gradients: [],
      fontFamilies: [{ name: 'Mono', slug: 'mono', fontFamily: 'Menlo' }],
      fontSizes: [
        { name: 'Body', slug: 'body', size: '1rem' },
        { name: 'Heading', slug: 'heading', size: '2.5rem' },
      ],
      spacingSizes: [],
      shadows: [{ name: 'Raised', slug: 'raised', shadow: '0 2px 4px #000' }],
    };
    const changes = designTokensChanges(current, imported);
    expect(changes.palette.added.map((p) => p.slug)).to.deep.equal(['accent']);
    expect(changes.palette.replaced).to.deep.equal([
      { current: current.palette[1], imported: imported.palette[1] },
    ]);
    expect(changes.palette.unchanged.map((p) => p.slug)).to.deep.equal(['brand-primary']);
    // Losing `fluid: false` changes the size; a font face is not the import's to compare.
    expect(changes.fontSizes.replaced.map((r) => r.imported.slug)).to.deep.equal(['body']);
    expect(changes.fontSizes.added.map((p) => p.slug)).to.deep.equal(['heading']);
    expect(changes.fontFamilies.unchanged.map((p) => p.slug)).to.deep.equal(['mono']);
    expect(changes.shadows.added).to.have.length(1);
    expect(changes.gradients).to.deep.equal({ added: [], replaced: [], unchanged: [] });
  });

  it('compares against the custom presets of a merged tree', () => {
    const result = importDesignTokens({
      color: { $type: 'color', 'custom-1': { $value: '#000000' }, 'custom-2': { $value: '#fff' } },
    });
    if (!result.ok) throw new Error(result.error);
    const custom = presetsOfOrigin(merged, 'custom');
    expect(custom.palette).to.deep.equal(userPalette);
    const changes = designTokensChanges(custom, result.presets);
    expect(changes.palette.replaced.map((r) => r.current.slug)).to.deep.equal(['custom-1']);
    expect(changes.palette.added.map((p) => p.slug)).to.deep.equal(['custom-2']);
  });
});
