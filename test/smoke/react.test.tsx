import { expect } from '@esm-bundle/chai';
import { createRoot } from 'react-dom/client';
import { act } from 'react';

it('renders React into a shadow root', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(shadow);
  await act(async () => root.render(<p>hello</p>));
  expect(shadow.querySelector('p')?.textContent).to.equal('hello');
  root.unmount();
  host.remove();
});
