import { expect } from '@esm-bundle/chai';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';
import { siteStylesheet } from '../../../src/global-styles/site-stylesheet';
import { blockTypes } from './fixtures/block-types';

const theme: ThemeJson = {
  version: 3,
  settings: {
    color: {
      text: true,
      palette: [{ slug: 'grey', color: 'grey' }],
      gradients: [
        {
          name: 'Custom gradient',
          slug: 'custom-gradient',
          gradient: 'linear-gradient(135deg,rgba(0,0,0) 0%,rgb(0,0,0) 100%)',
        },
      ],
      duotone: [{ name: 'Custom Duotone', slug: 'custom-duotone', colors: ['#333333', '#aaaaaa'] }],
    },
    typography: {
      fontFamilies: [{ name: 'Arial', slug: 'arial', fontFamily: 'Arial, serif' }],
      fontSizes: [
        { slug: 'small', size: '14px' },
        { slug: 'big', size: '41px' },
      ],
    },
    blocks: {
      'core/group': {
        custom: { 'base-font': 16, 'line-height': { small: 1.2, medium: 1.4, large: 1.8 } },
      },
    },
  },
  styles: {
    color: { text: 'var:preset|color|grey' },
    elements: {
      link: { color: { text: '#111', background: '#333' } },
      button: { shadow: '10px 10px 5px 0px rgba(0,0,0,0.66)' },
    },
    blocks: {
      'core/cover': { dimensions: { aspectRatio: '16/9' } },
      'core/group': {
        color: { gradient: 'var:preset|gradient|custom-gradient' },
        border: { radius: '10px' },
        dimensions: { minHeight: '50vh' },
        elements: { link: { color: { text: '#111' } } },
        spacing: { padding: '24px' },
      },
      'core/heading': {
        color: { text: '#123456' },
        elements: {
          link: { color: { text: '#111', background: '#333' }, typography: { fontSize: '60px' } },
        },
      },
      'core/media-text': { typography: { textAlign: 'center' } },
      'core/post-date': {
        color: { text: '#123456' },
        elements: { link: { color: { background: '#777', text: '#555' } } },
      },
      'core/post-excerpt': { typography: { textColumns: 2 } },
      'core/image': {
        border: { radius: { topLeft: '10px', bottomRight: '1em' } },
        spacing: { margin: { bottom: '30px' } },
        filter: { duotone: 'var:preset|duotone|custom-duotone' },
      },
    },
  },
};

const variables =
  ':root{--wp--preset--color--grey: grey;--wp--preset--gradient--custom-gradient: linear-gradient(135deg,rgba(0,0,0) 0%,rgb(0,0,0) 100%);--wp--preset--duotone--custom-duotone: url(#wp-duotone-custom-duotone);--wp--preset--font-size--small: 14px;--wp--preset--font-size--big: 41px;--wp--preset--font-family--arial: Arial, serif;}' +
  '.wp-block-group{--wp--custom--base-font: 16;--wp--custom--line-height--small: 1.2;--wp--custom--line-height--medium: 1.4;--wp--custom--line-height--large: 1.8;}';

