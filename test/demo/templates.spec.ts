import { expect, test } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';

const newContent = '<!-- wp:paragraph -->\n<p>Customised index</p>\n<!-- /wp:paragraph -->';

test.describe('templates and template parts', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('theme templates list with WordPress fields', async () => {
    const templates = (await (
      await admin.get('wp/v2/templates', { query: { context: 'edit' } })
    ).json()) as Record<string, unknown>[];
    const index = templates.find((t) => t.id === 'meridian//index')!;
    expect(index).toMatchObject({
      theme: 'meridian',
      slug: 'index',
      source: 'theme',
      origin: 'theme',
      type: 'wp_template',
      status: 'publish',
      has_theme_file: true,
      is_custom: false,
      author: 0,
      author_text: 'Meridian',
      original_source: 'theme',
      wp_id: 0,
    });
    expect((index.title as { rendered: string }).rendered).toBeTruthy();
    expect((index.content as { raw: string }).raw).toContain('wp:template-part');
    expect(templates.find((t) => t.slug === 'page-no-title')?.is_custom).toBe(true);
  });

  test('customise a theme template, then revert it with DELETE force=true', async () => {
    const saved = await admin.post('wp/v2/templates/meridian//index', { content: newContent });
    expect(saved.status()).toBe(200);
    const custom = await saved.json();
    expect(custom).toMatchObject({
      id: 'meridian//index',
      source: 'custom',
      has_theme_file: true,
      original_source: 'theme',
    });
    expect(custom.wp_id).toBeGreaterThan(0);
    expect(custom.content.raw).toBe(newContent);

    const listed = (await (await admin.get('wp/v2/templates')).json()) as {
      id: string;
      source: string;
    }[];
    expect(listed.filter((t) => t.id === 'meridian//index')).toEqual([
      expect.objectContaining({ source: 'custom' }),
    ]);
    const fromTheme = await (
      await admin.get('wp/v2/templates/meridian//index', { query: { source: 'theme' } })
    ).json();
    expect(fromTheme.source).toBe('theme');

    const reverted = await admin.delete('wp/v2/templates/meridian//index', {
      query: { force: true },
    });
    expect((await reverted.json()).deleted).toBe(true);
    const after = await (await admin.get('wp/v2/templates/meridian//index')).json();
    expect(after.source).toBe('theme');
    expect(after.content.raw).not.toBe(newContent);

    const again = await admin.delete('wp/v2/templates/meridian//index', { query: { force: true } });
    expect(again.status()).toBe(400);
    expect((await again.json()).code).toBe('rest_invalid_template');
  });

  test('URL-encoded template ids work too', async ({ request }) => {
    const response = await request.get('/wp-json/wp/v2/templates/meridian%2F%2Fsingle', {
      headers: {},
    });
    // Visitors may not read templates; the route itself must still resolve the encoded id.
    expect([401, 200]).toContain(response.status());
    const item = await admin.get('wp/v2/templates/meridian%2F%2Fsingle');
    expect((await item.json()).slug).toBe('single');
  });

  test('create a custom template, then delete it', async () => {
    const created = await admin.post('wp/v2/templates', {
      slug: 'wp-custom-template-landing',
      title: 'Landing',
      description: 'For campaign pages',
      status: 'publish',
      content: newContent,
      is_wp_suggestion: false,
    });
    expect(created.status()).toBe(201);
    const template = await created.json();
    expect(template).toMatchObject({
      id: 'meridian//wp-custom-template-landing',
      source: 'custom',
      has_theme_file: false,
      is_custom: true,
      original_source: 'user',
      author_text: 'Alex Admin',
      description: 'For campaign pages',
      title: { raw: 'Landing', rendered: 'Landing' },
    });
    // A taken slug is no error in WordPress: wp_insert_post makes it unique.
    const duplicate = await admin.post('wp/v2/templates', { slug: 'wp-custom-template-landing' });
    expect(duplicate.status()).toBe(201);
    const second = await duplicate.json();
    expect(second.id).toBe('meridian//wp-custom-template-landing-2');
    await admin.delete(`wp/v2/templates/${second.id}`, { query: { force: true } });
    const removed = await admin.delete(`wp/v2/templates/${template.id}`, {
      query: { force: true },
    });
    expect((await removed.json()).previous.id).toBe(template.id);
    expect((await admin.get(`wp/v2/templates/${template.id}`)).status()).toBe(404);
  });

  test('template parts carry their area; customising keeps it', async () => {
    const parts = (await (await admin.get('wp/v2/template-parts')).json()) as {
      id: string;
      area: string;
    }[];
    expect(parts.find((p) => p.id === 'meridian//header')?.area).toBe('header');
    const headerOnly = (await (
      await admin.get('wp/v2/template-parts', { query: { area: 'footer' } })
    ).json()) as { area: string }[];
    expect(headerOnly.every((p) => p.area === 'footer')).toBe(true);
    const saved = await (
      await admin.post('wp/v2/template-parts/meridian//footer', { title: 'Site footer' })
    ).json();
    expect(saved).toMatchObject({
      source: 'custom',
      area: 'footer',
      title: { raw: 'Site footer' },
    });
    await admin.delete('wp/v2/template-parts/meridian//footer', { query: { force: true } });
    const reverted = await (await admin.get('wp/v2/template-parts/meridian//footer')).json();
    expect(reverted.source).toBe('theme');
  });

  test('lookup finds the fallback template', async () => {
    const fallback = await (
      await admin.get('wp/v2/templates/lookup', { query: { slug: 'page-about' } })
    ).json();
    expect(fallback.slug).toBe('page');
    const single = await (
      await admin.get('wp/v2/templates/lookup', { query: { slug: 'single-post-hello' } })
    ).json();
    expect(single.slug).toBe('single');
  });

  test('a classic theme has no templates; previewing it shows it as active', async () => {
    const preview = { wp_theme_preview: 'plainsong' };
    const templates = await (await admin.get('wp/v2/templates', { query: preview })).json();
    expect(templates).toEqual([]);
    const parts = await (await admin.get('wp/v2/template-parts', { query: preview })).json();
    expect(parts).toEqual([]);
    const [theme] = await (
      await admin.get('wp/v2/themes', { query: { status: 'active', ...preview } })
    ).json();
    expect(theme).toMatchObject({
      stylesheet: 'plainsong',
      is_block_theme: false,
      status: 'active',
    });
    const [active] = await (
      await admin.get('wp/v2/themes', { query: { status: 'active' } })
    ).json();
    expect(active.stylesheet).toBe('meridian');
  });
});
