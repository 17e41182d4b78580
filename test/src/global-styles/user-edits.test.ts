import { expect } from '@esm-bundle/chai';
import { withValueAt } from '../../../src/global-styles/user-edits';

describe('withValueAt', () => {
  it('sets a value deep in the tree without changing the original', () => {
    const tree = { color: { text: '#000' }, typography: { fontSize: '1rem' } };
    const next = withValueAt(tree, ['color', 'background'], '#fff');
    expect(next).to.deep.equal({
      color: { text: '#000', background: '#fff' },
      typography: { fontSize: '1rem' },
    });
    expect(tree.color).to.deep.equal({ text: '#000' });
    expect(next.typography).to.equal(tree.typography);
  });

  it('clears a value with undefined and removes the objects it leaves empty', () => {
    const tree = { blocks: { 'core/button': { color: { background: 'red' } } }, css: 'p{}' };
    expect(
      withValueAt(tree, ['blocks', 'core/button', 'color', 'background'], undefined),
    ).to.deep.equal({
      css: 'p{}',
    });
  });

  it('keeps the order of the other keys', () => {
    const next = withValueAt({ a: 1, b: { c: 1 }, d: 2 }, ['b', 'c'], 3);
    expect(Object.keys(next)).to.deep.equal(['a', 'b', 'd']);
  });

  it('creates the path through a value that is not an object', () => {
    expect(withValueAt({ color: 'red' }, ['color', 'text'], 'blue')).to.deep.equal({
      color: { text: 'blue' },
    });
    expect(withValueAt(undefined, ['x'], 1)).to.deep.equal({ x: 1 });
  });
});
