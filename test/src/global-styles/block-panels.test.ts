// Which controls and panels a block gets in the Styles sidebar (spec 2.4), the blocks list's
// order and search, and the border's fallback style (spec 5).
import { expect } from '@esm-bundle/chai';
import {
  blockControls,
  blockPanels,
  blockStyleVariations,
  coreFirst,
  isCustomisable,
  matchesBlockSearch,
} from '../../../src/global-styles/block-panels';
import { fallbackBorderStyle } from '../../../src/global-styles/border-fallback';

const all = {
  spacing: { padding: true, margin: true, blockGap: true },
  dimensions: { minHeight: true, aspectRatio: true },
  border: { color: true, radius: true, style: true, width: true },
  color: { duotone: { theme: [{ slug: 'dusk', colors: ['#000', '#fff'] }] } },
  shadow: { presets: { theme: [{ slug: 'soft', shadow: '0 1px 2px red' }] } },
};

describe('block panels', () => {
  it('offers a control only where the block supports it and the settings allow it', () => {
    const group = {
      name: 'core/group',
      supports: {
        spacing: { padding: true, blockGap: true },
        __experimentalBorder: { radius: true },
      },
    };
    const controls = blockControls(group, all);
    expect(controls.padding).to.equal(true);
    expect(controls.margin).to.equal(false);
    expect(controls.borderRadius).to.equal(true);
    expect(controls.borderColor).to.equal(false);
    expect(blockControls(group, { ...all, spacing: { padding: false } }).padding).to.equal(false);
    expect(blockPanels(group, all)).to.deep.equal(['dimensions', 'border']);
  });

  it('hides block spacing and aspect ratio when the block skips their serialisation', () => {
    const skipping = {
      name: 'core/navigation',
      supports: {
        spacing: { blockGap: true, __experimentalSkipSerialization: ['blockGap'] },
        dimensions: { aspectRatio: true, __experimentalSkipSerialization: true },
      },
    };
    expect(blockControls(skipping, all).blockGap).to.equal(false);
    expect(blockControls(skipping, all).aspectRatio).to.equal(false);
    expect(isCustomisable(skipping, all)).to.equal(false);
  });

  it('lists a block with only style variations, and never the default variation', () => {
    const quote = {
      name: 'core/quote',
      supports: {},
      styles: [
        { name: 'default', label: 'Default', isDefault: true },
        { name: 'plain', label: 'Plain' },
      ],
    };
    expect(blockStyleVariations(quote)).to.deep.equal([{ name: 'plain', label: 'Plain' }]);
    expect(isCustomisable(quote, all)).to.equal(true);
  });

  it('orders core blocks first and searches titles, keywords and categories', () => {
    const blocks = [
      { name: 'acme/card', title: 'Card' },
      { name: 'core/button', title: 'Button', category: 'design' },
      { name: 'core/buttons', title: 'Buttons', keywords: ['link'] },
    ];
    expect(coreFirst(blocks).map((block) => block.name)).to.deep.equal([
      'core/button',
      'core/buttons',
      'acme/card',
    ]);
    expect(matchesBlockSearch(blocks[1]!, 'BUTT')).to.equal(true);
    expect(matchesBlockSearch(blocks[2]!, 'link')).to.equal(true);
    expect(matchesBlockSearch(blocks[1]!, 'design button')).to.equal(true);
    expect(matchesBlockSearch(blocks[0]!, 'button')).to.equal(false);
    expect(matchesBlockSearch(blocks[0]!, '  ')).to.equal(true);
  });
});

describe('the border fallback style', () => {
  it('is solid for a colour or a width without a style of its own or inherited', () => {
    expect(fallbackBorderStyle({ width: '1px' })).to.equal('solid');
    expect(fallbackBorderStyle({ color: '#000' })).to.equal('solid');
    expect(fallbackBorderStyle({ width: '1px', style: 'dashed' })).to.equal(undefined);
    expect(fallbackBorderStyle({ width: '1px' }, 'dotted')).to.equal(undefined);
    expect(fallbackBorderStyle({})).to.equal(undefined);
  });
});
