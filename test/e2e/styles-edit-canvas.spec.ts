// The Styles beside the edit canvas (issue 33): the Style Book and a revision's preview take the
// canvas's place on /styles?canvas=edit, the block canvas only hidden so its unsaved edits stay
// (item 17), and both previews show the template with the canvas's unsaved edits, as the Styles'
// site preview does once the canvas is left.
import type { Page } from '@playwright/test';
import { canvasOf, logInToEdit, typeAtEnd } from './canvas-helpers';
import { expect, setWelcomeGuides, test, userGlobalStyles } from './fixtures';

const editorOf = (page: Page) => page.locator('site-editor');
const stylesPanel = (page: Page) => editorOf(page).getByRole('region', { name: 'Styles' });
const frameOf = (page: Page) => page.locator('site-editor iframe[title="Editor"]');

/** The edit canvas's header: its title, the template's (edit mode's, not the sidebar's). */
const canvasTitle = (page: Page) =>
  editorOf(page).getByRole('heading', { level: 1, name: 'Front Page' });

/** Logs in with the editing guides closed. */
async function logIn(page: Page) {
  await logInToEdit(page);
  await setWelcomeGuides(page, { welcomeGuideStyles: false });
}

/** Opens /styles?canvas=edit and types into the front page template's tagline paragraph. */
async function editFrontPageInStyles(page: Page) {
  await page.goto('/editor?p=/styles&canvas=edit');
  const { blocks } = canvasOf(page);
  const paragraph = blocks
    .getByRole('document', { name: 'Block: Paragraph' })
    .filter({ hasText: 'Long-form essays' });
  await typeAtEnd(page, paragraph, ' Edited here.');
  await expect(paragraph).toContainText('Edited here.');
  return paragraph;
}

test.describe('the Style Book and revisions in the edit canvas (item 17)', () => {
  test('the Style Book takes the canvas’s place; Escape shows the canvas with its edits', async ({
    page,
  }) => {
    await logIn(page);
    const paragraph = await editFrontPageInStyles(page);
    const toggle = stylesPanel(page).getByRole('button', { name: 'Style Book' });
    await toggle.click();
    const book = editorOf(page).getByRole('region', { name: 'Style Book' });
    await expect(book).toBeVisible();
    await expect(frameOf(page)).toBeHidden();
    expect(new URL(page.url()).searchParams.get('canvas')).toBe('edit');
    // Still in edit mode: the canvas header with the template's title is there.
    await expect(canvasTitle(page)).toBeVisible();

    const text = book.getByRole('tab', { name: 'Text', exact: true });
    await text.click();
    await expect(text).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(book).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(frameOf(page)).toBeVisible();
    await expect(paragraph).toContainText('Edited here.');

    // The toggle turned off shows the canvas too.
    await toggle.click();
    await expect(book).toBeVisible();
    await expect(frameOf(page)).toBeHidden();
    await toggle.click();
    await expect(book).toBeHidden();
    await expect(paragraph).toContainText('Edited here.');
  });

  test('Revisions show the chosen revision’s preview in the canvas’s place; closed, the canvas is back', async ({
    page,
  }) => {
    await logIn(page);
    const record = await userGlobalStyles(page);
    const original = await record.read();
    try {
      for (const background of ['#aa3344', '#2b4c7e']) {
        await record.save({
          styles: { ...original.styles, color: { ...original.styles?.color, background } },
          settings: original.settings ?? {},
        });
      }
      const paragraph = await editFrontPageInStyles(page);
      const panel = stylesPanel(page);
      await panel.getByRole('button', { name: 'Revisions' }).click();
      const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
      await expect(entries.first()).toBeVisible();
      const preview = editorOf(page).locator('iframe[title^="Site preview"]');
      await expect(preview).toBeVisible();
      await expect(frameOf(page)).toBeHidden();
      await expect(canvasTitle(page)).toBeVisible();
      // The older revision chosen: the preview takes its background.
      await entries.nth(1).getByRole('button').first().click();
      await expect
        .poll(() =>
          preview
            .contentFrame()
            .locator('body')
            .evaluate((body) => getComputedStyle(body).backgroundColor),
        )
        .toBe('rgb(170, 51, 68)');
      // In those styles, the template as the canvas has it: the unsaved edit shows.
      await expect(preview.contentFrame().getByText(/Edited here\./)).toBeVisible();

      // Back out of the revisions: the canvas shows again with the edit.
      await panel.getByRole('link', { name: 'Back' }).click();
      await expect(panel.getByRole('list', { name: 'Revisions' })).toBeHidden();
      await expect(preview).toBeHidden();
      await expect(frameOf(page)).toBeVisible();
      await expect(paragraph).toContainText('Edited here.');
      expect(new URL(page.url()).searchParams.get('canvas')).toBe('edit');
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('left, the Styles’ site preview shows the template with the canvas’s unsaved edit', async ({
    page,
  }) => {
    await logIn(page);
    await editFrontPageInStyles(page);
    await editorOf(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
    const preview = editorOf(page).locator('iframe[title^="Site preview"]');
    await expect(preview.contentFrame().getByText(/Edited here\./)).toBeVisible();
    // Unsaved still: the save button has it to save.
    await expect(editorOf(page).locator('.se-save-hub__button')).toBeEnabled();
  });
});
