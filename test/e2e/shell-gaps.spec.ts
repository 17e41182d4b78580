// Issue 33's shell gaps: a snackbar shown while a dialog is open (once, above the dialog's
// backdrop, never over its buttons, heard once), the empty-item placeholders inside their
// thumbnails in every layout, and the editor's motion (spec 9) with reduced motion respected.
import type { Locator, Page } from '@playwright/test';
import { canvasOf, logInToEdit } from './canvas-helpers';
import { expect, logIn, test } from './fixtures';
import { openWizard, rest, THEME, unique } from './templates-helpers';

const editorOf = (page: Page) => page.locator('site-editor');

/** Answers the host's creation calls at `path` with a refusal carrying `message`. */
async function refuseCreation(page: Page, path: string, message: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(path),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { code: 'rest_cannot_create', message, data: { status: 500 } },
          })
        : route.fallback(),
  );
}

/**
 * What a user notices of a snackbar shown while `dialog` is open: one snackbar with the message,
 * above the backdrop (the point at its middle is the snackbar's), covering none of the dialog's
 * buttons (where they show, inside the dialog's scrolled body), heard from one live region, and
 * its Dismiss works without closing the dialog.
 */
async function showsOnceOverDialog(page: Page, dialog: Locator, message: string) {
  const editor = editorOf(page);
  const snackbars = editor.locator('.se-snackbar').filter({ hasText: message });
  await expect(snackbars.first()).toBeVisible();
  await expect(snackbars).toHaveCount(1);
  const snackbar = snackbars.first();
  // Where a button lies under a snackbar (or outside the window), nothing here passes.
  const findings = await snackbar.evaluate((element, text) => {
    const root = element.getRootNode() as ShadowRoot;
    const box = element.getBoundingClientRect();
    const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const modal = root.querySelector('dialog:modal');
    const visible = (rect: DOMRect, within: Element) => {
      let { left, top, right, bottom } = rect;
      for (let e = within.parentElement; e; e = e.parentElement) {
        if (getComputedStyle(e).overflow === 'visible') continue;
        const clip = e.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
        if (e === modal) break;
      }
      return { left, top, right, bottom };
    };
    const covered = [...(modal?.querySelectorAll('button') ?? [])]
      .filter((button) => !element.contains(button))
      .filter((button) => {
        const r = visible(button.getBoundingClientRect(), button);
        if (r.right <= r.left || r.bottom <= r.top) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((button) => button.textContent || button.getAttribute('aria-label'));
    // Live regions that would speak the message: not off, and not behind the open modal (inert).
    const regions = [...root.querySelectorAll('[aria-live], [role="status"], [role="alert"]')];
    const speaking = regions.filter((region) => {
      if (!region.textContent?.includes(text)) return false;
      if (modal && !modal.contains(region)) return false;
      // The message's own node decides: an `aria-live="off"` on it or between them silences it.
      const messageNode = [...region.querySelectorAll('*')].find(
        (child) => child.children.length === 0 && child.textContent?.includes(text),
      );
      const live = messageNode?.closest('[aria-live]');
      return !live || live === region || live.getAttribute('aria-live') !== 'off';
    });
    return {
      onTop: !!hit && element.contains(hit),
      inWindow: box.left >= 0 && box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      covered,
      heard: speaking.length,
    };
  }, message);
  expect(findings).toEqual({ onTop: true, inWindow: true, covered: [], heard: 1 });
  await snackbar.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(snackbars).toHaveCount(0);
  await expect(dialog).toBeVisible();
}

test.describe('snackbars while a dialog is open', () => {
  test('Draft new: the refusal shows once, above the dialog', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=%2Fpage');
    await refuseCreation(page, '/wp/v2/pages', 'The host refused the draft.');
    const editor = editorOf(page);
    await editor.getByRole('button', { name: 'Add New Page' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Draft new: Page' });
    await dialog.getByLabel('Title').fill('Refused');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await showsOnceOverDialog(page, dialog, 'The host refused the draft.');
  });

  test('template wizard, step 1 (a large dialog): the refusal covers none of its choices', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const dialog = await openWizard(page);
    await refuseCreation(page, '/wp/v2/templates', 'The host refused the template.');
    await dialog.getByRole('button', { name: /^Date Archives/ }).click();
    await showsOnceOverDialog(page, dialog, 'The host refused the template.');
  });

  test('Add New Pattern: the refusal shows once, above the dialog', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=%2Fpattern');
    await refuseCreation(page, '/wp/v2/blocks', 'The host refused the pattern.');
    const editor = editorOf(page);
    await editor.getByRole('button', { name: 'Add New Pattern', exact: true }).click();
    await editor.getByRole('menuitem', { name: 'Add New Pattern' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add New Pattern' });
    await dialog.getByLabel('Name').fill(unique('Refused'));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await showsOnceOverDialog(page, dialog, 'The host refused the pattern.');
  });

  test('a snackbar shown in a dialog stays in its place, once, when the dialog closes', async ({ page }) => {
    await logIn(page, 'admin', '/editor?p=%2Fpage');
    await refuseCreation(page, '/wp/v2/pages', 'The host refused the draft.');
    const editor = editorOf(page);
    await editor.getByRole('button', { name: 'Add New Page' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Draft new: Page' });
    await dialog.getByLabel('Title').fill('Refused');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    const snackbars = editor.locator('.se-snackbar').filter({ hasText: 'The host refused' });
    await expect(snackbars).toHaveCount(1);
    const inDialog = await snackbars.boundingBox();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // Back in the shell: one copy, where it was.
    await expect(snackbars).toHaveCount(1);
    const inShell = await snackbars.boundingBox();
    expect(inShell && inDialog && Math.abs(inShell.x - inDialog.x) <= 1).toBe(true);
    expect(inShell && inDialog && Math.abs(inShell.y - inDialog.y) <= 1).toBe(true);
  });
});

test.describe('an empty item’s placeholder', () => {
  const LAYOUTS = ['Grid', 'Table', 'List'] as const;
  const cleanups: (() => Promise<unknown>)[] = [];
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
  });

  /**
   * In each layout, the placeholder's words (the text as laid out, not only its element) lie
   * inside the item's thumbnail box, and the placeholder's own box does too.
   */
  async function fitsInEveryLayout(page: Page, title: string, placeholder: string) {
    const editor = editorOf(page);
    await editor.getByRole('searchbox', { name: 'Search' }).fill(title);
    for (const layout of LAYOUTS) {
      await editor.getByRole('button', { name: 'Layout' }).click();
      await editor.getByRole('menuitemradio', { name: layout }).click();
      const shown = editor.locator('.se-empty-preview').filter({ hasText: placeholder });
      await expect(shown).toHaveCount(1);
      await expect(shown).toBeVisible();
      const boxes = await shown.evaluate((element) => {
        const thumbnail = element.closest('.dv-card__media, .dv-table__media, .dv-row__media');
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = (r: DOMRect) => ({
          left: r.left,
          top: r.top,
          right: r.right,
          bottom: r.bottom,
        });
        return {
          thumbnail: thumbnail && rect(thumbnail.getBoundingClientRect()),
          placeholder: rect(element.getBoundingClientRect()),
          words: rect(range.getBoundingClientRect()),
        };
      });
      expect(boxes.thumbnail, `${layout}: a thumbnail box`).toBeTruthy();
      const box = boxes.thumbnail!;
      for (const [what, inner] of [
        ['placeholder', boxes.placeholder],
        ['words', boxes.words],
      ] as const) {
        const inside =
          inner.left >= box.left - 0.5 &&
          inner.top >= box.top - 0.5 &&
          inner.right <= box.right + 0.5 &&
          inner.bottom <= box.bottom + 0.5;
        expect(inside, `${layout}: the ${what} ${JSON.stringify(inner)} in ${JSON.stringify(box)}`).toBe(
          true,
        );
      }
    }
  }

  test('Empty template, in grid, table and list', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Blank');
    const slug = `wp-custom-template-${title.toLowerCase()}`;
    const created = await rest(page, 'POST', 'templates', { slug, title, content: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    cleanups.push(() => rest(page, 'DELETE', `templates/${THEME}//${slug}?force=true`));
    await page.goto('/editor?p=/template');
    await fitsInEveryLayout(page, title, 'Empty template');
  });

  test('Empty template part, in grid, table and list', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Blank');
    const slug = title.toLowerCase();
    const created = await rest(page, 'POST', 'template-parts', {
      slug,
      title,
      content: '',
      area: 'footer',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    cleanups.push(() => rest(page, 'DELETE', `template-parts/${THEME}//${slug}?force=true`));
    await page.goto('/editor?p=/pattern&postType=wp_template_part&categoryId=footer');
    await fitsInEveryLayout(page, title, 'Empty template part');
  });

  test('Empty pattern, in grid, table and list', async ({ page }) => {
    await logIn(page, 'admin');
    const title = unique('Blank');
    const created = await rest(page, 'POST', 'blocks', { title, content: '', status: 'publish' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: number }).id;
    cleanups.push(() => rest(page, 'DELETE', `blocks/${id}?force=true`));
    await page.goto('/editor?p=/pattern');
    await fitsInEveryLayout(page, title, 'Empty pattern');
  });
});

test.describe('motion (spec 9)', () => {
  /** The computed durations of what moves: sidebar screen, frame, canvas header and panels. */
  async function durations(page: Page) {
    const editor = editorOf(page);
    const style = (locator: Locator, ...names: string[]) =>
      locator.evaluate(
        (element, properties) =>
          properties.map((name) => getComputedStyle(element).getPropertyValue(name)).join(' | '),
        names,
      );
    return {
      sidebarScreen: await style(
        editor.locator('.se-sidebar-screen'),
        'animation-name',
        'animation-duration',
      ),
      sidebar: await style(editor.locator('.se-sidebar'), 'transition-property', 'transition-duration'),
      frame: await style(editor.locator('.se-shell'), 'transition-property', 'transition-duration'),
      content: await style(editor.locator('.se-content'), 'transition-property', 'transition-duration'),
    };
  }

  /** The canvas header and the canvas's settings panel, in edit mode. */
  async function editorDurations(page: Page) {
    const style = (locator: Locator) =>
      locator.evaluate((element) => {
        const computed = getComputedStyle(element);
        return `${computed.animationName} | ${computed.animationDuration}`;
      });
    return {
      header: await style(editorOf(page).locator('.se-canvas-header')),
      settings: await style(
        canvasOf(page).realm.getByRole('region', { name: 'Settings' }),
      ),
    };
  }

  const TEMPLATE = '/wp_template/meridian//index';

  test('the sidebar fades (0.3 s), the frame moves (400 ms), the editor slides (0.2 s)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await logInToEdit(page);
    await page.goto('/editor');
    const editor = editorOf(page);
    await editor.getByRole('link', { name: 'Templates' }).click();
    await expect(editor.getByRole('navigation', { name: 'Templates' })).toBeVisible();
    const view = await durations(page);
    expect(view.sidebarScreen).toBe('se-fade-in | 0.3s');
    expect(view.sidebar).toBe('opacity | 0.3s');
    expect(view.frame).toBe('grid-template-columns | 0.4s');
    expect(view.content).toBe('margin, border-radius | 0.4s, 0.4s');

    // Edit mode: the frame fills the window, the sidebar has faded away; the header and the
    // panels slide in.
    await page.goto(`/editor?p=${encodeURIComponent(TEMPLATE)}&canvas=edit`);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    await expect(editor.locator('.se-sidebar')).toBeHidden();
    await expect
      .poll(async () => (await editor.locator('.se-content').boundingBox())?.x)
      .toBe(0);
    expect(await editorDurations(page)).toEqual({
      header: 'se-slide-in-down | 0.2s',
      settings: 'canvas-panel-in | 0.2s',
    });
    // Back: the sidebar returns.
    await editor.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(editor.locator('.se-sidebar')).toBeVisible();
    await expect.poll(async () => (await editor.locator('.se-content').boundingBox())?.x).toBe(308);
  });

  test('with reduced motion nothing animates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInToEdit(page);
    await page.goto('/editor');
    const editor = editorOf(page);
    await editor.getByRole('link', { name: 'Templates' }).click();
    await expect(editor.getByRole('navigation', { name: 'Templates' })).toBeVisible();
    // Every duration is 0 s (the names may stay: nothing moves).
    const zero = (value: string) => value.split(' | ')[1]!.split(', ').every((d) => d === '0s');
    for (const [what, value] of Object.entries(await durations(page))) {
      expect(zero(value), `${what}: ${value}`).toBe(true);
    }
    await page.goto(`/editor?p=${encodeURIComponent(TEMPLATE)}&canvas=edit`);
    await expect(canvasOf(page).blocks.getByRole('document').first()).toBeVisible();
    for (const [what, value] of Object.entries(await editorDurations(page))) {
      expect(zero(value), `${what}: ${value}`).toBe(true);
    }
  });
});
