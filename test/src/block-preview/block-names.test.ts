// The list of rendered block names the Style Book reads (without loading the renderer) names
// exactly the blocks the renderer has a render function for.
import { expect } from '@esm-bundle/chai';
import { blockRenderers } from '../../../src/block-preview/blocks';
import { RENDERED_BLOCK_NAMES } from '../../../src/block-preview/blocks/names';

describe('rendered block names', () => {
  it('are the render table’s own', () => {
    expect([...RENDERED_BLOCK_NAMES].sort()).to.deep.equal(Object.keys(blockRenderers).sort());
  });
});
