// Helpers of the canvas's media tests (issue 31, item 2), for both hosts: an image block put in
// from the inserter, a file given to its Upload or dropped on it or between blocks as a user's
// file manager would, the Media tab, and the saved image block read back from the markup.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { gradientPng } from '../../demo/server/seed/png';
import { expect } from './fixtures';

export interface PngFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small PNG of its own colours, named so that a test finds its upload. */
export function pngFile(name: string): PngFile {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const buffer = gradientPng(24, 16, [seed % 255, 90, 160], [30, (seed * 7) % 255, 60]);
  return { name, mimeType: 'image/png', buffer };
}

/** Puts an empty image block (its placeholder) after the selected block, from the inserter. */
export async function insertImageBlock(realm: FrameLocator, blocks: FrameLocator) {
  await realm.getByRole('button', { name: 'Block Inserter' }).click();
  const library = realm.getByRole('region', { name: 'Block Library' });
  await library.getByRole('searchbox').fill('Image');
  await library.getByRole('option', { name: 'Image', exact: true }).click();
  const image = blocks.getByRole('document', { name: 'Block: Image' }).last();
  await expect(image.getByRole('button', { name: 'Upload' })).toBeVisible();
  return image;
}

/** Gives the file to the image block's Upload, as the file chooser would. */
export async function uploadInto(page: Page, image: Locator, file: PngFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await image.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
}

/**
 * Drops the file on `target` as a file manager does: dragenter, dragover (where the pointer is,
 * which the canvas's drop zones read) and drop, carrying a DataTransfer with the file.
 */
export async function dropFileOn(target: Locator, file: PngFile): Promise<void> {
  const box = (await target.boundingBox())!;
  const dataTransfer = await target.evaluateHandle(
    (node, { name, mimeType, bytes }) => {
      const view = node.ownerDocument.defaultView!;
      const transfer = new view.DataTransfer();
      transfer.items.add(new view.File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  // Positions inside the target's own frame: its box is the page's, so read the frame's offset.
  const offset = await target.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.left, y: rect.top };
  });
  const at = { clientX: offset.x + box.width / 2, clientY: offset.y + box.height - 2 };
  await target.dispatchEvent('dragenter', { dataTransfer, ...at });
  await target.dispatchEvent('dragover', { dataTransfer, ...at });
  // The block list works out where the drop goes from dragover, throttled.
  await target.page().waitForTimeout(300);
  await target.dispatchEvent('dragover', { dataTransfer, ...at });
  await target.dispatchEvent('drop', { dataTransfer, ...at });
}

/** The image block once it shows the saved file (no longer the temporary blob: URL). */
export async function expectUploadedImage(image: Locator, fileName: string): Promise<string> {
  const stem = fileName.replace(/\.png$/, '');
  const img = image.locator('img');
  await expect(img).toHaveAttribute('src', new RegExp(`/wp-content/uploads/.*${stem}[^/]*\\.png$`));
  return (await img.getAttribute('src'))!;
}

export interface SavedImage {
  /** The block's comment and figure, exactly as saved. */
  markup: string;
  id: number;
  src: string;
}

/** The image blocks of saved markup, in order. */
export function savedImages(raw: string): SavedImage[] {
  const blocks = raw.match(/<!-- wp:image (\{.*?\}) -->[\s\S]*?<!-- \/wp:image -->/g) ?? [];
  return blocks.map((markup) => {
    const attributes = JSON.parse(/<!-- wp:image (\{.*?\}) -->/.exec(markup)![1]!);
    const src = /<img src="([^"]+)"/.exec(markup)?.[1] ?? '';
    return { markup, id: attributes.id, src };
  });
}

/**
 * The image block WordPress's own editor saves for a file uploaded into an empty image block
 * (a small image: WordPress makes no 'large' size of it, so the block shows the full size).
 */
export const uploadedImageMarkup = (id: number, src: string) =>
  `<!-- wp:image {"id":${id},"sizeSlug":"full","linkDestination":"none"} -->\n` +
  `<figure class="wp-block-image size-full"><img src="${src}" alt="" class="wp-image-${id}"/></figure>\n` +
  '<!-- /wp:image -->';

/** The inserter's Media tab, its Images category open. */
export async function openMediaImages(realm: FrameLocator): Promise<Locator> {
  await realm.getByRole('button', { name: 'Block Inserter' }).click();
  const library = realm.getByRole('region', { name: 'Block Library' });
  await library.getByRole('tab', { name: 'Media' }).click();
  await library.getByRole('tab', { name: 'Images' }).click();
  return library;
}
