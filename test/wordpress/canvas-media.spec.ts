// The canvas's media blocks in WordPress 7.1 (issue 31, item 2), Twenty Twenty-Five: an image
// block placed from an upload (its Upload button, a file dropped on its placeholder or between
// blocks) is saved with the attachment WordPress made, in the markup WordPress's own editor saves
// for it; the inserter's Media tab lists the site's images and inserts one; a user WordPress does
// not let upload sees no Upload; an image chosen in the editor's media library is saved.
import type { Page } from '@playwright/test';
import { canvasOf, saveTheOneChange } from '../e2e/canvas-helpers';
import {
  dropFileOn,
  expectUploadedImage,
  insertImageBlock,
  openMediaImages,
  pngFile,
  savedImages,
  uploadInto,
  uploadedImageMarkup,
} from '../e2e/canvas-media-helpers';
import { closeEditingGuides, editorAt, expect, setPreferences, test, wpRest } from './fixtures';

interface Media {
  id: number;
  source_url: string;
  alt_text: string;
}

const editor = (page: Page) => page.locator('site-editor');
const paragraphMarkup = '<!-- wp:paragraph -->\n<p>Words of the page.</p>\n<!-- /wp:paragraph -->';

let pageId = 0;
const uploads: number[] = [];

test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test.afterEach(async ({ page }) => {
  if (pageId) await wpRest(page, 'DELETE', `/wp/v2/pages/${pageId}?force=true`);
  pageId = 0;
  for (const id of uploads.splice(0)) await wpRest(page, 'DELETE', `/wp/v2/media/${id}?force=true`);
});

async function openNewPage(page: Page) {
  const made = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: 'A page for media',
    status: 'draft',
    content: paragraphMarkup,
  });
  expect(made.status).toBe(201);
  pageId = made.body.id;
  await page.goto(editorAt(`/page/${pageId}`, { canvas: 'edit' }));
  const canvas = canvasOf(page);
  const paragraph = canvas.blocks
    .locator('.wp-block-post-content')
    .getByRole('document', { name: 'Block: Paragraph' });
  // Nothing selected: the inserter adds at the end (a selected first block's toolbar would
  // cover the canvas's tool bar in a short window).
  await expect(paragraph).toHaveText('Words of the page.');
  return canvas;
}

async function savedContent(page: Page): Promise<string> {
  const saved = await wpRest<{ content: { raw: string } }>(
    page,
    'GET',
    `/wp/v2/pages/${pageId}?context=edit`,
  );
  return saved.body.content.raw;
}

/** The page's one image, saved as WordPress's editor saves an upload of that attachment. */
async function expectSavedUpload(page: Page, fileName: string) {
  const [image, ...more] = savedImages(await savedContent(page));
  expect(more).toHaveLength(0);
  uploads.push(image!.id);
  const attachment = await wpRest<Media>(page, 'GET', `/wp/v2/media/${image!.id}?context=edit`);
  expect(attachment.status).toBe(200);
  expect(attachment.body.source_url).toContain(fileName.replace(/\.png$/, ''));
  expect(image!.markup).toBe(uploadedImageMarkup(image!.id, attachment.body.source_url));
}

/** An image in WordPress's media library, uploaded as its own editor sends one. */
async function libraryImage(page: Page, name: string, title: string): Promise<Media> {
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const file = pngFile(name);
  const response = await page.request.post(
    `/wp-json/wp/v2/media?title=${encodeURIComponent(title)}`,
    {
      headers: {
        'X-WP-Nonce': nonce,
        'Content-Type': file.mimeType,
        'Content-Disposition': `attachment; filename="${name}"`,
      },
      data: file.buffer,
    },
  );
  expect(response.status()).toBe(201);
  const media = (await response.json()) as Media;
  uploads.push(media.id);
  return media;
}

test("an image block's Upload sends the file to WordPress and saves its attachment", async ({
  page,
}) => {
  const { realm, blocks } = await openNewPage(page);
  const image = await insertImageBlock(realm, blocks);
  await expect(image.getByRole('button', { name: 'Media Library' })).toBeVisible();
  const file = pngFile('lane-upload-button.png');
  await uploadInto(page, image, file);
  await expectUploadedImage(image, file.name);
  await saveTheOneChange(editor(page));
  await expectSavedUpload(page, file.name);
});

test("a file dropped on an image block's placeholder is uploaded into it", async ({ page }) => {
  const { realm, blocks } = await openNewPage(page);
  const image = await insertImageBlock(realm, blocks);
  const file = pngFile('lane-drop-placeholder.png');
  await dropFileOn(image.locator('.components-drop-zone').first(), file);
  await expectUploadedImage(image, file.name);
  await saveTheOneChange(editor(page));
  await expectSavedUpload(page, file.name);
});

