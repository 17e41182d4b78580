// The canvas while its record loads (issue 30): with the host's answers held back, a user who
// clicks and types into the canvas at every frame finds nothing to type into until the record's
// blocks are in, and the record is never changed by it (never emptied: a template saved empty
// blanks the site's pages). A record opened after another shows neither the other one nor an
// empty canvas. Removing every block on purpose still saves an empty record.
import type { Page } from '@playwright/test';
import { canvasOf, logInToEdit, revertThemeItems, rest, savedItem } from './canvas-helpers';
import {
  delayRecordReads,
  editWhileLoading,
  expectRecordKept,
  MARKER,
} from './canvas-load-helpers';
import { expect, test } from './fixtures';

const TEMPLATE = 'meridian//page';
const DELAY_MS = 3_000;
const editor = (page: Page) => page.locator('site-editor');

const PAGE_CONTENT = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Opening hours</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>Open every day but Monday.</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>Closed on holidays.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

/** A draft page of PAGE_CONTENT, deleted when `using` is done. */
async function withPage(page: Page, using: (id: number) => Promise<void>) {
  await page.goto('/editor');
  const created = await rest(page, 'POST', '/wp/v2/pages', {
    title: 'Hours',
    status: 'draft',
    content: PAGE_CONTENT,
  });
  expect(created.status).toBe(201);
  try {
    await using(created.body.id);
  } finally {
    await rest(page, 'DELETE', `/wp/v2/pages/${created.body.id}?force=true`);
  }
}

/** Goes to an item in edit mode inside the editor (no new page: the canvas's realm stays). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    const url = new URL(window.location.href);
    url.searchParams.set('p', path);
    url.searchParams.set('canvas', 'edit');
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface CanvasFrame {
  /** The canvas header's title. */
  title: string;
  /** The canvas's frame is shown. */
  visible: boolean;
  text: string;
  editable: boolean;
}

