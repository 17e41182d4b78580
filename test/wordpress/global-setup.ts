// Brings up the WordPress lane's site once for all its tests, logs each user in once (their
// cookies are saved as Playwright storage states), and takes it all down at the end.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { startWordPress, wordpressUnavailable, wordpressUsers } from '../../scripts/wordpress.mjs';

export default async function globalSetup() {
  const why = wordpressUnavailable();
  if (why) {
    if (process.env.SITE_EDITOR_REQUIRE_WORDPRESS === '1') {
      throw new Error(
        `The WordPress lane must run here (SITE_EDITOR_REQUIRE_WORDPRESS=1), but: ${why}`,
      );
    }
    console.log(`\nWordPress lane skipped: ${why}\n`);
    process.env.WORDPRESS_LANE_SKIPPED = why;
    return undefined;
  }
  const started = Date.now();
  const wordpress = await startWordPress({ port: Number(process.env.WORDPRESS_PORT) });
  process.env.WORDPRESS_URL = wordpress.url;
  process.env.WORDPRESS_BASE = wordpress.base;
  process.env.WORDPRESS_SEED = JSON.stringify(wordpress.seeded);
  for (const { login } of wordpressUsers) {
    const context = await request.newContext({ baseURL: wordpress.url });
    await context.get('/wp-login.php'); // sets WordPress's test cookie
    const response = await context.post('/wp-login.php', {
      form: {
        log: login,
        pwd: login,
        'wp-submit': 'Log In',
        testcookie: '1',
        redirect_to: '/wp-admin/',
      },
      maxRedirects: 0,
    });
    if (response.status() !== 302)
      throw new Error(`${login} could not log in to WordPress (${response.status()})`);
    await context.storageState({ path: join(wordpress.base, `${login}.json`) });
    await context.dispose();
  }
  console.log(`\nWordPress 7.1 ready at ${wordpress.url} in ${Date.now() - started} ms\n`);
  return async () => {
    // WORDPRESS_LOG=1 prints what PHP's server said (requests, PHP warnings) when the lane ends.
    if (process.env.WORDPRESS_LOG) console.log(wordpress.serverLog());
    wordpress.stop();
    if (!process.env.WORDPRESS_KEEP) rmSync(wordpress.base, { recursive: true, force: true });
  };
}
