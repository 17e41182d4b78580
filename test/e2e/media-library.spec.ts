// The media library (issue 31, item 2) as a user meets it on the demo host: from Quick edit's
// featured image (one image: search, an upload with its progress, a refused file's message, an
// attachment's details saved or not, Set featured image), and as a media block opens it through
// the canvas bridge (`chooseMedia`, the call the realm's blocks make): several items, the type
// filter, Ctrl/Cmd-click, Shift-click and Space, the choice in order, Escape closing it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { gradientPng } from '../../demo/server/seed/png';
import { startDemoHost } from '../fixtures/demo-host';
import { openInCanvas } from './canvas-helpers';
import { accessibilityViolations, expect, logIn, sessionNonce, test } from './fixtures';

const pageTitle = 'A page for the media library';

async function deleteMediaNamed(page: Page, ...names: string[]) {
  const headers = { 'X-WP-Nonce': await sessionNonce(page) };
  for (const name of names) {
    const found = await (
      await page.request.get(`/wp-json/wp/v2/media?search=${encodeURIComponent(name)}`, { headers })
    ).json();
    for (const item of found as { id: number }[]) {
      await page.request.delete(`/wp-json/wp/v2/media/${item.id}?force=true`, { headers });
    }
  }
}

/** Opens the media library as a media block does, through the realm's side of the bridge. */
async function chooseMediaFromCanvas(page: Page, request: object) {
  const frame = await (
    await page.locator('site-editor iframe[title="Editor"]').elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error('no canvas realm');
  await frame.evaluate((text) => {
    const realm = window as unknown as Record<string, unknown>;
    realm.__chosen = undefined;
    realm.__closed = false;
    const host = realm.__siteEditorCanvasHost as {
      chooseMedia(request: string, onSelect: (json: string) => void, onClose: () => void): void;
    };
    host.chooseMedia(
      text,
      (json) => {
        realm.__chosen = JSON.parse(json);
      },
      () => {
        realm.__closed = true;
      },
    );
  }, JSON.stringify(request));
  return {
    chosen: () =>
      frame.evaluate(
        () =>
          (window as unknown as { __chosen?: { id: number; title: { raw: string } }[] }).__chosen,
      ),
    closed: () => frame.evaluate(() => (window as unknown as { __closed: boolean }).__closed),
  };
}

test.describe('the media library', () => {
  test.afterEach(async ({ page }) => {
    await deleteMediaNamed(page, 'reef', 'notes');
  });

  test("from Quick edit's featured image: search, upload with progress, details, select", async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const headers = { 'X-WP-Nonce': await sessionNonce(page) };
    const created = await page.request.post('/wp-json/wp/v2/pages', {
      headers,
      data: { title: pageTitle, status: 'publish' },
    });
    const pageId = (await created.json()).id;
    try {
      await page.goto('/editor?p=/page&layout=table');
      const editor = page.locator('site-editor');
      const row = editor.locator('tbody tr', { hasText: pageTitle });
      await row.getByRole('button', { name: 'Actions' }).click();
      await editor.getByRole('menuitem', { name: 'Quick edit' }).click();
      const panel = editor.getByRole('region', { name: pageTitle });
      await panel.getByRole('button', { name: 'Set featured image' }).click();

      const library = editor.getByRole('dialog', { name: 'Featured image' });
      const items = library.getByRole('listbox', { name: 'Media items' });
      await expect(items.getByRole('option', { name: 'Open sea' })).toBeVisible();
      // Only images for a featured image: no sound or document, and no type to choose.
      await expect(items.getByRole('option', { name: 'Harbour bell' })).toHaveCount(0);
      await expect(library.getByRole('combobox', { name: 'Media type' })).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      const select = library.getByRole('button', { name: 'Set featured image' });
      await expect(select).toBeDisabled();

      await library.getByRole('searchbox', { name: 'Search media' }).fill('forest');
      await expect(items.getByRole('option')).toHaveCount(1);
      await library.getByRole('searchbox', { name: 'Search media' }).fill('');
      await expect(items.getByRole('option', { name: 'Open sea' })).toBeVisible();

      // A refused file: the host's message, kept until dismissed.
      await library.locator('input[type="file"]').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      const refusal = library.getByRole('alert');
      await expect(refusal).toContainText(
        'notes.png could not be uploaded: Sorry, you are not allowed to upload this file type.',
      );
      await library.getByRole('button', { name: 'Dismiss the error of notes.png' }).click();
      await expect(refusal).toHaveCount(0);

      // An upload over a slow network shows its progress, named by the file, until it lands.
      const network = await page.context().newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 500_000,
      });
      await library.locator('input[type="file"]').setInputFiles({
        name: 'reef.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([
          gradientPng(64, 48, [0, 120, 140], [200, 240, 230]),
          Buffer.alloc(1_200_000),
        ]),
      });
      const progress = library.getByRole('progressbar', { name: 'reef.png' });
      await expect(progress).toHaveAttribute('value', /^0\.[1-9]/);
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect(library.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      const uploaded = items.getByRole('option').first();
      await expect(uploaded).toHaveAccessibleName('reef');
      await expect(uploaded).toHaveAttribute('aria-selected', 'true');

      // Its details, saved to the host as each field is left.
      const details = library.getByRole('region', { name: 'Attachment details' });
      await details.getByLabel('Alternative text').fill('A reef under clear water');
      await details.getByLabel('Caption').click();
      await expect(details.getByRole('status')).toHaveText('Saved.');
      await details.getByLabel('Caption').fill('Seen from the boat');
      await details.getByLabel('Title').fill('Coral reef');
      await details.getByLabel('Title').press('Tab');
      await expect(items.getByRole('option').first()).toHaveAccessibleName('Coral reef');
      await expect(details.getByRole('status')).toHaveText('Saved.');
      const id = Number(
        (await (await page.request.get('/wp-json/wp/v2/media?search=reef', { headers })).json())[0]
          .id,
      );
      const saved = await (
        await page.request.get(`/wp-json/wp/v2/media/${id}?context=edit`, { headers })
      ).json();
      expect(saved).toMatchObject({
        alt_text: 'A reef under clear water',
        caption: { raw: 'Seen from the boat' },
        title: { raw: 'Coral reef' },
      });
      // A title the host refuses (longer than it keeps): not saved, and the host says why.
      await details.getByLabel('Title').fill('x'.repeat(70_000));
      await details.getByLabel('Title').press('Tab');
      await expect(details.getByRole('alert')).toContainText('Not saved:');
      await details.getByLabel('Title').fill('Coral reef');
      await details.getByLabel('Title').press('Tab');

      await select.click();
      await expect(library).toHaveCount(0);
      await expect(panel.locator('output')).toContainText('Coral reef');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(row.locator('img.dv-media')).toHaveAttribute('src', /reef(-\d+)?\.png$/);
    } finally {
      await page.request.delete(`/wp-json/wp/v2/pages/${pageId}?force=true`, { headers });
    }
  });

  test('as a media block opens it: several items of a type, chosen in order', async ({ page }) => {
    const { blocks } = await openInCanvas(page, '/wp_template/meridian//404');
    await blocks.getByRole('document').first().click();
    const answer = await chooseMediaFromCanvas(page, { multiple: true, title: 'Add media' });
    const editor = page.locator('site-editor');
    const library = editor.getByRole('dialog', { name: 'Add media' });
    const items = library.getByRole('listbox', { name: 'Media items' });
    await expect(items).toHaveAttribute('aria-multiselectable', 'true');
    await expect(items.getByRole('option', { name: 'Slate' })).toBeVisible();
    const select = library.getByRole('button', { name: 'Select' });
    await expect(select).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The type filter: sounds only, then every type again.
    const type = library.getByRole('combobox', { name: 'Media type' });
    await type.selectOption({ label: 'Audio' });
    await expect(items.getByRole('option')).toHaveCount(1);
    await expect(items.getByRole('option')).toHaveAccessibleName('Harbour bell');
    await type.selectOption({ label: 'Documents' });
    await expect(items.getByRole('option', { name: 'Visitor guide' })).toBeVisible();
    await type.selectOption({ label: 'Images' });
    await expect(items.getByRole('option', { name: 'Visitor guide' })).toHaveCount(0);

    // A click chooses one; Ctrl-click adds; Shift-click adds the run from the last clicked.
    const names = await items
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(4);
    const option = (name: string) => items.getByRole('option', { name, exact: true });
    await option(names[2]!).click();
    await option(names[3]!).click({ modifiers: ['Shift'] });
    await expect(library.getByText('2 selected')).toBeVisible();
    await option(names[0]!).click({ modifiers: ['ControlOrMeta'] });
    await expect(library.getByText('3 selected')).toBeVisible();
    await option(names[0]!).click({ modifiers: ['ControlOrMeta'] });
    await expect(option(names[0]!)).toHaveAttribute('aria-selected', 'false');
    await expect(library.getByText('2 selected')).toBeVisible();
    // By keyboard: Home, then Space adds the first item.
    await items.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(option(names[0]!)).toHaveAttribute('aria-selected', 'true');
    await expect(library.getByText('3 selected')).toBeVisible();
    // The details show the last one chosen.
    await expect(
      library.getByRole('region', { name: 'Attachment details' }).getByLabel('Title'),
    ).toHaveValue(names[0]!);

    // A file dropped on the dialog is uploaded, and joins the choice last.
    const png = gradientPng(20, 20, [200, 80, 60], [250, 200, 120]).toString('base64');
    const dropped = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      transfer.items.add(new File([data], 'reef-drop.png', { type: 'image/png' }));
      return transfer;
    }, png);
    await library.locator('.se-media-library').dispatchEvent('dragover', { dataTransfer: dropped });
    await library.locator('.se-media-library').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(items.getByRole('option', { name: 'reef-drop' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(library.getByText('4 selected')).toBeVisible();

    await select.click();
    await expect(library).toHaveCount(0);
    const chosen = await answer.chosen();
    expect(chosen?.map((item) => item.title.raw)).toEqual([
      names[2],
      names[3],
      names[0],
      'reef-drop',
    ]);
    expect(chosen?.[0]).toMatchObject({ media_type: 'image', source_url: expect.any(String) });

    // Escape closes it without a choice: onClose, and focus goes back into the canvas.
    const again = await chooseMediaFromCanvas(page, {
      multiple: true,
      gallery: true,
      allowedTypes: ['image'],
      value: [chosen![1]!.id, chosen![0]!.id],
    });
    const gallery = editor.getByRole('dialog', { name: 'Media Library' });
    await expect(gallery.getByRole('button', { name: 'Update gallery' })).toBeEnabled();
    await expect(gallery.getByText('2 selected')).toBeVisible();
    await expect(gallery.getByRole('combobox', { name: 'Media type' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect.poll(() => again.closed()).toBe(true);
    expect(await again.chosen()).toBeUndefined();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('site-editor')?.shadowRoot?.activeElement?.tagName,
        ),
      )
      .toBe('IFRAME');
  });
});

