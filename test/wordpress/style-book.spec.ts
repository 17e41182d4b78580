// The Style Book and style revisions in WordPress's admin (issue 19), against Twenty Twenty-Five:
// the Style Book's tabs with the theme's blocks, palette and site title; then twelve saves of the
// user's global styles through WordPress's REST API listed as revisions, one chosen, applied and
// saved through our save button, and two compared (the styles are put back after each test).
// And `<style-book>` alone on the plugin's Appearance > Style Book page: an example chosen there
// opens its styles in the Site Editor.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { adminPages, editorAt, expect, test, wpRest } from './fixtures';

const editor = (page: Page) => page.locator('site-editor');

type Preferences = Record<string, Record<string, unknown> | string>;

async function preferences(page: Page): Promise<Preferences> {
  const me = await wpRest<{ meta: { persisted_preferences?: Preferences | [] } }>(
    page,
    'GET',
    '/wp/v2/users/me?context=edit',
  );
  const saved = me.body.meta.persisted_preferences;
  // PHP's empty array comes as [] until the user has a preference.
  return Array.isArray(saved) || !saved ? {} : saved;
}

async function setStylesGuide(page: Page, shown: boolean | undefined): Promise<void> {
  const current = await preferences(page);
  const site = { ...((current['core/edit-site'] as Record<string, unknown>) ?? {}) };
  if (shown === undefined) delete site.welcomeGuideStyles;
  else site.welcomeGuideStyles = shown;
  const saved = await wpRest(page, 'POST', '/wp/v2/users/me', {
    meta: {
      persisted_preferences: {
        ...current,
        'core/edit-site': site,
        _modified: new Date().toISOString(),
      },
    },
  });
  expect(saved.status).toBe(200);
}

// The Styles welcome guide would cover the panel: closed for these tests, and put back as it was
// after each (styles.spec.ts expects it to open the first time).
let guideBefore: boolean | undefined;
test.beforeEach(async ({ page }) => {
  const site = (await preferences(page))['core/edit-site'] as Record<string, unknown> | undefined;
  guideBefore = site?.welcomeGuideStyles as boolean | undefined;
  await setStylesGuide(page, false);
});
test.afterEach(async ({ page }) => {
  // The editor gone first: nothing of it writes its preferences after these.
  await page.goto('about:blank');
  await setStylesGuide(page, guideBefore);
});

/** The examples a panel shows, by title, once their previews have painted. */
async function examplesOf(book: Locator): Promise<string[]> {
  const panel = book.getByRole('tabpanel');
  await expect(panel.locator('.se-block-preview iframe:visible').first()).toBeVisible();
  return panel.locator('.sb-example__title').allTextContents();
}

/** An example's card in the shown tab, by its exact title. */
function example(book: Locator, title: string): Locator {
  return book
    .getByRole('tabpanel')
    .locator('.sb-example')
    .filter({
      has: book.page().locator('.sb-example__title', { hasText: new RegExp(`^${title}$`) }),
    });
}

