// The demo host: a small Node server that plays the host CMS for the elements. It serves the demo
// pages and a WordPress-compatible REST API over SQLite (see docs/host-contract.md).
//   node dist/demo-server.mjs                      serve on 127.0.0.1:$PORT (default 8080)
//   node dist/demo-server.mjs --seed [--pages N]   seed (plus N extra pages) and exit
//   node dist/demo-server.mjs --font-families N    font collection padded to N families
//   node dist/demo-server.mjs --welcome-guide-seen  seeded users start with that guide closed
// DATA_DIR holds the database (default .data); THEME_DIR adds a theme and activates it.
import { readCommandLine, readConfig } from './config';
import { createHttpServer } from './http/server';
import { createRestApi } from './rest/routes';
import { seedExtraPages } from './seed/extra-pages';
import { closeWelcomeGuide, seedBase } from './seed/seed';
import { openSite } from './site/site';

function main(): void {
  const config = readConfig();
  const commandLine = readCommandLine(process.argv.slice(2));
  const site = openSite(config);
  const started = performance.now();
  const seeded = seedBase(site);
  const added = seedExtraPages(site.db, commandLine.extraPages);
  if (commandLine.welcomeGuideSeen) closeWelcomeGuide(site);
  if (seeded || added) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `Seeded ${seeded ? 'the demo site' : 'nothing new'}${added ? ` and ${added} extra pages` : ''} in ${seconds} s (${config.dataDir}).`,
    );
  }
  if (config.extraThemeDir) {
    const theme = site.themes.all().find((t) => t.dir === config.extraThemeDir);
    if (theme) site.themes.activate(theme.stylesheet);
  }
  if (commandLine.seedOnly) {
    if (!seeded && !added) console.log(`Already seeded, nothing to add (${config.dataDir}).`);
    site.db.close();
    return;
  }
  const server = createHttpServer(
    site,
    createRestApi({ fontCollectionFamilies: commandLine.fontFamilies }),
  );
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `Demo host running at http://${config.host}:${port}/ (active theme: ${site.themes.active().stylesheet})`,
    );
  });
  const stop = () => {
    server.close();
    site.db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