const styles =
  ':where(body) { margin: 0; }.wp-site-blocks > .alignleft { float: left; margin-right: 2em; }.wp-site-blocks > .alignright { float: right; margin-left: 2em; }.wp-site-blocks > .aligncenter { justify-content: center; margin-left: auto; margin-right: auto; }' +
  ':where(.is-layout-flex){gap: 0.5em;}:where(.is-layout-grid){gap: 0.5em;}' +
  '.is-layout-flow > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}.is-layout-flow > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}.is-layout-flow > .aligncenter{margin-left: auto !important;margin-right: auto !important;}' +
  '.is-layout-constrained > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}.is-layout-constrained > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}.is-layout-constrained > .aligncenter{margin-left: auto !important;margin-right: auto !important;}.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){margin-left: auto !important;margin-right: auto !important;}' +
  'body .is-layout-flex{display: flex;}.is-layout-flex{flex-wrap: wrap;align-items: center;}.is-layout-flex > :is(*, div){margin: 0;}body .is-layout-grid{display: grid;}.is-layout-grid > :is(*, div){margin: 0;}' +
  'body{color: var(--wp--preset--color--grey);}' +
  'a:where(:not(.wp-element-button)){background-color: #333;color: #111;}' +
  ':root :where(.wp-element-button, .wp-block-button__link){box-shadow: 10px 10px 5px 0px rgba(0,0,0,0.66);}' +
  ':root :where(.wp-block-cover){min-height: unset;aspect-ratio: 16/9;}' +
  ':root :where(.wp-block-group){background: var(--wp--preset--gradient--custom-gradient);border-radius: 10px;min-height: 50vh;padding: 24px;}' +
  ':root :where(.wp-block-group a:where(:not(.wp-element-button))){color: #111;}' +
  ':root :where(.wp-block-heading){color: #123456;}' +
  ':root :where(.wp-block-heading a:where(:not(.wp-element-button))){background-color: #333;color: #111;font-size: 60px;}' +
  ':root :where(.wp-block-media-text){text-align: center;}' +
  ':root :where(.wp-block-post-date){color: #123456;}' +
  ':root :where(.wp-block-post-date a:where(:not(.wp-element-button))){background-color: #777;color: #555;}' +
  ':root :where(.wp-block-post-excerpt){column-count: 2;}' +
  ':root :where(.wp-block-image){margin-bottom: 30px;}' +
  ':root :where(.wp-block-image img, .wp-block-image .wp-block-image__crop-area, .wp-block-image .components-placeholder){border-top-left-radius: 10px;border-bottom-right-radius: 1em;}' +
  ':root :where(.wp-block-image img, .wp-block-image .components-placeholder){filter: var(--wp--preset--duotone--custom-duotone);}';

const presets =
  '.has-grey-color{color: var(--wp--preset--color--grey) !important;}.has-grey-background-color{background-color: var(--wp--preset--color--grey) !important;}.has-grey-border-color{border-color: var(--wp--preset--color--grey) !important;}' +
  '.has-custom-gradient-gradient-background{background: var(--wp--preset--gradient--custom-gradient) !important;}' +
  '.has-small-font-size{font-size: var(--wp--preset--font-size--small) !important;}.has-big-font-size{font-size: var(--wp--preset--font-size--big) !important;}' +
  '.has-arial-font-family{font-family: var(--wp--preset--font-family--arial) !important;}';

describe('generateStylesheet', () => {
  const merged = mergeGlobalStyles({ theme });

  it('prints variables, styles and preset classes in that order', () => {
    expect(generateStylesheet(merged, { blockTypes })).to.equal(variables + styles + presets);
  });

  it('prints only the parts asked for, always in stylesheet order', () => {
    expect(generateStylesheet(merged, { blockTypes, parts: ['variables'] })).to.equal(variables);
    expect(generateStylesheet(merged, { blockTypes, parts: ['styles'] })).to.equal(styles);
    expect(generateStylesheet(merged, { blockTypes, parts: ['presets', 'variables'] })).to.equal(
      variables + presets,
    );
  });

  it('prints only the origins asked for', () => {
    const withUser = mergeGlobalStyles({
      theme,
      user: { settings: { color: { palette: { custom: [{ slug: 'custom-1', color: '#f00' }] } } } },
    });
    const css = generateStylesheet(withUser, { parts: ['variables'], origins: ['custom'] });
    expect(css).to.equal(
      ':root{--wp--preset--color--custom-1: #f00;}.wp-block-group{--wp--custom--base-font: 16;--wp--custom--line-height--small: 1.2;--wp--custom--line-height--medium: 1.4;--wp--custom--line-height--large: 1.8;}',
    );
  });

  it('prints nothing for an empty document', () => {
    expect(generateStylesheet({})).to.equal('');
  });

  it('is what siteStylesheet gives for the same layers', () => {
    expect(siteStylesheet({ theme, blockTypes })).to.equal(variables + styles + presets);
  });
});
