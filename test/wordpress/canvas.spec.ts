// The canvas in WordPress's admin (issue 18): a template of Twenty Twenty-Five and a page edited
// in the block editor's realm and saved through our save button, then read back through
// WordPress's REST API (and put back as they were).
import type { Page } from '@playwright/test';
import { canvasOf, renameRecord, saveTheOneChange, typeAtEnd } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, seeded, test, wpRest } from './fixtures';

/**
 * The editing guides closed for the lane's administrator (they would cover the canvas). The block
 * editor comes cold from PHP's own server, and Twenty Twenty-Five's template waits for its
 * patterns (WordPress runs each pattern's PHP to list them): on a machine busy with two test runs
 * that took over the lane's 90 s, so these tests get three times as long.
 */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

/** The canvas's settings sidebar on the record's own tab ('Page', 'Template'…). */

async function recordTab(page: Page, tab: string) {
  const settings = canvasOf(page).realm.getByRole('region', { name: 'Settings' });
  await settings.getByRole('tab', { name: tab }).click();
  return settings.getByRole('tabpanel');
}

test('a template edited in the canvas is saved in WordPress as the user’s template', async ({
  page,
}) => {
  const id = 'twentytwentyfive//404';
  await page.goto(editorAt(`/wp_template/${id}`, { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  const paragraph = canvasOf(page)
    .blocks.getByRole('document', { name: 'Block: Paragraph' })
    .first();
  try {
    await typeAtEnd(page, paragraph, ' Edited in the lane.');
    // Its description, in the canvas's Template tab, is saved with its blocks.
    await renameRecord(canvasOf(page).realm, await recordTab(page, 'Template'), {
      description: 'Described in the lane.',
    });
    await saveTheOneChange(editor);
    const saved = await wpRest<{ content: { raw: string }; source: string; description: string }>(
      page,
      'GET',
      `/wp/v2/templates/${id}?context=edit`,
    );
    expect(saved.body.source).toBe('custom');
    expect(saved.body.content.raw).toContain(' Edited in the lane.</p>');
    expect(saved.body.description).toBe('Described in the lane.');
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/templates/${id}?force=true`);
  }
});

test('a page edited in the canvas is saved in WordPress', async ({ page }) => {
  const { about } = seeded().pages;
  const before = await wpRest<{ content: { raw: string }; title: { raw: string } }>(
    page,
    'GET',
    `/wp/v2/pages/${about}?context=edit`,
  );
  await page.goto(editorAt(`/page/${about}`, { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  try {
    await typeAtEnd(
      page,
      canvasOf(page).blocks.getByRole('document', { name: 'Block: Paragraph' }).first(),
      ' and more',
    );
    // Its title, in the canvas's Page tab, is saved with its blocks; the header's title follows.
    await renameRecord(canvasOf(page).realm, await recordTab(page, 'Page'), { name: 'About us, edited' });
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('About us, edited');
    await saveTheOneChange(editor);
    const saved = await wpRest<{ content: { raw: string }; title: { raw: string } }>(
      page,
      'GET',
      `/wp/v2/pages/${about}?context=edit`,
    );
    expect(saved.body.content.raw).toContain('<p>About and more</p>');
    expect(saved.body.title.raw).toBe('About us, edited');
  } finally {
    await wpRest(page, 'POST', `/wp/v2/pages/${about}`, {
      content: before.body.content.raw,
      title: before.body.title.raw,
    });
  }
});
