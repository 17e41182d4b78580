// The previews' stylesheet from what a real WordPress 7.1 answers: its global styles link no
// theme font file, so the theme's fonts come from the theme's folder (`/wp/v2/themes`).
import { expect } from '@esm-bundle/chai';
import { configureApiClient } from '../../../src/api';
import { $siteStylesheet } from '../../../src/stores/site-styles';
import { FakeHost, json } from '../api/fake-host';

const TT5 = 'http://wp.test/wp-content/themes/twentytwentyfive';

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(check()).to.equal(true);
}

describe('the site stylesheet for previews', () => {
  it("prints the theme's fonts from the theme's folder when the host links none", async () => {
    const host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    host.on('GET', '/wp/v2/themes', () =>
      json([
        {
          stylesheet: 'twentytwentyfive',
          template: 'twentytwentyfive',
          stylesheet_uri: TT5,
          template_uri: TT5,
          is_block_theme: true,
          name: { raw: 'Twenty Twenty-Five', rendered: 'Twenty Twenty-Five' },
          _links: {
            'wp:user-global-styles': [{ href: 'http://wp.test/wp-json/wp/v2/global-styles/7' }],
          },
        },
      ]),
    );
    host.on('GET', '/wp/v2/global-styles/themes/:stylesheet', () =>
      json({
        version: 3,
        settings: {
          typography: {
            fontFamilies: {
              theme: [
                {
                  name: 'Manrope',
                  slug: 'manrope',
                  fontFamily: 'Manrope, sans-serif',
                  fontFace: [
                    {
                      src: ['file:./assets/fonts/manrope/Manrope-VariableFont_wght.woff2'],
                      fontWeight: '200 800',
                      fontStyle: 'normal',
                      fontFamily: 'Manrope',
                    },
                  ],
                },
              ],
            },
          },
        },
        styles: { typography: { fontFamily: 'var:preset|font-family|manrope' } },
        _links: {
          self: [{ href: 'http://wp.test/wp-json/wp/v2/global-styles/themes/twentytwentyfive' }],
        },
      }),
    );
    host.on('GET', '/wp/v2/global-styles/:id', () => json({ id: 7, settings: {}, styles: {} }));
    host.on('GET', '/wp/v2/block-types', () => json([]));

    let css = '';
    const unsubscribe = $siteStylesheet.subscribe((value) => {
      if (value.status === 'ready') css = value.css;
    });
    try {
      await until(() => css !== '');
      expect(css).to.contain(
        '@font-face{font-family:Manrope;font-style:normal;font-weight:200 800;font-display:fallback;' +
          `src:url('${TT5}/assets/fonts/manrope/Manrope-VariableFont_wght.woff2') format('woff2');}`,
      );
      expect(host.calls('GET', '/wp/v2/themes')[0]!.query.get('context')).to.equal('edit');
    } finally {
      unsubscribe();
    }
  });
});
