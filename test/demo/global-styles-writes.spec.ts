// What a write to the user's global styles may hold. `styles` and `settings` take theme.json's
// top-level keys only: an unknown one is a 400 that names it and saves nothing (WordPress would
// drop it silently; the host says so instead). Blocks WordPress has not registered and elements
// it does not know are dropped silently, as WordPress drops them. Custom CSS, the root's or a
// block's, changes only for users with edit_css: here an administrator on a host started with
// DISALLOW_UNFILTERED_HTML, as wp-config.php's constant takes edit_css from everyone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type DemoHost, startDemoHost } from '../fixtures/demo-host';
import { type RestClient, globalStylesId, restAs } from '../fixtures/host';

interface StoredStyles {
  styles: { [key: string]: unknown };
  settings: { [key: string]: unknown };
  title: { raw: string };
}

async function readRecord(client: RestClient, id: number): Promise<StoredStyles> {
  const response = await client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } });
  expect(response.status()).toBe(200);
  const { styles, settings, title } = (await response.json()) as StoredStyles;
  return { styles, settings, title };
}

async function revisionCount(client: RestClient, id: number): Promise<number> {
  const response = await client.get(`wp/v2/global-styles/${id}/revisions`, {
    query: { per_page: 1 },
  });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-wp-total']);
}

test.describe('global styles writes', () => {
  let admin: RestClient;
  let id: number;
  let before: StoredStyles;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
    id = await globalStylesId(admin);
    before = await readRecord(admin, id);
  });

  test.afterEach(async () => {
    await admin.post(`wp/v2/global-styles/${id}`, {
      styles: before.styles,
      settings: before.settings,
    });
  });

  test('an unknown top-level key is refused by name, and nothing is saved', async () => {
    const revisions = await revisionCount(admin, id);
    const response = await admin.put(`wp/v2/global-styles/${id}`, {
      title: 'Renamed',
      styles: { color: { text: '#123456' }, colour: { text: '#654321' } },
      settings: { appearanceTools: true, spacings: { units: ['px'] } },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toBe('Invalid parameter(s): styles.colour, settings.spacings');
    expect(body.data.params).toEqual({
      'styles.colour': 'colour is not a valid theme.json styles property.',
      'settings.spacings': 'spacings is not a valid theme.json settings property.',
    });
    // Neither the valid part of the body nor the title was stored, and no revision was made.
    expect(await readRecord(admin, id)).toEqual(before);
    expect(await revisionCount(admin, id)).toBe(revisions);
  });

  test('an unknown settings key alone keeps a valid styles change from being saved', async () => {
    // Raw JSON: in an object literal `__proto__` would set the prototype, not a key.
    const response = await admin.post(
      `wp/v2/global-styles/${id}`,
      '{"styles":{"color":{"background":"#0a0a0a"}},"settings":{"__proto__":{"polluted":true}}}',
    );
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe('Invalid parameter(s): settings.__proto__');
    expect(await readRecord(admin, id)).toEqual(before);
  });

  test('styles and settings that are not objects are refused', async () => {
    const revisions = await revisionCount(admin, id);
    for (const body of [
      { styles: 'color: red' },
      { styles: ['color'] },
      { styles: null },
      { settings: 42 },
      { settings: [] },
    ]) {
      const response = await admin.post(`wp/v2/global-styles/${id}`, body);
      expect(response.status(), JSON.stringify(body)).toBe(400);
      const error = await response.json();
      expect(error.code).toBe('rest_invalid_param');
      const [field] = Object.keys(body);
      expect(error.data.params[field!]).toBe(`${field} is not of type object.`);
    }
    expect(await readRecord(admin, id)).toEqual(before);
    expect(await revisionCount(admin, id)).toBe(revisions);
  });

  test('a write with every kind of top-level key is saved, with a revision', async () => {
    const revisions = await revisionCount(admin, id);
    const styles = {
      background: { backgroundSize: 'cover' },
      border: { radius: '4px' },
      color: { text: '#111111', background: '#fefefe' },
      css: 'p { hyphens: auto; }',
      dimensions: { minHeight: '10vh' },
      filter: { duotone: 'var:preset|duotone|dark-grayscale' },
      outline: { width: '2px' },
      shadow: 'var:preset|shadow|natural',
      spacing: { blockGap: '1.5rem' },
      typography: { lineHeight: '1.6' },
      elements: { link: { ':hover': { color: { text: '#000000' } } } },
      blocks: { 'core/quote': { css: 'font-style: italic;', typography: { fontSize: '1.25rem' } } },
      variations: { 'section-a': { color: { background: '#eeeeee' } } },
    };
    const settings = {
      appearanceTools: true,
      useRootPaddingAwareAlignments: true,
      background: { backgroundImage: true },
      blockVisibility: { allowEditing: true },
      border: { radius: true },
      color: { palette: { custom: [{ slug: 'ink', name: 'Ink', color: '#101010' }] } },
      custom: { 'line-height': { tight: '1.1' } },
      dimensions: { minHeight: true },
      layout: { contentSize: '640px' },
      lightbox: { enabled: false },
      position: { sticky: true },
      shadow: { defaultPresets: false },
      spacing: { units: ['px', 'rem'] },
      typography: { dropCap: false },
      viewport: { mobile: '500px' },
      blocks: { 'core/paragraph': { typography: { dropCap: true } } },
    };
    const response = await admin.put(`wp/v2/global-styles/${id}`, { styles, settings });
    expect(response.status()).toBe(200);
    const saved = await response.json();
    expect(saved.styles).toEqual(styles);
    expect(saved.settings).toEqual(settings);
    expect(await readRecord(admin, id)).toMatchObject({ styles, settings });
    expect(await revisionCount(admin, id)).toBe(revisions + 1);
  });

  test('blocks WordPress has not registered and unknown elements are dropped silently', async () => {
    const response = await admin.post(`wp/v2/global-styles/${id}`, {
      styles: {
        elements: { link: { color: { text: '#0000ee' } }, marquee: { color: { text: 'red' } } },
        blocks: {
          'core/paragraph': {
            color: { text: '#222222' },
            elements: { link: { color: { text: '#333333' } }, blink: { color: { text: 'red' } } },
          },
          // A core block of WordPress 7.1 that the host does not describe is still registered.
          'core/loginout': { typography: { fontSize: '0.875rem' } },
          'acme/not-registered': { color: { text: 'red' } },
          'core/not-a-block': { color: { text: 'red' } },
        },
      },
      settings: {
        blocks: {
          'core/heading': { color: { text: false } },
          'acme/not-registered': { color: { text: false } },
        },
      },
    });
    expect(response.status()).toBe(200);
    const saved = await readRecord(admin, id);
    expect(saved.styles).toEqual({
      elements: { link: { color: { text: '#0000ee' } } },
      blocks: {
        'core/paragraph': {
          color: { text: '#222222' },
          elements: { link: { color: { text: '#333333' } } },
        },
        'core/loginout': { typography: { fontSize: '0.875rem' } },
      },
    });
    expect(saved.settings).toEqual({ blocks: { 'core/heading': { color: { text: false } } } });
  });

  test('custom CSS that is not a string or holds markup is refused, a block’s too', async () => {
    const notString = await admin.post(`wp/v2/global-styles/${id}`, {
      styles: { css: { color: 'red' } },
    });
    expect(notString.status()).toBe(400);
    expect(await notString.json()).toMatchObject({
      code: 'rest_custom_css_invalid_type',
      message: 'CSS must be a string.',
    });
    const markup = await admin.post(`wp/v2/global-styles/${id}`, {
      styles: { blocks: { 'core/paragraph': { css: 'color: red; </style><script>' } } },
    });
    expect(markup.status()).toBe(400);
    const error = await markup.json();
    expect(error.code).toBe('rest_custom_css_illegal_markup');
    expect(error.data.params).toEqual({
      'styles.blocks.core/paragraph.css': 'Markup is not allowed in CSS.',
    });
    expect(await readRecord(admin, id)).toEqual(before);
  });

  test('an editor, without edit_theme_options, is refused with 403', async ({
    playwright,
    baseURL,
  }) => {
    const context = await playwright.request.newContext({ baseURL });
    const editor = await restAs(context, 'editor');
    const response = await editor.post(`wp/v2/global-styles/${id}`, {
      styles: { color: { text: '#123456' } },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'rest_cannot_edit',
      message: 'Sorry, you are not allowed to edit this global style.',
    });
    await context.dispose();
    expect(await readRecord(admin, id)).toEqual(before);
  });
});

