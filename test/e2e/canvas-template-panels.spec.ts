// The canvas inspector's record tab for templates, parts and patterns (issue 32, item 1), on the
// demo host: a template's description saved and its parts listed, a click selecting one; a part's
// area (one of the host theme's, described as it describes it) changed, undone and saved; a pattern's sync status shown, a category made for it and its
// description saved. Each change is the user's edit of the record: the header's Save saves it.
import type { FrameLocator, Page } from '@playwright/test';
import {
  logInToEdit,
  openInCanvas,
  renameRecord,
  rest,
  revertThemeItems,
  saveTheOneChange,
} from './canvas-helpers';
import { expect, test } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');
const settingsOf = (realm: FrameLocator) => realm.getByRole('region', { name: 'Settings' });
const stamp = () => Math.random().toString(36).slice(2, 7);

test.describe('the record tab of templates, parts and patterns', () => {
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, 'meridian//404', 'meridian//sidebar');
  });

  test('a template’s description is saved, and its parts are listed, each selecting its block', async ({
    page,
  }) => {
    const { realm, blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    const settings = settingsOf(realm);
    await expect(settings.getByRole('tab', { name: 'Template' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = settings.getByRole('tabpanel');
    // WordPress's card: the template's title and its Actions, its description as text beneath.
    await expect(panel.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
    await renameRecord(realm, panel, { description: 'Shown for an address with nothing at it.' });
    await expect(panel.getByText('Shown for an address with nothing at it.')).toBeVisible();

    const parts = panel.getByRole('list', { name: 'Template parts' });
    await expect(parts.getByRole('button')).toHaveText(['Header', 'Footer']);
    await parts.getByRole('button', { name: 'Footer' }).click();
    await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(settings.getByRole('tabpanel', { name: 'Block' })).toContainText('Footer');
    await expect(blocks.locator('.wp-block-template-part.is-selected')).toHaveCount(1);
    await expect(blocks.locator('footer.wp-block-template-part')).toHaveClass(/is-selected/);

    await saveTheOneChange(editor(page));
    const saved = await rest(page, 'GET', '/wp/v2/templates/meridian//404?context=edit');
    expect(saved.body.description).toBe('Shown for an address with nothing at it.');
    expect(saved.body.slug).toBe('404');
  });

  test('a part’s area is changed, undone with the canvas’s Undo, and saved', async ({ page }) => {
    const { realm } = await openInCanvas(page, '/wp_template_part/meridian//sidebar');
    const settings = settingsOf(realm);
    await expect(settings.getByRole('tab', { name: 'Template Part' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const area = settings.getByRole('combobox', { name: 'Area' });
    await expect(area).toHaveValue('sidebar');
    await expect(area.getByRole('option')).toHaveText(['Header', 'Footer', 'Sidebar', 'General']);
    // The host theme's areas, with its words for each (its `default_template_part_areas`).
    await expect(settings.getByText('A column beside the main content for search')).toBeVisible();
    await area.selectOption({ label: 'Footer' });
    await expect(area).toHaveValue('footer');
    await realm.getByRole('button', { name: 'Undo' }).click();
    await expect(area).toHaveValue('sidebar');

    await area.selectOption({ label: 'General' });
    await expect(settings.getByText('Parts that belong to no particular area')).toBeVisible();
    await renameRecord(realm, settings.getByRole('tabpanel'), { description: 'Beside the posts.' });
    await expect(settings.getByText('Beside the posts.')).toBeVisible();
    await saveTheOneChange(editor(page));
    const saved = await rest(page, 'GET', '/wp/v2/template-parts/meridian//sidebar?context=edit');
    expect(saved.body.area).toBe('uncategorized');
    expect(saved.body.description).toBe('Beside the posts.');
  });

  test('a pattern’s sync status shows, a category is made for it and its description saved', async ({
    page,
  }) => {
    await logInToEdit(page);
    const id = stamp();
    const category = `Panel kit ${id}`;
    const created = await rest(page, 'POST', '/wp/v2/blocks', {
      title: `Panel pattern ${id}`,
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
      content: '<!-- wp:paragraph -->\n<p>A pattern of one paragraph.</p>\n<!-- /wp:paragraph -->',
    });
    expect(created.status).toBe(201);
    const terms: number[] = [];
    try {
      const { realm } = await openInCanvas(page, `/wp_block/${created.body.id}`);
      const settings = settingsOf(realm);
      await expect(settings.getByRole('tab', { name: 'Pattern' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = settings.getByRole('tabpanel');
      await expect(panel.getByRole('definition')).toHaveText('Not synced');
      const categories = panel.getByRole('combobox', { name: 'Categories' });
      await categories.fill(category);
      await categories.press('Enter');
      await expect(panel.getByText(category, { exact: true })).toBeVisible();
      await expect(panel.getByRole('heading', { name: `Panel pattern ${id}` })).toBeVisible();
      await expect(panel.getByText('5 words, 1 minute read time.')).toBeVisible();
      await panel.getByRole('button', { name: 'Add a description…' }).click();
      await realm.getByRole('textbox', { name: 'Description' }).fill('One paragraph, to start from.');
      await expect(panel.getByRole('button', { name: /^Edit description:/ })).toHaveText(
        'One paragraph, to start from.',
      );

      await saveTheOneChange(editor(page));
      const saved = await rest(page, 'GET', `/wp/v2/blocks/${created.body.id}?context=edit`);
      expect(saved.body.excerpt.raw).toBe('One paragraph, to start from.');
      const found = await rest(
        page,
        'GET',
        `/wp/v2/wp_pattern_category?search=${encodeURIComponent(category)}`,
      );
      const term = (found.body as { id: number; name: string }[]).find((t) => t.name === category);
      expect(term).toBeTruthy();
      terms.push(term!.id);
      expect(saved.body.wp_pattern_category).toEqual([term!.id]);
    } finally {
      await rest(page, 'DELETE', `/wp/v2/blocks/${created.body.id}?force=true`);
      for (const term of terms) {
        await rest(page, 'DELETE', `/wp/v2/wp_pattern_category/${term}?force=true`);
      }
    }
  });
});
