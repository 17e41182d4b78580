// The canvas's media blocks (issue 31, item 2) on the demo host: an image block placed from an
// upload (its Upload button, a file dropped on its placeholder, a file dropped between blocks) is
// saved with the attachment's id and URL; the inserter's Media tab lists the site's images and
// inserts one; a user the host does not let upload sees no Upload and no Media Library; and an
// image chosen in the editor's media library (branch media-library) is placed and saved.
import type { Page } from '@playwright/test';
import {
  dropFileOn,
  expectUploadedImage,
  insertImageBlock,
  openMediaImages,
  pngFile,
  savedImages,
  uploadInto,
  uploadedImageMarkup,
} from './canvas-media-helpers';
import { canvasOf, logInToEdit, rest, saveTheOneChange } from './canvas-helpers';
import { expect, test } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const paragraphMarkup = '<!-- wp:paragraph -->\n<p>Words of the page.</p>\n<!-- /wp:paragraph -->';

let pageId = 0;
const uploads: number[] = [];

async function openNewPage(page: Page) {
  await logInToEdit(page);
  const made = await rest(page, 'POST', '/wp/v2/pages', {
    title: 'A page for media',
    status: 'draft',
    content: paragraphMarkup,
  });
  expect(made.status).toBe(201);
  pageId = made.body.id;
  await page.goto(`/editor?p=${encodeURIComponent(`/page/${pageId}`)}&canvas=edit`);
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
  const saved = await rest(page, 'GET', `/wp/v2/pages/${pageId}?context=edit`);
  return saved.body.content.raw as string;
}

/** The one image the page was saved with, checked against the attachment the host has. */
async function expectSavedUpload(page: Page, fileName: string) {
  const [image, ...more] = savedImages(await savedContent(page));
  expect(more).toHaveLength(0);
  const attachment = await rest(page, 'GET', `/wp/v2/media/${image!.id}?context=edit`);
  expect(attachment.status).toBe(200);
  uploads.push(image!.id);
  expect(attachment.body.source_url).toMatch(new RegExp(`${fileName.replace(/\.png$/, '')}`));
  expect(image!.markup).toBe(uploadedImageMarkup(image!.id, attachment.body.source_url));
}

test.afterEach(async ({ page }) => {
  if (pageId) await rest(page, 'DELETE', `/wp/v2/pages/${pageId}?force=true`);
  pageId = 0;
  for (const id of uploads.splice(0)) await rest(page, 'DELETE', `/wp/v2/media/${id}?force=true`);
});

test.describe('media blocks in the canvas', () => {
  test("an image block's Upload sends the file to the host and saves its attachment", async ({
    page,
  }) => {
    const { realm, blocks } = await openNewPage(page);
    const image = await insertImageBlock(realm, blocks);
    // The library's button shows beside Upload for a user who may upload.
    await expect(image.getByRole('button', { name: 'Media Library' })).toBeVisible();
    const file = pngFile('canvas-upload-button.png');
    await uploadInto(page, image, file);
    await expectUploadedImage(image, file.name);
    await saveTheOneChange(editor(page));
    await expectSavedUpload(page, file.name);
  });

  test("a file dropped on an image block's placeholder is uploaded into it", async ({ page }) => {
    const { realm, blocks } = await openNewPage(page);
    const image = await insertImageBlock(realm, blocks);
    const file = pngFile('canvas-drop-placeholder.png');
    await dropFileOn(image.locator('.components-drop-zone').first(), file);
    await expectUploadedImage(image, file.name);
    await saveTheOneChange(editor(page));
    await expectSavedUpload(page, file.name);
  });

  test('a file dropped between blocks becomes an image block with its upload', async ({ page }) => {
    const { blocks } = await openNewPage(page);
    const file = pngFile('canvas-drop-between.png');
    await dropFileOn(
      blocks.locator('.wp-block-post-content').getByRole('document', { name: 'Block: Paragraph' }),
      file,
    );
    const image = blocks.getByRole('document', { name: 'Block: Image' });
    await expectUploadedImage(image, file.name);
    await saveTheOneChange(editor(page));
    await expectSavedUpload(page, file.name);
    expect(await savedContent(page)).toContain(paragraphMarkup);
  });

  test("the inserter's Media tab lists the site's images and inserts one", async ({ page }) => {
    const { realm } = await openNewPage(page);
    const library = await openMediaImages(realm);
    const choice = library.getByRole('option', { name: 'Open sea' });
    await expect(choice).toBeVisible();
    await expect(library.getByRole('option', { name: 'Harbour at dawn' })).toBeVisible();
    // The search asks the host.
    await library.getByRole('searchbox', { name: 'Search images' }).fill('forest');
    await expect(library.getByRole('option', { name: 'Forest floor' })).toBeVisible();
    await expect(library.getByRole('option', { name: 'Open sea' })).toHaveCount(0);
    await library.getByRole('searchbox', { name: 'Search images' }).fill('');
    await choice.click();
    await saveTheOneChange(editor(page));
    const [image] = savedImages(await savedContent(page));
    const openSea = (await rest(page, 'GET', '/wp/v2/media?search=Open%20sea')).body[0];
    expect(image!.markup).toBe(
      `<!-- wp:image {"id":${openSea.id}} -->\n` +
        `<figure class="wp-block-image"><img src="${openSea.source_url}" alt="${openSea.alt_text}" class="wp-image-${openSea.id}"/></figure>\n` +
        '<!-- /wp:image -->',
    );
  });

  test('an image chosen in the media library is placed and saved', async ({ page }) => {
    const { realm, blocks } = await openNewPage(page);
    const image = await insertImageBlock(realm, blocks);
    await image.getByRole('button', { name: 'Media Library' }).click();
    const dialog = editor(page).getByRole('dialog', { name: 'Media Library' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('listbox', { name: 'Media items' })
      .getByRole('option', { name: 'Slate' })
      .click();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(image.locator('img')).toHaveAttribute('src', /\/slate\.png$/);
    await saveTheOneChange(editor(page));
    const [saved] = savedImages(await savedContent(page));
    const slate = (await rest(page, 'GET', '/wp/v2/media?search=Slate')).body[0];
    expect(saved!.id).toBe(slate.id);
    expect(saved!.src).toBe(slate.source_url);
  });
});

test.describe('a user the host does not let upload', () => {
  test('sees no Upload and no Media Library, and a dropped file does nothing', async ({ page }) => {
    // The host answers as WordPress does for a user without upload_files: the media collection
    // allows reading only (the demo's roles all have the capability).
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
    await dropFileOn(
      blocks.locator('.wp-block-post-content').getByRole('document', { name: 'Block: Paragraph' }),
      pngFile('refused.png'),
    );
    await page.waitForTimeout(500);
    await expect(blocks.getByRole('document', { name: 'Block: Image' })).toHaveCount(1);
  });
});
