// No edit lost (issue 16), with a real host outage: a second demo host of our own, on its own
// port and data directory, stopped while a save is on its way and started again. The edits stay
// on screen, and the save goes once the host answers a later request.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { editor, type PageRecord, quickEdit, unique } from './kept-edits-helpers';

test.describe('a host stopped mid-save and started again', () => {
  // A second demo host of our own, on its own port and data directory, really stopped and
  // started again (the first one, playwright.config.ts's, is shared by every spec).
  const port = Number(process.env.E2E_SECOND_PORT ?? 8832);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'site-editor-outage-'));
  let server: ChildProcess | undefined;

  async function startHost() {
    server = spawn(process.execPath, ['dist/demo-server.mjs', '--welcome-guide-seen'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/wp-json/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 20_000 },
      )
      .toBe(200);
  }

  async function stopHost() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  test.afterAll(stopHost);

  test('the edits stay on screen, and are saved once the host answers again', async ({ page }) => {
    test.setTimeout(60_000);
    await startHost();
    await page.goto(`${origin}/login?redirect_to=%2F`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const nonce = (
      await (await page.request.get(`${origin}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
    ).trim();
    const headers = { 'X-WP-Nonce': nonce };
    const word = unique('Restarted');
    const created = (await (
      await page.request.post(`${origin}/wp-json/wp/v2/pages`, {
        headers,
        data: { title: `${word} page`, status: 'draft' },
      })
    ).json()) as PageRecord;
    const hostTitle = async () =>
      (
        (await (
          await page.request.get(`${origin}/wp-json/wp/v2/pages/${created.id}?context=edit`, {
            headers,
          })
        ).json()) as PageRecord
      ).title.raw;

    await page.goto(`${origin}/editor?p=/page&layout=table`);
    const panel = await quickEdit(page, word, created.title.raw);
    await panel.getByLabel('Title').fill(`${word} survived the restart`);

    await stopHost();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveValue(`${word} survived the restart`);

    await startHost();
    // The next request that gets an answer (another view's list) sends the save again.
    await editor(page).getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect.poll(hostTitle).toBe(`${word} survived the restart`);
    await expect(
      editor(page).getByText(`Unsaved changes to "${word} survived the restart" were saved.`),
    ).toBeVisible();
  });
});
