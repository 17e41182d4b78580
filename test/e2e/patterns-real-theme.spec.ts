// The Patterns page with a theme in Twenty Twenty-Five's shape (test/fixtures/themes/tt5-shape,
// made the active theme through THEME_DIR on a host of its own): its patterns/*.php headers give
// the categories (a pattern hidden from the inserter is not listed), its parts/ and theme.json
// the part areas, and a customised part of the theme goes back to its file.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, sessionNonce, test } from './fixtures';
import { useThemeHost } from './theme-host';

const themeDir = resolve('test/fixtures/themes/tt5-shape');

test.describe('Patterns with a theme shaped like Twenty Twenty-Five', () => {
  const theme = useThemeHost(themeDir);
  let page: Page;
  test.beforeEach(() => {
    page = theme.page();
  });

  const editor = () => page.locator('site-editor');
  const nav = () => editor().getByRole('navigation', { name: 'Pattern categories' });

  test('the theme’s pattern headers give the categories; a hidden pattern is not listed', async () => {
    await page.goto('/editor?p=/pattern');
    await expect(nav().getByRole('link', { name: 'Banners 1' })).toBeVisible();
    await expect(nav().getByRole('link', { name: 'Text 1' })).toBeVisible();
    await nav().getByRole('link', { name: 'Banners 1' }).click();
    await expect(editor().getByRole('heading', { name: 'Banners', level: 2 })).toBeVisible();
    const banner = editor().getByRole('article', { name: 'Opening banner' });
    await expect(banner.locator('iframe')).toBeAttached();
    await expect(banner.locator('.dv-badge')).toHaveText('Not synced');
    await nav().getByRole('link', { name: 'Text 1' }).click();
    await expect(editor().getByRole('article', { name: 'Quiet quote' })).toBeVisible();
    await expect(editor().getByRole('article', { name: 'Hidden helper' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the parts are filed by the areas theme.json gives them', async () => {
    await page.goto('/editor?p=/pattern');
    await expect(nav().getByRole('link', { name: 'All template parts 3' })).toBeVisible();
    await expect(nav().getByRole('link', { name: 'Header 1' })).toBeVisible();
    await expect(nav().getByRole('link', { name: 'Footer 1' })).toBeVisible();
    // theme.json files the sidebar part as uncategorized: WordPress's 'General'.
    await nav().getByRole('link', { name: 'General 1' }).click();
    await expect(editor().getByRole('article', { name: 'Sidebar' })).toBeVisible();
  });

  test('a customised header goes back to the theme’s parts/header.html', async () => {
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    const id = 'tt5-shape//header';
    const changed = await page.request.post(`/wp-json/wp/v2/template-parts/${id}`, {
      headers,
      data: { content: '<!-- wp:paragraph --><p>My own header</p><!-- /wp:paragraph -->' },
    });
    expect(changed.ok()).toBe(true);
    await page.goto('/editor?p=/pattern&postType=wp_template_part&categoryId=header');
    const card = editor().getByRole('article', { name: 'Header' });
    await card.getByRole('button', { name: 'Actions', exact: true }).click();
    await editor().getByRole('menuitem', { name: 'Reset', exact: true }).click();
    await editor()
      .getByRole('dialog', { name: 'Reset' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await expect(
      editor().locator('.se-snackbar').filter({ hasText: '"Header" reset.' }),
    ).toBeVisible();
    const after = await page.request.get(`/wp-json/wp/v2/template-parts/${id}?context=edit`, {
      headers,
    });
    const part = (await after.json()) as { source: string; content: { raw: string } };
    expect(part.source).toBe('theme');
    expect(part.content.raw.trim()).toBe(
      readFileSync(join(themeDir, 'parts/header.html'), 'utf8').trim(),
    );
  });
});
