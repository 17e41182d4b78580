// The Colors screens' places in the Styles panel: the palette's back button leads to Colors.
import { expect } from '@esm-bundle/chai';
import { parseStyleSection } from '../../../../src/routing/style-sections';

describe('the colour sections', () => {
  it('opens Colors, its palette and Background, the palette going back to Colors', () => {
    expect(parseStyleSection('/colors')).to.deep.equal({
      screen: 'colors',
      params: {},
      parent: '/',
    });
    expect(parseStyleSection('/colors/palette')).to.deep.equal({
      screen: 'palette',
      params: {},
      parent: '/colors',
    });
    expect(parseStyleSection('/background')).to.deep.equal({
      screen: 'background',
      params: {},
      parent: '/',
    });
  });
});
