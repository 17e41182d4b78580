import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baseGlobalStyles, loadTheme } from '../../../demo/server/themes/load-theme';
import { shippedThemesRoot, styleCss, tempThemes, valueAt } from './fixtures';

type Presets = Record<string, { slug: string }[]>;

const meridian = () => loadTheme(join(shippedThemesRoot, 'meridian'));
const plainsong = () => loadTheme(join(shippedThemesRoot, 'plainsong'));

/** The preset group at a settings path such as `color.palette`. */
function presets(settings: Record<string, unknown>, path: string): Presets {
  return (valueAt(settings, path) ?? {}) as Presets;
}

function slugs(list: { slug: string }[] | undefined): string[] {
  return (list ?? []).map((preset) => preset.slug);
}

test('keeps core and theme presets side by side under their origin', () => {
  const { version, settings } = baseGlobalStyles(meridian());
  expect(version).toBe(3);
  const palette = presets(settings, 'color.palette');
  expect(Object.keys(palette).sort()).toEqual(['default', 'theme']);
  expect(slugs(palette['theme'])).toContain('accent');
  expect(slugs(palette['default'])).toContain('black');
  expect(slugs(palette['default'])).not.toContain('accent');
  for (const path of [
    'color.gradients',
    'color.duotone',
    'typography.fontSizes',
    'shadow.presets',
    'spacing.spacingSizes',
  ]) {
    const group = presets(settings, path);
    expect(group['default']?.length, `${path} default`).toBeGreaterThan(0);
    expect(group['theme']?.length, `${path} theme`).toBeGreaterThan(0);
  }
});

test('font families come from the theme only', () => {
  const families = presets(baseGlobalStyles(meridian()).settings, 'typography.fontFamilies');
  expect(Object.keys(families)).toEqual(['theme']);
  expect(slugs(families['theme'])).toEqual(['system-sans', 'book-serif', 'monospace']);
});

test('core shadow presets are natural, deep, sharp, outlined and crisp', () => {
  const shadows = presets(baseGlobalStyles(meridian()).settings, 'shadow.presets');
  expect(slugs(shadows['default'])).toEqual(['natural', 'deep', 'sharp', 'outlined', 'crisp']);
});

test('theme settings and styles win over core ones outside presets', () => {
  const { settings, styles } = baseGlobalStyles(meridian());
  expect(settings['layout']).toEqual({ contentSize: '680px', wideSize: '1180px' });
  const color = settings['color'] as Record<string, unknown>;
  expect(color['defaultPalette']).toBe(false);
  expect(color['custom']).toBe(true);
  const elements = styles['elements'] as Record<string, Record<string, unknown>>;
  expect(elements['button']?.['color']).toEqual({
    background: 'var:preset|color|contrast',
    text: 'var:preset|color|base',
  });
  expect(elements['cite']).toBeDefined();
  const blocks = styles['blocks'] as Record<string, unknown>;
  expect(blocks['core/quote']).toBeDefined();
  expect(blocks['core/separator']).toBeDefined();
});

test('appearanceTools switches on the design tools it covers', () => {
  const { settings } = baseGlobalStyles(meridian());
  expect(settings['border']).toEqual({ color: true, radius: true, style: true, width: true });
  expect((settings['spacing'] as Record<string, unknown>)['padding']).toBe(true);
  expect((settings['typography'] as Record<string, unknown>)['lineHeight']).toBe(true);
});

test('a classic theme gets the core defaults only', () => {
  const { settings, styles } = baseGlobalStyles(plainsong());
  const palette = presets(settings, 'color.palette');
  expect(Object.keys(palette)).toEqual(['default']);
  expect(presets(settings, 'typography.fontSizes')['theme']).toBeUndefined();
  expect((settings['typography'] as Record<string, unknown>)['fontFamilies']).toBeUndefined();
  expect(settings['border']).toEqual({ color: false, radius: false, style: false, width: false });
  expect(styles['color']).toBeUndefined();
});

test('a theme spacing scale generates theme spacing sizes around a medium step', () => {
  const themes = tempThemes();
  try {
    const dir = themes.theme('scaled', {
      'style.css': styleCss('Scaled'),
      'templates/index.html': '',
      'theme.json': JSON.stringify({
        version: 3,
        settings: {
          spacing: {
            spacingScale: { operator: '+', increment: 0.5, steps: 5, mediumStep: 1, unit: 'rem' },
          },
          blocks: { 'core/button': { color: { palette: [{ slug: 'brand', color: '#123456' }] } } },
        },
      }),
    });
    const { settings } = baseGlobalStyles(loadTheme(dir));
    const spacing = presets(settings, 'spacing.spacingSizes');
    // The X-Small step would come out at 0rem, which is no spacing at all, so it is left out.
    expect(spacing['theme']).toEqual([
      { name: 'Small', slug: '40', size: '0.5rem' },
      { name: 'Medium', slug: '50', size: '1rem' },
      { name: 'Large', slug: '60', size: '1.5rem' },
      { name: 'X-Large', slug: '70', size: '2rem' },
    ]);
    expect(slugs(spacing['default'])).toEqual(['20', '30', '40', '50', '60', '70', '80']);
    const buttonPalette = presets(settings, 'blocks.core/button.color.palette');
    expect(Object.keys(buttonPalette)).toEqual(['theme']);
  } finally {
    themes.remove();
  }
});

test('each call returns a fresh copy that callers may change freely', () => {
  const theme = meridian();
  const first = baseGlobalStyles(theme);
  (first.settings['layout'] as Record<string, unknown>)['contentSize'] = '1px';
  expect(valueAt(baseGlobalStyles(theme).settings, 'layout.contentSize')).toBe('680px');
  expect(valueAt(theme.themeJson, 'settings.layout.contentSize')).toBe('680px');
});
