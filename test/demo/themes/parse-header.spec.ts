import { expect, test } from '@playwright/test';
import { parseThemeHeader } from '../../../demo/server/themes/parse-header';

test('reads the style.css header, whatever the capitalisation and decoration', () => {
  const css = `/*!
 * Licence banner: MIT
 */
/**
 * theme name: Harbour
 * Theme URI: https://example.com/harbour
 * AUTHOR: Jo Bloggs
 * Description: A quiet theme: sea colours, big type.
 * Requires at least: 6.5
 * Tested up to: 6.8
 * Requires PHP: 8.0
 * Template: meridian
 * Tags: blog,  two-columns , ,dark
 */
body { color: red; }
/* Description: a later comment does not override the header */`;
  expect(parseThemeHeader(css, 'harbour/style.css')).toEqual({
    name: 'Harbour',
    themeUri: 'https://example.com/harbour',
    author: 'Jo Bloggs',
    requiresAtLeast: '6.5',
    testedUpTo: '6.8',
    requiresPhp: '8.0',
    template: 'meridian',
    tags: ['blog', 'two-columns', 'dark'],
    description: 'A quiet theme: sea colours, big type.',
  });
});

test('a header far below the top of the file is not a header', () => {
  const css = `${'body { color: red; }\n'.repeat(1000)}/* Theme Name: Buried */`;
  expect(() => parseThemeHeader(css, 'buried/style.css')).toThrow('buried/style.css');
});
