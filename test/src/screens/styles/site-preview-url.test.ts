import { expect } from '@esm-bundle/chai';
import { sitePreviewUrl } from '../../../../src/screens/styles/site-preview';

describe('the classic theme’s site preview address', () => {
  it('asks the home URL for the site editor’s preview, keeping its own query', () => {
    expect(sitePreviewUrl('https://example.test/')).to.equal(
      'https://example.test/?wp_site_preview=1',
    );
    expect(sitePreviewUrl('https://example.test/blog?lang=fr')).to.equal(
      'https://example.test/blog?lang=fr&wp_site_preview=1',
    );
  });

  it('frames nothing until the home URL is known, nor anything but a web page', () => {
    expect(sitePreviewUrl('')).to.equal(undefined);
    expect(sitePreviewUrl('javascript:alert(1)')).to.equal(undefined);
  });
});
