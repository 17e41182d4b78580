// Activating an installed font before the theme's own fonts are known (an upload that finishes
// first, a slow host) must not write an empty theme list, which would turn every theme font off.
import { expect } from '@esm-bundle/chai';
import { configureApiClient } from '../../../src/api';
import { clearEntityCache } from '../../../src/stores';
import { $globalStylesRecord, toggleActiveFace } from '../../../src/stores/font-library';
import { $themeGlobalStyles } from '../../../src/stores/site-styles';
import { waitFor } from '../../helpers';
import { FakeHost, json } from '../api/fake-host';

const lora = { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif', source: 'custom' as const };
const bold = {
  fontFamily: 'Lora',
  fontWeight: '700',
  fontStyle: 'normal',
  src: 'https://x/l.woff2',
};

describe('font activation while the theme is still loading', () => {
  let stops: (() => void)[] = [];
  let release: (() => void) | undefined;

  beforeEach(() => {
    const host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    host.on('GET', '/wp/v2/themes', () =>
      json([
        {
          stylesheet: 'slow',
          is_block_theme: true,
          _links: { 'wp:user-global-styles': [{ href: '/wp-json/wp/v2/global-styles/9' }] },
        },
      ]),
    );
    // The theme's styles never arrive in this test.
    host.on(
      'GET',
      '/wp/v2/global-styles/themes/:stylesheet',
      () => new Promise<Response>(() => {}),
    );
    host.on('GET', '/wp/v2/global-styles/:id', () => json({ id: 9, settings: {}, styles: {} }));
    stops = [$globalStylesRecord.listen(() => {}), $themeGlobalStyles.listen(() => {})];
  });

  afterEach(() => {
    release?.();
    for (const stop of stops) stop();
  });

  it('activates a custom font without writing a theme list', async () => {
    await waitFor(() => $globalStylesRecord.get().edited, 5000);
    expect($themeGlobalStyles.get().status).to.equal('loading');
    toggleActiveFace({ ...lora, fontFace: [bold] } as never, bold);
    const families = (
      $globalStylesRecord.get().edited?.settings as {
        typography?: { fontFamilies?: Record<string, unknown> };
      }
    )?.typography?.fontFamilies;
    expect(families).to.have.property('custom');
    expect(families).not.to.have.property('theme');
  });
});
