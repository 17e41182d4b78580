// The REST nonce on a page sent with a Content-Security-Policy header, as every wp-admin page is
// since WordPress 6.9: the browser empties each element's `nonce` attribute there. An element
// given `rest-nonce`, and one given the `nonce` attribute older hosts print, both send the
// printed nonce from their first request on and show the site's own data.
import type { Page, Request } from '@playwright/test';
import { expect, logIn, sessionNonce, test } from './fixtures';

const pages = [
  { attribute: 'rest-nonce', path: '/editor?p=/page' },
  { attribute: 'nonce', path: '/element/site-editor?p=/page&nonce-attribute=nonce' },
];

/** Calls the page makes to the REST API and to the nonce endpoint, from now on. */
function hostCalls(page: Page): { rest: Request[]; nonceRefreshes: Request[] } {
  const calls = { rest: [] as Request[], nonceRefreshes: [] as Request[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wp-json/')) calls.rest.push(request);
    if (url.searchParams.get('action') === 'rest-nonce') calls.nonceRefreshes.push(request);
  });
  return calls;
}

for (const { attribute, path } of pages) {
  test(`an element given the ${attribute} attribute sends it under a CSP header`, async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const nonce = await sessionNonce(page);
    const calls = hostCalls(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    const editor = page.locator('site-editor');
    // The site's own data, which the host shows only to a logged-in user: every page of the
    // list (drafts too, asked for with status[]) and the site's title.
    await expect(editor.getByRole('row', { name: 'Contact' })).toBeVisible();
    await expect(editor.locator('.dv-footer__count')).toHaveText(/\d+ items/);
    await expect(editor.locator('.se-hub__title')).toContainText('Meridian Demo');

    // What the host printed, and what the browser left of it.
    const printed = await editor.evaluate((element, name) => {
      const { nonce: property } = element as HTMLElement;
      return { attribute: element.getAttribute(name), property };
    }, attribute);
    if (attribute === 'nonce') expect(printed).toEqual({ attribute: '', property: nonce });
    else expect(printed.attribute).toBe(nonce);

    // Every call carried the printed nonce from the first on: none had to be refreshed.
    expect(calls.rest.length).toBeGreaterThan(0);
    const sent = await Promise.all(calls.rest.map((request) => request.headerValue('x-wp-nonce')));
    expect(new Set(sent)).toEqual(new Set([nonce]));
    const statuses = await Promise.all(calls.rest.map(async (r) => (await r.response())?.status()));
    expect(statuses).not.toContain(401);
    expect(calls.nonceRefreshes).toEqual([]);
  });
}
