// Helpers of the stored-XSS specs (issue 30, item 5), the demo host's and WordPress's: what the
// payloads left in the page's frames, and the frames that show a record's untrusted markup.
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { payload } from '../fixtures/xss-vectors';
import { expect } from './fixtures';

/**
 * Every payload mark in every frame of the page (the page, the realm, the block canvas, …). A
 * frame sandboxed without scripts never answers (nothing can have run there): it counts as none.
 */
export async function marksInFrames(page: Page): Promise<string[]> {
  const marks: string[] = [];
  for (const frame of page.frames()) {
    const found = await Promise.race([
      frame
        .evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? [])
        .catch(() => [] as string[]),
      new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 1_000)),
    ]);
    marks.push(...found);
  }
  return marks;
}

/** The frames of the page whose document shows `text`. */
export async function framesShowing(page: Page, text: string): Promise<Frame[]> {
  const found: Frame[] = [];
  for (const frame of page.frames()) {
    if (!frame.url().startsWith('about:srcdoc')) continue;
    const shows = await Promise.race([
      frame
        .getByText(text, { exact: true })
        .count()
        .catch(() => 0),
      new Promise<number>((resolve) => setTimeout(() => resolve(0), 1_000)),
    ]);
    if (shows > 0) found.push(frame);
  }
  return found;
}

/** The one frame showing `text` (waiting for it). */
export async function frameShowing(page: Page, text: string): Promise<Frame> {
  await expect.poll(async () => (await framesShowing(page, text)).length, text).toBe(1);
  return (await framesShowing(page, text))[0]!;
}

/** Whether the document around a frame can reach into it, and whether it shares its origin. */
export async function isolation(frame: Frame) {
  const element = await frame.frameElement();
  return element.evaluate((node) => {
    const iframe = node as HTMLIFrameElement;
    let reachable = true;
    try {
      reachable = iframe.contentDocument !== null;
    } catch {
      reachable = false;
    }
    return {
      reachable,
      sameOrigin: iframe.sandbox.contains('allow-same-origin') || !iframe.hasAttribute('sandbox'),
    };
  });
}

/** Long enough for an image's error, a frame's load and a REST call to have happened. */
export const settle = (page: Page) => page.waitForTimeout(2_500);

/** What the payloads log (`xss-ran:<id>`), from every frame of the page, from now on. */
export function payloadLogs(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('xss-ran:')) logged.push(message.text());
  });
  return logged;
}

/** Selects every block of the canvas in turn (a selected block may render differently). */
export async function selectEveryBlock(blocks: FrameLocator): Promise<number> {
  const shown = blocks.locator('[data-block]');
  const count = await shown.count();
  for (let index = 0; index < count; index++) {
    await shown
      .nth(index)
      .click({ position: { x: 3, y: 3 }, force: true, timeout: 2_000 })
      .catch(() => {});
  }
  return count;
}

/**
 * Writes script vectors into the realm's document and the block canvas's, as a path that put a
 * record's markup there as it is would (none is known: this is the realm's policy alone, as a
 * future block or plugin would meet it): an image's handler, a srcdoc frame, a `javascript:`
 * frame, and a script element added by script.
 */
export async function writeIntoRealmAndCanvas(page: Page): Promise<void> {
  const realm = await (
    await page.locator('site-editor iframe[title="Editor"]').elementHandle()
  )?.contentFrame();
  const canvas = realm?.childFrames().find((frame) => frame.name() === 'editor-canvas');
  for (const [frame, where] of [
    [realm, 'realm'],
    [canvas, 'canvas'],
  ] as const) {
    expect(frame, where).toBeTruthy();
    await frame!.evaluate(
      ({ markup, script }) => {
        const holder = document.createElement('div');
        holder.innerHTML = markup;
        document.body.append(holder);
        const element = document.createElement('script');
        element.textContent = script;
        document.body.append(element);
      },
      {
        markup:
          `<img src="x" onerror="${payload(`${where}-img`)}">` +
          `<iframe srcdoc="&lt;script&gt;${payload(`${where}-srcdoc`)}&lt;/script&gt;"></iframe>` +
          `<iframe src="javascript:${payload(`${where}-javascript-url`)}"></iframe>`,
        script: payload(`${where}-script`),
      },
    );
  }
}
