// The Style Book (spec 2.5) on the demo host (Meridian): each tab shows its blocks, an unsaved
// palette edit shows in it at once, an example chosen opens that block's styles, and
// `<style-book>` alone on a page tells its host which example was chosen. Axe-clean.
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, skipStylesWelcomeGuide, test } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');

/** The examples a panel shows, by title, once their previews have painted. */
async function examplesOf(book: Locator): Promise<string[]> {
  const panel = book.getByRole('tabpanel');
  await expect(panel.locator('.se-block-preview iframe:visible').first()).toBeVisible();
  return panel.locator('.sb-example__title').allTextContents();
}

test.describe('the Style Book', () => {
  test('each tab shows its blocks, with the site’s colours', async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await page.goto('/editor?p=/styles&preview=stylebook');
    const book = editor(page).getByRole('region', { name: 'Style Book' });
    const tabs = book.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Text', 'Colors', 'Theme']);
    await expect(book.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    const overview = await examplesOf(book);
    expect(overview.slice(0, 3)).toEqual(['Colors', 'Typography', 'Paragraph']);
    // The headings are Typography's: no Heading example repeats them.
    expect(overview).not.toContain('Heading');
    expect(overview).toContain('Image');

    // Keyboard: the arrow keys move between tabs.
    await book.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(book.getByRole('tab', { name: 'Text', selected: true })).toBeFocused();
    const text = await examplesOf(book);
    expect(text).toEqual(expect.arrayContaining(['Paragraph', 'Heading', 'List', 'Quote']));
    expect(text).not.toContain('Image');
    expect(await accessibilityViolations(page)).toEqual([]);

    await book.getByRole('tab', { name: 'Colors' }).click();
    const colors = book.getByRole('tabpanel');
    await expect(colors.getByRole('heading', { name: 'Palette' })).toBeVisible();
    await expect(colors.locator('.sb-swatch__name')).toContainText([
      'Paper',
      'Linen',
      'Ink',
      'Graphite',
    ]);
    await expect(colors.getByRole('heading', { name: 'Gradients' })).toBeVisible();

    await book.getByRole('tab', { name: 'Theme' }).click();
    const theme = book.getByRole('tabpanel');
    await expect(theme.getByRole('heading', { name: 'Site Identity' })).toBeVisible();
    await expect(theme.getByRole('heading', { name: 'Posts' })).toBeVisible();
    const themeExamples = await examplesOf(book);
    expect(themeExamples).toEqual(expect.arrayContaining(['Site Title', 'Title']));
    // The demo site has no logo: its example would show nothing, so it is left out.
    await expect(theme.locator('.sb-example__title', { hasText: 'Site Logo' })).toHaveCount(0);
    // The site title example shows the site's own title, with the site's styles.
    const siteTitle = theme.locator('.sb-example', { hasText: 'Site Title' });
    await expect(
      siteTitle.locator('iframe').contentFrame().locator('.wp-block-site-title'),
    ).toHaveText('Meridian Demo');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('an unsaved palette colour shows in the Style Book at once', async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await page.goto('/editor?p=/styles&section=/colors/palette&preview=stylebook');
    const book = editor(page).getByRole('region', { name: 'Style Book' });
    await examplesOf(book);
    const paragraph = book.locator('.sb-example', { hasText: /^Paragraph/ }).first();
    const frame = paragraph.locator('iframe').contentFrame();
    const background = () =>
      frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    await expect.poll(background).toBe('rgb(250, 247, 242)');
    const swatch = book.locator('.sb-swatch__color').first();

    const panel = editor(page).getByRole('region', { name: 'Styles' });
    const theme = panel.getByRole('region', { name: 'Theme' });
    await theme.getByRole('button', { name: 'Paper', exact: true }).click();
    const paper = theme.getByRole('textbox', { name: 'Paper hex value' });
    await paper.fill('#2b4c7e');
    await paper.press('Enter');
    // Before any save: the examples repaint, and the Overview's colours show the new value.
    await expect.poll(background).toBe('rgb(43, 76, 126)');
    await expect(swatch).toHaveCSS('background-color', 'rgb(43, 76, 126)');
  });

  test('an example chosen opens that block’s styles, the Style Book staying open', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await page.goto('/editor?p=/styles&preview=stylebook');
    const book = editor(page).getByRole('region', { name: 'Style Book' });
    await examplesOf(book);
    await book.getByRole('tab', { name: 'Text' }).click();
    await examplesOf(book);
    await book.getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fheading/);
    await expect(page).toHaveURL(/preview=stylebook/);
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    await expect(panel.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
    await expect(book).toBeVisible();

    // Colours open the palette, typography the typography screen; with the keyboard too.
    await book.getByRole('tab', { name: 'Overview' }).click();
    await book.getByRole('button', { name: 'Typography', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/section=%2Ftypography(&|$)/);
    await book.getByRole('button', { name: 'Colors', exact: true }).click();
    await expect(page).toHaveURL(/section=%2Fcolors%2Fpalette/);
    await expect(panel.getByRole('heading', { name: 'Palette', level: 2 })).toBeVisible();
  });

  test('<style-book> alone on a page tells its host which example was chosen', async ({ page }) => {
    await logIn(page, 'admin', '/style-book?category=text');
    const book = page.locator('style-book').getByRole('region', { name: 'Style Book' });
    await expect(book.getByRole('tab', { name: 'Text', selected: true })).toBeVisible();
    await examplesOf(book);
    await book.getByRole('button', { name: 'Quote', exact: true }).click();
    const log = page.getByLabel('Style Book events');
    await expect(log).toHaveText('example-select core/quote /blocks/core%2Fquote');
    await book.getByRole('button', { name: 'Paragraph', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(log).toHaveText(
      'example-select core/quote /blocks/core%2Fquote\nexample-select core/paragraph /blocks/core%2Fparagraph',
    );
    // Alone, the page does not navigate.
    await expect(page).toHaveURL(/\/style-book\?category=text$/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('in the hostile admin page, examples are shown and not interactive', async ({ page }) => {
    await logIn(page, 'admin', '/element/style-book');
    const book = page.locator('style-book').getByRole('region', { name: 'Style Book' });
    const examples = await examplesOf(book);
    expect(examples).toContain('Paragraph');
    await expect(book.getByRole('button', { name: 'Paragraph', exact: true })).toHaveCount(0);
  });

  test('<style-book> beside a <site-editor> follows its unsaved edits', async ({ page }) => {
    await logIn(page, 'admin');
    await skipStylesWelcomeGuide(page);
    await page.goto('/editor?p=/styles&section=/colors/palette');
    // A host page that shows both: the Style Book added next to the editor, sharing its runtime.
    await page.evaluate(async () => {
      const editorElement = document.querySelector('site-editor')!;
      const book = document.createElement('style-book');
      book.setAttribute('api-root', editorElement.getAttribute('api-root') ?? '/wp-json/');
      book.setAttribute('rest-nonce', editorElement.getAttribute('rest-nonce') ?? '');
      book.setAttribute('category', 'colors');
      book.style.cssText = 'display:block;height:400px';
      document.body.append(book);
      // The element's module, as the host page would load it (a path, not a module of the tests).
      const url = '/dist/esm/style-book.js';
      await import(/* @vite-ignore */ url);
    });
    const book = page.locator('style-book').getByRole('region', { name: 'Style Book' });
    const paperSwatch = book
      .locator('.sb-swatch')
      .filter({ has: page.locator('.sb-swatch__name', { hasText: /^Paper$/ }) });
    const paper = paperSwatch.locator('.sb-swatch__color');
    await expect(paper).toHaveCSS('background-color', 'rgb(250, 247, 242)');
    const panel = editor(page).getByRole('region', { name: 'Styles' });
    const theme = panel.getByRole('region', { name: 'Theme' });
    // The Style Book added below covers the editor's panel: Paper's swatch opens from the keyboard.
    await theme.getByRole('button', { name: 'Paper', exact: true }).focus();
    await page.keyboard.press('Enter');
    const field = theme.getByRole('textbox', { name: 'Paper hex value' });
    await field.fill('#2b4c7e');
    await field.press('Enter');
    // Unsaved, in the editor: the Style Book beside it shows the new colour.
    await expect(paper).toHaveCSS('background-color', 'rgb(43, 76, 126)');
    await expect(paperSwatch).toContainText('#2b4c7e');
  });
});
