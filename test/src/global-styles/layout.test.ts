import { expect } from '@esm-bundle/chai';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

function stylesCss(theme: ThemeJson): string {
  return generateStylesheet(mergeGlobalStyles({ theme }), { blockTypes, parts: ['styles'] });
}

const alignmentRules =
  '.wp-site-blocks > .alignleft { float: left; margin-right: 2em; }' +
  '.wp-site-blocks > .alignright { float: right; margin-left: 2em; }' +
  '.wp-site-blocks > .aligncenter { justify-content: center; margin-left: auto; margin-right: auto; }';

const layoutBase = (withSizes: boolean) =>
  '.is-layout-flow > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}' +
  '.is-layout-flow > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}' +
  '.is-layout-flow > .aligncenter{margin-left: auto !important;margin-right: auto !important;}' +
  '.is-layout-constrained > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}' +
  '.is-layout-constrained > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}' +
  '.is-layout-constrained > .aligncenter{margin-left: auto !important;margin-right: auto !important;}' +
  (withSizes
    ? '.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width: var(--wp--style--global--content-size);margin-left: auto !important;margin-right: auto !important;}' +
      '.is-layout-constrained > .alignwide{max-width: var(--wp--style--global--wide-size);}'
    : '.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){margin-left: auto !important;margin-right: auto !important;}') +
  'body .is-layout-flex{display: flex;}' +
  '.is-layout-flex{flex-wrap: wrap;align-items: center;}' +
  '.is-layout-flex > :is(*, div){margin: 0;}' +
  'body .is-layout-grid{display: grid;}' +
  '.is-layout-grid > :is(*, div){margin: 0;}';

describe('layout', () => {
  it('declares content and wide sizes and prints block gap for every layout', () => {
    expect(
      stylesCss({
        version: 3,
        settings: {
          layout: { contentSize: '640px', wideSize: '1200px' },
          spacing: { blockGap: true },
        },
        styles: { spacing: { blockGap: 'var:preset|spacing|60' } },
      }),
    ).to.equal(
      ':root { --wp--style--global--content-size: 640px;--wp--style--global--wide-size: 1200px; }' +
        ':where(body) { margin: 0; }' +
        alignmentRules +
        ':where(.wp-site-blocks) > * { margin-block-start: var(--wp--preset--spacing--60); margin-block-end: 0; }' +
        ':where(.wp-site-blocks) > :first-child { margin-block-start: 0; }' +
        ':where(.wp-site-blocks) > :last-child { margin-block-end: 0; }' +
        ':root { --wp--style--block-gap: var(--wp--preset--spacing--60); }' +
        ':root :where(.is-layout-flow) > :first-child{margin-block-start: 0;}' +
        ':root :where(.is-layout-flow) > :last-child{margin-block-end: 0;}' +
        ':root :where(.is-layout-flow) > *{margin-block-start: var(--wp--preset--spacing--60);margin-block-end: 0;}' +
        ':root :where(.is-layout-constrained) > :first-child{margin-block-start: 0;}' +
        ':root :where(.is-layout-constrained) > :last-child{margin-block-end: 0;}' +
        ':root :where(.is-layout-constrained) > *{margin-block-start: var(--wp--preset--spacing--60);margin-block-end: 0;}' +
        ':root :where(.is-layout-flex){gap: var(--wp--preset--spacing--60);}' +
        ':root :where(.is-layout-grid){gap: var(--wp--preset--spacing--60);}' +
        layoutBase(true),
    );
  });

  it('falls back to a low-specificity flex and grid gap when the theme has no block gap', () => {
    expect(
      stylesCss({
        version: 3,
        settings: { spacing: { blockGap: null } },
        styles: {
          spacing: { blockGap: '1em' },
          blocks: { 'core/columns': { color: { text: 'red' } } },
        },
      }),
    ).to.equal(
      ':where(body) { margin: 0; }' +
        alignmentRules +
        ':where(.is-layout-flex){gap: 0.5em;}' +
        ':where(.is-layout-grid){gap: 0.5em;}' +
        layoutBase(false) +
        ':root :where(.wp-block-columns){color: red;}' +
        ':where(.wp-block-columns.is-layout-flex){gap: 2em;}' +
        ':where(.wp-block-columns.is-layout-grid){gap: 2em;}',
    );
  });

  it('prints a block’s own gap (zero included) for blocks with layout support only', () => {
    const css = stylesCss({
      version: 3,
      settings: { spacing: { blockGap: true } },
      styles: {
        spacing: { blockGap: '1rem' },
        blocks: {
          'core/buttons': { spacing: { blockGap: 0 } },
          'core/group': { spacing: { blockGap: { top: '1em', left: '2em' } } },
          'core/columns': { spacing: { blockGap: false } },
          'core/code': { spacing: { blockGap: '3rem' } },
        },
      },
    });
    expect(css).to.contain(
      ':root :where(.wp-block-buttons-is-layout-flow) > *{margin-block-start: 0;margin-block-end: 0;}',
    );
    expect(css).to.contain(':root :where(.wp-block-buttons-is-layout-flex){gap: 0;}');
    expect(css).to.contain(':root :where(.wp-block-group-is-layout-grid){gap: 1em 2em;}');
    expect(css).not.to.contain('wp-block-columns-is-layout');
    expect(css).not.to.contain('wp-block-code-is-layout');
  });

  it('turns root padding into variables when alignments are root padding aware', () => {
    const css = stylesCss({
      version: 3,
      settings: { useRootPaddingAwareAlignments: true },
      styles: {
        spacing: { padding: { top: '10px', right: '12px', bottom: '10px', left: '12px' } },
      },
    });
    expect(css).to.contain(
      '.wp-site-blocks { padding-top: var(--wp--style--root--padding-top); padding-bottom: var(--wp--style--root--padding-bottom); }',
    );
    expect(css).to.contain(
      '.has-global-padding > .alignfull { margin-right: calc(var(--wp--style--root--padding-right) * -1); margin-left: calc(var(--wp--style--root--padding-left) * -1); }',
    );
    expect(
      css.endsWith(
        'body{--wp--style--root--padding-top: 10px;--wp--style--root--padding-right: 12px;--wp--style--root--padding-bottom: 10px;--wp--style--root--padding-left: 12px;}',
      ),
    ).to.equal(true);
  });

  it('keeps root padding as padding otherwise', () => {
    const css = stylesCss({
      version: 3,
      styles: {
        spacing: { padding: { top: '10px', right: '12px', bottom: '10px', left: '12px' } },
      },
    });
    expect(css).not.to.contain('has-global-padding');
    expect(
      css.endsWith(
        'body{padding-top: 10px;padding-right: 12px;padding-bottom: 10px;padding-left: 12px;}',
      ),
    ).to.equal(true);
  });
});
