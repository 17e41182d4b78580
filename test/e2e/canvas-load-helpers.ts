// Helpers of the canvas's loading tests (issue 30): the host's answers for one record held back,
// and a user who clicks and types into the canvas at every frame while it loads.
import type { Page } from '@playwright/test';
import { canvasOf } from './canvas-helpers';
import { expect } from './fixtures';

/** What the user types while the canvas loads. */
export const MARKER = 'Qz';

/**
 * Holds back the host's answers to reads of one record (`/wp/v2/<base>/<id>`) by `ms`: the
 * editor's own read and the canvas's (both go through the editor's client in the page).
 * `released()` says whether the last answer held back has been let through and no other waits.
 */
export async function delayRecordReads(
  page: Page,
  base: string,
  id: string | number,
  ms: number,
): Promise<{ released(): boolean }> {
  let waiting = 0;
  let passed = 0;
  const path = `/wp/v2/${base}/${id}`;
  await page.route(
    (url) => {
      const text = decodeURIComponent(url.pathname + url.search);
      return text.includes(`${path}?`) || text.endsWith(path);
    },
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      waiting += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      waiting -= 1;
      passed += 1;
      await route.fallback();
    },
  );
  return { released: () => passed >= 2 && waiting === 0 };
}

/** What the canvas showed at one frame while its record loaded. */
export interface LoadingFrame {
  /** The record's own blocks were in (`loadedSelector` matched in the block canvas). */
  loaded: boolean;
  /** Something in the canvas could be typed into (an editable element, a block appender). */
  editable: boolean;
}

/**
 * At every animation frame until the host's answers are all let through, a click into the canvas
 * (at the top, where an empty record's first paragraph would be, and lower) and typed text, as a
 * user who does not wait would. Returns what the canvas showed at each frame before the record
 * was in. `marker` is the text typed.
 */
export async function editWhileLoading(
  page: Page,
  options: { loadedSelector: string; marker: string; done(): boolean },
): Promise<LoadingFrame[]> {
  const frames: LoadingFrame[] = [];
  const realm = page.locator('site-editor iframe[title="Editor"]');
  await realm.waitFor({ state: 'visible' });
  const points = [
    [0.5, 70],
    [0.35, 100],
    [0.5, 0.5],
    [0.6, 140],
  ] as const;
  for (let turn = 0; !options.done(); turn += 1) {
    const frame = await page.evaluate(
      (selector) =>
        new Promise<LoadingFrame>((resolve) =>
          requestAnimationFrame(() => {
            const host = document.querySelector('site-editor');
            const realmFrame =
              host?.shadowRoot?.querySelector<HTMLIFrameElement>('iframe[title="Editor"]');
            const realmDoc = realmFrame?.contentDocument;
            const canvas = realmDoc?.querySelector<HTMLIFrameElement>(
              'iframe[name="editor-canvas"]',
            )?.contentDocument;
            // Inert elements (a page's template around it, locked) take no input.
            const editableIn = (doc: Document | null | undefined) =>
              [
                ...(doc?.querySelectorAll(
                  '[contenteditable="true"], .block-editor-default-block-appender, .block-list-appender',
                ) ?? []),
              ].some((element) => !element.closest('[inert]'));
            resolve({
              loaded: !!canvas?.querySelector(selector),
              editable: editableIn(canvas),
            });
          }),
        ),
      options.loadedSelector,
    );
    if (frame.loaded) break;
    frames.push(frame);
    const box = await realm.boundingBox();
    if (!box) continue;
    const [x, y] = points[turn % points.length]!;
    await page.mouse.click(box.x + box.width * x, box.y + (y < 1 ? box.height * y : y));
    await page.keyboard.type(options.marker);
    if (turn % 3 === 2) await page.keyboard.press('Enter');
  }
  return frames;
}

/** The block canvas's whole text, as the user sees it. */
export async function canvasText(page: Page): Promise<string> {
  return canvasOf(page).blocks.locator('body').innerText();
}

/**
 * After the record is in: nothing editable was shown before, the typed text is nowhere unseen
 * (the save button has nothing to save unless what was typed shows in the canvas), and a save
 * keeps every block the record had.
 */
export async function expectRecordKept(page: Page, frames: { editable: boolean }[]) {
  expect(frames.length, 'frames seen while the record loaded').toBeGreaterThan(0);
  expect(
    frames.filter((frame) => frame.editable).length,
    'frames that showed something to type into before the record was in',
  ).toBe(0);
  // Let the canvas settle (it sends typed text at most every 250 ms) before reading the button.
  await page.waitForTimeout(1_500);
  const button = page
    .locator('site-editor')
    .getByRole('button', { name: /^(Saved|Save|Review \d+ changes?…)$/ });
  if ((await button.textContent())?.trim() === 'Saved') {
    await expect(button).toBeDisabled();
  } else {
    // Only a change the user can see may be waiting: what they typed once the blocks were in.
    expect(await canvasText(page)).toContain(MARKER);
  }
}