/** From now on, at every animation frame: what the header names and the canvas shows. */
async function watchCanvasFrames(page: Page) {
  await page.evaluate(() => {
    const frames: CanvasFrame[] = [];
    (window as unknown as { canvasFrames: CanvasFrame[] }).canvasFrames = frames;
    const look = () => {
      const root = document.querySelector('site-editor')?.shadowRoot;
      const realm = root?.querySelector<HTMLIFrameElement>('iframe[title="Editor"]');
      const canvas = realm?.contentDocument?.querySelector<HTMLIFrameElement>(
        'iframe[name="editor-canvas"]',
      )?.contentDocument;
      frames.push({
        title: root?.querySelector('.se-canvas-header__title')?.textContent ?? '',
        visible: !!realm && realm.getClientRects().length > 0,
        text: canvas?.body?.innerText ?? '',
        editable: !!canvas?.querySelector('[contenteditable="true"]'),
      });
      if (frames.length < 2_000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

async function canvasFrames(page: Page): Promise<CanvasFrame[]> {
  return page.evaluate(() => {
    const holder = window as unknown as { canvasFrames: CanvasFrame[] };
    const frames = holder.canvasFrames;
    holder.canvasFrames = [];
    return frames;
  });
}

test.describe('the canvas while its record loads', () => {
  test.beforeEach(async ({ page }) => {
    // The host's answers are held back for seconds, on a machine that may be busy.
    test.slow();
    await logInToEdit(page);
  });
  test.afterEach(async ({ page }) => {
    await revertThemeItems(page, TEMPLATE);
  });

  test('clicks and keys while the Pages template loads change nothing, and its blocks all show', async ({
    page,
  }) => {
    const before = await savedItem(page, TEMPLATE);
    const delayed = await delayRecordReads(page, 'templates', TEMPLATE, DELAY_MS);
    await page.goto(`/editor?p=${encodeURIComponent(`/wp_template/${TEMPLATE}`)}&canvas=edit`);
    const frames = await editWhileLoading(page, {
      loadedSelector: '[data-type="core/post-content"]',
      marker: MARKER,
      done: delayed.released,
    });
    const { blocks } = canvasOf(page);
    for (const type of [
      'core/template-part',
      'core/group',
      'core/post-title',
      'core/post-content',
    ]) {
      await expect(blocks.locator(`[data-type="${type}"]`).first()).toBeVisible();
    }
    await expect(blocks.locator('[data-type="core/template-part"]')).toHaveCount(2);
    await expectRecordKept(page, frames);

    const after = await savedItem(page, TEMPLATE);
    expect(after.raw.trim()).not.toBe('');
    expect(after.raw).toBe(before.raw);
  });

  test('clicks and keys while a page loads change nothing, and its blocks all show', async ({
    page,
  }) => {
    await withPage(page, async (id) => {
      const delayed = await delayRecordReads(page, 'pages', id, DELAY_MS);
      await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
      const frames = await editWhileLoading(page, {
        loadedSelector: '[data-type="core/heading"]',
        marker: MARKER,
        done: delayed.released,
      });
      const { blocks } = canvasOf(page);
      // The page's heading and paragraphs, inside its content (the template's footer has its own).
      const content = blocks.locator('.wp-block-post-content');
      await expect(content.getByRole('document', { name: /^Block: Heading/ })).toHaveText(
        'Opening hours',
      );
      await expect(content.getByRole('document', { name: 'Block: Paragraph' })).toHaveText([
        'Open every day but Monday.',
        'Closed on holidays.',
      ]);
      await expectRecordKept(page, frames);
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.content.raw).toBe(PAGE_CONTENT);
    });
  });

  test('a record opened after another, in the editor, shows neither the other one nor an empty canvas', async ({
    page,
  }) => {
    await withPage(page, async (id) => {
      await page.goto(`/editor?p=${encodeURIComponent('/wp_template/meridian//404')}&canvas=edit`);
      const { blocks } = canvasOf(page);
      await expect(blocks.getByText('Page not found')).toBeVisible();
      await delayRecordReads(page, 'pages', id, DELAY_MS);
      // From the 404 template straight to the page, in edit mode (as the command palette goes).
      await watchCanvasFrames(page);
      await openInApp(page, `/page/${id}`);
      await expect(blocks.getByText('Closed on holidays.')).toBeVisible();
      let frames = await canvasFrames(page);
      // Once the header names the page, the canvas shows the page or its placeholder.
      // (Shown ones: the frame stays hidden while the page's template is found.)
      const ofPage = frames.filter((frame) => frame.title === 'Hours' && frame.visible);
      expect(ofPage.length).toBeGreaterThan(0);
      expect(ofPage.filter((frame) => frame.text.includes('Page not found'))).toEqual([]);
      const beforeBlocks = ofPage.filter((frame) => !frame.text.includes('Closed on holidays.'));
      expect(beforeBlocks.length).toBeGreaterThan(0);
      expect(beforeBlocks.filter((frame) => frame.editable)).toEqual([]);

      // Back, and the 404 template again (the realm has it): never the page, never empty.
      await editor(page).getByRole('button', { name: 'Back' }).click();
      await expect(page).not.toHaveURL(/canvas=edit/);
      await watchCanvasFrames(page);
      await openInApp(page, '/wp_template/meridian//404');
      await expect(blocks.getByText('Page not found')).toBeVisible();
      frames = (await canvasFrames(page)).filter((frame) => frame.visible);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((frame) => frame.text.includes('Closed on holidays.'))).toEqual([]);
      expect(
        frames.filter((frame) => frame.editable && !frame.text.includes('Page not found')),
      ).toEqual([]);
    });
  });

  test('removing every block on purpose saves the record empty', async ({ page }) => {
    await withPage(page, async (id) => {
      await page.goto(`/editor?p=${encodeURIComponent(`/page/${id}`)}&canvas=edit`);
      const { realm, blocks } = canvasOf(page);
      await expect(blocks.getByText('Closed on holidays.')).toBeVisible();
      // Every block of the page selected in the Document Overview (the first row, then the
      // last with Shift), and removed with Delete. It lists the page's title and content of the
      // template around it, and the page's blocks inside the content.
      await realm.getByRole('button', { name: 'Document Overview' }).click();
      const overview = realm.getByRole('region', { name: 'Document Overview' });
      await overview.getByRole('link', { name: 'Content' }).click();
      await page.keyboard.press('ArrowRight');
      const rows = overview
        .getByRole('link')
        .filter({ hasNotText: /^(Title|Featured Image|Content)$/ });
      await expect(rows).toHaveCount(3);
      await rows.first().click();
      await rows.last().click({ modifiers: ['Shift'] });
      await page.keyboard.press('Delete');
      const content = blocks.locator('.wp-block-post-content');
      await expect(content.locator('[data-type="core/heading"]')).toHaveCount(0);
      await expect(blocks.getByText('Closed on holidays.')).toHaveCount(0);
      const save = editor(page).getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeEnabled();
      await save.click();
      await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
      const saved = await rest(page, 'GET', `/wp/v2/pages/${id}?context=edit`);
      expect(saved.body.content.raw.trim()).toBe('');
    });
  });
});
