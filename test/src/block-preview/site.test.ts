import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment } from './fake-data-source';

describe('site identity blocks', () => {
  it('render the site title as a home link with the heading level and classes asked for', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:site-title {"level":0,"textAlign":"center","fontSize":"x-large"} /-->',
      { dataSource: new FakeDataSource() },
    );
    const title = fragment(html).querySelector('p.wp-block-site-title')!;
    expect(title.className).to.equal(
      'wp-block-site-title has-text-align-center has-x-large-font-size',
    );
    const link = title.querySelector('a')!;
    expect(link.textContent).to.equal('Meridian');
    expect(link.getAttribute('href')).to.equal('https://example.test/');
    expect(link.getAttribute('rel')).to.equal('home');
  });

  it('default to an h1 and leave the link out when isLink is false', async () => {
    const { html } = await renderBlockPreview('<!-- wp:site-title {"isLink":false} /-->', {
      dataSource: new FakeDataSource(),
    });
    expect(html).to.equal('<h1 class="wp-block-site-title">Meridian</h1>');
  });

  it('render the tagline with inline styles from attributes', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:site-tagline {"textColor":"accent","style":{"typography":{"letterSpacing":"0.12em","textTransform":"uppercase"}}} /-->',
      { dataSource: new FakeDataSource() },
    );
    const tagline = fragment(html).querySelector('p.wp-block-site-tagline') as HTMLElement;
    expect(tagline.textContent).to.equal('A slow journal');
    expect(tagline.classList.contains('has-accent-color')).to.equal(true);
    expect(tagline.classList.contains('has-text-color')).to.equal(true);
    expect(tagline.style.letterSpacing).to.equal('0.12em');
    expect(tagline.style.textTransform).to.equal('uppercase');
  });

  it('render the logo linked home at the width asked for, or nothing without a logo', async () => {
    const source = new FakeDataSource();
    const none = await renderBlockPreview('<!-- wp:site-logo /-->', { dataSource: source });
    expect(none.html).to.equal('');
    source.site = { ...source.site, logo: { url: '/logo.png', alt: 'Logo' } };
    const { html } = await renderBlockPreview('<!-- wp:site-logo {"width":40} /-->', {
      dataSource: source,
    });
    const logo = fragment(html).querySelector(
      '.wp-block-site-logo a.custom-logo-link img.custom-logo',
    )!;
    expect(logo.getAttribute('src')).to.equal('/logo.png');
    expect(logo.getAttribute('width')).to.equal('40');
    expect(logo.getAttribute('alt')).to.equal('Logo');
  });

  it('load the site once for the title, tagline and logo', async () => {
    const source = new FakeDataSource();
    await renderBlockPreview(
      '<!-- wp:site-title /--><!-- wp:site-tagline /--><!-- wp:site-logo /-->',
      {
        dataSource: source,
      },
    );
    expect(source.count('getSite')).to.equal(1);
  });

  it('escape a hostile site title, tagline and URL', async () => {
    const source = new FakeDataSource();
    source.site = {
      title: '<img src=x onerror=alert(1)>Evil & Co',
      description: '"><script>alert(2)</script>',
      url: 'javascript:alert(3)',
      logo: { url: 'javascript:alert(4)' },
    };
    const { html } = await renderBlockPreview(
      '<!-- wp:site-title /--><!-- wp:site-tagline /--><!-- wp:site-logo /-->',
      { dataSource: source },
    );
    const root = fragment(html);
    expect(root.querySelector('img, script')).to.equal(null);
    expect(root.querySelector('.wp-block-site-title')!.textContent).to.equal(
      '<img src=x onerror=alert(1)>Evil & Co',
    );
    expect(root.querySelector('.wp-block-site-tagline')!.textContent).to.equal(
      '"><script>alert(2)</script>',
    );
    expect(root.querySelector('.wp-block-site-title a')!.hasAttribute('href')).to.equal(false);
  });
});
