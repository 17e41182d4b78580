import { expect, test } from '@playwright/test';
import { allowed, globalStylesId, rest, restAs, userSession } from '../fixtures/host';

test.describe('permissions are enforced on the server', () => {
  test('an author cannot change global styles (403 rest_cannot_edit) but may read them', async ({
    request,
  }) => {
    const author = await restAs(request, 'author');
    const id = await globalStylesId(author);
    const read = await author.get(`wp/v2/global-styles/${id}`);
    expect(read.status()).toBe(200);
    const write = await author.post(`wp/v2/global-styles/${id}`, {
      styles: { color: { text: 'red' } },
    });
    expect(write.status()).toBe(403);
    const body = await write.json();
    expect(body.code).toBe('rest_cannot_edit');
    expect(body.message).toBe('Sorry, you are not allowed to edit this global style.');
    const again = await (await author.get(`wp/v2/global-styles/${id}`)).json();
    expect(again.styles.color?.text).not.toBe('red');
  });

  test('an author cannot customise, create or delete templates (403 rest_cannot_manage_templates)', async ({
    request,
  }) => {
    const author = await restAs(request, 'author');
    const update = await author.post('wp/v2/templates/meridian//index', {
      content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
    });
    expect(update.status()).toBe(403);
    expect((await update.json()).code).toBe('rest_cannot_manage_templates');
    const create = await author.post('wp/v2/templates', { slug: 'wp-custom-template-author' });
    expect(create.status()).toBe(403);
    const part = await author.post('wp/v2/template-parts/meridian//header', { title: 'Mine' });
    expect(part.status()).toBe(403);
    const removal = await author.delete('wp/v2/templates/meridian//index', {
      query: { force: true },
    });
    expect(removal.status()).toBe(403);
    const index = await (await author.get('wp/v2/templates/meridian//index')).json();
    expect(index.source).toBe('theme');
  });

  test('an editor may edit every page but not theme options', async ({ request }) => {
    const editor = await restAs(request, 'editor');
    const id = await globalStylesId(editor);
    const write = await editor.post(`wp/v2/global-styles/${id}`, { styles: {} });
    expect(write.status()).toBe(403);
    const settings = await editor.get('wp/v2/settings');
    expect(settings.status()).toBe(403);
    expect((await settings.json()).code).toBe('rest_forbidden');
    const menu = await editor.post('wp/v2/navigation', { title: 'Editor menu' });
    expect(menu.status()).toBe(403);
    expect((await menu.json()).code).toBe('rest_cannot_create');
  });

  test('an author cannot create pages, and edits only their own posts', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const author = await restAs(request, 'author');
    const page = await author.post('wp/v2/pages', { title: 'Author page' });
    expect(page.status()).toBe(403);
    expect((await page.json()).code).toBe('rest_cannot_create');

    const own = await author.post('wp/v2/posts', { title: 'Author post', status: 'publish' });
    expect(own.status()).toBe(201);
    const ownPost = await own.json();
    expect(ownPost.status).toBe('publish');

    const editor = await userSession(playwright.request, baseURL, 'editor');
    const theirs = await (
      await editor.client.post('wp/v2/posts', { title: 'Editor post', status: 'draft' })
    ).json();
    const edit = await author.post(`wp/v2/posts/${theirs.id}`, { title: 'Hijacked' });
    expect(edit.status()).toBe(403);
    expect((await edit.json()).code).toBe('rest_cannot_edit');
    const del = await author.delete(`wp/v2/posts/${theirs.id}`);
    expect(del.status()).toBe(403);
    expect((await del.json()).code).toBe('rest_cannot_delete');
    const asOther = await author.post('wp/v2/posts', { title: 'As admin', author: 1 });
    expect(asOther.status()).toBe(403);
    expect((await asOther.json()).code).toBe('rest_cannot_edit_others');

    await editor.client.delete(`wp/v2/posts/${theirs.id}`, { query: { force: true } });
    await editor.client.delete(`wp/v2/posts/${ownPost.id}`, { query: { force: true } });
    await editor.dispose();
  });

  test('visitors see published content only, and may not ask for drafts or edit context', async ({
    request,
  }) => {
    const drafts = await request.get('/wp-json/wp/v2/pages?status=draft');
    expect(drafts.status()).toBe(401);
    expect((await drafts.json()).code).toBe('rest_forbidden_status');
    const edit = await request.get('/wp-json/wp/v2/pages?context=edit');
    expect(edit.status()).toBe(401);
    expect((await edit.json()).code).toBe('rest_forbidden_context');
    const list = (await (await request.get('/wp-json/wp/v2/pages?per_page=100')).json()) as {
      status: string;
    }[];
    expect(list.every((page) => page.status === 'publish')).toBe(true);
  });

  test('OPTIONS Allow differs by role', async ({ playwright, baseURL }) => {
    const admin = await userSession(playwright.request, baseURL, 'admin');
    const author = await userSession(playwright.request, baseURL, 'author');
    const id = await globalStylesId(admin.client);

    expect(await allowed(admin.client, `wp/v2/global-styles/${id}`)).toEqual([
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    expect(await allowed(author.client, `wp/v2/global-styles/${id}`)).toEqual(['GET']);
    expect(await allowed(admin.client, 'wp/v2/pages')).toEqual(['GET', 'POST']);
    expect(await allowed(author.client, 'wp/v2/pages')).toEqual(['GET']);
    expect(await allowed(author.client, 'wp/v2/posts')).toEqual(['GET', 'POST']);
    expect(await allowed(admin.client, 'wp/v2/templates/meridian//index')).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    expect(await allowed(author.client, 'wp/v2/templates/meridian//index')).toEqual(['GET']);

    const page = await (
      await admin.client.post('wp/v2/pages', { title: 'Allow me', status: 'publish' })
    ).json();
    expect(await allowed(admin.client, `wp/v2/pages/${page.id}`)).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    expect(await allowed(author.client, `wp/v2/pages/${page.id}`)).toEqual(['GET']);
    await admin.client.delete(`wp/v2/pages/${page.id}`, { query: { force: true } });

    await admin.dispose();
    await author.dispose();
  });

  test('OPTIONS Allow names the write methods of routes whose writes require fields, for those who may use them', async ({
    playwright,
    baseURL,
  }) => {
    // A POST that requires a body field (a template's slug, a term's name, a font family's
    // settings) is still the administrator's to use: Allow answered GET alone before.
    const admin = await userSession(playwright.request, baseURL, 'admin');
    const author = await userSession(playwright.request, baseURL, 'author');
    for (const path of [
      'wp/v2/templates',
      'wp/v2/template-parts',
      'wp/v2/categories',
      'wp/v2/wp_pattern_category',
      'wp/v2/font-families',
    ]) {
      expect(await allowed(admin.client, path), path).toEqual(['GET', 'POST']);
    }
    expect(await allowed(author.client, 'wp/v2/templates')).toEqual(['GET']);
    expect(await allowed(author.client, 'wp/v2/font-families')).toEqual([]);
    expect(await allowed(rest(admin.context), 'wp/v2/categories')).toEqual(['GET']);
    await admin.dispose();
    await author.dispose();
  });

  test('the edit-css action link is only offered to users with edit_css, in edit context', async ({
    playwright,
    baseURL,
  }) => {
    const admin = await userSession(playwright.request, baseURL, 'admin');
    const id = await globalStylesId(admin.client);
    const edit = await (
      await admin.client.get(`wp/v2/global-styles/${id}`, { query: { context: 'edit' } })
    ).json();
    expect(edit._links['wp:action-edit-css']).toBeTruthy();
    const view = await (await admin.client.get(`wp/v2/global-styles/${id}`)).json();
    expect(view._links['wp:action-edit-css']).toBeUndefined();
    const editor = await userSession(playwright.request, baseURL, 'editor');
    const forbidden = await editor.client.get(`wp/v2/global-styles/${id}`, {
      query: { context: 'edit' },
    });
    expect(forbidden.status()).toBe(403);
    expect((await forbidden.json()).code).toBe('rest_forbidden_context');
    await admin.dispose();
    await editor.dispose();
  });

  test('themes.php activation needs switch_themes and a valid nonce', async ({
    playwright,
    baseURL,
  }) => {
    const editor = await userSession(playwright.request, baseURL, 'editor');
    const refused = await editor.context.get(
      `/wp-admin/themes.php?action=activate&stylesheet=plainsong&_wpnonce=${editor.nonce}`,
      {
        maxRedirects: 0,
      },
    );
    expect(refused.status()).toBe(403);
    const admin = await userSession(playwright.request, baseURL, 'admin');
    const noNonce = await admin.context.get(
      '/wp-admin/themes.php?action=activate&stylesheet=plainsong',
      { maxRedirects: 0 },
    );
    expect(noNonce.status()).toBe(403);
    const active = await (
      await admin.client.get('wp/v2/themes', { query: { status: 'active' } })
    ).json();
    expect(active[0].stylesheet).toBe('meridian');
    await editor.dispose();
    await admin.dispose();
  });
});
