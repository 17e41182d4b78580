// Routes of issue 33's audit against WordPress 7.1 and Twenty Twenty-Five (spec 2.1, 2.2): the
// Templates list layout with the selected template beside it, an item route that names nothing we
// can show (a media item, a post type WordPress does not have, a post that is not there), a theme
// pattern opened by its name, and /styles?canvas=edit.
import type { Page } from '@playwright/test';
import { canvasOf } from '../e2e/canvas-helpers';
import { closeEditingGuides, editorAt, expect, test, wpRest } from './fixtures';

const NOT_FOUND = 'The requested page could not be found. Please check the URL.';
const editor = (page: Page) => page.locator('site-editor');

interface ThemePattern {
  name: string;
  title: string;
  inserter?: boolean;
  source?: string;
}

test('the Templates list layout shows the selected template beside a 380 px list', async ({
  page,
}) => {
  const templates = await wpRest<{ id: string; slug: string; title: { rendered: string } }[]>(
    page,
    'GET',
    '/wp/v2/templates?per_page=100',
  );
  const template = templates.body.find((candidate) => candidate.slug === '404')!;
  await page.goto(editorAt('/template', { layout: 'list' }));
  const list = editor(page).getByRole('grid', { name: 'Items' });
  await expect(list).toBeVisible();
  const row = editor(page).getByRole('row', { name: template.title.rendered, exact: true });
  await row.locator('.dv-row__main').click({ position: { x: 4, y: 4 } });
  await expect(row).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).searchParams.get('postId')).toBe(template.id);
  const preview = editor(page).getByRole('region', { name: 'Preview' });
  await expect(
    preview.locator(`iframe[title="Preview of ${template.title.rendered}"]`),
  ).toBeVisible();
  const column = await list.evaluate(
    (node) => (node.closest('.se-list-preview__list') as HTMLElement | null)?.offsetWidth,
  );
  expect(column).toBe(380);
});

test.describe('an item route that names nothing we can show', () => {
  for (const item of ['/attachment/1', '/no_such_type/5', '/post/999999']) {
    test(`shows the not-found notice (${item})`, async ({ page }) => {
      await page.goto(editorAt(item));
      await expect(editor(page).getByRole('alert')).toHaveText(NOT_FOUND);
      await expect(editor(page).getByRole('progressbar')).toHaveCount(0);
      await expect(editor(page).getByText('No route was found', { exact: false })).toHaveCount(0);
    });
  }
});

test('a theme pattern opened by its name shows the pattern', async ({ page }) => {
  const patterns = await wpRest<ThemePattern[]>(page, 'GET', '/wp/v2/block-patterns/patterns');
  const pattern = patterns.body.find(
    (candidate) => candidate.name.startsWith('twentytwentyfive/') && candidate.inserter !== false,
  )!;
  await page.goto(editorAt(`/wp_block/${encodeURIComponent(pattern.name)}`));
  await expect(editor(page).locator(`iframe[title="${pattern.title}"]`)).toBeVisible();
  await expect(editor(page).getByRole('alert')).toHaveCount(0);
  await expect(editor(page).getByText('No route was found', { exact: false })).toHaveCount(0);
});

test('/styles?canvas=edit opens the Styles beside the edit canvas of the front page', async ({
  page,
}) => {
  await closeEditingGuides(page, { welcomeGuideStyles: false });
  await page.goto(editorAt('/styles', { canvas: 'edit' }));
  await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
  await expect(editor(page).getByRole('region', { name: 'Styles' })).toBeVisible();
  await editor(page).getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(editor(page).getByRole('region', { name: 'Styles' })).toBeVisible();
});
