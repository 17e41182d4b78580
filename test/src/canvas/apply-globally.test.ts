import { expect } from '@esm-bundle/chai';
import {
  mergeStyles,
  offersApplyGlobally,
  stylesToApply,
} from '../../../src/canvas/apply-globally';

const button = {
  color: { background: true, text: true, gradients: true },
  typography: { fontSize: true },
  spacing: { padding: true },
  __experimentalBorder: { radius: true, color: true },
};

describe('Apply globally', () => {
  it('is offered for blocks supporting border, colour, spacing or typography only', () => {
    expect(offersApplyGlobally(button)).to.equal(true);
    expect(offersApplyGlobally({ spacing: { margin: true } })).to.equal(true);
    expect(offersApplyGlobally({ html: false, align: true })).to.equal(false);
    expect(offersApplyGlobally(undefined)).to.equal(false);
  });

  it('moves preset colours as references and clears them from the block', () => {
    const applied = stylesToApply(
      { text: 'Go', backgroundColor: 'accent', textColor: 'base' },
      button,
    );
    expect(applied?.styles).to.deep.equal({
      color: { background: 'var:preset|color|accent', text: 'var:preset|color|base' },
    });
    expect(applied?.attributes).to.deep.equal({ backgroundColor: undefined, textColor: undefined });
  });

  it('moves the style attribute’s supported groups, keeping the rest on the block', () => {
    const applied = stylesToApply(
      {
        style: {
          color: { background: '#ff0000' },
          border: { radius: '8px' },
          spacing: { padding: { top: '1em' } },
          shadow: 'var:preset|shadow|natural',
        },
        fontSize: 'large',
      },
      button,
    );
    expect(applied?.styles).to.deep.equal({
      color: { background: '#ff0000' },
      border: { radius: '8px' },
      spacing: { padding: { top: '1em' } },
      typography: { fontSize: 'var:preset|font-size|large' },
    });
    expect(applied?.attributes).to.deep.equal({
      style: { shadow: 'var:preset|shadow|natural' },
      fontSize: undefined,
    });
  });

  it('leaves what the block type does not support, and has nothing to move without a style', () => {
    expect(stylesToApply({ style: { typography: { fontSize: '3rem' } } }, { color: true })).to.be
      .undefined;
    expect(stylesToApply({ text: 'Plain' }, button)).to.be.undefined;
  });

  it('takes link colours with the colours, and clears an emptied style attribute', () => {
    const applied = stylesToApply(
      { style: { elements: { link: { color: { text: 'var:preset|color|accent' } } } } },
      { color: { link: true } },
    );
    expect(applied?.styles).to.deep.equal({
      elements: { link: { color: { text: 'var:preset|color|accent' } } },
    });
    expect(applied?.attributes).to.deep.equal({ style: undefined });
  });

  it('merges into the global block styles there are, the block’s values winning', () => {
    expect(
      mergeStyles(
        { color: { background: 'blue', text: 'white' }, border: { radius: '2px' } },
        { color: { background: 'red' } },
      ),
    ).to.deep.equal({ color: { background: 'red', text: 'white' }, border: { radius: '2px' } });
  });
});
