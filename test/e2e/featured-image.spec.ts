// Featured images as a user meets them: the page list shows them (embedded by the host), quick
// edit sets one from the media library, uploads a new one in the picker and removes it.
import { gradientPng } from '../../demo/server/seed/png';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

const title = 'A page for featured images';

test.describe('featured images', () => {
  let pageId = 0;
  let uploadedId = 0;

  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    const created = await page.request.post('/wp-json/wp/v2/pages', {
      headers: { 'X-WP-Nonce': await sessionNonce(page) },
      data: { title, status: 'publish' },
    });
    pageId = (await created.json()).id;
  });

  test.afterEach(async ({ page }) => {
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    await page.request.delete(`/wp-json/wp/v2/pages/${pageId}?force=true`, { headers });
    if (uploadedId) {
      await page.request.delete(`/wp-json/wp/v2/media/${uploadedId}?force=true`, { headers });
      uploadedId = 0;
    }
  });

  test("the grid layout shows a page's featured image", async ({ page }) => {
    await page.goto('/editor?p=/page&layout=grid');
    const editor = page.locator('site-editor');
    const card = editor.getByRole('article', { name: 'About', exact: true });
    const image = card.locator('.dv-card__media img');
    await expect(image).toHaveAttribute(
      'src',
      /\/wp-content\/uploads\/\d{4}\/\d{2}\/harbour-dawn\.png$/,
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
  });

  test('quick edit sets a featured image from the library, and the list shows it', async ({
    page,
  }) => {
    await page.goto('/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    const row = editor.locator('tbody tr', { hasText: title });
    await expect(row.locator('img.dv-media')).toHaveCount(0);
    await row.getByRole('button', { name: 'Actions' }).click();
    await editor.getByRole('menuitem', { name: 'Quick edit' }).click();
    const panel = editor.getByRole('region', { name: title });
    await panel.getByRole('button', { name: 'Set featured image' }).click();

    const picker = editor.getByRole('dialog', { name: 'Featured image' });
    const library = picker.getByRole('listbox', { name: 'Media items' });
    await expect(library.getByRole('option', { name: 'Open sea' })).toBeVisible();
    await picker.getByRole('searchbox', { name: 'Search media' }).fill('forest');
    await expect(library.getByRole('option')).toHaveCount(1);
    await library.getByRole('option', { name: 'Forest floor' }).click();
    await expect(library.getByRole('option', { name: 'Forest floor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await picker.getByRole('button', { name: 'Set featured image' }).click();
    await expect(picker).toHaveCount(0);
    await expect(panel.locator('output')).toContainText('Forest floor');

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Item updated.')).toBeVisible();
    await expect(row.locator('img.dv-media')).toHaveAttribute('src', /forest-floor\.png$/);
    const saved = await (
      await page.request.get(`/wp-json/wp/v2/pages/${pageId}?_embed=wp:featuredmedia`)
    ).json();
    expect(saved._embedded['wp:featuredmedia'][0].title.rendered).toBe('Forest floor');
  });

  test('uploads a PNG in the picker, picks it, then removes it', async ({ page }) => {
    await page.goto('/editor?p=/page&layout=table');
    const editor = page.locator('site-editor');
    const row = editor.locator('tbody tr', { hasText: title });
    await row.getByRole('button', { name: 'Actions' }).click();
    await editor.getByRole('menuitem', { name: 'Quick edit' }).click();
    const panel = editor.getByRole('region', { name: title });
    await panel.getByRole('button', { name: 'Set featured image' }).click();
    const picker = editor.getByRole('dialog', { name: 'Featured image' });
    await expect(picker.getByRole('option').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // A file the host refuses: its message shows until dismissed, and nothing is added.
    await picker.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(picker.getByRole('alert')).toContainText(
      'Sorry, you are not allowed to upload this file type.',
    );
    await picker.getByRole('button', { name: 'Dismiss the error of notes.txt' }).click();

    await picker.locator('input[type="file"]').setInputFiles({
      name: 'lagoon.png',
      mimeType: 'image/png',
      buffer: gradientPng(64, 48, [0, 120, 140], [200, 240, 230]),
    });
    const uploaded = picker.getByRole('option', { name: 'lagoon' });
    await expect(uploaded).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('option').first()).toHaveAccessibleName('lagoon');
    await expect(picker.getByRole('alert')).toHaveCount(0);
    await picker.getByRole('button', { name: 'Set featured image' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(row.locator('img.dv-media')).toHaveAttribute('src', /lagoon(-\d+)?\.png$/);
    const saved = await (await page.request.get(`/wp-json/wp/v2/pages/${pageId}`)).json();
    uploadedId = saved.featured_media;
    const media = await (await page.request.get(`/wp-json/wp/v2/media/${uploadedId}`)).json();
    expect(media.media_details).toMatchObject({ width: 64, height: 48 });

    await panel.getByRole('button', { name: 'Remove' }).click();
    await expect(panel.locator('output')).toHaveText('None');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(row.locator('img.dv-media')).toHaveCount(0);
    const cleared = await (await page.request.get(`/wp-json/wp/v2/pages/${pageId}`)).json();
    expect(cleared.featured_media).toBe(0);
  });
});
