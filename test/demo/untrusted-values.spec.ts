// Values that end up in every preview are stored the way WordPress stores them: a global styles
// value that would break out of its CSS rule is removed, a user URL keeps only a scheme
// WordPress allows, and the site title is kept as escaped text.
import { expect, test } from '@playwright/test';
import { type RestClient, globalStylesId, restAs } from '../fixtures/host';

const breakOut = 'red;}</style><script>alert(1)</script><style>';

test.describe('untrusted values', () => {
  let client: RestClient;

  test.beforeEach(async ({ request }) => {
    client = await restAs(request, 'admin');
  });

  test('a global styles value that would leave its CSS rule is not stored', async () => {
    const id = await globalStylesId(client);
    const before = await (
      await client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    const response = await client.post(`wp/v2/global-styles/${id}`, {
      styles: {
        color: { text: breakOut, background: '#fafafa' },
        typography: { fontSize: '1rem}body{display:none' },
        blocks: { 'core/paragraph': { color: { text: 'blue /* swallow' } } },
        css: 'p { color: green; }',
      },
      settings: {
        color: { palette: { custom: [{ slug: 'evil', name: 'Evil <b>', color: breakOut }] } },
        custom: { 'x;}</style>': 'red', safe: '4px' },
      },
    });
    expect(response.status()).toBe(200);
    const saved = await (
      await client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    expect(saved.styles.color).toEqual({ background: '#fafafa' });
    expect(saved.styles.typography).toEqual({});
    expect(saved.styles.blocks['core/paragraph'].color).toEqual({});
    expect(saved.styles.css).toBe('p { color: green; }');
    expect(saved.settings.color.palette.custom).toEqual([{ slug: 'evil', name: 'Evil <b>' }]);
    expect(saved.settings.custom).toEqual({ safe: '4px' });
    expect(JSON.stringify(saved)).not.toContain('</style>');
    await client.post(`wp/v2/global-styles/${id}`, {
      styles: before.styles,
      settings: before.settings,
    });
  });

  test('a user URL keeps only a scheme WordPress allows', async () => {
    const me = await (await client.get('wp/v2/users/me', { query: { context: 'edit' } })).json();
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', ''],
      ['JavaScript:alert(1)', ''],
      ['java\tscript:alert(1)', ''],
      ['data:text/html,<script>alert(1)</script>', ''],
      ['https://example.com/me', 'https://example.com/me'],
      ['mailto:me@example.com', 'mailto:me@example.com'],
      ['example.com', 'http://example.com'],
    ];
    for (const [url, stored] of cases) {
      const response = await client.post('wp/v2/users/me', { url });
      expect(response.status(), url).toBe(200);
      expect((await response.json()).url, url).toBe(stored);
    }
    await client.post('wp/v2/users/me', { url: me.url });
  });

  test('the site title is stored as escaped text, as WordPress stores blogname', async () => {
    const before = await (await client.get('wp/v2/settings')).json();
    const response = await client.post('wp/v2/settings', {
      title: '<script>alert(1)</script>Tom & Jerry &amp; co',
      description: '<b>bold</b>',
    });
    expect(response.status()).toBe(200);
    const saved = await response.json();
    expect(saved.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt;Tom &amp; Jerry &amp; co');
    expect(saved.description).toBe('&lt;b&gt;bold&lt;/b&gt;');
    await client.post('wp/v2/settings', {
      title: before.title,
      description: before.description,
    });
  });
});
