// The REST nonce an element hands the shared client: `rest-nonce` first, else the element's
// native `nonce` property (where the browser keeps a nonce a CSP header hides from the
// attribute), whenever the host sets either. The CSP case itself runs in test/e2e/host-nonce.
import { expect } from '@esm-bundle/chai';
import '../../elements/data-view';
import { $apiConfig, apiFetch, configureApiClient } from '../../src/api';
import { waitFor } from '../helpers';
import { FakeHost, json } from '../src/api/fake-host';

type HostElement = HTMLElement & { restNonce?: string };

let host: FakeHost;

async function mount(setUp: (element: HostElement) => void): Promise<HostElement> {
  const element = document.createElement('data-view') as HostElement;
  setUp(element);
  document.body.append(element);
  await waitFor(() => element.shadowRoot?.querySelector('.se-root'));
  return element;
}

/** The X-WP-Nonce of a request made once the element has handed `expected` to the client. */
async function sentNonce(expected: string): Promise<string | null> {
  await waitFor(() => {
    const { nonce } = $apiConfig.get();
    if (nonce !== expected) throw new Error(`the client has the nonce "${nonce}"`);
    return true;
  });
  await apiFetch('wp/v2/settings');
  return host.requests.at(-1)!.headers.get('X-WP-Nonce');
}

describe('the REST nonce of an element', () => {
  beforeEach(() => {
    host = new FakeHost().on('GET', '/wp/v2/settings', () => json({}));
    configureApiClient({ root: '/wp-json/', nonce: '', nonceEndpoint: '', fetch: host.fetch });
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('data-view')) element.remove();
  });

  it('sends rest-nonce rather than the nonce attribute', async () => {
    await mount((element) => {
      element.setAttribute('nonce', 'printed-nonce');
      element.setAttribute('rest-nonce', 'printed-rest-nonce');
    });
    expect(await sentNonce('printed-rest-nonce')).to.equal('printed-rest-nonce');
  });

  it('reads the native nonce property, which holds what a host script set', async () => {
    const element = await mount((element) => {
      element.nonce = 'script-nonce';
    });
    expect(element.getAttribute('nonce')).to.equal(null);
    expect(element.nonce).to.equal('script-nonce');
    expect(await sentNonce('script-nonce')).to.equal('script-nonce');
  });

  it('takes a nonce the host sets after the first render, rest-nonce still first', async () => {
    const element = await mount((element) => {
      element.setAttribute('nonce', 'first');
    });
    expect(await sentNonce('first')).to.equal('first');
    element.nonce = 'second';
    expect(await sentNonce('second')).to.equal('second');
    element.setAttribute('nonce', 'third');
    expect(await sentNonce('third')).to.equal('third');
    element.restNonce = 'fourth';
    expect(element.getAttribute('rest-nonce')).to.equal('fourth');
    expect(await sentNonce('fourth')).to.equal('fourth');
    element.nonce = 'fifth';
    expect(element.nonce).to.equal('fifth');
    expect(await sentNonce('fourth')).to.equal('fourth');
  });
});
