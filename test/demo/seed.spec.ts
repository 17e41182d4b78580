// Seeding runs the real bundle against a throw-away data directory: volume must take seconds,
// a second run must not duplicate anything, and a list of 10 000 pages must answer every query
// (how fast it answers is bench/host-lists.mjs's).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { postLogin } from '../fixtures/host';

const server = 'dist/demo-server.mjs';

function seed(dataDir: string, pages: number): { output: string; seconds: number } {
  const started = performance.now();
  const output = execFileSync(process.execPath, [server, '--seed', '--pages', String(pages)], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { output, seconds: (performance.now() - started) / 1000 };
}

function start(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+?)\/? /.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

test.describe('seeding', () => {
  test.setTimeout(60_000);
  let dataDir: string;

  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'demo-seed-'));
  });

  test.afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('10 000 extra pages seed in seconds, and seeding again adds nothing', async () => {
    const first = seed(dataDir, 10_000);
    expect(first.output).toContain('10000 extra pages');
    expect(first.seconds).toBeLessThan(10);
    console.log(`seed with 10 000 pages: ${first.seconds.toFixed(2)} s`);
    const second = seed(dataDir, 10_000);
    expect(second.output).toContain('Already seeded');
  });

  test('a list of 10 000 pages answers every query and counts right', async ({ playwright }) => {
    const { child, url } = await start(dataDir);
    const request = await playwright.request.newContext({ baseURL: url });
    try {
      await postLogin(request, { log: 'admin', pwd: 'admin' });
      const nonce = await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const headers = { 'X-WP-Nonce': nonce };
      const queries: Record<string, string> = {
        'first page': 'per_page=20',
        'page 400': 'per_page=20&page=400',
        'edit context, all statuses, authors embedded':
          'per_page=100&status=any&context=edit&_embed=author',
        'by hierarchy, deep page':
          'per_page=20&orderby=menu_order&order=asc&orderby_hierarchy=true&page=300',
        search: 'per_page=20&search=page%2099',
      };
      for (const [name, query] of Object.entries(queries)) {
        const response = await request.get(`/wp-json/wp/v2/pages?${query}`, { headers });
        expect(response.status(), name).toBe(200);
        expect(((await response.json()) as unknown[]).length, name).toBeGreaterThan(0);
      }
      const published = await request.get('/wp-json/wp/v2/pages?per_page=20', { headers });
      expect(Number(published.headers()['x-wp-total'])).toBeGreaterThan(9000);
      const restarted = seed(dataDir, 0);
      expect(restarted.output).toContain('Already seeded');
    } finally {
      await request.dispose();
      child.kill();
    }
  });

  test('THEME_DIR adds a theme and makes it the active one', async ({ playwright }) => {
    const themes = mkdtempSync(join(tmpdir(), 'demo-theme-'));
    const themeDir = join(themes, 'lighthouse');
    cpSync('demo/themes/meridian', themeDir, { recursive: true });
    const themeData = mkdtempSync(join(tmpdir(), 'demo-theme-data-'));
    const { child, url } = await start(themeData, { THEME_DIR: themeDir });
    const request = await playwright.request.newContext({ baseURL: url });
    try {
      await postLogin(request, { log: 'admin', pwd: 'admin' });
      const nonce = await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const list = (await (
        await request.get('/wp-json/wp/v2/themes', { headers: { 'X-WP-Nonce': nonce } })
      ).json()) as {
        stylesheet: string;
        status: string;
      }[];
      expect(list.map((theme) => theme.stylesheet).sort()).toEqual([
        'lighthouse',
        'meridian',
        'plainsong',
      ]);
      expect(list.find((theme) => theme.status === 'active')?.stylesheet).toBe('lighthouse');
    } finally {
      await request.dispose();
      child.kill();
      rmSync(themes, { recursive: true, force: true });
      rmSync(themeData, { recursive: true, force: true });
    }
  });
});
