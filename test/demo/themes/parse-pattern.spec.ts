import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadTheme } from '../../../demo/server/themes/load-theme';
import { parsePattern, resolvePatternMarkup } from '../../../demo/server/themes/parse-pattern';
import { captureWarnings, shippedThemesRoot, styleCss, tempThemes } from './fixtures';

const fullHeader = `<?php
/**
 * Title: Pricing table
 * Slug: acme/pricing
 * Description: Three plans side by side: basic, plus, pro.
 * Categories:  call-to-action ,featured,
 * Keywords: price, plans , subscription
 * Viewport Width: 1280
 * Inserter: yes
 * Block Types: core/group, core/columns
 * Post Types: page, wp_template
 * Template Types: front-page
 */
?>
<!-- wp:paragraph --><p>Plans</p><!-- /wp:paragraph -->
`;

test('reads every header key, trimming comma-separated lists', () => {
  const pattern = parsePattern(fullHeader, 'pricing.php');
  expect(pattern).toEqual({
    name: 'acme/pricing',
    title: 'Pricing table',
    description: 'Three plans side by side: basic, plus, pro.',
    categories: ['call-to-action', 'featured'],
    keywords: ['price', 'plans', 'subscription'],
    viewportWidth: 1280,
    inserter: true,
    blockTypes: ['core/group', 'core/columns'],
    postTypes: ['page', 'wp_template'],
    templateTypes: ['front-page'],
    content: '<!-- wp:paragraph --><p>Plans</p><!-- /wp:paragraph -->',
    source: 'theme',
  });
});

test('keys missing from the header get empty defaults', () => {
  const pattern = parsePattern(
    '<?php /** Title: Bare\n Slug: acme/bare */ ?>\n<p>x</p>',
    'bare.php',
  );
  expect(pattern).toMatchObject({
    description: '',
    categories: [],
    keywords: [],
    inserter: true,
    blockTypes: [],
    postTypes: [],
    templateTypes: [],
  });
  expect(pattern?.viewportWidth).toBeUndefined();
});

test('"Inserter: no" hides a pattern from the inserter', () => {
  const pattern = parsePattern(
    '<?php\n/**\n * Title: Hidden\n * Slug: acme/hidden\n * Inserter: no\n */\n?>\n<p>x</p>',
    'hidden.php',
  );
  expect(pattern?.inserter).toBe(false);
});

test('translation calls become their escaped text, whether printed or echoed', () => {
  const markup = [
    `<p><?php esc_html_e( 'Fish & chips', 'acme' ); ?></p>`,
    `<p><?php _e( "Say \\"hi\\"", 'acme' ); ?></p>`,
    `<p><?php echo esc_html__( 'Read more', 'acme' ); ?></p>`,
    `<p><?php echo __( 'It\\'s <b>bold</b>', 'acme' ); ?></p>`,
    `<a title="<?php esc_attr_e( 'Open "this"', 'acme' ); ?>">x</a>`,
    `<h1><?php echo esc_html_x( 'Post', 'noun', 'acme' ); ?></h1>`,
  ].join('\n');
  expect(resolvePatternMarkup(markup).split('\n')).toEqual([
    '<p>Fish &amp; chips</p>',
    '<p>Say &quot;hi&quot;</p>',
    '<p>Read more</p>',
    '<p>It&#039;s &lt;b&gt;bold&lt;/b&gt;</p>',
    '<a title="Open &quot;this&quot;">x</a>',
    '<h1>Post</h1>',
  ]);
});

test('any other PHP is dropped, including a returned string nobody echoes', () => {
  const markup = [
    `<img src="<?php echo esc_url( get_template_directory_uri() ); ?>/a.jpg" alt=""/>`,
    `<p><?php esc_html__( 'Never printed', 'acme' ); ?>kept</p>`,
    '<p><?php /* a note */ ?>text<?php if ( $x ) { echo 1; } ?></p>',
  ].join('\n');
  expect(resolvePatternMarkup(markup).split('\n')).toEqual([
    '<img src="/a.jpg" alt=""/>',
    '<p>kept</p>',
    '<p>text</p>',
  ]);
});

test('a pattern without a Title or Slug is skipped with a warning naming the file', () => {
  let withoutTitle: unknown = 'unset';
  let withoutSlug: unknown = 'unset';
  const warnings = captureWarnings(() => {
    withoutTitle = parsePattern('<?php /** Slug: acme/x */ ?><p>x</p>', 'no-title.php');
    withoutSlug = parsePattern('<?php /** Title: X */ ?><p>x</p>', 'no-slug.php');
  });
  expect(withoutTitle).toBeNull();
  expect(withoutSlug).toBeNull();
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toContain('no-title.php');
  expect(warnings[1]).toContain('no-slug.php');
});

test('a theme keeps its good patterns when one is broken or duplicates a slug', () => {
  const themes = tempThemes();
  try {
    const dir = themes.theme('mixed', {
      'style.css': styleCss('Mixed'),
      'patterns/a-good.php': '<?php /** Title: Good\n Slug: mixed/good */ ?>\n<p>good</p>',
      'patterns/b-untitled.php': '<?php /** Slug: mixed/untitled */ ?>\n<p>no title</p>',
      'patterns/c-copy.php': '<?php /** Title: Copy\n Slug: mixed/good */ ?>\n<p>copy</p>',
      'patterns/notes.txt': 'not a pattern',
    });
    let names: string[] = [];
    const warnings = captureWarnings(() => {
      names = loadTheme(dir).patterns.map((pattern) => pattern.title);
    });
    expect(names).toEqual(['Good']);
    expect(warnings.some((warning) => warning.includes('b-untitled.php'))).toBe(true);
    expect(warnings.some((warning) => warning.includes('c-copy.php'))).toBe(true);
  } finally {
    themes.remove();
  }
});

test('the shipped call-to-action pattern resolves its translations to plain text', () => {
  const { patterns } = loadTheme(join(shippedThemesRoot, 'meridian'));
  const cta = patterns.find((pattern) => pattern.name === 'meridian/call-to-action');
  expect(cta?.categories).toContain('call-to-action');
  expect(cta?.content).toContain('>Subscribe</a>');
  expect(cta?.content).toContain('title="Opens the &quot;subscribe&quot; form"');
  const hero = patterns.find((pattern) => pattern.name === 'meridian/hero');
  expect(hero?.content).toContain('design, craft &amp; the quieter corners');
  expect(hero?.viewportWidth).toBe(1200);
});
