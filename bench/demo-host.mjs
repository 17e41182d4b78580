// Starts the built demo host on a port of its own with a throw-away data directory, for the
// benchmarks; `stop()` ends it and removes the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `args` go to the server (`['--pages', '10000']` seeds that many extra pages first). */
export async function startDemoHost(port, args = []) {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'site-editor-bench-'));
  const host = spawn('node', ['dist/demo-server.mjs', '--welcome-guide-seen', ...args], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const stop = () => {
    host.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${baseURL}/wp-json/`)).ok) return { baseURL, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The demo host did not start.');
}