test.describe('global styles writes without edit_css', () => {
  let host: DemoHost;
  let dataDir: string;
  let request: APIRequestContext;
  let admin: RestClient;
  let id: number;

  test.beforeAll(async ({ playwright }) => {
    dataDir = mkdtempSync(join(tmpdir(), 'global-styles-writes-'));
    host = await startDemoHost({ DATA_DIR: dataDir, DISALLOW_UNFILTERED_HTML: '1' });
    request = await playwright.request.newContext({ baseURL: host.url });
    admin = await restAs(request, 'admin');
    id = await globalStylesId(admin);
  });

  test.afterAll(async () => {
    await request.dispose();
    host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an administrator without edit_css cannot save custom CSS, the root’s or a block’s', async () => {
    // As current_user_can('edit_css') is false, the record offers no edit-css action.
    const record = await (
      await admin.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    expect(record._links['wp:action-edit-css']).toBeUndefined();

    const before = await readRecord(admin, id);
    const revisions = await revisionCount(admin, id);
    for (const styles of [
      { css: 'p { color: green; }' },
      { blocks: { 'core/paragraph': { css: 'color: green;' } } },
      { blocks: { 'core/button': { variations: { outline: { css: 'color: green;' } } } } },
    ]) {
      const response = await admin.post(`wp/v2/global-styles/${id}`, { styles });
      expect(response.status(), JSON.stringify(styles)).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'rest_cannot_edit_css',
        message: 'Sorry, you are not allowed to add custom CSS.',
      });
    }
    expect(await readRecord(admin, id)).toEqual(before);
    expect(await revisionCount(admin, id)).toBe(revisions);

    // Everything else is still theirs to change.
    const allowed = await admin.post(`wp/v2/global-styles/${id}`, {
      styles: { color: { text: '#123456' } },
    });
    expect(allowed.status()).toBe(200);
    expect((await readRecord(admin, id)).styles).toEqual({ color: { text: '#123456' } });
  });
});
