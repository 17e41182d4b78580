import { expect } from '@esm-bundle/chai';
import { toKebabCase } from '../../../src/global-styles/kebab-case';
import { roundTo } from '../../../src/global-styles/numbers';
import {
  presetReferenceToCss,
  resolvePresetReferences,
  styleValue,
} from '../../../src/global-styles/references';

describe('toKebabCase', () => {
  it('spells slugs and custom keys the way WordPress names CSS variables', () => {
    expect(toKebabCase('white2black')).to.equal('white-2-black');
    expect(toKebabCase('dark grey')).to.equal('dark-grey');
    expect(toKebabCase('lineHeight')).to.equal('line-height');
    expect(toKebabCase('base-2')).to.equal('base-2');
    expect(toKebabCase('x-large')).to.equal('x-large');
    expect(toKebabCase('XMLHttpRequest')).to.equal('xml-http-request');
    expect(toKebabCase('some/property')).to.equal('some-property');
    expect(toKebabCase('h1')).to.equal('h-1');
    expect(toKebabCase('2nd-line')).to.equal('2nd-line');
    expect(toKebabCase('50')).to.equal('50');
  });
});

describe('roundTo', () => {
  it('rounds half away from zero on the decimal value, as PHP does', () => {
    expect(roundTo(1.005, 2)).to.equal(1.01);
    expect(roundTo(3.375, 2)).to.equal(3.38);
    expect(roundTo(0.66666, 2)).to.equal(0.67);
    expect(roundTo(-2.5, 0)).to.equal(-3);
  });
});

describe('preset references', () => {
  it('writes var:preset references as CSS custom properties', () => {
    expect(presetReferenceToCss('var:preset|color|primary')).to.equal(
      'var(--wp--preset--color--primary)',
    );
    expect(presetReferenceToCss('var:custom|line-height|body')).to.equal(
      'var(--wp--custom--line-height--body)',
    );
    expect(presetReferenceToCss('#fff')).to.equal('#fff');
  });

  it('converts references at any depth without touching the input', () => {
    const styles = {
      color: { text: 'var:preset|color|contrast' },
      list: ['var:preset|spacing|40'],
    };
    const resolved = resolvePresetReferences(styles);
    expect(resolved).to.deep.equal({
      color: { text: 'var(--wp--preset--color--contrast)' },
      list: ['var(--wp--preset--spacing--40)'],
    });
    expect(styles.color.text).to.equal('var:preset|color|contrast');
  });
});

describe('styleValue', () => {
  const tree = {
    styles: {
      color: { background: '#ffffff', text: { ref: 'styles.color.background' } },
      elements: { button: { color: { text: { ref: 'styles.color.text' } } } },
    },
  };

  it('follows a ref to the value it points at', () => {
    expect(styleValue(tree.styles, ['color', 'text'], tree)).to.equal('#ffffff');
  });

  it('leaves a ref to another ref unresolved (callers skip it)', () => {
    const button = tree.styles.elements.button;
    expect(styleValue(button, ['color', 'text'], tree)).to.deep.equal({ ref: 'styles.color.text' });
  });

  it('reads missing and null values as empty', () => {
    expect(styleValue({ a: null }, ['a'], tree)).to.equal('');
    expect(styleValue({}, ['color', 'text'], tree)).to.equal('');
  });
});