test('a file dropped between blocks becomes an image block with its upload', async ({ page }) => {
  const { blocks } = await openNewPage(page);
  const file = pngFile('lane-drop-between.png');
  await dropFileOn(
    blocks.locator('.wp-block-post-content').getByRole('document', { name: 'Block: Paragraph' }),
    file,
  );
  await expectUploadedImage(blocks.getByRole('document', { name: 'Block: Image' }), file.name);
  await saveTheOneChange(editor(page));
  await expectSavedUpload(page, file.name);
  expect(await savedContent(page)).toContain(paragraphMarkup);
});

test("the inserter's Media tab lists WordPress's images and inserts one", async ({ page }) => {
  const tide = await libraryImage(page, 'lane-tide.png', 'Lane tide');
  await libraryImage(page, 'lane-dune.png', 'Lane dune');
  const { realm } = await openNewPage(page);
  const library = await openMediaImages(realm);
  await expect(library.getByRole('option', { name: 'Lane dune' })).toBeVisible();
  await library.getByRole('searchbox', { name: 'Search images' }).fill('Lane tide');
  await expect(library.getByRole('option', { name: 'Lane dune' })).toHaveCount(0);
  await library.getByRole('option', { name: 'Lane tide' }).click();
  await saveTheOneChange(editor(page));
  const [image] = savedImages(await savedContent(page));
  expect(image!.markup).toBe(
    `<!-- wp:image {"id":${tide.id}} -->\n` +
      `<figure class="wp-block-image"><img src="${tide.source_url}" alt="" class="wp-image-${tide.id}"/></figure>\n` +
      '<!-- /wp:image -->',
  );
});

test('an image chosen in the media library is placed and saved', async ({ page }) => {
  const chosen = await libraryImage(page, 'lane-chosen.png', 'Lane chosen');
  const { realm, blocks } = await openNewPage(page);
  const image = await insertImageBlock(realm, blocks);
  await image.getByRole('button', { name: 'Media Library' }).click();
  const dialog = editor(page).getByRole('dialog', { name: 'Media Library' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('listbox', { name: 'Media items' })
    .getByRole('option', { name: 'Lane chosen' })
    .click();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(image.locator('img')).toHaveAttribute('src', chosen.source_url);
  await saveTheOneChange(editor(page));
  const [saved] = savedImages(await savedContent(page));
  expect(saved!.id).toBe(chosen.id);
  expect(saved!.src).toBe(chosen.source_url);
});

test.describe('a user WordPress does not let upload', () => {
  test('sees no Upload and no Media Library in an image block', async ({ page }) => {
    // WordPress's answer for a user without upload_files (the lane's users all have it): the
    // media collection allows reading only.
    await page.route('**/wp-json/wp/v2/media**', async (route) => {
      if (route.request().method() !== 'OPTIONS') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), allow: 'GET' } });
    });
    const { realm, blocks } = await openNewPage(page);
    await realm.getByRole('button', { name: 'Block Inserter' }).click();
    const library = realm.getByRole('region', { name: 'Block Library' });
    await library.getByRole('searchbox').fill('Image');
    await library.getByRole('option', { name: 'Image', exact: true }).click();
    const image = blocks.getByRole('document', { name: 'Block: Image' });
    await expect(image.getByRole('button', { name: 'Insert from URL' })).toBeVisible();
    await expect(image.getByRole('button', { name: 'Upload' })).toHaveCount(0);
    await expect(image.getByRole('button', { name: 'Media Library' })).toHaveCount(0);
  });
});

test("WordPress's own editor saves the same markup for an upload into an image block", async ({
  page,
}) => {
  await setPreferences(page, 'core/edit-post', { welcomeGuide: false });
  const made = await wpRest<{ id: number }>(page, 'POST', '/wp/v2/pages', {
    title: 'A page for media',
    status: 'draft',
    content: paragraphMarkup,
  });
  pageId = made.body.id;
  await page.goto(`/wp-admin/post.php?post=${pageId}&action=edit`);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  const paragraph = canvas.getByRole('document', { name: 'Block: Paragraph' });
  await expect(paragraph).toHaveText('Words of the page.');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/image');
  await page.getByRole('option', { name: 'Image', exact: true }).click();
  const image = canvas.getByRole('document', { name: 'Block: Image' });
  const file = pngFile('lane-own-editor.png');
  await uploadInto(page, image, file);
  await expectUploadedImage(image, file.name);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expectSavedUpload(page, file.name);
});
