// Block previews in the full editor: the theme's patterns, parts and templates, and a page within
// its template, shown with the site's fonts, colours and layout in sandboxed frames; compared
// with reference images this test keeps (test/e2e/previews.spec.ts-snapshots/).
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

/** A preview frame by its title, once its content and the site's CSS are in. */
async function previewFrame(
  page: Page,
  title: string,
): Promise<{ frame: Locator; content: FrameLocator }> {
  const frame = page.locator('site-editor').locator(`iframe[title="${title}"]`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toBeVisible();
  const content = frame.contentFrame();
  // The theme's paper colour on the body says the site's stylesheet applies.
  await expect
    .poll(() => content.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe('rgb(250, 247, 242)');
  return { frame, content };
}

const snapshot = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const;

/** The theme's own styles: other specs save user global styles on the same demo host. */
async function resetUserGlobalStyles(page: Page) {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  const themes = await (
    await page.request.get('/wp-json/wp/v2/themes?status=active&_fields=_links', { headers })
  ).json();
  const href: string = themes[0]._links['wp:user-global-styles'][0].href;
  const saved = await page.request.post(`/wp-json/wp/v2/global-styles/${href.split('/').pop()}`, {
    headers,
    data: { styles: {}, settings: {} },
  });
  expect(saved.status()).toBe(200);
  return href.split('/').pop();
}

test.describe('block previews', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
    await resetUserGlobalStyles(page);
  });

  test('a pattern shows the theme’s fonts, colours and layout', async ({ page }) => {
    await page.goto('/editor?p=/pattern');
    const { frame, content } = await previewFrame(page, 'Hero with heading and buttons');
    const heading = content.getByRole('heading', { name: 'Ideas worth slowing down for' });
    await expect(heading).toBeVisible();
    const font = await heading.evaluate((h) => getComputedStyle(h).fontFamily);
    expect(font).toContain('Iowan Old Style');
    // The pattern asks for a 1200px viewport; the card scales it down.
    const width = await content.locator('html').evaluate((html) => html.clientWidth);
    expect(width).toBe(1200);
    await expect(frame.locator('xpath=..')).toHaveScreenshot('pattern-hero.png', snapshot);
  });

  test('the pattern and template lists have no serious accessibility violations', async ({
    page,
  }) => {
    for (const path of ['/editor?p=/pattern', '/editor?p=/template']) {
      await page.goto(path);
      await previewFrame(
        page,
        path.endsWith('pattern') ? 'Hero with heading and buttons' : 'Page: 404',
      );
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
  });

  test('a template part and a template show with their parts and menus', async ({ page }) => {
    await page.goto('/editor?p=/pattern&postType=wp_template_part');
    const header = await previewFrame(page, 'Header');
    await expect(header.content.getByRole('link', { name: 'Meridian Demo' })).toBeVisible();
    await expect(header.content.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(header.frame.locator('xpath=..')).toHaveScreenshot('part-header.png', snapshot);

    await page.goto('/editor?p=/template');
    const notFound = await previewFrame(page, 'Page: 404');
    await expect(notFound.content.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(notFound.content.getByText('Meridian Demo').first()).toBeVisible();
    await expect(notFound.frame.locator('xpath=..')).toHaveScreenshot('template-404.png', snapshot);
  });

  test('a page shows within its template', async ({ page }) => {
    const pages = await (
      await page.request.get('/wp-json/wp/v2/pages?search=About&_fields=id,title')
    ).json();
    const about = pages.find(
      (item: { title: { rendered: string } }) => item.title.rendered === 'About',
    );
    await page.goto(`/editor?p=/page/${about.id}`);
    const { content } = await previewFrame(page, 'Preview of About');
    await expect(content.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Meridian Demo' }).first()).toBeVisible();
    // Laid out at the size it is shown: no scaling.
    const frameWidth = await page
      .locator('site-editor')
      .locator('iframe[title="Preview of About"]')
      .evaluate((frame) => frame.getBoundingClientRect().width);
    const viewport = await content.locator('html').evaluate((html) => html.clientWidth);
    expect(Math.abs(frameWidth - viewport)).toBeLessThan(1);
  });

  test('an edit of the global styles restyles the previews in place', async ({ page }) => {
    await page.goto('/editor?p=/pattern');
    const { content } = await previewFrame(page, 'Hero with heading and buttons');
    await content.locator('body').evaluate((body) => body.setAttribute('data-marker', 'kept'));
    const id = await resetUserGlobalStyles(page);
    await page.evaluate(
      (globalStylesId) =>
        window.siteEditorElements?.editEntityRecord('root', 'globalStyles', globalStylesId, {
          styles: { color: { background: '#123456' } },
        }),
      id,
    );
    await expect
      .poll(() =>
        content.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
      )
      .toBe('rgb(18, 52, 86)');
    // The same document: the content was not loaded again.
    await expect(content.locator('body')).toHaveAttribute('data-marker', 'kept');
  });

  test('hostile pattern content and titles run nothing and show as text', async ({ page }) => {
    const nonce = await sessionNonce(page);
    const created = await page.request.post('/wp-json/wp/v2/blocks', {
      headers: { 'X-WP-Nonce': nonce },
      data: {
        status: 'publish',
        title: '<img src=x onerror="top.hacked=1">Hostile',
        content:
          '<!-- wp:html --><img src="x" onerror="top.hacked=1"><script>top.hacked=1</script><p>Body</p><!-- /wp:html -->',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/editor?p=/pattern');
    const editor = page.locator('site-editor');
    const title = editor.getByText('<img src=x onerror="top.hacked=1">Hostile');
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeVisible();
    const frame = editor.locator('iframe[title^="<img"]');
    await expect(frame.contentFrame().getByText('Body')).toBeVisible();
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await page.request.delete(`/wp-json/wp/v2/blocks/${(await created.json()).id}?force=true`, {
      headers: { 'X-WP-Nonce': nonce },
    });
  });

  test('a preview loads nothing from another host', async ({ page }) => {
    const nonce = await sessionNonce(page);
    const created = await page.request.post('/wp-json/wp/v2/blocks', {
      headers: { 'X-WP-Nonce': nonce },
      data: {
        status: 'publish',
        title: 'Off-site loader',
        content:
          '<!-- wp:html --><style>@import url(http://other.example/x.css);</style>' +
          '<img src="http://other.example/y.png" alt="Tracker"><p>Own body</p><!-- /wp:html -->',
      },
    });
    expect(created.status()).toBe(201);
    // What reaches the network (Chromium reports a request its policy then blocks, too).
    const offSite: string[] = [];
    await page.route('http://other.example/**', (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ body: '' });
    });
    await page.goto('/editor?p=/pattern');
    const frame = page.locator('site-editor').locator('iframe[title="Off-site loader"]');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.contentFrame().getByText('Own body')).toBeVisible();
    // The site's own stylesheet still applies under the frame's policy.
    await expect
      .poll(() =>
        frame
          .contentFrame()
          .locator('body')
          .evaluate((body) => getComputedStyle(body).backgroundColor),
      )
      .toBe('rgb(250, 247, 242)');
    await page.waitForTimeout(300);
    expect(offSite).toEqual([]);
    await page.request.delete(`/wp-json/wp/v2/blocks/${(await created.json()).id}?force=true`, {
      headers: { 'X-WP-Nonce': nonce },
    });
  });

  test('a long grid moves frames from cards scrolled far away to the cards coming into view', async ({
    page,
  }) => {
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    const made: number[] = [];
    for (let i = 1; i <= 60; i += 1) {
      const created = await page.request.post('/wp-json/wp/v2/blocks', {
        headers,
        data: {
          status: 'publish',
          title: `Long grid ${String(i).padStart(2, '0')}`,
          content: `<!-- wp:paragraph --><p>Card number ${i}</p><!-- /wp:paragraph -->`,
        },
      });
      made.push((await created.json()).id);
    }
    try {
      await page.goto('/editor?p=/pattern');
      const editor = page.locator('site-editor');
      await editor.getByRole('button', { name: 'View options' }).click();
      await editor.getByLabel('Sort by').selectOption({ label: 'Title' });
      await editor.getByLabel('Items per page').selectOption('100');
      await page.keyboard.press('Escape');
      const cardFrames = editor.locator('.dv-card iframe');
      const last = editor.locator('iframe[title="Long grid 60"]');
      await editor.getByText('Long grid 60').scrollIntoViewIfNeeded();
      await expect(last.contentFrame().getByText('Card number 60')).toBeVisible();
      // The cards at the top, far above, gave their frames back: fewer frames than cards.
      await expect.poll(() => cardFrames.count()).toBeLessThan(50);
      const first = editor.locator('iframe[title="Long grid 01"]');
      await expect(first).toHaveCount(0);
      // Back at the top, the first cards show their previews again.
      await editor.getByText('Long grid 01').scrollIntoViewIfNeeded();
      await expect(first.contentFrame().getByText('Card number 1', { exact: true })).toBeVisible();
    } finally {
      for (const id of made) {
        await page.request.delete(`/wp-json/wp/v2/blocks/${id}?force=true`, { headers });
      }
    }
  });
});
