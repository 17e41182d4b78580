// Checks for small screens (spec 9's 782px breakpoint), shared by the small-screen tests.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The document never scrolls sideways; an editor area scrolls within its own box or not at all. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, 'the document scrolls sideways').toBeLessThanOrEqual(widths.viewport);
}

/** Fully on screen, horizontally and vertically: a user sees it without scrolling. */
export async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, 'inside the width').toBe(true);
}