test('the Style Book shows Twenty Twenty-Five’s blocks, palette and site title', async ({
  page,
}) => {
  const theme = await wpRest<{
    settings: { color?: { palette?: { theme?: Array<{ name: string }> } } };
  }>(page, 'GET', '/wp/v2/global-styles/themes/twentytwentyfive');
  expect(theme.status).toBe(200);
  const palette = (theme.body.settings.color?.palette?.theme ?? []).map((color) => color.name);
  expect(palette.length).toBeGreaterThan(0);
  const site = await wpRest<{ title: string }>(page, 'GET', '/wp/v2/settings');
  expect(site.body.title).not.toBe('');

  await page.goto(editorAt('/styles', { preview: 'stylebook' }));
  const book = editor(page).getByRole('region', { name: 'Style Book' });
  await expect(book.getByRole('tab')).toHaveText(['Overview', 'Text', 'Colors', 'Theme']);
  await expect(book.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await examplesOf(book);

  await book.getByRole('tab', { name: 'Text' }).click();
  await expect(book.getByRole('tab', { name: 'Text', selected: true })).toBeVisible();
  const text = await examplesOf(book);
  expect(text).toEqual(expect.arrayContaining(['Paragraph', 'Heading', 'List', 'Quote']));
  // Each preview renders its block, as WordPress's front end writes it.
  const rendered: Array<[string, string]> = [
    ['Paragraph', 'p'],
    ['Heading', '.wp-block-heading'],
    ['List', '.wp-block-list'],
    ['Quote', '.wp-block-quote'],
  ];
  for (const [title, selector] of rendered) {
    const frame = example(book, title).locator('iframe');
    await expect(frame, title).toBeVisible();
    await expect(frame.contentFrame().locator(selector).first(), title).toBeVisible();
  }

  await book.getByRole('tab', { name: 'Colors' }).click();
  const colors = book.getByRole('tabpanel');
  await expect(colors.getByRole('heading', { name: 'Palette' })).toBeVisible();
  const names = await colors.locator('.sb-swatch__name').allTextContents();
  expect(names).toEqual(expect.arrayContaining(palette));

  await book.getByRole('tab', { name: 'Theme' }).click();
  const themeExamples = await examplesOf(book);
  expect(themeExamples).toContain('Site Title');
  await expect(
    example(book, 'Site Title').locator('iframe').contentFrame().locator('.wp-block-site-title'),
  ).toHaveText(site.body.title);

  // An example chosen opens that block's styles, the Style Book staying open.
  await book.getByRole('tab', { name: 'Text' }).click();
  await examplesOf(book);
  await book.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fquote/);
  await expect(page).toHaveURL(/preview=stylebook/);
  const panel = editor(page).getByRole('region', { name: 'Styles' });
  await expect(panel.getByRole('heading', { name: 'Quote', level: 2 })).toBeVisible();
  await expect(book).toBeVisible();
});

// Twelve backgrounds, one a save: revision n (1 = oldest) has COLORS[n - 1].
const COLORS = [
  '#aa3344',
  '#2b4c7e',
  '#336633',
  '#884400',
  '#552288',
  '#1f6f78',
  '#7a1f5c',
  '#4d4d00',
  '#003f7f',
  '#6b2e00',
  '#2e6b00',
  '#5c1f7a',
];

interface GlobalStyles {
  styles?: { color?: { background?: string } };
  settings?: object;
}

