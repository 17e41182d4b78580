import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadTheme, loadThemes, themeFilePath } from '../../../demo/server/themes/load-theme';
import { captureWarnings, shippedThemesRoot, styleCss, tempThemes, valueAt } from './fixtures';

const meridianDir = join(shippedThemesRoot, 'meridian');
const plainsongDir = join(shippedThemesRoot, 'plainsong');

test.describe('the shipped themes', () => {
  test('both load from the demo themes folder, sorted by stylesheet', () => {
    const themes = loadThemes([shippedThemesRoot]);
    expect(themes.map((theme) => theme.stylesheet)).toEqual(['meridian', 'plainsong']);
  });

  test('meridian is a block theme with its header read from style.css', () => {
    const theme = loadTheme(meridianDir);
    expect(theme.isBlockTheme).toBe(true);
    expect(theme.header).toMatchObject({
      name: 'Meridian',
      textDomain: 'meridian',
      version: '1.0.0',
      requiresAtLeast: '6.6',
      requiresPhp: '7.4',
      license: 'GNU General Public License v2 or later',
    });
    expect(theme.header.tags).toContain('full-site-editing');
    expect(theme.themeJson?.version).toBe(3);
  });

  test('meridian lists its templates in the standard order, custom templates last', () => {
    const { templates } = loadTheme(meridianDir);
    expect(templates.map((template) => template.slug)).toEqual([
      'front-page',
      'home',
      'single',
      'page',
      'index',
      'archive',
      'search',
      '404',
      'page-no-title',
      'page-wide',
    ]);
    const single = templates.find((template) => template.slug === 'single');
    expect(single?.title).toBe('Single Posts');
    expect(single?.description).not.toBe('');
    expect(single?.content).toContain('<!-- wp:post-content');
    const wide = templates.find((template) => template.slug === 'page-wide');
    expect(wide).toMatchObject({ title: 'Wide page', postTypes: ['page', 'post'] });
    expect(templates.find((template) => template.slug === 'index')?.postTypes).toBeUndefined();
  });

  test('every meridian template starts with the header part and ends with the footer part', () => {
    for (const template of loadTheme(meridianDir).templates) {
      const content = template.content.trim();
      expect(content, template.slug).toMatch(/^<!-- wp:template-part \{"slug":"header"/);
      expect(content, template.slug).toMatch(/<!-- wp:template-part \{"slug":"footer"[^>]*\/-->$/);
    }
  });

  test('meridian parts carry the areas declared in theme.json', () => {
    const { parts } = loadTheme(meridianDir);
    const areas = Object.fromEntries(parts.map((part) => [part.slug, part.area]));
    expect(areas).toEqual({
      footer: 'footer',
      header: 'header',
      'post-meta': 'uncategorized',
      sidebar: 'sidebar',
    });
    expect(parts.find((part) => part.slug === 'header')?.content).toContain('wp:navigation');
  });

  test('meridian offers four style variations, each with its own palette', () => {
    const { variations } = loadTheme(meridianDir);
    expect(variations.map((variation) => variation.title)).toEqual([
      'Dusk',
      'Ember',
      'Ledger',
      'Sage',
    ]);
    const dusk = variations.find((variation) => variation.slug === 'dusk');
    expect(dusk?.description).toContain('ink');
    const palette = valueAt(dusk?.settings, 'color.palette') as { slug: string; color: string }[];
    expect(palette.find((entry) => entry.slug === 'base')?.color).toBe('#17161C');
  });

  test('meridian patterns cover the usual categories and hide the 404 message', () => {
    const { patterns } = loadTheme(meridianDir);
    expect(patterns.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(patterns.flatMap((pattern) => pattern.categories));
    for (const category of ['featured', 'banner', 'text', 'call-to-action', 'header', 'footer']) {
      expect(categories, category).toContain(category);
    }
    expect(categories).toContain('gallery');
    const hidden = patterns.filter((pattern) => !pattern.inserter).map((pattern) => pattern.name);
    expect(hidden).toEqual(['meridian/hidden-404']);
    for (const pattern of patterns) {
      expect(pattern.content, pattern.name).not.toContain('<?php');
      expect(pattern.content, pattern.name).toMatch(/^<!-- wp:/);
    }
  });

  test('meridian gets the block-theme supports plus what appearanceTools opts into', () => {
    const { supports } = loadTheme(meridianDir);
    expect(supports).toMatchObject({
      'block-templates': true,
      'editor-styles': true,
      'responsive-embeds': true,
      'post-thumbnails': true,
      'appearance-tools': true,
      'link-color': true,
      'custom-logo': false,
    });
    expect(supports['html5']).toContain('search-form');
  });

  test('plainsong is a classic theme whose supports come from theme-supports.json', () => {
    const theme = loadTheme(plainsongDir);
    expect(theme.isBlockTheme).toBe(false);
    expect(theme.header.name).toBe('Plainsong');
    expect(theme.themeJson).toBeNull();
    expect(theme.templates).toEqual([]);
    expect(theme.parts).toEqual([]);
    expect(theme.variations).toEqual([]);
    expect(theme.patterns).toEqual([]);
    expect(theme.supports).toMatchObject({
      'editor-styles': true,
      'title-tag': true,
      'block-templates': false,
      'wp-block-styles': false,
    });
    expect(theme.supports['html5']).toEqual([
      'search-form',
      'comment-form',
      'comment-list',
      'gallery',
      'caption',
    ]);
  });
});

test.describe('themes dropped into a folder', () => {
  let themes: ReturnType<typeof tempThemes>;
  test.beforeEach(() => {
    themes = tempThemes();
  });
  test.afterEach(() => themes.remove());

  test('a malformed theme.json fails with an error naming the file', () => {
    const dir = themes.theme('broken', {
      'style.css': styleCss('Broken'),
      'theme.json': '{ "version": 3, "settings": { ',
      'templates/index.html': '<!-- wp:post-content /-->',
    });
    expect(() => loadTheme(dir)).toThrow(join(dir, 'theme.json'));
  });

  test('a theme.json without a version fails with an error naming the file', () => {
    const dir = themes.theme('versionless', {
      'style.css': styleCss('Versionless'),
      'theme.json': '{ "settings": {} }',
    });
    expect(() => loadTheme(dir)).toThrow(/theme\.json.*version/);
  });

  test('a style.css without a Theme Name fails with an error naming the file', () => {
    const dir = themes.theme('nameless', { 'style.css': '/* Author: Nobody */\nbody {}' });
    expect(() => loadTheme(dir)).toThrow(join(dir, 'style.css'));
  });

  test('a missing style.css fails with an error naming the file', () => {
    const dir = themes.theme('empty', { 'theme.json': '{ "version": 3 }' });
    expect(() => loadTheme(dir)).toThrow(join(dir, 'style.css'));
  });

  test('a broken theme is skipped with a warning while its neighbours still load', () => {
    themes.theme('good', { 'style.css': styleCss('Good') });
    themes.theme('bad', { 'style.css': styleCss('Bad'), 'theme.json': 'not json' });
    themes.theme('not-a-theme', { 'readme.txt': 'no style.css here' });
    let loaded: string[] = [];
    const warnings = captureWarnings(() => {
      loaded = loadThemes([themes.root, join(themes.root, 'missing-root')]).map(
        (theme) => theme.stylesheet,
      );
    });
    expect(loaded).toEqual(['good']);
    expect(warnings.join('\n')).toContain(join('bad', 'theme.json'));
  });

  test('a root may itself be a theme, and the first root wins a stylesheet clash', () => {
    const first = themes.theme('meridian', { 'style.css': styleCss('Meridian, local copy') });
    const loaded = loadThemes([first, shippedThemesRoot]);
    expect(loaded.map((theme) => theme.header.name)).toEqual(['Meridian, local copy', 'Plainsong']);
  });

  test('legacy block-templates folders make a block theme and unknown areas become General', () => {
    const dir = themes.theme('legacy', {
      'style.css': styleCss('Legacy'),
      'theme.json': JSON.stringify({
        version: 2,
        templateParts: [{ name: 'masthead', title: 'Masthead', area: 'banner' }],
      }),
      'block-templates/index.html': '<!-- wp:post-content /-->',
      'block-templates/single-product.html': '<!-- wp:post-title /-->',
      'block-template-parts/masthead.html': '<!-- wp:site-title /-->',
      'block-template-parts/extra-bits.html': '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
    });
    const theme = loadTheme(dir);
    expect(theme.isBlockTheme).toBe(true);
    expect(theme.templates.map((template) => [template.slug, template.title])).toEqual([
      ['index', 'Index'],
      ['single-product', 'Single item: Product'],
    ]);
    expect(theme.parts).toEqual([
      {
        slug: 'extra-bits',
        title: 'Extra Bits',
        area: 'uncategorized',
        content: expect.any(String),
      },
      {
        slug: 'masthead',
        title: 'Masthead',
        area: 'uncategorized',
        content: '<!-- wp:site-title /-->',
      },
    ]);
  });

  test('block style variations under styles/ are not offered as site style variations', () => {
    const dir = themes.theme('blocky', {
      'style.css': styleCss('Blocky'),
      'templates/index.html': '',
      'styles/night.json': '{ "version": 3, "styles": { "color": { "background": "#000" } } }',
      'styles/blocks/tinted.json': '{ "version": 3, "blockTypes": ["core/group"], "styles": {} }',
      'styles/typography/serif.json': '{ "version": 3, "title": "Serif", "styles": {} }',
    });
    const { variations } = loadTheme(dir);
    expect(variations.map((variation) => [variation.slug, variation.title])).toEqual([
      ['night', 'Night'],
      ['typography/serif', 'Serif'],
    ]);
    expect(variations[0]?.settings).toEqual({});
  });

  test('theme files resolve inside the theme and never outside it', () => {
    const theme = loadTheme(meridianDir);
    expect(themeFilePath(theme, 'style.css')).toBe(join(meridianDir, 'style.css'));
    expect(themeFilePath(theme, '/theme.json')).toBe(join(meridianDir, 'theme.json'));
    expect(themeFilePath(theme, '../plainsong/style.css')).toBeNull();
  });
});
