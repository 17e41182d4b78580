import { expect } from '@esm-bundle/chai';
import { blockCustomCss, generateStylesheet, mergeGlobalStyles } from '../../../src/global-styles';
import { blockTypes } from './fixtures/block-types';

describe('blockCustomCss', () => {
  it('applies plain declarations to the block and & rules nested under it', () => {
    expect(
      blockCustomCss('color: red; margin: auto; &.one{color: blue;} & .two{color: green;}', '.foo'),
    ).to.equal(
      ':root :where(.foo){color: red; margin: auto;}:root :where(.foo.one){color: blue;}:root :where(.foo .two){color: green;}',
    );
  });

  it('keeps pseudo elements outside the specificity cap', () => {
    expect(
      blockCustomCss(
        '&::before{color: blue;} & ::before{color: green;} &.one::before{color: yellow;}',
        '.foo',
      ),
    ).to.equal(
      ':root :where(.foo)::before{color: blue;}:root :where(.foo) ::before{color: green;}:root :where(.foo.one)::before{color: yellow;}',
    );
  });

  it('nests under every selector of a compound block selector', () => {
    expect(
      blockCustomCss('color: red; &.one{color: blue;} & .two{color: green;}', '.foo, .bar'),
    ).to.equal(
      ':root :where(.foo, .bar){color: red;}:root :where(.foo.one, .bar.one){color: blue;}:root :where(.foo .two, .bar .two){color: green;}',
    );
  });

  it('prints nothing for empty CSS', () => {
    expect(blockCustomCss('', '.foo')).to.equal('');
  });
});

describe('custom CSS in the stylesheet', () => {
  const merged = mergeGlobalStyles(
    {
      theme: {
        version: 3,
        styles: {
          blocks: {
            'core/paragraph': { css: 'text-wrap: pretty; &:first-letter{font-size: 2em;}' },
            'core/image': { variations: { rounded: { css: 'overflow: hidden;' } } },
          },
        },
      },
      user: { styles: { css: 'body { accent-color: tomato; }' } },
    },
    { blockTypes },
  );
  const css = generateStylesheet(merged, { blockTypes });

  it('prints a block’s custom CSS right after its styles', () => {
    expect(css).to.contain(
      ':root :where(p){text-wrap: pretty;}:root :where(p:first-letter){font-size: 2em;}',
    );
  });

  it('prints a variation’s custom CSS under the variation’s selector', () => {
    expect(css).to.contain(':root :where(.wp-block-image.is-style-rounded){overflow: hidden;}');
  });

  it('puts the site’s custom CSS last, as written', () => {
    expect(css.endsWith('body { accent-color: tomato; }')).to.equal(true);
  });
});
