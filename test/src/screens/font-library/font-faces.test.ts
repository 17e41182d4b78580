import { expect } from '@esm-bundle/chai';
import { faceUrl } from '../../../../src/screens/font-library/font-faces';

const folders = {
  stylesheetUri: 'https://example.org/wp-content/themes/child',
  templateUri: 'https://example.org/wp-content/themes/parent',
};

describe('faceUrl', () => {
  it("finds a theme font in the theme's folder when the host gives no link to it (WordPress)", () => {
    const face = {
      fontFamily: 'Manrope',
      src: ['file:./assets/fonts/manrope/Manrope-VariableFont_wght.woff2'],
    };
    expect(
      faceUrl(face, [], { stylesheetUri: 'https://example.org/wp-content/themes/tt5' }),
    ).to.equal(
      'https://example.org/wp-content/themes/tt5/assets/fonts/manrope/Manrope-VariableFont_wght.woff2',
    );
  });

  it("prefers the host's link to the file, and the child theme's folder to its parent's", () => {
    const face = { fontFamily: 'Lora', src: 'file:./fonts/lora.woff2' };
    const link = { name: 'file:./fonts/lora.woff2', href: 'https://cdn.example.org/lora.woff2' };
    expect(faceUrl(face, [link], folders)).to.equal('https://cdn.example.org/lora.woff2');
    expect(faceUrl(face, [], folders)).to.equal(
      'https://example.org/wp-content/themes/child/fonts/lora.woff2',
    );
  });

  it('leaves a face of its own URL as it is', () => {
    const face = { fontFamily: 'Inter', src: 'https://example.org/uploads/inter.woff2' };
    expect(faceUrl(face, [], folders)).to.equal('https://example.org/uploads/inter.woff2');
  });
});