test('a user without upload_files is offered no upload', async ({ page }) => {
  // A host of its own, whose author is a contributor: they write drafts, they may not upload.
  const dataDir = mkdtempSync(join(tmpdir(), 'media-library-contributor-'));
  execFileSync(process.execPath, ['dist/demo-server.mjs', '--seed'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const db = new Database(join(dataDir, 'demo.sqlite'));
  db.prepare(
    "UPDATE usermeta SET meta_value = ? WHERE meta_key = 'capabilities' AND user_id = (SELECT id FROM users WHERE login = 'author')",
  ).run(JSON.stringify({ contributor: true }));
  db.close();
  const host = await startDemoHost({ DATA_DIR: dataDir });
  try {
    await page.goto(`${host.url}/login?redirect_to=%2Fposts`);
    await page.getByLabel('Username').fill('author');
    await page.getByLabel('Password').fill('author');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const nonce = (
      await (await page.request.get(`${host.url}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
    ).trim();
    const draft = await page.request.post(`${host.url}/wp-json/wp/v2/posts`, {
      headers: { 'X-WP-Nonce': nonce },
      data: { title: 'A contributor draft' },
    });
    expect(draft.status()).toBe(201);
    await page.goto(`${host.url}/posts?layout=table`);
    const app = page.locator('site-editor');
    const row = app.locator('tbody tr', { hasText: 'A contributor draft' });
    await row.getByRole('button', { name: 'Actions' }).click();
    await app.getByRole('menuitem', { name: 'Quick edit' }).click();
    const asked = page.waitForResponse(
      (response) =>
        response.request().method() === 'OPTIONS' && response.url().includes('/wp/v2/media'),
    );
    await app
      .getByRole('region', { name: 'A contributor draft' })
      .getByRole('button', { name: 'Set featured image' })
      .click();
    const library = app.getByRole('dialog', { name: 'Featured image' });
    await expect(library.getByRole('option', { name: 'Open sea' })).toBeVisible();
    expect((await asked).headers().allow).not.toContain('POST');
    // The host was asked (OPTIONS): no POST for this user, so no upload, nor a file input.
    await expect(library.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
    await expect(library.locator('input[type="file"]')).toHaveCount(0);
    await expect(library.getByRole('searchbox', { name: 'Search media' })).toBeVisible();
  } finally {
    host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
