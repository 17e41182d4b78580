// Background positions as the Background screen reads them: percentages and keywords.
import { expect } from '@esm-bundle/chai';
import { parsePosition } from '../../../../src/screens/styles/background/background-options';

describe('background positions', () => {
  it('reads percentages and keywords in either order', () => {
    expect(parsePosition('25% 75%')).to.deep.equal({ x: 25, y: 75 });
    expect(parsePosition('50% 0')).to.deep.equal({ x: 50, y: 0 });
    expect(parsePosition('center')).to.deep.equal({ x: 50, y: 50 });
    expect(parsePosition('top left')).to.deep.equal({ x: 0, y: 0 });
    expect(parsePosition('right bottom')).to.deep.equal({ x: 100, y: 100 });
    expect(parsePosition('10px 20px')).to.equal(undefined);
    expect(parsePosition(undefined)).to.equal(undefined);
  });
});
