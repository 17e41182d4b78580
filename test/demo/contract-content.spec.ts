// The shapes the elements read from the host: patterns, menus and data views (spec section 7).
import { expect, test } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';

test.describe('REST contract: content', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('user patterns and pattern categories', async () => {
    const patterns = (await (
      await admin.get('wp/v2/blocks', { query: { per_page: 100, context: 'edit' } })
    ).json()) as {
      title: { raw: string };
      content: { raw: string };
      wp_pattern_sync_status: string;
      wp_pattern_category: number[];
    }[];
    expect(patterns.length).toBe(4);
    expect(new Set(patterns.map((p) => p.wp_pattern_sync_status))).toEqual(
      new Set(['', 'unsynced']),
    );
    expect(
      patterns.every((p) => typeof p.title.raw === 'string' && typeof p.content.raw === 'string'),
    ).toBe(true);

    const categories = (await (
      await admin.get('wp/v2/wp_pattern_category', { query: { per_page: 100 } })
    ).json()) as { id: number; name: string; slug: string; count: number }[];
    expect(categories.map((c) => c.name)).toEqual(['Forms', 'Marketing']);
    expect(categories.find((c) => c.name === 'Marketing')?.count).toBe(2);

    const created = await admin.post('wp/v2/wp_pattern_category', { name: 'Heroes' });
    expect(created.status()).toBe(201);
    const category = await created.json();
    expect(category).toMatchObject({
      name: 'Heroes',
      slug: 'heroes',
      taxonomy: 'wp_pattern_category',
      count: 0,
    });
    const duplicate = await admin.post('wp/v2/wp_pattern_category', { name: 'heroes' });
    expect((await duplicate.json()).code).toBe('term_exists');

    const pattern = await (
      await admin.post('wp/v2/blocks', {
        title: 'Hero',
        content: '<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading -->',
        status: 'publish',
        meta: { wp_pattern_sync_status: 'unsynced' },
        wp_pattern_category: [category.id],
      })
    ).json();
    expect(pattern).toMatchObject({
      title: { raw: 'Hero' },
      wp_pattern_sync_status: 'unsynced',
      wp_pattern_category: [category.id],
    });
    // As WordPress 6.3+: answered at the top level, not in meta.
    expect(pattern.meta).not.toHaveProperty('wp_pattern_sync_status');

    const noForce = await admin.delete(`wp/v2/wp_pattern_category/${category.id}`);
    expect(noForce.status()).toBe(501);
    const removed = await (
      await admin.delete(`wp/v2/wp_pattern_category/${category.id}`, { query: { force: true } })
    ).json();
    expect(removed).toMatchObject({ deleted: true, previous: { id: category.id } });
    const orphan = await (await admin.get(`wp/v2/blocks/${pattern.id}`)).json();
    expect(orphan.wp_pattern_category).toEqual([]);
    await admin.delete(`wp/v2/blocks/${pattern.id}`, { query: { force: true } });
  });

  test('theme block patterns and their categories', async () => {
    const patterns = (await (await admin.get('wp/v2/block-patterns/patterns')).json()) as Record<
      string,
      unknown
    >[];
    expect(patterns.length).toBeGreaterThan(0);
    expect(Object.keys(patterns[0]!).sort()).toEqual(
      [
        'block_types',
        'categories',
        'content',
        'description',
        'inserter',
        'keywords',
        'name',
        'post_types',
        'source',
        'template_types',
        'title',
        'viewport_width',
      ].sort(),
    );
    expect(patterns[0]!.source).toBe('theme');
    const categories = (await (await admin.get('wp/v2/block-patterns/categories')).json()) as {
      name: string;
      label: string;
      description: string;
    }[];
    expect(categories.find((c) => c.name === 'header')).toMatchObject({ label: 'Headers' });
  });

  test('navigation menus: list, rename, duplicate, delete', async () => {
    const menus = await admin.get('wp/v2/navigation', {
      query: {
        per_page: 100,
        status: 'publish,draft',
        order: 'desc',
        orderby: 'date',
        context: 'edit',
      },
    });
    const list = (await menus.json()) as {
      id: number;
      title: { raw: string; rendered: string };
      slug: string;
      status: string;
      content: { raw: string };
      date: string;
    }[];
    const primary = list.find((m) => m.title.rendered === 'Primary')!;
    expect(primary).toMatchObject({ slug: 'primary', status: 'publish' });
    expect(primary.content.raw).toContain('wp:navigation-link');
    expect(primary.content.raw).toContain('"kind":"post-type"');

    const copy = await (
      await admin.post('wp/v2/navigation', {
        title: 'Primary (Copy)',
        content: primary.content.raw,
        status: 'publish',
      })
    ).json();
    const renamed = await (
      await admin.post(`wp/v2/navigation/${copy.id}`, { title: 'Secondary' })
    ).json();
    expect(renamed.title.rendered).toBe('Secondary');
    const removed = await (
      await admin.delete(`wp/v2/navigation/${copy.id}`, { query: { force: true } })
    ).json();
    expect(removed.deleted).toBe(true);
  });

  test('data views and their types', async () => {
    const type = await (
      await admin.post('wp/v2/wp_dataviews_type', { name: 'page', slug: 'page' })
    ).json();
    expect(type).toMatchObject({ name: 'page', slug: 'page' });
    const view = await admin.post('wp/v2/dataviews', {
      title: 'My drafts',
      status: 'publish',
      content: JSON.stringify({ type: 'table', filters: [] }),
      wp_dataviews_type: [type.id],
    });
    expect(view.status()).toBe(201);
    const created = await view.json();
    expect(created.wp_dataviews_type).toEqual([type.id]);
    const listed = (await (
      await admin.get('wp/v2/dataviews', { query: { wp_dataviews_type: type.id } })
    ).json()) as { id: number }[];
    expect(listed.map((v) => v.id)).toEqual([created.id]);
    const updated = await (
      await admin.put(`wp/v2/dataviews/${created.id}`, { content: '{"type":"grid"}' })
    ).json();
    expect(updated.content.raw).toBe('{"type":"grid"}');
    expect(
      (
        await (
          await admin.delete(`wp/v2/dataviews/${created.id}`, { query: { force: true } })
        ).json()
      ).deleted,
    ).toBe(true);
    await admin.delete(`wp/v2/wp_dataviews_type/${type.id}`, { query: { force: true } });
  });
});
