// A block preview while it waits for its frame: a card waits still on its own background (a
// grid of spinning cards keeps the page drawing every frame); a preview of its own shows a
// spinner. Both say they are busy.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { $apiConfig, configureApiClient } from '../../../../src/api';
import { BlockPreview } from '../../../../src/screens/block-preview/block-preview';
import { waitFor } from '../../../helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const markup = '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->';

let host: HTMLDivElement;
let root: Root;
let config: ReturnType<typeof $apiConfig.get>;
beforeEach(() => {
  // The host never answers: the site's styles, and so every preview, stay on their way.
  config = $apiConfig.get();
  configureApiClient({ fetch: () => new Promise<Response>(() => {}) });
  host = document.createElement('div');
  host.style.cssText = 'width:300px;height:200px';
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  $apiConfig.set(config);
});

const busy = () => host.querySelector('.se-block-preview')?.getAttribute('aria-busy');
const spinners = () => host.querySelectorAll('[role="progressbar"]').length;

describe('block preview, waiting', () => {
  it('in a card, waits without a spinner and says it is busy', async () => {
    await act(async () => root.render(<BlockPreview markup={markup} title="Hello" fill />));
    await waitFor(() => busy() === 'true');
    expect(spinners()).to.equal(0);
    expect(host.querySelector('iframe')).to.equal(null);
  });

  it('on its own, shows a spinner and says it is busy', async () => {
    await act(async () => root.render(<BlockPreview markup={markup} title="Hello" />));
    await waitFor(() => busy() === 'true');
    expect(spinners()).to.equal(1);
  });
});
