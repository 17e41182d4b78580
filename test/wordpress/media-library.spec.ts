// The media library (issue 31, item 2) against a real WordPress 7.1: from Quick edit's featured
// image (search, an upload with its progress over a slow network, a file WordPress refuses with
// its own message, an attachment's alt text, caption and title saved), and as a media block opens
// it through the canvas bridge (several items, the type filter, Ctrl/Shift-click, the choice in
// order as WordPress's /wp/v2/media answers them). Files are made here and removed after.
import type { Page } from '@playwright/test';
import { textPdf, toneWav } from '../../demo/server/seed/files';
import { gradientPng } from '../../demo/server/seed/png';
import { canvasOf } from '../e2e/canvas-helpers';
import { accessibilityViolations } from '../e2e/fixtures';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

interface WpMedia {
  id: number;
  title: { raw: string; rendered: string };
  caption: { raw: string };
  alt_text: string;
  media_type: string;
  mime_type: string;
  source_url: string;
  media_details: Record<string, unknown>;
}

const word = `Lagoon${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'q')}`;

async function nonceOf(page: Page): Promise<string> {
  return (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
}

async function uploadToWordPress(page: Page, name: string, type: string, body: Buffer) {
  const response = await page.request.post('/wp-json/wp/v2/media', {
    headers: {
      'X-WP-Nonce': await nonceOf(page),
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WpMedia;
}

async function removeMedia(page: Page) {
  const found = await wpRest<WpMedia[]>(page, 'GET', `/wp/v2/media?search=${word}&per_page=100`);
  for (const item of found.body) await wpRest(page, 'DELETE', `/wp/v2/media/${item.id}?force=true`);
}

async function chooseMediaFromCanvas(page: Page, request: object) {
  const frame = await (
    await page.locator('site-editor iframe[title="Editor"]').elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error('no canvas realm');
  await frame.evaluate((text) => {
    const realm = window as unknown as Record<string, unknown>;
    realm.__chosen = undefined;
    const host = realm.__siteEditorCanvasHost as {
      chooseMedia(request: string, onSelect: (json: string) => void, onClose: () => void): void;
    };
    host.chooseMedia(
      text,
      (json) => {
        realm.__chosen = JSON.parse(json);
      },
      () => {},
    );
  }, JSON.stringify(request));
  return () => frame.evaluate(() => (window as unknown as { __chosen?: WpMedia[] }).__chosen);
}

test.describe('the media library on WordPress', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/wp-admin/');
    await uploadToWordPress(
      page,
      `${word}-sand.png`,
      'image/png',
      gradientPng(40, 30, [240, 220, 170], [200, 160, 90]),
    );
    await uploadToWordPress(
      page,
      `${word}-deep.png`,
      'image/png',
      gradientPng(40, 30, [10, 40, 90], [20, 90, 160]),
    );
    await uploadToWordPress(page, `${word}-bell.wav`, 'audio/wav', toneWav(0.2, 440));
    await uploadToWordPress(page, `${word}-guide.pdf`, 'application/pdf', textPdf('Lane guide'));
  });
  test.afterEach(async ({ page }) => {
    await removeMedia(page);
  });

  test("Quick edit's featured image: search, upload with progress, a refusal, details", async ({
    page,
  }) => {
    const created = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
      title: `${word} page`,
      status: 'publish',
    });
    try {
      await page.goto(editorAt('/page', { layout: 'table' }));
      const editor = page.locator('site-editor');
      await editor.getByRole('searchbox', { name: 'Search' }).fill(word);
      const row = editor.locator('tbody tr', { hasText: `${word} page` });
      await expect(async () => {
        await row.getByRole('button', { name: 'Actions' }).click();
        await editor
          .getByRole('menuitem', { name: 'Quick edit', exact: true })
          .click({ timeout: 3_000 });
      }).toPass();
      const panel = editor.getByRole('region', { name: `${word} page` });
      await panel.getByRole('button', { name: 'Set featured image' }).click();

      const library = editor.getByRole('dialog', { name: 'Featured image' });
      const items = library.getByRole('listbox', { name: 'Media items' });
      await library.getByRole('searchbox', { name: 'Search media' }).fill(word);
      // Images only: the sound and the document are not offered for a featured image.
      await expect(items.getByRole('option')).toHaveCount(2);
      await expect(items.getByRole('option', { name: `${word}-sand` })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      // WordPress refuses a file that says it is a PNG and is not: its own message shows.
      await library.locator('input[type="file"]').setInputFiles({
        name: `${word}-fake.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await expect(library.getByRole('alert')).toContainText(
        `${word}-fake.png could not be uploaded: Sorry, you are not allowed to upload this file type.`,
      );
      await library.getByRole('button', { name: `Dismiss the error of ${word}-fake.png` }).click();

      const network = await page.context().newCDPSession(page);
      await network.send('Network.enable');
      const throttle = (uploadThroughput: number) =>
        network.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput,
        });
      await throttle(400_000);
      await library.locator('input[type="file"]').setInputFiles({
        name: `${word}-reef.png`,
        mimeType: 'image/png',
        buffer: Buffer.concat([
          gradientPng(64, 48, [0, 120, 140], [200, 240, 230]),
          Buffer.alloc(900_000),
        ]),
      });
      await expect(library.getByRole('progressbar', { name: `${word}-reef.png` })).toHaveAttribute(
        'value',
        /^0\.[1-9]/,
      );
      await throttle(-1);
      await expect(library.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
      const uploaded = items.getByRole('option', { name: `${word}-reef` });
      await expect(uploaded).toHaveAttribute('aria-selected', 'true');

      const details = library.getByRole('region', { name: 'Attachment details' });
      await details.getByLabel('Alternative text').fill('A reef under clear water');
      await details.getByLabel('Caption').click();
      await expect(details.getByRole('status')).toHaveText('Saved.');
      await details.getByLabel('Caption').fill('Seen from the boat');
      await details.getByLabel('Title').fill(`${word} coral`);
      await details.getByLabel('Title').press('Tab');
      await expect(items.getByRole('option', { name: `${word} coral` })).toBeVisible();
      await expect(details.getByRole('status')).toHaveText('Saved.');

      await library.getByRole('button', { name: 'Set featured image' }).click();
      await expect(library).toHaveCount(0);
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByText('Item updated.')).toBeVisible();
      const saved = await wpRest<{ featured_media: number }>(
        page,
        'GET',
        `/wp/v2/pages/${created.body.id}`,
      );
      const media = await wpRest<WpMedia>(
        page,
        'GET',
        `/wp/v2/media/${saved.body.featured_media}?context=edit`,
      );
      expect(media.body).toMatchObject({
        alt_text: 'A reef under clear water',
        caption: { raw: 'Seen from the boat' },
        title: { raw: `${word} coral` },
        media_type: 'image',
        mime_type: 'image/png',
      });
    } finally {
      await wpRest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
    }
  });

  test('as a media block opens it: several items of a type, chosen in order', async ({ page }) => {
    await closeEditingGuides(page);
    await page.goto(editorAt('/wp_template/twentytwentyfive//404', { canvas: 'edit' }));
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    const chosen = await chooseMediaFromCanvas(page, { multiple: true, title: 'Add media' });
    const library = page.locator('site-editor').getByRole('dialog', { name: 'Add media' });
    const items = library.getByRole('listbox', { name: 'Media items' });
    await library.getByRole('searchbox', { name: 'Search media' }).fill(word);
    await expect(items.getByRole('option')).toHaveCount(4);
    const type = library.getByRole('combobox', { name: 'Media type' });
    await type.selectOption({ label: 'Audio' });
    await expect(items.getByRole('option')).toHaveCount(1);
    await expect(items.getByRole('option')).toHaveAccessibleName(`${word}-bell`);
    await type.selectOption({ label: 'Documents' });
    await expect(items.getByRole('option')).toHaveAccessibleName(`${word}-guide`);
    await type.selectOption({ label: 'All media items' });
    await expect(items.getByRole('option')).toHaveCount(4);

    await items.getByRole('option', { name: `${word}-guide` }).click();
    await items
      .getByRole('option', { name: `${word}-sand` })
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(library.getByText('2 selected')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await library.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(library).toHaveCount(0);
    const answer = await chosen();
    expect(answer?.map((item) => item.title.raw)).toEqual([`${word}-guide`, `${word}-sand`]);
    expect(answer?.[0]).toMatchObject({ media_type: 'file', mime_type: 'application/pdf' });
    expect(answer?.[1]).toMatchObject({
      media_type: 'image',
      media_details: { width: 40, height: 30 },
    });
  });
});
