// Block style variations and server variations in the canvas (issue 31, item 6): a theme's block
// style partials (styles/blocks/*.json, Twenty Twenty-Five's Display, Subtitle and Annotation)
// and core's own styles (button Fill and Outline) in the inspector's Styles panel and the block
// toolbar's transform menu; choosing one saves `is-style-…` and the canvas shows it; the host's
// Post Terms variations (Categories, Tags) in the inserter.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  canvasOf,
  logInToEdit,
  revertThemeItems,
  savedItem,
  saveTheOneChange,
} from './canvas-helpers';
import { expect, setWelcomeGuides, test } from './fixtures';
import { useThemeHost } from './theme-host';

const PART = 'tt5-shape//sidebar';

async function openPart(page: Page) {
  await page.goto(`/editor?p=${encodeURIComponent(`/wp_template_part/${PART}`)}&canvas=edit`);
  const canvas = canvasOf(page);
  const paragraph = canvas.blocks
    .getByRole('document', { name: 'Block: Paragraph' })
    .filter({ hasText: 'Short notes' });
  await expect(paragraph).toBeVisible();
  return { ...canvas, paragraph };
}

test.describe('block styles with a theme shaped like Twenty Twenty-Five', () => {
  const theme = useThemeHost(resolve('test/fixtures/themes/tt5-shape'), (page) =>
    setWelcomeGuides(page, { welcomeGuidePage: false, welcomeGuideTemplate: false }),
  );
  let page: Page;
  test.beforeEach(() => {
    page = theme.page();
  });
  test.afterEach(async () => {
    await revertThemeItems(page, PART);
  });

  test("the Styles panel lists the theme's paragraph styles; Display is saved and shown", async () => {
    const { realm, paragraph } = await openPart(page);
    await paragraph.click();
    const inspector = realm.getByRole('region', { name: 'Settings' });
    const styles = inspector.locator('.block-editor-block-styles__variants');
    await expect(styles.getByRole('button')).toHaveText([
      'Default',
      'Display',
      'Subtitle',
      'Annotation',
    ]);
    const size = () =>
      paragraph.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    const before = await size();
    await styles.getByRole('button', { name: 'Display' }).click();
    await expect(paragraph).toHaveClass(/\bis-style-text-display\b/);
    // The theme's Display style (3.5rem made fluid, line height 1.2) applies in the canvas.
    await expect.poll(size).toBeGreaterThan(before * 2.5);
    const lineHeight = await paragraph.evaluate((node) => getComputedStyle(node).lineHeight);
    expect(Number.parseFloat(lineHeight)).toBeCloseTo((await size()) * 1.2, 0);
    await saveTheOneChange(page.locator('site-editor'));
    expect((await savedItem(page, PART)).raw).toContain(
      '<!-- wp:paragraph {"className":"is-style-text-display"} -->\n<p class="is-style-text-display">Short notes',
    );
  });

  test("the transform menu lists the block's styles too", async () => {
    const { realm, paragraph } = await openPart(page);
    await paragraph.click();
    await realm
      .getByRole('toolbar', { name: 'Block tools' })
      .getByRole('button', { name: 'Paragraph', exact: true })
      .click();
    const menu = realm.getByRole('menu');
    for (const name of ['Default', 'Display', 'Subtitle', 'Annotation']) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Annotation', exact: true }).click();
    await expect(paragraph).toHaveClass(/\bis-style-text-annotation\b/);
    await expect(paragraph).toHaveCSS('border-top-style', 'solid');
  });
});

test.describe('core block styles and the host’s variations', () => {
  test.beforeEach(async ({ page }) => {
    await logInToEdit(page);
  });
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//front-page');
  });

  test('a button offers Fill and Outline; Outline is saved and shown', async ({ page }) => {
    await page.goto(
      `/editor?p=${encodeURIComponent('/wp_template/meridian//front-page')}&canvas=edit`,
    );
    const { realm, blocks } = canvasOf(page);
    const button = blocks.getByRole('document', { name: 'Block: Button', exact: true }).first();
    await button.click();
    const styles = realm
      .getByRole('region', { name: 'Settings' })
      .locator('.block-editor-block-styles__variants');
    await expect(styles.getByRole('button')).toHaveText(['Fill', 'Outline']);
    await styles.getByRole('button', { name: 'Outline' }).click();
    await expect(button).toHaveClass(/\bis-style-outline\b/);
    await expect(button.locator('.wp-block-button__link')).toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    await saveTheOneChange(page.locator('site-editor'));
    expect((await savedItem(page, 'meridian//front-page')).raw).toContain(
      'class="wp-block-button is-style-outline"',
    );
  });

  test('the inserter offers Post Terms per taxonomy: Categories and Tags', async ({ page }) => {
    await page.goto(`/editor?p=${encodeURIComponent('/wp_template/meridian//single')}&canvas=edit`);
    const { realm, blocks } = canvasOf(page);
    await expect(blocks.getByRole('document').first()).toBeVisible();
    await realm.getByRole('button', { name: 'Block Inserter' }).click();
    const library = realm.getByRole('region', { name: 'Block Library' });
    await library.getByRole('searchbox').fill('tags');
    await expect(library.getByRole('option', { name: 'Tags', exact: true })).toBeVisible();
    await library.getByRole('searchbox').fill('categories');
    await expect(library.getByRole('option', { name: 'Categories', exact: true })).toBeVisible();
    await expect(library.getByRole('option', { name: 'Post Terms', exact: true })).toHaveCount(0);
    // The template's Tags block is named as its variation.
    await expect(blocks.getByRole('document', { name: 'Block: Tags' })).toBeVisible();
  });
});
