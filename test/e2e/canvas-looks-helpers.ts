// What "drawn as WordPress draws it" means in the canvas tests of both hosts (issue 31, items 3
// and 4): a placeholder with the components' own styles, and a framed part or pattern.
import type { FrameLocator, Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A block's placeholder drawn by the components' styles: a box with their inset border, laid out
 * as a column, tall enough to see (unstyled, the featured image's was invisible and its label
 * plain text).
 */
export async function expectStyledPlaceholder(placeholder: Locator): Promise<void> {
  await expect(placeholder).toBeVisible();
  const look = await placeholder.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const illustration = element.querySelector('.components-placeholder__illustration');
    return {
      display: style.display,
      shadow: style.boxShadow,
      height: box.height,
      width: box.width,
      // A placeholder with an illustration (featured image, site logo) is drawn by it alone.
      illustration: illustration
        ? {
            position: getComputedStyle(illustration).position,
            height: illustration.getBoundingClientRect().height,
          }
        : undefined,
    };
  });
  expect(look.display).toBe('flex');
  if (look.illustration) {
    expect(look.illustration.position).toBe('absolute');
    expect(look.illustration.height).toBeCloseTo(look.height, 0);
  } else {
    expect(look.shadow).not.toBe('none');
  }
  expect(look.height).toBeGreaterThan(30);
  expect(look.width).toBeGreaterThan(30);
}

/**
 * A part or a pattern opened on its own: every block at full opacity (the block editor's
 * spotlight would draw them at 20 %), inside a frame on the canvas's grey that is as tall as its
 * blocks, not the whole canvas.
 */
export async function expectFramedAtFullStrength(
  realm: FrameLocator,
  blocks: FrameLocator,
): Promise<void> {
  // The record's own blocks (a navigation's closed submenus are transparent on purpose).
  const opacities = await blocks
    .locator('.is-root-container > .block-editor-block-list__block')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
  expect(opacities.length).toBeGreaterThan(0);
  expect(new Set(opacities)).toEqual(new Set(['1']));
  await expect(
    blocks.locator('html.is-focus-mode, body.is-focus-mode, .is-focus-mode'),
  ).toHaveCount(0);
  const frame = realm.locator('.canvas-editor__frame');
  await expect(frame).toBeVisible();
  const area = await realm.locator('.canvas-editor__canvas').boundingBox();
  await expect
    .poll(async () => (await frame.boundingBox())?.height ?? 0)
    .toBeLessThan((area?.height ?? 0) - 48);
  const box = await frame.boundingBox();
  expect(box?.x).toBeGreaterThan(area?.x ?? 0);
  // All of the blocks show without scrolling, and the frame is not much taller than they are
  // (the last block's margin below them counts).
  const heights = await blocks.locator('body').evaluate((body) => ({
    blocks: body.scrollHeight,
    document: body.ownerDocument.documentElement.scrollHeight,
  }));
  const height = box?.height ?? 0;
  expect(heights.document).toBeLessThanOrEqual(height + 1);
  expect(height - heights.blocks).toBeLessThan(40);
}
