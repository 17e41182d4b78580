// The canvas and the record it edits (issue 18): a page edited in the canvas and its settings
// changed in the canvas's record tab (the one place for them), saved together; a template's
// title and description, undone with the canvas's Undo and saved with it; a block the canvas
// does not know kept as it was; edits kept through a crash and restored into the canvas; Escape
// that nothing in the canvas takes goes to the canvas header.
import type { FrameLocator, Page } from '@playwright/test';
import {
  canvasOf,
  logInToEdit,
  openInCanvas,
  renameRecord,
  rest,
  revertThemeItems,
  saveTheOneChange,
  typeAtEnd,
} from './canvas-helpers';
import { expect, test } from './fixtures';
import { crash, offer, unique, untilKept } from './kept-edits-helpers';

const editor = (page: Page) => page.locator('site-editor');

/** The canvas's settings sidebar on the record's own tab (`tab`: 'Page', 'Template'…). */
async function recordTab(realm: FrameLocator, tab: string) {
  const settings = realm.getByRole('region', { name: 'Settings' });
  await settings.getByRole('tab', { name: tab }).click();
  await expect(settings.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return settings.getByRole('tabpanel');
}

/** A draft page of `content`, made on the host; deleted when `using` is done. */
async function withPage(
  page: Page,
  content: string,
  using: (page: { id: number; title: string }) => Promise<void>,
) {
  await page.goto('/editor');
  const title = unique('Canvas page ');
  const created = await rest(page, 'POST', '/wp/v2/pages', { title, status: 'draft', content });
  expect(created.status).toBe(201);
  try {
    await using({ id: created.body.id, title });
  } finally {
    await rest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
  }
}

const PARAGRAPH = '<!-- wp:paragraph -->\n<p>First words.</p>\n<!-- /wp:paragraph -->';

test.describe('the canvas and the record it edits', () => {
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//404');
  });

  test('a page edited in the canvas, its title and status changed in its tab, is saved as one', async ({
    page,
  }) => {
    await logInToEdit(page);
    await withPage(page, PARAGRAPH, async ({ id }) => {
      const { realm, blocks } = await openInCanvas(page, `/page/${id}`);
      // The page's paragraph: the template around it has paragraphs of its own.
      const paragraph = blocks
        .locator('.wp-block-post-content')
        .getByRole('document', { name: 'Block: Paragraph' });
      await typeAtEnd(page, paragraph, ' More words.');
      await expect(paragraph).toHaveText('First words. More words.');

      const tab = await recordTab(realm, 'Page');
      await renameRecord(realm, tab, { name: 'Renamed in the canvas' });
      await expect(tab.getByRole('heading', { name: 'Renamed in the canvas' })).toBeVisible();
      // Status is a summary row: its value a button opening the control.
      await tab.getByRole('button', { name: /^Change status:/ }).click();
      await realm.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
      // The canvas header's title follows the title typed in the canvas.
      await expect(editor(page).getByRole('heading', { level: 1 })).toHaveText(
        'Renamed in the canvas',
      );
      // The tab saves nothing itself: the canvas header's save does, everything at once.
      await expect(tab.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await saveTheOneChange(editor(page));

      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.title.raw).toBe('Renamed in the canvas');
      expect(saved.body.status).toBe('pending');
      expect(saved.body.content.raw).toBe(
        '<!-- wp:paragraph -->\n<p>First words. More words.</p>\n<!-- /wp:paragraph -->',
      );
    });
  });

  test('a template’s title and description are undone with the canvas’s Undo and saved with it', async ({
    page,
  }) => {
    const { realm } = await openInCanvas(page, '/wp_template/meridian//404');
    const panel = await recordTab(realm, 'Template');
    // Renamed, then described: two steps of the user's, Undo undoing the last.
    await renameRecord(realm, panel, { name: 'Not found, our way' });
    await renameRecord(realm, panel, { description: 'Shown for an address with nothing at it.' });
    const described = panel.getByText('Shown for an address with nothing at it.');
    await expect(described).toBeVisible();
    await realm.getByRole('button', { name: 'Undo' }).click();
    await expect(described).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Not found, our way' })).toBeVisible();
    await renameRecord(realm, panel, { description: 'Kept this time.' });
    await expect(panel.getByText('Kept this time.')).toBeVisible();

    await saveTheOneChange(editor(page));
    const saved = await rest(page, 'GET', '/wp/v2/templates/meridian//404?context=edit');
    expect(saved.body.source).toBe('custom');
    expect(saved.body.slug).toBe('404');
    expect(saved.body.title.raw).toBe('Not found, our way');
    expect(saved.body.description).toBe('Kept this time.');
  });

  test('a block the canvas does not know shows as missing and is saved as it was', async ({
    page,
  }) => {
    const unknown =
      '<!-- wp:acme/notice {"tone":"warm"} -->\n<div class="acme-notice">Keep me</div>\n<!-- /wp:acme/notice -->';
    await logInToEdit(page);
    await withPage(page, `${unknown}\n\n${PARAGRAPH}`, async ({ id }) => {
      const { blocks } = await openInCanvas(page, `/page/${id}`);
      await expect(blocks.getByText('acme/notice')).toBeVisible();
      await typeAtEnd(
        page,
        blocks
          .locator('.wp-block-post-content')
          .getByRole('document', { name: 'Block: Paragraph' }),
        ' Edited beside it.',
      );
      await saveTheOneChange(editor(page));
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.content.raw).toContain(unknown);
      expect(saved.body.content.raw).toContain('<p>First words. Edited beside it.</p>');
    });
  });

  test('edits in the canvas survive a crash and are restored into it', async ({ page }) => {
    const { blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    const paragraph = blocks
      .getByRole('document', { name: 'Block: Paragraph' })
      .filter({ hasText: 'The page you were looking for' });
    await typeAtEnd(page, paragraph, ' Kept through a crash.');
    await untilKept(page, 'Kept through a crash.');

    const reopened = await crash(page);
    await reopened.goto(
      `/editor?p=${encodeURIComponent('/wp_template/meridian//404')}&canvas=edit`,
    );
    const canvas = canvasOf(reopened);
    await expect(canvas.blocks.getByRole('document').first()).toBeVisible();
    const title = (await editor(reopened).getByRole('heading', { level: 1 }).textContent()) ?? '';
    await offer(editor(reopened), title)
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    await expect(
      canvas.blocks.getByText('A search might find it. Kept through a crash.'),
    ).toBeVisible();
    await expect(editor(reopened).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test('Escape that nothing in the canvas takes moves focus to the canvas header', async ({
    page,
  }) => {
    const { realm } = await openInCanvas(page, '/wp_template/meridian//404');
    await realm.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Escape');
    await expect(editor(page).getByRole('button', { name: 'Back', exact: true })).toBeFocused();
    await expect(page).toHaveURL(/canvas=edit/);
  });
});
