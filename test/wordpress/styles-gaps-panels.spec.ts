// Style revisions in WordPress's admin (issue 33, item 19): the unsaved changes are the current
// user's (name and 48 px avatar), a saved revision names its author (asked for by id) and links
// to WordPress's own revision page, revision.php?revision={id}, which opens.
import type { Page } from '@playwright/test';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

/** The REST path of the active theme's user global styles record. */
async function userStylesPath(page: Page): Promise<string> {
  const themes = await wpRest<Array<{ _links: Record<string, Array<{ href: string }>> }>>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  const href = themes.body[0]?._links['wp:user-global-styles']?.[0]?.href ?? '';
  return new URL(href).pathname.replace(/^\/wp-json/, '');
}

test('revisions name their authors and link to WordPress’s revision page', async ({ page }) => {
  await closeEditingGuides(page, { welcomeGuideStyles: false });
  const path = await userStylesPath(page);
  const original = (
    await wpRest<{ styles: object; settings: object }>(page, 'GET', `${path}?context=edit`)
  ).body;
  const me = (await wpRest<{ name: string }>(page, 'GET', '/wp/v2/users/me')).body;
  try {
    const saved = await wpRest(page, 'POST', path, {
      styles: { color: { background: '#2b4c7e' } },
      settings: original.settings ?? {},
    });
    expect(saved.status).toBe(200);
    const revisions = await wpRest<Array<{ id: number; author: number }>>(
      page,
      'GET',
      `${path}/revisions?per_page=1`,
    );
    const newest = revisions.body[0]!;

    await page.goto(editorAt('/styles', { section: '/colors' }));
    const editor = page.locator('site-editor');
    const panel = editor.getByRole('region', { name: 'Styles' });
    // An unsaved edit: the text colour.
    const text = panel.getByRole('group', { name: 'Text', exact: true });
    await text.getByRole('button', { name: /^Text: / }).click();
    const custom = editor.getByRole('dialog', { name: 'Text' }).getByRole('textbox', {
      name: 'Custom color',
    });
    await custom.fill('#dce4f0');
    await custom.press('Enter');
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Revisions' }).click();

    const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    const unsaved = entries.first();
    await expect(unsaved).toContainText('Unsaved changes');
    await expect(unsaved).toContainText(`by ${me.name}`);
    await expect(unsaved.locator('img')).toHaveAttribute('src', /[?&]s=48\b/);

    const latest = entries.nth(1);
    await expect(latest).toContainText(`by ${me.name}`);
    const link = latest.getByRole('link', { name: `Open revision #${newest.id}` });
    await expect(link).toHaveAttribute('href', `/wp-admin/revision.php?revision=${newest.id}`);
    // WordPress's own page of that revision opens (in another tab: the edit stays unsaved here).
    const other = await page.context().newPage();
    const response = await other.goto((await link.getAttribute('href')) ?? '');
    expect(response?.status()).toBe(200);
    await expect(other.locator('h1')).toContainText('Compare Revisions');
    await other.close();
  } finally {
    await wpRest(page, 'POST', path, {
      styles: original.styles ?? {},
      settings: original.settings ?? {},
    });
  }
});
