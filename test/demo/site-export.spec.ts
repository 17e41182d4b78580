// The site export (GET /wp-block-editor/v1/export), as WordPress 7.1 builds it: a zip of the
// active theme's files, every template and part as the site has them now (a customised one in
// the user's version, template-part blocks without their theme attribute), and theme.json merged
// with the user's global styles; only for users who may export.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { type RestClient, globalStylesId, restAs } from '../fixtures/host';

const THEME_DIR = 'demo/themes/meridian';

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function exported(client: RestClient) {
  const response = await client.get('wp-block-editor/v1/export');
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(response.headers()['content-disposition']).toBe('attachment; filename=meridian.zip');
  return unzipSync(new Uint8Array(await response.body()));
}

test('the export is the theme with the site’s templates, parts and styles folded in', async ({
  request,
}) => {
  const admin = await restAs(request, 'admin');
  const stylesId = await globalStylesId(admin);
  const original = await (
    await admin.get(`wp/v2/global-styles/${stylesId}`, { query: { context: 'edit' } })
  ).json();
  const customised =
    '<!-- wp:template-part {"slug":"header","theme":"meridian","tagName":"header"} /-->\n' +
    '<!-- wp:paragraph --><p>Exported quokka</p><!-- /wp:paragraph -->';
  try {
    expect(
      (
        await admin.post(`wp/v2/global-styles/${stylesId}`, {
          styles: { ...original.styles, color: { background: '#123456' } },
          settings: original.settings,
        })
      ).status(),
    ).toBe(200);
    expect(
      (await admin.post('wp/v2/templates/meridian//index', { content: customised })).status(),
    ).toBe(200);

    const zip = await exported(admin);
    const names = Object.keys(zip);
    // Every file of the theme, templates/ and parts/ and theme.json among them.
    for (const file of filesOf(THEME_DIR)) expect(names).toContain(file);
    expect(names).toContain('templates/');
    expect(names).toContain('parts/');
    // The customised template in the user's version, its part block naming no theme.
    expect(strFromU8(zip['templates/index.html']!)).toBe(
      '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->\n' +
        '<!-- wp:paragraph --><p>Exported quokka</p><!-- /wp:paragraph -->',
    );
    // An untouched one as the theme has it.
    expect(strFromU8(zip['templates/404.html']!)).toBe(
      readFileSync(join(THEME_DIR, 'templates/404.html'), 'utf8'),
    );
    expect(strFromU8(zip['parts/header.html']!)).toBe(
      readFileSync(join(THEME_DIR, 'parts/header.html'), 'utf8'),
    );
    // theme.json: the schema first, tabs, the theme's settings with the user's styles over them.
    const text = strFromU8(zip['theme.json']!);
    expect(text.startsWith('{\n\t"$schema": "https://schemas.wp.org/wp/7.1/theme.json",')).toBe(
      true,
    );
    const themeJson = JSON.parse(text);
    const source = JSON.parse(readFileSync(join(THEME_DIR, 'theme.json'), 'utf8'));
    expect(themeJson.version).toBe(source.version);
    expect(themeJson.settings.color.palette).toEqual(source.settings.color.palette);
    expect(themeJson.styles.color.background).toBe('#123456');
    expect(themeJson).not.toHaveProperty('isGlobalStylesUserThemeJSON');
  } finally {
    await admin.post(`wp/v2/global-styles/${stylesId}`, {
      styles: original.styles,
      settings: original.settings,
    });
    await admin.delete('wp/v2/templates/meridian//index', { query: { force: true } });
  }
});

test('only users who may export get it', async ({ playwright }) => {
  for (const user of ['editor', 'author'] as const) {
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const client = await restAs(context, user);
    const response = await client.get('wp-block-editor/v1/export');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      code: 'rest_cannot_export_templates',
      message: 'Sorry, you are not allowed to export templates and template parts.',
      data: { status: 403 },
    });
    await context.dispose();
  }
});
