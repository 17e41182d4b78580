import { expect } from '@esm-bundle/chai';
import { configureApiClient } from '../../../src/api';
import type { FontCollection } from '../../../src/fonts';
import { fontCollection, loadFontCollection } from '../../../src/stores/font-collections';
import { FakeHost, wpError } from '../api/fake-host';

const family = (n: number) => ({
  font_family_settings: {
    name: `Family ${n} — “quoted” \\ {braces}`,
    slug: `family-${n}`,
    fontFamily: `"Family ${n}", serif`,
    fontFace: [{ fontFamily: `Family ${n}`, fontStyle: 'normal', fontWeight: '400', src: 'x' }],
  },
  categories: ['serif'],
});

const collection = (slug: string, count: number): FontCollection => ({
  slug,
  name: 'Big collection',
  description: 'Many families',
  font_families: Array.from({ length: count }, (_, i) => family(i)),
  categories: [{ slug: 'serif', name: 'Serif' }],
});

/** A body sent in two parts: `first` at once, the rest when `release()` is called. */
function heldBody(text: string, first: number) {
  const bytes = new TextEncoder().encode(text);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.subarray(0, first));
      await released;
      controller.enqueue(bytes.subarray(first));
      controller.close();
    },
  });
  return { body, release };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).to.equal(true);
}

describe('a font collection loaded on demand', () => {
  let host: FakeHost;
  beforeEach(() => {
    host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
  });

  it('shows its first families while the rest is still arriving, then all of it', async () => {
    const whole = collection('streamed', 400);
    const text = JSON.stringify(whole);
    // The first part ends inside family 20, a multi-byte character's bytes split included.
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf('"slug":"family-20"'))).length;
    const { body, release } = heldBody(text, cut - 3);
    host.on('GET', '/wp/v2/font-collections/streamed', () => new Response(body));
    const store = fontCollection('streamed');
    const stop = store.listen(() => {});
    try {
      loadFontCollection('streamed');
      await until(() => store.get().collection !== undefined);
      const early = store.get();
      expect(early.status).to.equal('loading');
      expect(early.collection?.name).to.equal('Big collection');
      expect(early.collection?.font_families).to.deep.equal(whole.font_families.slice(0, 20));
      release();
      await until(() => store.get().status === 'ready');
      expect(store.get().collection).to.deep.equal(whole);
    } finally {
      stop();
    }
  });

  /** The error a collection's load ends with, its store watched as the tab watches it. */
  async function loadError(slug: string): Promise<string | undefined> {
    const store = fontCollection(slug);
    const stop = store.listen(() => {});
    try {
      loadFontCollection(slug);
      await until(() => store.get().status === 'error');
      return store.get().error;
    } finally {
      stop();
    }
  }

  it('says when the body is not JSON, even after some families came', async () => {
    const text = `${JSON.stringify(collection('broken', 3)).slice(0, -40)}<br /><b>Fatal error</b>`;
    host.on('GET', '/wp/v2/font-collections/broken', () => new Response(text));
    expect(await loadError('broken')).to.equal('The response is not a valid JSON response.');
  });

  it("shows the host's message when the host refuses", async () => {
    host.on('GET', '/wp/v2/font-collections/missing', () =>
      wpError('rest_font_collection_not_found', 'Font collection not found.', 404),
    );
    expect(await loadError('missing')).to.equal('Font collection not found.');
  });
});
