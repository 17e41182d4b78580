// The shapes the elements read from the host: site, themes, styles, users, types (spec section 7).
import { expect, test } from '@playwright/test';
import { type RestClient, globalStylesId, restAs } from '../fixtures/host';

test.describe('REST contract: site', () => {
  let admin: RestClient;

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test('index: site identity and namespaces', async () => {
    const index = await (await admin.get('')).json();
    expect(index).toMatchObject({
      name: 'Meridian Demo',
      gmt_offset: expect.any(String),
      timezone_string: 'UTC',
    });
    for (const field of [
      'description',
      'url',
      'home',
      'site_logo',
      'site_icon',
      'site_icon_url',
      'routes',
      'authentication',
    ]) {
      expect(index).toHaveProperty(field);
    }
    expect(index.namespaces).toContain('wp/v2');
    expect(index.routes['/wp/v2/pages']).toMatchObject({ methods: ['GET', 'POST'] });
    const base = await (await admin.get('', { query: { _fields: 'name,home' } })).json();
    expect(Object.keys(base).sort()).toEqual(['home', 'name']);
  });

  test('settings: read and update', async () => {
    const settings = await (await admin.get('wp/v2/settings')).json();
    expect(settings).toMatchObject({
      title: 'Meridian Demo',
      show_on_front: 'posts',
      posts_per_page: 10,
    });
    for (const field of [
      'description',
      'url',
      'email',
      'timezone',
      'date_format',
      'time_format',
      'start_of_week',
      'language',
      'page_on_front',
      'page_for_posts',
      'site_logo',
      'site_icon',
      'default_comment_status',
    ]) {
      expect(settings).toHaveProperty(field);
    }
    const updated = await (
      await admin.post('wp/v2/settings', { description: 'Changed tagline' })
    ).json();
    expect(updated.description).toBe('Changed tagline');
    await admin.post('wp/v2/settings', { description: settings.description });
  });

  test('themes: the active theme and its global styles link', async () => {
    const [theme] = await (
      await admin.get('wp/v2/themes', { query: { status: 'active', context: 'edit' } })
    ).json();
    expect(theme).toMatchObject({
      stylesheet: 'meridian',
      template: 'meridian',
      status: 'active',
      is_block_theme: true,
      name: { raw: 'Meridian', rendered: 'Meridian' },
    });
    expect(theme.theme_supports['editor-styles']).toBe(true);
    expect(theme.default_template_part_areas.map((a: { area: string }) => a.area)).toEqual(
      expect.arrayContaining(['header', 'footer', 'uncategorized']),
    );
    expect(theme.default_template_types[0]).toEqual(
      expect.objectContaining({
        slug: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
      }),
    );
    expect(theme._links['wp:user-global-styles'][0].href).toMatch(
      /\/wp-json\/wp\/v2\/global-styles\/\d+$/,
    );
    const all = (await (await admin.get('wp/v2/themes')).json()) as { stylesheet: string }[];
    expect(all.map((t) => t.stylesheet).sort()).toEqual(['meridian', 'plainsong']);
    const one = await (await admin.get('wp/v2/themes/plainsong')).json();
    expect(one).toMatchObject({
      stylesheet: 'plainsong',
      status: 'inactive',
      is_block_theme: false,
    });
  });

  test('global styles: base, variations, user record, save with revisions', async () => {
    const base = await (await admin.get('wp/v2/global-styles/themes/meridian')).json();
    expect(base.settings).toBeTruthy();
    expect(base.styles).toBeTruthy();
    const variations = (await (
      await admin.get('wp/v2/global-styles/themes/meridian/variations')
    ).json()) as { title: string }[];
    expect(variations.length).toBeGreaterThan(0);
    expect(variations[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        settings: expect.any(Object),
        styles: expect.any(Object),
      }),
    );
    expect((await admin.get('wp/v2/global-styles/themes/plainsong')).status()).toBe(404);

    const id = await globalStylesId(admin);
    const record = await (
      await admin.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    expect(record).toMatchObject({
      id,
      title: { raw: expect.any(String), rendered: expect.any(String) },
    });
    expect(record).toHaveProperty('settings');
    expect(record).toHaveProperty('styles');

    const styles = { color: { background: '#101010' } };
    const settings = {
      typography: {
        fontFamilies: { custom: [{ slug: 'demo', name: 'Demo', fontFamily: 'Demo' }] },
      },
    };
    const saved = await (
      await admin.post(`wp/v2/global-styles/${id}`, { styles, settings })
    ).json();
    expect(saved.styles).toEqual(styles);
    expect(saved.settings).toEqual(settings);
    expect(saved._links['version-history'][0].count).toBeGreaterThanOrEqual(1);
    // WordPress 7.1 links no predecessor-version on global styles: the newest revision is the
    // first of the list.
    expect(saved._links['predecessor-version']).toBeUndefined();

    const revisions = await admin.get(`wp/v2/global-styles/${id}/revisions`, {
      query: { per_page: 100, page: 1 },
    });
    expect(Number(revisions.headers()['x-wp-total'])).toBe(
      saved._links['version-history'][0].count,
    );
    const [latest] = await revisions.json();
    expect(latest).toMatchObject({ parent: id, styles, settings, author: 1 });
    for (const field of ['date', 'date_gmt', 'modified', 'modified_gmt'])
      expect(latest).toHaveProperty(field);
    const single = await (
      await admin.get(`wp/v2/global-styles/${id}/revisions/${latest.id}`)
    ).json();
    expect(single.id).toBe(latest.id);
    await admin.post(`wp/v2/global-styles/${id}`, { styles: {}, settings: {} });
  });

  test('users: list with capability filter, me with preferences', async () => {
    const users = (await (
      await admin.get('wp/v2/users', {
        query: {
          per_page: 100,
          _fields: 'id,name,avatar_urls',
          context: 'view',
          capabilities: 'edit_theme_options',
        },
      })
    ).json()) as { id: number; name: string; avatar_urls: Record<string, string> }[];
    expect(users.map((u) => u.name)).toEqual(['Alex Admin']);
    expect(Object.keys(users[0]!.avatar_urls)).toEqual(['24', '48', '96']);
    const authors = (await (
      await admin.get('wp/v2/users', { query: { who: 'authors' } })
    ).json()) as unknown[];
    expect(authors.length).toBe(3);

    const me = await (await admin.get('wp/v2/users/me', { query: { context: 'edit' } })).json();
    expect(me).toMatchObject({
      id: 1,
      name: 'Alex Admin',
      slug: 'admin',
      roles: ['administrator'],
    });
    expect(me.capabilities.edit_theme_options).toBe(true);
    expect(me.meta.persisted_preferences).toEqual(expect.any(Object));

    // The site editor's guide stays closed for the tests that follow (the host is shared).
    const preferences = {
      'core/edit-site': { welcomeGuide: false },
      _modified: '2024-01-01T00:00:00.000Z',
    };
    const saved = await (
      await admin.post('wp/v2/users/me', { meta: { persisted_preferences: preferences } })
    ).json();
    expect(saved.meta.persisted_preferences).toEqual(preferences);
    const bad = await admin.post('wp/v2/users/me', { meta: { other: 1 } });
    expect(bad.status()).toBe(400);

    const avatar = await admin.get('../avatar/1.svg?s=48');
    expect(avatar.headers()['content-type']).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('>A</text>');
  });

  test('types and taxonomies: labels in edit context', async () => {
    const types = await (await admin.get('wp/v2/types', { query: { context: 'edit' } })).json();
    for (const slug of [
      'page',
      'post',
      'attachment',
      'wp_block',
      'wp_template',
      'wp_template_part',
      'wp_navigation',
      'wp_font_family',
      'wp_global_styles',
      'wp_dataviews',
    ]) {
      expect(types[slug]?.slug).toBe(slug);
    }
    expect(types.page).toMatchObject({
      rest_base: 'pages',
      viewable: true,
      hierarchical: true,
      icon: 'dashicons-admin-page',
      has_archive: false,
    });
    expect(types.page.labels).toMatchObject({
      name: 'Pages',
      singular_name: 'Page',
      add_new_item: 'Add New Page',
      all_items: 'All Pages',
    });
    expect(types.wp_template.labels.add_new_item).toBe('Add New Template');
    expect(types.post.labels.template_name).toBeTruthy();
    expect(types.post.taxonomies).toEqual(['category', 'post_tag']);
    const taxonomies = await (
      await admin.get('wp/v2/taxonomies', { query: { context: 'edit' } })
    ).json();
    expect(taxonomies.wp_pattern_category).toMatchObject({
      slug: 'wp_pattern_category',
      rest_base: 'wp_pattern_category',
      visibility: { publicly_queryable: false },
    });
    expect(taxonomies.category.labels.name).toBe('Categories');
    const statuses = await (await admin.get('wp/v2/statuses')).json();
    expect(Object.keys(statuses)).toEqual(
      expect.arrayContaining(['publish', 'draft', 'future', 'pending', 'private']),
    );
  });
});
