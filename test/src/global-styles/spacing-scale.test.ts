import { expect } from '@esm-bundle/chai';
import { mergeSpacingSizes, spacingSizesFromScale } from '../../../src/global-styles';

describe('spacingSizesFromScale', () => {
  it('multiplies outward from the medium step, which gets slug 50', () => {
    expect(
      spacingSizesFromScale({
        operator: '*',
        increment: 1.5,
        steps: 5,
        mediumStep: 1.5,
        unit: 'rem',
      }),
    ).to.deep.equal([
      { name: 'X-Small', slug: '30', size: '0.67rem' },
      { name: 'Small', slug: '40', size: '1rem' },
      { name: 'Medium', slug: '50', size: '1.5rem' },
      { name: 'Large', slug: '60', size: '2.25rem' },
      { name: 'X-Large', slug: '70', size: '3.38rem' },
    ]);
  });

  it('names further steps 2X, 3X... and puts the extra step of an even count above', () => {
    const sizes = spacingSizesFromScale({
      operator: '*',
      increment: 1.5,
      steps: 8,
      mediumStep: 1.5,
      unit: 'rem',
    });
    expect(sizes.map((size) => `${size.slug} ${size.name} ${size.size}`)).to.deep.equal([
      '20 2X-Small 0.44rem',
      '30 X-Small 0.67rem',
      '40 Small 1rem',
      '50 Medium 1.5rem',
      '60 Large 2.25rem',
      '70 X-Large 3.38rem',
      '80 2X-Large 5.06rem',
      '90 3X-Large 7.59rem',
    ]);
  });

  it('adds steps above instead of going to zero or below', () => {
    const sizes = spacingSizesFromScale({
      operator: '+',
      increment: 2.5,
      steps: 5,
      mediumStep: 5,
      unit: 'rem',
    });
    expect(sizes.map((size) => `${size.slug} ${size.size}`)).to.deep.equal([
      '40 2.5rem',
      '50 5rem',
      '60 7.5rem',
      '70 10rem',
      '80 12.5rem',
    ]);
  });

  it('divides with an increment under one', () => {
    const sizes = spacingSizesFromScale({
      operator: '*',
      increment: 0.25,
      steps: 5,
      mediumStep: 1.5,
      unit: 'rem',
    });
    expect(sizes.map((size) => size.size)).to.deep.equal([
      '0.09rem',
      '0.38rem',
      '1.5rem',
      '6rem',
      '24rem',
    ]);
  });

  it('generates nothing for zero steps or an incomplete scale', () => {
    expect(spacingSizesFromScale({ steps: 0 })).to.deep.equal([]);
    expect(
      spacingSizesFromScale({ operator: '+', increment: 1, steps: 3, mediumStep: 2 }),
    ).to.deep.equal([]);
  });
});

describe('mergeSpacingSizes', () => {
  it('lets the theme’s sizes replace generated ones by slug, ordered by slug', () => {
    const generated = [
      { name: 'Small', slug: '40', size: '1rem' },
      { name: 'Medium', slug: '50', size: '1.5rem' },
    ];
    const own = [
      { name: 'Huge', slug: '90', size: '8rem' },
      { name: 'Tiny', slug: '10', size: '2px' },
      { name: 'Body', slug: '50', size: '1.25rem' },
    ];
    expect(
      mergeSpacingSizes(generated, own).map((size) => `${size.slug} ${size.size}`),
    ).to.deep.equal(['10 2px', '40 1rem', '50 1.25rem', '90 8rem']);
  });

  it('keeps the theme’s own order when nothing is generated', () => {
    const own = [
      { slug: '60', size: '2rem' },
      { slug: '20', size: '0.5rem' },
    ];
    expect(mergeSpacingSizes([], own)).to.deep.equal(own);
  });
});
