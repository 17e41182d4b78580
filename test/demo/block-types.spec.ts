// The block type registry (/wp/v2/block-types) and the block library's front-end styles
// (/wp-includes/css/dist/block-library/style.min.css): what the global styles engine and the
// block previews read from the host instead of loading the block library's code.
import { expect, test } from '@playwright/test';
import { type RestClient, rest, restAs } from '../fixtures/host';

interface BlockTypeItem {
  name: string;
  title: string;
  category: string;
  is_dynamic: boolean;
  api_version: number;
  parent: string[] | null;
  ancestor: string[] | null;
  attributes: Record<string, { type?: unknown; default?: unknown; enum?: unknown[] }>;
  supports: Record<string, unknown>;
  selectors: Record<string, unknown> | [];
  styles: { name: string; label: string; isDefault?: boolean }[];
  variations: { name: string }[];
  _links: Record<string, { href: string }[]>;
}

/** The core blocks a block theme leans on: the host must describe every one of them. */
const commonBlocks = [
  'paragraph',
  'heading',
  'list',
  'list-item',
  'quote',
  'pullquote',
  'image',
  'gallery',
  'cover',
  'media-text',
  'group',
  'columns',
  'column',
  'buttons',
  'button',
  'separator',
  'spacer',
  'table',
  'code',
  'preformatted',
  'verse',
  'details',
  'social-links',
  'social-link',
  'search',
  'navigation',
  'navigation-link',
  'navigation-submenu',
  'page-list',
  'home-link',
  'site-title',
  'site-tagline',
  'site-logo',
  'template-part',
  'pattern',
  'block',
  'post-title',
  'post-content',
  'post-excerpt',
  'post-date',
  'post-featured-image',
  'post-author',
  'post-terms',
  'query',
  'post-template',
  'query-pagination',
  'query-no-results',
  'comments',
  'avatar',
  'archives',
  'categories',
  'latest-posts',
  'footnotes',
].map((name) => `core/${name}`);

/** Every block named in block markup: `<!-- wp:name` is `core/name`. */
function blockNamesIn(markup: string): string[] {
  return [...markup.matchAll(/<!--\s+wp:([a-z][a-z0-9-]*\/)?([a-z][a-z0-9-]*)/g)].map(
    ([, namespace, name]) => `${namespace ?? 'core/'}${name}`,
  );
}