/** The user's global styles record of the active theme, as styles.spec.ts finds it. */
async function userStyles(page: Page) {
  const themes = await wpRest<Array<{ _links: Record<string, Array<{ href: string }>> }>>(
    page,
    'GET',
    '/wp/v2/themes?status=active',
  );
  const href = themes.body[0]?._links['wp:user-global-styles']?.[0]?.href ?? '';
  const path = new URL(href).pathname.replace(/^\/wp-json/, '');
  const id = path.split('/').pop() ?? '';
  const read = async () => (await wpRest<GlobalStyles>(page, 'GET', `${path}?context=edit`)).body;
  const save = async (data: GlobalStyles) => {
    const saved = await wpRest(page, 'POST', path, data);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  return { id, path, read, save };
}

/** Twelve saves, each with its own background; the record and what it held before. */
async function saveRevisions(page: Page) {
  const record = await userStyles(page);
  const original = await record.read();
  for (const background of COLORS)
    await record.save({ styles: { color: { background } }, settings: original.settings ?? {} });
  return { record, original };
}

function sitePreview(page: Page): FrameLocator {
  return editor(page).locator('iframe[title^="Site preview"]').first().contentFrame();
}

const background = (frame: FrameLocator) =>
  frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('style revisions', () => {
  test('listed 10 a page by their author; the third chosen, applied and saved', async ({
    page,
  }) => {
    test.slow();
    const { record, original } = await saveRevisions(page);
    try {
      const me = await wpRest<{ name: string }>(page, 'GET', '/wp/v2/users/me');
      const revisions = await wpRest(page, 'GET', `${record.path}/revisions?per_page=1`);
      const total = Number(revisions.headers['x-wp-total']);
      expect(total).toBeGreaterThanOrEqual(12);
      const pages = Math.ceil(total / 10);

      await page.goto(editorAt('/styles', { section: '/revisions' }));
      const panel = editor(page).getByRole('region', { name: 'Styles' });
      const entries = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
      await expect(entries).toHaveCount(10);
      await expect(entries.filter({ hasText: `by ${me.body.name}` })).toHaveCount(10);
      await expect(panel.getByText(`1 of ${pages}`)).toBeVisible();

      // The rest on the pages after, 'Reset to defaults' last.
      for (let at = 2; at <= pages; at += 1) {
        await panel.getByRole('button', { name: 'Next page' }).click();
        await expect(panel.getByText(`${at} of ${pages}`)).toBeVisible();
      }
      await expect(entries).toHaveCount(total - (pages - 1) * 10 + 1);
      await expect(entries.last()).toContainText('Reset to defaults');
      await expect(panel.getByRole('button', { name: 'Next page' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      for (let at = pages - 1; at >= 1; at -= 1) {
        await panel.getByRole('button', { name: 'Previous page' }).click();
        await expect(panel.getByText(`${at} of ${pages}`)).toBeVisible();
      }

      // The newest is what the site has; the third (revision 10) repaints the preview.
      const preview = sitePreview(page);
      await expect.poll(() => background(preview)).toBe(rgb(COLORS[11]!));
      const third = entries.nth(2);
      await third.getByRole('button').first().click();
      await expect.poll(() => background(preview)).toBe(rgb(COLORS[9]!));

      await third.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/section=%2F(&|$)/);
      await expect.poll(() => background(sitePreview(page))).toBe(rgb(COLORS[9]!));
      const save = editor(page).getByRole('button', { name: /^(Save|Review \d+ changes?…)$/ });
      await expect(save).toBeEnabled();
      await save.click();
      const review = editor(page).getByRole('dialog', { name: 'Review changes' });
      const saved = editor(page).getByRole('button', { name: 'Saved', exact: true });
      await expect(review.or(saved)).toBeVisible();
      if (await review.isVisible()) await review.getByRole('button', { name: 'Save' }).click();
      await expect(saved).toBeVisible();
      expect((await record.read()).styles?.color?.background).toBe(COLORS[9]);
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });

  test('the two newest compared: only the background differs', async ({ page }) => {
    const { record, original } = await saveRevisions(page);
    try {
      const newest = await wpRest<Array<{ id: number }>>(
        page,
        'GET',
        `${record.path}/revisions?per_page=2&_fields=id`,
      );
      const ids = newest.body.map((revision) => String(revision.id));
      expect(ids).toHaveLength(2);

      await page.goto(editorAt('/styles', { section: '/revisions' }));
      const panel = editor(page).getByRole('region', { name: 'Styles' });
      await panel.getByRole('button', { name: 'Compare revisions' }).click();
      const compare = editor(page).getByRole('region', { name: 'Compare revisions' });
      await compare.getByLabel('Take values from').selectOption(ids[0]!);
      await compare.getByLabel('Compare with').selectOption(ids[1]!);
      const rows = compare.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Styles › Color › Background');
      await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(COLORS[11]!);
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(COLORS[10]!);
      await expect(compare.locator('iframe[title^="Site preview"]')).toHaveCount(2);
    } finally {
      await record.save({ styles: original.styles ?? {}, settings: original.settings ?? {} });
    }
  });
});

test('<style-book> alone in wp-admin: a chosen example opens its styles in the Site Editor', async ({
  page,
}) => {
  await page.goto(adminPages.styleBook);
  await expect(page.getByRole('heading', { name: 'Style Book', level: 1 })).toBeVisible();
  const book = page.locator('style-book').getByRole('region', { name: 'Style Book' });
  await book.getByRole('tab', { name: 'Text' }).click();
  const text = await examplesOf(book);
  expect(text).toEqual(expect.arrayContaining(['Paragraph', 'Quote']));
  await book.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(page).toHaveURL(/page=site-editor-elements/);
  await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fquote/);
  const panel = editor(page).getByRole('region', { name: 'Styles' });
  await expect(panel.getByRole('heading', { name: 'Quote', level: 2 })).toBeVisible();
  await expect(editor(page).getByRole('region', { name: 'Style Book' })).toBeVisible();
});
