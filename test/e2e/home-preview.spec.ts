// The home's site preview in the resizable canvas (spec 2.2, 2.3, 5, 9): its handle resizes it
// (arrow keys 20 px, 100 with Shift, never below 320, shaped towards a phone's as it narrows);
// let go past the full width, the home edits the front page's template in place (block themes
// only), and the canvas header's Back returns to the home's view.
import type { Page } from '@playwright/test';
import {
  canvasOf,
  dragHandleWider,
  logInToEdit,
  resizeHandleOf,
  revertThemeItems,
  savedItem,
  typeAtEnd,
} from './canvas-helpers';
import { accessibilityViolations, expect, sessionNonce, test } from './fixtures';
import { activateTheme } from './theme-helpers';

const handleOf = resizeHandleOf;

/** The handle's width, as it says and as the frame shows it. */
async function widths(page: Page) {
  const said = Number(await handleOf(page).getAttribute('aria-valuenow'));
  const frame = (await page.locator('site-editor .se-resizable__frame').boundingBox())!;
  return { said, shown: Math.round(frame.width), height: frame.height };
}

test.describe('the home’s resizable site preview', () => {
  test.beforeEach(async ({ page }) => {
    await logInToEdit(page);
  });

  test('resizes from its handle with the arrow keys, 20 px or 100 with Shift, never below 320', async ({
    page,
  }) => {
    await page.goto('/editor');
    const editor = page.locator('site-editor');
    const handle = handleOf(page);
    await expect(handle).toBeVisible();
    await expect(
      editor.locator('.se-resizable__frame iframe[title="Site preview: Meridian Demo"]'),
    ).toBeVisible();
    const full = await widths(page);
    expect(full.said).toBeGreaterThan(600);
    expect(full.shown).toBe(full.said);

    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full.said - 40));
    await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full.said - 140));
    await page.keyboard.press('ArrowLeft');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full.said - 120));
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(handle).toHaveAttribute('aria-valuenow', String(full.said - 20));
    expect((await widths(page)).shown).toBe(full.said - 20);

    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '320');
    const narrowest = await widths(page);
    expect(narrowest.shown).toBe(320);
    // Narrower, the frame takes a phone's shape: taller than wide, shorter than the area.
    expect(narrowest.height).toBeGreaterThan(320);
    expect(narrowest.height).toBeLessThan(full.height);
    await expect(handle).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('let go past full width, it edits the front page’s template; Back returns to the home', async ({
    page,
  }) => {
    const template = await (
      await page.request.get('/wp-json/wp/v2/templates/meridian//front-page?context=edit', {
        headers: { 'X-WP-Nonce': await sessionNonce(page) },
      })
    ).json();
    await page.goto('/editor');
    const editor = page.locator('site-editor');
    await expect(handleOf(page)).toBeVisible();
    await dragHandleWider(page, 150);

    await expect(page).toHaveURL(/canvas=edit/);
    expect(new URL(page.url()).searchParams.get('p') ?? '/').toBe('/');
    await expect(editor.getByRole('heading', { name: template.title.rendered })).toBeVisible();
    await expect(
      canvasOf(page).blocks.getByRole('document', { name: 'Block: Heading' }).filter({
        hasText: 'Ideas worth slowing down for',
      }),
    ).toBeVisible();
    // Nothing changed: the header's save button has nothing to save.
    await expect(editor.getByRole('button', { name: 'Saved' })).toBeDisabled();

    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
    expect(new URL(page.url()).searchParams.get('p') ?? '/').toBe('/');
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(handleOf(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('in edit mode, the header’s Save saves the front page’s template at once', async ({
    page,
  }) => {
    try {
      await page.goto('/editor?canvas=edit');
      const editor = page.locator('site-editor');
      const heading = canvasOf(page)
        .blocks.getByRole('document', { name: 'Block: Heading' })
        .filter({ hasText: 'Ideas worth slowing down for' });
      await typeAtEnd(page, heading, ' today');
      // The one change is the home's own record: saved directly, not through the review panel.
      const save = editor.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeEnabled();
      await save.click();
      await expect(editor.getByRole('button', { name: 'Saved' })).toBeDisabled();
      expect((await savedItem(page, 'meridian//front-page')).raw).toContain(
        'Ideas worth slowing down for today</h1>',
      );
    } finally {
      await revertThemeItems(page, 'meridian//front-page');
    }
  });

  test('a click on the preview, or Enter on it, enters edit mode (spec 2.2)', async ({ page }) => {
    await page.goto('/editor');
    const editor = page.locator('site-editor');
    const preview = editor.getByRole('button', { name: 'Edit', exact: true });
    await expect(editor.locator('.se-resizable__frame iframe')).toBeVisible();
    await preview.click({ position: { x: 200, y: 200 } });
    await expect(page).toHaveURL(/canvas=edit/);
    await expect(editor.getByRole('heading', { name: 'Front Page' })).toBeVisible();
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
    await preview.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/canvas=edit/);
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/canvas=edit/);
  });

  test('on a small screen, the home in edit mode shows the canvas, not the sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 740 });
    await page.goto('/editor?canvas=edit');
    const editor = page.locator('site-editor');
    await expect(editor.getByRole('heading', { name: 'Front Page' })).toBeVisible();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeHidden();
    await editor.getByRole('button', { name: 'Back' }).click();
    await expect(editor.getByRole('heading', { name: 'Design' })).toBeVisible();
  });

  test('with a classic theme, the handle resizes but let go past full width stays in view', async ({
    page,
  }) => {
    await activateTheme(page, 'plainsong');
    try {
      await page.goto('/editor');
      const handle = handleOf(page);
      await expect(handle).toBeVisible();
      const full = Number(await handle.getAttribute('aria-valuenow'));
      await handle.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect(handle).toHaveAttribute('aria-valuenow', String(full - 100));
      await page.keyboard.press('End');
      await dragHandleWider(page, 150);
      await expect(handle).toHaveAttribute('aria-valuenow', String(full));
      await expect(page).not.toHaveURL(/canvas=edit/);
      await expect(page.locator('site-editor header.se-canvas-header')).toHaveCount(0);
      // Nor does a click: the host's own front page is only shown.
      await expect(
        page.locator('site-editor').getByRole('button', { name: 'Edit', exact: true }),
      ).toHaveCount(0);
    } finally {
      await activateTheme(page, 'meridian');
    }
  });
});