test.describe('REST contract: block types', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('lists the core blocks with WordPress’s fields', async () => {
    const response = await admin.get('wp/v2/block-types');
    expect(response.status()).toBe(200);
    const list = (await response.json()) as BlockTypeItem[];
    const names = list.map((block) => block.name);
    for (const name of commonBlocks) expect(names).toContain(name);
    for (const block of list) {
      expect(block.name).toMatch(/^core\/[a-z][a-z0-9-]*$/);
      expect(block.api_version).toBe(3);
      expect(typeof block.title).toBe('string');
      expect(typeof block.is_dynamic).toBe('boolean');
      expect(block.attributes.lock).toEqual({ type: 'object' });
    }
    const paragraph = list.find((block) => block.name === 'core/paragraph')!;
    expect(paragraph).toMatchObject({ category: 'text', is_dynamic: false, parent: null });
    expect(paragraph.supports).toMatchObject({ color: { gradients: true, link: true } });
    expect(paragraph.attributes).toMatchObject({
      content: { type: 'rich-text' },
      dropCap: { type: 'boolean', default: false },
      textColor: { type: 'string' },
      fontSize: { type: 'string' },
      style: { type: 'object' },
    });
  });

  test('one namespace lists its blocks; an unknown one lists none', async () => {
    const core = (await (await admin.get('wp/v2/block-types/core')).json()) as BlockTypeItem[];
    expect(core.length).toBeGreaterThanOrEqual(commonBlocks.length);
    expect(core.every((block) => block.name.startsWith('core/'))).toBe(true);
    const byQuery = await (
      await admin.get('wp/v2/block-types', { query: { namespace: 'core' } })
    ).json();
    expect(byQuery).toHaveLength(core.length);
    const none = await admin.get('wp/v2/block-types/acme');
    expect(none.status()).toBe(200);
    expect(await none.json()).toEqual([]);
  });

  test('one block: its style variations, feature selectors and skipped serialization', async () => {
    const response = await admin.get('wp/v2/block-types/core/button');
    expect(response.status()).toBe(200);
    const button = (await response.json()) as BlockTypeItem;
    expect(button).toMatchObject({
      name: 'core/button',
      title: 'Button',
      category: 'design',
      is_dynamic: true,
      parent: ['core/buttons'],
      styles: [
        { name: 'fill', label: 'Fill', isDefault: true },
        { name: 'outline', label: 'Outline' },
      ],
      selectors: {
        root: '.wp-block-button .wp-block-button__link',
        typography: { writingMode: '.wp-block-button' },
      },
      supports: { color: { __experimentalSkipSerialization: true, gradients: true } },
    });
    expect(button._links.self![0]!.href).toMatch(/\/wp-json\/wp\/v2\/block-types\/core\/button$/);
    expect(button._links.up![0]!.href).toMatch(/\/wp-json\/wp\/v2\/block-types\/core$/);
    expect(button._links['wp:render-block']).toBeDefined();

    const image = (await (await admin.get('wp/v2/block-types/core/image')).json()) as BlockTypeItem;
    expect(image.selectors).toMatchObject({
      border: expect.stringContaining('.wp-block-image img'),
    });
    expect(image.styles.map((style) => style.name)).toEqual(['default', 'rounded']);
    const separator = await (await admin.get('wp/v2/block-types/core/separator')).json();
    expect(separator.styles.map((style: { name: string }) => style.name)).toEqual([
      'default',
      'wide',
      'dots',
    ]);
    expect(separator.is_dynamic).toBe(false);
    expect(separator.selectors).toEqual([]);
    const terms = (await (
      await admin.get('wp/v2/block-types/core/post-terms')
    ).json()) as BlockTypeItem;
    expect(terms.variations.map((variation) => variation.name)).toEqual(['category', 'post_tag']);
    const template = await (await admin.get('wp/v2/block-types/core/post-template')).json();
    expect(template.ancestor).toEqual(['core/query']);
  });

  test('an unknown block is 404 rest_block_type_invalid', async () => {
    const response = await admin.get('wp/v2/block-types/core/no-such-block');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'rest_block_type_invalid',
      message: 'Invalid block type.',
      data: { status: 404 },
    });
  });

  test('visitors may not read block types; authors may', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    for (const path of [
      'wp/v2/block-types',
      'wp/v2/block-types/core',
      'wp/v2/block-types/core/paragraph',
    ]) {
      const response = await rest(visitor).get(path);
      expect(response.status()).toBe(401);
      expect((await response.json()).code).toBe('rest_block_type_cannot_view');
    }
    await visitor.dispose();
    const author = await restAs(request, 'author');
    expect((await author.get('wp/v2/block-types/core/paragraph')).status()).toBe(200);
  });

  test('_fields keeps only the named fields, as the styles engine asks', async () => {
    const list = await (
      await admin.get('wp/v2/block-types', {
        query: { context: 'view', _fields: 'name,selectors,supports,styles' },
      })
    ).json();
    expect(Object.keys(list[0]).sort()).toEqual(['name', 'selectors', 'styles', 'supports']);
    const one = await (
      await admin.get('wp/v2/block-types/core/quote', { query: { _fields: 'name,styles' } })
    ).json();
    expect(one).toEqual({
      name: 'core/quote',
      styles: [
        { name: 'default', label: 'Default', isDefault: true },
        { name: 'plain', label: 'Plain' },
      ],
    });
  });

  test('every block the meridian theme uses is known', async () => {
    const markup: string[] = [];
    for (const base of ['templates', 'template-parts']) {
      const items = await (await admin.get(`wp/v2/${base}`, { query: { context: 'edit' } })).json();
      markup.push(...items.map((item: { content: { raw: string } }) => item.content.raw));
    }
    const patterns = await (await admin.get('wp/v2/block-patterns/patterns')).json();
    markup.push(...patterns.map((pattern: { content: string }) => pattern.content));
    const used = new Set(markup.flatMap(blockNamesIn));
    expect(used.size).toBeGreaterThan(20);
    const list = await (
      await admin.get('wp/v2/block-types', { query: { _fields: 'name' } })
    ).json();
    const known = new Set(list.map((block: { name: string }) => block.name));
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
  });
});

test.describe('the block library stylesheet', () => {
  const path = '/wp-includes/css/dist/block-library/style.min.css';

  test('is served as CSS with a validator, to anyone', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(headers['cache-control']).toBe('public, max-age=86400');
    expect(headers.etag).toBeTruthy();
    const css = await response.text();
    for (const selector of [
      '.wp-block-columns',
      '.wp-block-button__link',
      '.wp-block-cover__inner-container',
      '.wp-block-navigation__submenu-container',
      '.wp-block-table.is-style-stripes',
      '.wp-block-separator.is-style-dots',
      '.screen-reader-text',
    ]) {
      expect(css).toContain(selector);
    }
    const again = await request.get(path, { headers: { 'If-None-Match': headers.etag! } });
    expect(again.status()).toBe(304);
    const unminified = await request.get('/wp-includes/css/dist/block-library/style.css');
    expect(await unminified.text()).toBe(css);
  });

  test('other wp-includes paths are not served', async ({ request }) => {
    const response = await request.get('/wp-includes/css/dist/block-library/editor.css');
    expect(response.status()).toBe(404);
  });
});
