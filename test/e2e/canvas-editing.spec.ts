// Editing in the canvas (issue 18): a template part edited inside a template is saved with it,
// both named in the review panel; the inserter adds a heading and a pattern; a block moves; the
// editor's Undo and Redo step through the canvas's changes; Apply globally moves a button's
// colour into the global button styles, and Undo brings it back; the canvas's popovers and
// toolbar render inside the element, styled.
import type { Page } from '@playwright/test';
import { openInCanvas, revertThemeItems, saveTheOneChange, typeAtEnd } from './canvas-helpers';
import { expect, sessionNonce, test, userGlobalStyles } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');

async function rest(page: Page, method: 'GET' | 'DELETE', path: string) {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const response = await page.request.fetch(`/wp-json${path}`, { method, headers });
  return { status: response.status(), body: await response.json() };
}

test.describe('editing in the canvas', () => {
  // Each test saves the user's copies of theme templates or parts: put the theme's back.
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//404', 'meridian//footer', 'meridian//front-page');
  });

  test('a template part edited inside its template is saved with it, both reviewed', async ({
    page,
  }) => {
    const { blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    const own = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await typeAtEnd(page, own, ' Or go home.');
    // A template part's content is edited once the part is selected (WordPress's overlay).
    await blocks
      .locator('[data-type="core/template-part"]')
      .last()
      .click({ position: { x: 5, y: 5 } });
    const footer = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'Essays, notes and field reports' });
    await typeAtEnd(page, footer, ' Thanks for reading.');

    await editor(page).getByRole('button', { name: 'Review 2 changes…' }).click();
    const review = editor(page).getByRole('dialog', { name: 'Review changes' });
    await expect(review.getByRole('checkbox')).toHaveCount(2);
    await expect(review.getByRole('checkbox', { name: 'Footer' })).toBeChecked();
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();

    const template = await rest(page, 'GET', '/wp/v2/templates/meridian//404?context=edit');
    expect(template.body.content.raw).toContain('might find it. Or go home.</p>');
    expect(template.body.content.raw).not.toContain('Thanks for reading.');
    const part = await rest(page, 'GET', '/wp/v2/template-parts/meridian//footer?context=edit');
    expect(part.body.source).toBe('custom');
    expect(part.body.content.raw).toContain('A new piece most weeks. Thanks for reading.</p>');
  });

  test('the inserter adds a heading and a pattern, a block moves, and Undo and Redo step back and forth', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await paragraph.click();

    // A heading from the inserter, after the selected paragraph.
    await realm.getByRole('button', { name: 'Block Inserter' }).click();
    const library = realm.getByRole('region', { name: 'Block Library' });
    await library.getByRole('searchbox').fill('Heading');
    await library.getByRole('option', { name: 'Heading', exact: true }).click();
    // The new heading takes focus a moment later: typed before, the keys would go elsewhere.
    await expect(
      blocks.getByRole('document', { name: 'Block: Heading' }).filter({ hasNotText: /\S/ }),
    ).toBeFocused();
    await page.keyboard.type('Still lost?');
    const heading = blocks
      .getByRole('document', { name: 'Block: Heading' })
      .filter({ hasText: 'Still lost?' });
    await expect(heading).toBeVisible();

    // Moved above the paragraph with the block editor's shortcut (its toolbar hides while typing).
    await page.keyboard.press('Control+Shift+Alt+T');
    // The template's own text blocks, in order (the footer's come after).
    const order = async () =>
      (
        await blocks
          .locator('[data-type="core/heading"], [data-type="core/paragraph"]')
          .allTextContents()
      ).slice(0, 3);
    await expect
      .poll(order)
      .toEqual([
        'Page not found',
        'Still lost?',
        expect.stringContaining('The page you were looking for'),
      ]);

    // A pattern of the site's, found by the inserter's search (the inserter is still open).
    await library.getByRole('searchbox').fill('Newsletter call to action');
    await library.getByRole('option', { name: /^Newsletter call to action/ }).click();
    await expect(blocks.getByRole('document', { name: 'Block: Buttons' })).toHaveCount(1);

    // The editor's Undo takes the pattern back, then the move; Redo puts the move back.
    const undo = realm.getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect(blocks.getByRole('document', { name: 'Block: Buttons' })).toHaveCount(0);
    await undo.click();
    await expect
      .poll(order)
      .toEqual([
        'Page not found',
        expect.stringContaining('The page you were looking for'),
        'Still lost?',
      ]);
    await realm.getByRole('button', { name: 'Redo' }).click();
    await expect
      .poll(order)
      .toEqual([
        'Page not found',
        'Still lost?',
        expect.stringContaining('The page you were looking for'),
      ]);

    await saveTheOneChange(editor(page));
    const saved = await rest(page, 'GET', '/wp/v2/templates/meridian//404?context=edit');
    const raw: string = saved.body.content.raw;
    expect(raw.indexOf('Still lost?')).toBeGreaterThan(raw.indexOf('Page not found'));
    expect(raw.indexOf('Still lost?')).toBeLessThan(raw.indexOf('The page you were looking'));
    expect(raw).not.toContain('wp:buttons');
  });

  test('Apply globally moves a button’s colour into the global button styles; Undo brings it back', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//front-page');
    const styles = await userGlobalStyles(page);
    const before = await styles.read();
    try {
      // The palette's 'Terracotta' is the theme's `accent` colour.
      const button = blocks.getByRole('document', { name: 'Block: Button', exact: true });
      await button.click();
      const settings = realm.getByRole('region', { name: 'Settings' });
      // The Background group's Color.
      await settings.getByRole('button', { name: 'Color' }).nth(1).click();
      await realm.getByRole('option', { name: 'Terracotta' }).click();
      await page.keyboard.press('Escape');
      await expect(button.locator('.wp-block-button__link')).toHaveClass(
        /has-accent-background-color/,
      );

      await settings.getByRole('button', { name: 'Advanced' }).click();
      await settings.getByRole('button', { name: 'Apply globally' }).click();
      await expect(editor(page).getByText('Button styles applied.')).toBeVisible();
      // The block's own colour is gone; the global button style paints it.
      await expect(button.locator('.wp-block-button__link')).not.toHaveClass(
        /has-accent-background-color/,
      );
      await expect(settings.getByRole('button', { name: 'Apply globally' })).toBeDisabled();

      await editor(page)
        .getByRole('button', { name: /Review \d changes?…/ })
        .click();
      const review = editor(page).getByRole('dialog', { name: 'Review changes' });
      await review.getByRole('button', { name: 'Save' }).click();
      await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
      const saved = await styles.read();
      expect(saved.styles.blocks['core/button'].color.background).toBe('var:preset|color|accent');

      // Undo (the editor's history) takes both back: the block has its colour again.
      await realm.getByRole('button', { name: 'Undo' }).click();
      await expect(button.locator('.wp-block-button__link')).toHaveClass(
        /has-accent-background-color/,
      );
    } finally {
      await styles.save({ styles: before.styles, settings: before.settings });
    }
  });

  test('the block toolbar and a popover render inside the element, styled', async ({ page }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    await blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' })
      .click();
    const toolbar = realm.getByRole('toolbar', { name: 'Block tools' });
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole('button', { name: 'Options' }).click();
    const menu = realm.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Duplicate/ })).toBeVisible();
    // WordPress's own styles: a white menu with a border, buttons without the browser's look.
    const look = await menu.evaluate((element) => {
      const style = getComputedStyle(element.closest('.components-popover__content') ?? element);
      return { background: style.backgroundColor, position: style.position };
    });
    expect(look.background).toBe('rgb(255, 255, 255)');
    // Nothing of it is in the host page's own document.
    expect(await page.locator('body > .components-popover').count()).toBe(0);
    await expect(menu).toHaveScreenshot('canvas-block-options-menu.png', {
      maxDiffPixelRatio: 0.02,
      animations: 'disabled',
      caret: 'hide',
    });
  });
});
