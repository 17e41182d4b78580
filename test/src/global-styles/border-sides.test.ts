import { expect } from '@esm-bundle/chai';
import {
  commonBorder,
  hasSplitBorder,
  sideBorder,
  withLinkedPart,
  withSidePart,
} from '../../../src/global-styles/border-sides';

describe('border sides', () => {
  const split = {
    color: '#111111',
    width: '2px',
    style: 'solid',
    top: { color: '#cc1818' },
    left: { width: '6px', style: 'dashed' },
  };

  it('reads a side as its own values over the border’s', () => {
    expect(hasSplitBorder({ color: '#000', width: '1px' })).to.equal(false);
    expect(hasSplitBorder(split)).to.equal(true);
    expect(sideBorder(split, 'top')).to.deep.equal({
      color: '#cc1818',
      style: 'solid',
      width: '2px',
    });
    expect(sideBorder(split, 'left')).to.deep.equal({
      color: '#111111',
      style: 'dashed',
      width: '6px',
    });
    expect(sideBorder(split, 'right')).to.deep.equal({
      color: '#111111',
      style: 'solid',
      width: '2px',
    });
  });

  it('shows only what all four sides share when linked', () => {
    expect(commonBorder(split)).to.deep.equal({});
    const red = { color: '#cc1818' };
    expect(commonBorder({ ...split, left: red, right: red, bottom: red })).to.deep.equal({
      color: '#cc1818',
      style: 'solid',
      width: '2px',
    });
  });

  it('writes every side in full when one changes, making it solid when it has no style', () => {
    expect(withSidePart({}, {}, 'top', 'color', '#cc1818')).to.deep.equal({
      top: { color: '#cc1818', style: 'solid' },
    });
    // The border's values move to the sides, the changed one taking its new value.
    const flat = { width: '2px', radius: '4px' };
    expect(withSidePart(flat, split, 'right', 'width', '3px')).to.deep.equal({
      radius: '4px',
      top: { color: '#cc1818', style: 'solid', width: '2px' },
      right: { color: '#111111', style: 'solid', width: '3px' },
      bottom: { color: '#111111', style: 'solid', width: '2px' },
      left: { color: '#111111', style: 'dashed', width: '6px' },
    });
    // A cleared value leaves no empty side behind.
    const own = { top: { width: '3px' }, radius: '4px' };
    expect(withSidePart(own, own, 'top', 'width', undefined)).to.deep.equal({ radius: '4px' });
  });

  it('writes a linked part to every side, dropping the sides’ own values of it', () => {
    expect(withLinkedPart(split, split, 'width', '1px')).to.deep.equal({
      color: '#111111',
      width: '1px',
      style: 'solid',
      top: { color: '#cc1818' },
      left: { style: 'dashed' },
    });
    const topRed = { top: { color: '#cc1818' } };
    expect(withLinkedPart(topRed, topRed, 'color', '#000')).to.deep.equal({
      color: '#000',
      style: 'solid',
    });
    const thin = { width: '1px', style: 'solid' };
    expect(withLinkedPart(thin, thin, 'width', undefined)).to.deep.equal({ style: 'solid' });
  });
});
