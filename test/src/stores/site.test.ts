// The site's identity as the hub and the command palette show it. WordPress stores the title and
// tagline escaped (sanitize_option), and its REST API answers them so: 'Tom &amp; Jerry'.
import { expect } from '@esm-bundle/chai';
import { configureApiClient } from '../../../src/api';
import { $siteIdentity } from '../../../src/stores/site';
import { waitFor } from '../../helpers';
import { FakeHost, json } from '../api/fake-host';

describe('the site identity', () => {
  it('shows the stored title as text, its entities decoded once', async () => {
    const host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    host.on('GET', '/wp/v2/settings', () =>
      json({ title: 'Tom &amp; Jerry &lt;em&gt;live&lt;/em&gt;', url: 'http://wp.test' }),
    );
    host.on('GET', '/', () =>
      json({
        name: 'Tom &amp; Jerry &lt;em&gt;live&lt;/em&gt;',
        url: 'http://wp.test',
        home: 'http://wp.test',
      }),
    );
    const unsubscribe = $siteIdentity.subscribe(() => {});
    try {
      await waitFor(() => $siteIdentity.get().title !== '');
      expect($siteIdentity.get().title).to.equal('Tom & Jerry <em>live</em>');
    } finally {
      unsubscribe();
    }
  });
});
