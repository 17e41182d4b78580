// Each element alone inside a mock admin page whose CSS is deliberately hostile: nothing of it
// reaches inside the element, and nothing of ours leaks out.
import { expect, logIn, test } from './fixtures';

const tags = ['site-editor', 'font-library', 'data-view', 'style-book', 'navigation-manager'];

/** What to probe in each element: a box it draws and a text inside it. */
const probes: Record<
  string,
  { box: string; text: string; fontSize: string; borderStyle: string; borderColor?: string }
> = {
  'data-view': {
    box: '.dv-footer',
    text: '.dv-footer__count',
    fontSize: '13px',
    borderStyle: 'solid',
    borderColor: 'rgb(221, 221, 221)',
  },
  // The save button's bar at the foot of the sidebar.
  'site-editor': {
    box: '.se-save-hub',
    text: '.se-save-hub__button',
    fontSize: '13px',
    borderStyle: 'solid',
    borderColor: 'rgb(47, 47, 47)',
  },
  'font-library': { box: '.fl-tabs', text: '.fl-tab', fontSize: '13px', borderStyle: 'none' },
  'style-book': { box: '.sb-tabs', text: '.sb-tab', fontSize: '13px', borderStyle: 'none' },
  'navigation-manager': {
    box: '.nv-tree',
    text: '.nv-row__label',
    fontSize: '13px',
    borderStyle: 'solid',
    borderColor: 'rgb(221, 221, 221)',
  },
};
/** Computed styles of a box the element draws (the data view's footer, the font library's tabs) and its text. */
async function insideStyles(page: import('@playwright/test').Page, tag: string) {
  const probe = probes[tag]!;
  await page.locator(tag).locator(probe.text).first().waitFor();
  return page.locator(tag).evaluate((element, { box: boxSelector, text: textSelector }) => {
    const root = element.shadowRoot!;
    const box = root.querySelector(boxSelector)!;
    const text = root.querySelector(textSelector)!;
    const style = getComputedStyle(box);
    const textStyle = getComputedStyle(text);
    return {
      fontFamily: textStyle.fontFamily,
      color: textStyle.color,
      fontSize: textStyle.fontSize,
      borderStyle: style.borderTopStyle,
      borderColor: style.borderTopColor,
    };
  }, probe);
}

test('hostile admin CSS changes nothing inside any element', async ({ page }) => {
  await logIn(page, 'admin');
  for (const tag of tags) {
    await page.goto(`/element/${tag}`);
    // The host page really is hostile: its own text is styled by it.
    const hostFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(hostFont.toLowerCase(), `hostile CSS on /element/${tag}`).toContain('comic sans');
    const inside = await insideStyles(page, tag);
    expect(inside.fontFamily.toLowerCase(), tag).not.toContain('comic sans');
    expect(inside.color, tag).not.toBe('rgb(255, 0, 0)');
    const probe = probes[tag]!;
    expect(inside.fontSize, tag).toBe(probe.fontSize);
    expect(inside.borderStyle, tag).toBe(probe.borderStyle);
    if (probe.borderColor) expect(inside.borderColor, tag).toBe(probe.borderColor);
  }
});

test('buttons inside the full editor keep their own look under hostile CSS', async ({ page }) => {
  await logIn(page, 'admin', '/element/site-editor');
  const button = page.locator('site-editor').getByRole('button', { name: 'Open command palette' });
  await expect(button).toBeVisible();
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgba(0, 0, 0, 0)');
});

test("the elements' CSS does not leak into the host page", async ({ page }) => {
  await logIn(page, 'admin', '/element/site-editor');
  await page.locator('site-editor').getByRole('heading', { name: 'Design' }).waitFor();
  const leaked = await page.evaluate(() => {
    const probe = document.createElement('a');
    probe.className = 'se-nav-item';
    probe.textContent = 'probe';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const result = { display: style.display, minHeight: style.minHeight };
    probe.remove();
    return result;
  });
  expect(leaked.display).not.toBe('flex');
  expect(leaked.minHeight).not.toBe('40px');
});
