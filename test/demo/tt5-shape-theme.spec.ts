// A theme in the shape of WordPress's default block themes (Twenty Twenty-Five): the fixture in
// test/fixtures/themes/tt5-shape, with its own content, made the active theme through THEME_DIR.
// The host must load it without a warning and serve what the editor reads from such a theme:
// base styles with its presets and element styles, its font files, its style variations (as
// WordPress lists them: whole-site, colour-only and typography-only alike, block style partials
// left out), its templates, parts and patterns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { siteStylesheet } from '../../src/global-styles/site-stylesheet';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { type RestClient, restAs } from '../fixtures/host';

const themeDir = resolve('test/fixtures/themes/tt5-shape');
const stylesheet = 'tt5-shape';

type Preset = { slug: string; name: string };
type FontFamily = Preset & { fontFamily: string; fontFace?: Array<{ src: string[] }> };

test.describe('a theme shaped like Twenty Twenty-Five', () => {
  let host: DemoHost;
  let dataDir: string;
  let request: APIRequestContext;
  let client: RestClient;
  let hostErrors = '';

  test.beforeAll(async ({ playwright }) => {
    dataDir = mkdtempSync(join(tmpdir(), 'tt5-shape-'));
    host = await startDemoHost({ DATA_DIR: dataDir, THEME_DIR: themeDir });
    // Loader warnings (a skipped pattern, a skipped theme) go to stderr.
    host.child.stderr?.on('data', (chunk: Buffer) => {
      hostErrors += chunk.toString();
    });
    request = await playwright.request.newContext({ baseURL: host.url });
    client = await restAs(request, 'admin');
  });

  test.afterAll(async () => {
    await request.dispose();
    host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is the active block theme, loaded without a warning', async () => {
    const themes = await (
      await client.get('wp/v2/themes', { query: { status: 'active', context: 'edit' } })
    ).json();
    expect(themes).toHaveLength(1);
    expect(themes[0]).toMatchObject({
      stylesheet,
      name: { raw: 'Tidewater' },
      is_block_theme: true,
      textdomain: 'tt5-shape',
    });
    expect(hostErrors).toBe('');
  });

  test('its base styles hold its palette, font families, sizes and element styles', async () => {
    const response = await client.get(`wp/v2/global-styles/themes/${stylesheet}`);
    expect(response.status()).toBe(200);
    const { settings, styles } = await response.json();
    const slugs = (presets: Preset[]) => presets.map((preset) => preset.slug);

    expect(settings.appearanceTools).toBe(true);
    expect(settings.color.defaultPalette).toBe(false);
    expect(settings.color.defaultGradients).toBe(false);
    expect(slugs(settings.color.palette.theme)).toEqual([
      'base',
      'contrast',
      'accent-1',
      'accent-2',
      'accent-3',
      'accent-4',
      'accent-5',
      'accent-6',
    ]);
    expect(slugs(settings.color.gradients.theme)).toEqual([
      'sand-to-base',
      'violet-dusk',
      'saffron-glow',
    ]);
    expect(slugs(settings.color.duotone.theme)).toEqual(['ink-and-paper', 'violet-and-saffron']);
    const families: FontFamily[] = settings.typography.fontFamilies.theme;
    expect(families.map((family) => family.name)).toEqual(['Inter', 'Lora']);
    expect(families[1]!.fontFace?.map((face) => face.src)).toEqual([
      ['file:./assets/fonts/lora/Lora-Regular.woff2'],
      ['file:./assets/fonts/lora/Lora-Italic.woff2'],
    ]);
    expect(settings.typography.fontSizes.theme).toContainEqual({
      fluid: { max: '3.5rem', min: '2.5rem' },
      name: 'Extra Extra Large',
      size: '3rem',
      slug: 'xx-large',
    });
    expect(settings.typography.writingMode).toBe(true);
    expect(slugs(settings.spacing.spacingSizes.theme)).toEqual([
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
    ]);
    expect(slugs(settings.shadow.presets.theme)).toEqual(['soft', 'lifted']);
    expect(settings.layout).toMatchObject({ contentSize: '660px', wideSize: '1280px' });

    expect(styles.color).toEqual({
      background: 'var:preset|color|base',
      text: 'var:preset|color|contrast',
    });
    expect(styles.typography.fontFamily).toBe('var:preset|font-family|inter');
    expect(styles.elements.link[':hover'].color.text).toBe('var:preset|color|accent-3');
    expect(styles.elements.button[':hover']).toBeDefined();
    expect(styles.elements.button[':focus'].outline.width).toBe('2px');
    expect(styles.elements.heading.typography.fontFamily).toBe('var:preset|font-family|lora');
    for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
      expect(styles.elements[level].typography.fontSize, level).toBeTruthy();
    }
    expect(styles.elements.caption).toBeDefined();
    expect(Object.keys(styles.blocks)).toEqual(
      expect.arrayContaining([
        'core/button',
        'core/quote',
        'core/post-title',
        'core/navigation',
        'core/site-title',
        'core/pullquote',
      ]),
    );
    expect(styles.blocks['core/button'].variations.outline).toBeDefined();
    expect(styles.blocks['core/quote'].variations.plain).toBeDefined();
  });

  test('its font files are real woff2 files, served from the theme folder', async () => {
    const { settings } = await (
      await client.get(`wp/v2/global-styles/themes/${stylesheet}`)
    ).json();
    const sources = (settings.typography.fontFamilies.theme as FontFamily[]).flatMap((family) =>
      (family.fontFace ?? []).flatMap((face) => face.src),
    );
    expect(sources).toHaveLength(3);
    for (const source of sources) {
      const path = source.replace('file:./', `/wp-content/themes/${stylesheet}/`);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('font/woff2');
      // Every woff2 file starts with its signature, `wOF2`.
      expect((await response.body()).subarray(0, 4).toString('latin1'), path).toBe('wOF2');
    }
  });

  test('the variations endpoint lists every style variation, block style partials left out', async () => {
    const response = await client.get(`wp/v2/global-styles/themes/${stylesheet}/variations`);
    expect(response.status()).toBe(200);
    const variations = await response.json();
    // Sorted by file path, as WordPress does: styles/*.json, then colors/, then typography/;
    // sections/section-1.json names blockTypes, so it is a block style variation, not listed.
    expect(variations.map((variation: { title: string }) => variation.title)).toEqual([
      'Dusk',
      'Meadow',
      'Ember',
      'Harbour',
      'Lora & Inter',
    ]);
    const [dusk, , ember, , typography] = variations;
    expect(dusk.description).toBe('Light type on a deep violet ground, with saffron accents.');
    expect(dusk.settings.color.palette).toHaveLength(8);
    expect(Object.keys(dusk.settings)).toEqual(['color', 'typography']);
    // A colour preset and a typography preset come back like any variation: the editor, not the
    // host, tells them apart by what they hold.
    expect(Object.keys(ember.settings)).toEqual(['color']);
    expect(Object.keys(ember.styles)).toEqual(['color', 'elements']);
    expect(Object.keys(typography.settings)).toEqual(['typography']);
    expect(typography.styles.typography.fontFamily).toBe('var:preset|font-family|lora');
    for (const variation of variations) expect(variation.version).toBe(3);
  });

  test('the engine prints its stylesheet, with a variation over it', async () => {
    const theme = await (await client.get(`wp/v2/global-styles/themes/${stylesheet}`)).json();
    const [dusk] = await (
      await client.get(`wp/v2/global-styles/themes/${stylesheet}/variations`)
    ).json();
    const blockTypes = await (
      await client.get('wp/v2/block-types', {
        query: { context: 'view', _fields: 'name,selectors,supports,styles' },
      })
    ).json();
    const [active] = await (
      await client.get('wp/v2/themes', { query: { status: 'active', context: 'edit' } })
    ).json();
    const themeFolders = { stylesheetUri: active.stylesheet_uri, templateUri: active.template_uri };
    const themeFiles = `${host.url}/wp-content/themes/${stylesheet}`;

    const css = siteStylesheet({ theme, blockTypes, themeFolders });
    expect(css).toContain('--wp--preset--color--base: #FAF8F3;');
    expect(css).toContain(
      '--wp--preset--color--accent-6: color-mix(in srgb, currentColor 22%, transparent);',
    );
    expect(css).toContain('--wp--preset--spacing--80: clamp(4.5rem, 12vw, 9rem);');
    expect(css).toMatch(/--wp--preset--font-size--xx-large: clamp\(2\.5rem, [^;]+, 3\.5rem\);/);
    expect(css).toContain('--wp--preset--shadow--soft: 0 2px 12px rgba(29, 28, 26, 0.12);');
    expect(css).toContain(
      `@font-face{font-family:Lora;font-style:italic;font-weight:400;font-display:fallback;src:url('${themeFiles}/assets/fonts/lora/Lora-Italic.woff2') format('woff2');}`,
    );
    expect(css).not.toContain('file:');

    const withDusk = siteStylesheet({ theme, variation: dusk, blockTypes, themeFolders });
    expect(withDusk).toContain('--wp--preset--color--base: #221C3B;');
    expect(withDusk).not.toContain('--wp--preset--color--base: #FAF8F3;');
  });

  test('its block style partials are block styles, styled in its base styles and stylesheet', async () => {
    const blockTypes = await (
      await client.get('wp/v2/block-types', {
        query: { context: 'edit', _fields: 'name,selectors,supports,styles,variations' },
      })
    ).json();
    const byName = new Map(blockTypes.map((block: { name: string }) => [block.name, block]));
    const paragraph = byName.get('core/paragraph') as { styles: unknown[] };
    expect(paragraph.styles).toEqual([
      { name: 'text-display', label: 'Display' },
      { name: 'text-subtitle', label: 'Subtitle' },
      { name: 'text-annotation', label: 'Annotation' },
    ]);
    // block.json's own come first; a block the partials do not name keeps only those.
    const button = byName.get('core/button') as { styles: { name: string }[] };
    expect(button.styles.map((style) => style.name)).toEqual(['fill', 'outline']);
    const terms = byName.get('core/post-terms') as { variations: { name: string }[] };
    expect(terms.variations.map((variation) => variation.name)).toEqual(['category', 'post_tag']);
    const links = byName.get('core/navigation-link') as { variations: { name: string }[] };
    expect(links.variations.map((variation) => variation.name)).toEqual([
      'post',
      'page',
      'category',
      'tag',
    ]);

    const theme = await (await client.get(`wp/v2/global-styles/themes/${stylesheet}`)).json();
    expect(theme.styles.blocks['core/heading'].variations['text-display']).toEqual({
      typography: { fontSize: '3.5rem', lineHeight: '1.2' },
    });
    const css = siteStylesheet({ theme, blockTypes });
    expect(css).toMatch(
      /:root :where\(p\.is-style-text-display\)\{font-size: clamp\([^;]+\);line-height: 1\.2;\}/,
    );
    expect(css).toContain(
      ':root :where(.wp-block-heading.is-style-text-annotation){width: fit-content}',
    );
  });

  test('its templates, front page first, and the front page’s content', async () => {
    const list = await (await client.get('wp/v2/templates', { query: { per_page: -1 } })).json();
    expect(list.map((template: { slug: string }) => template.slug)).toEqual([
      'front-page',
      'home',
      'single',
      'page',
      'index',
      'page-no-title',
    ]);
    const custom = list.find((template: { slug: string }) => template.slug === 'page-no-title');
    expect(custom).toMatchObject({
      is_custom: true,
      title: { raw: 'Page without title' },
      post_types: ['page'],
    });

    const response = await client.get(`wp/v2/templates/${stylesheet}//front-page`, {
      query: { context: 'edit' },
    });
    expect(response.status()).toBe(200);
    const front = await response.json();
    expect(front).toMatchObject({
      id: `${stylesheet}//front-page`,
      theme: stylesheet,
      source: 'theme',
      has_theme_file: true,
      title: { raw: 'Front Page' },
      author_text: 'Tidewater',
      original_source: 'theme',
    });
    const content: string = front.content.raw;
    // Its parts name the theme, as WordPress serves a theme's file.
    const part = (slug: string) =>
      `<!-- wp:template-part {"slug":"${slug}","tagName":"${slug}","theme":"${stylesheet}"} /-->`;
    expect(content.startsWith(part('header'))).toBe(true);
    expect(content).toContain('<!-- wp:pattern {"slug":"tt5-shape/opening-banner"} /-->');
    expect(content).toContain('<!-- wp:query {"queryId":3');
    expect(content).toContain(part('footer'));

    const lookup = await client.get('wp/v2/templates/lookup', { query: { slug: 'front-page' } });
    expect((await lookup.json()).slug).toBe('home');
  });

  test('its parts and patterns', async () => {
    const parts = await (await client.get('wp/v2/template-parts')).json();
    expect(
      parts.map((part: { slug: string; area: string }) => [part.slug, part.area]).sort(),
    ).toEqual([
      ['footer', 'footer'],
      ['header', 'header'],
      ['sidebar', 'uncategorized'],
    ]);
    const patterns = await (await client.get('wp/v2/block-patterns/patterns')).json();
    const banner = patterns.find(
      (pattern: { name: string }) => pattern.name === 'tt5-shape/opening-banner',
    );
    expect(banner).toMatchObject({
      title: 'Opening banner',
      categories: ['banner', 'featured'],
      viewport_width: 1280,
      source: 'theme',
    });
    expect(banner.content).toContain('Notes from the tideline');
    expect(banner.content).toContain('slowly &amp; well.');
    expect(banner.content).not.toContain('<?php');
    const quote = patterns.find(
      (pattern: { name: string }) => pattern.name === 'tt5-shape/quiet-quote',
    );
    expect(quote.block_types).toEqual(['core/quote']);
    // Hidden from the inserter: served, marked so (the Patterns page does not list it).
    expect(
      patterns.find((pattern: { name: string }) => pattern.name === 'tt5-shape/hidden-helper'),
    ).toMatchObject({ inserter: false });
  });
});
