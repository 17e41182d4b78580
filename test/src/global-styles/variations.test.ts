import { expect } from '@esm-bundle/chai';
import { variationKind, withoutProperty, withPreset } from '../../../src/global-styles/variations';

describe('style variations by what they change', () => {
  it('calls a variation with colours anywhere in its tree, and nothing else, a colour preset', () => {
    expect(
      variationKind({
        settings: { color: { palette: [] } },
        styles: {
          color: { background: '#000' },
          elements: { link: { color: { text: '#fff' }, ':hover': { color: { text: '#eee' } } } },
          blocks: { 'core/button': { color: { background: '#111' } } },
        },
      }),
    ).to.equal('color');
  });

  it('calls one with typography alone a typography preset, and any mix a whole style', () => {
    expect(
      variationKind({
        settings: { typography: { fontFamilies: [] } },
        styles: { elements: { heading: { typography: { fontWeight: '700' } } } },
      }),
    ).to.equal('typography');
    expect(
      variationKind({ styles: { color: {}, elements: { heading: { typography: {} } } } }),
    ).to.equal('full');
    expect(variationKind({ settings: { color: {} }, styles: { spacing: {} } })).to.equal('full');
    expect(variationKind({})).to.equal('full');
  });

  it('removes one property at every level, dropping nodes left empty', () => {
    expect(
      withoutProperty(
        {
          color: { text: 'a' },
          typography: { fontSize: '1rem' },
          elements: { link: { color: { text: 'b' } }, heading: { typography: {}, color: {} } },
          blocks: { 'core/quote': { color: { text: 'c' } } },
        },
        'color',
      ),
    ).to.deep.equal({
      typography: { fontSize: '1rem' },
      elements: { heading: { typography: {} } },
    });
  });

  it("applies a preset over the user's styles, replacing only that property", () => {
    const user = {
      color: { text: 'old' },
      spacing: { padding: '1rem' },
      elements: { link: { color: { text: 'old-link' }, typography: { fontWeight: '600' } } },
    };
    const preset = { color: { background: 'new' }, elements: { button: { color: { text: 'x' } } } };
    expect(withPreset(user, preset, 'color')).to.deep.equal({
      spacing: { padding: '1rem' },
      elements: { link: { typography: { fontWeight: '600' } }, button: { color: { text: 'x' } } },
      color: { background: 'new' },
    });
  });
});
