// A field that follows a saved value: what the user types stays until the saved value changes.
import { expect } from '@esm-bundle/chai';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useWhenChanged } from '../../../src/ui/element-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let typeIn: (text: string) => void = () => {};
function Field({ saved }: { saved: string }) {
  const [text, setText] = useState(saved);
  typeIn = setText;
  useWhenChanged(saved, setText);
  return <output>{text}</output>;
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const shown = () => host.querySelector('output')?.textContent;

describe('useWhenChanged', () => {
  it('keeps what was typed across renders, and follows the saved value when it changes', async () => {
    await act(async () => root.render(<Field saved="Home" />));
    expect(shown()).to.equal('Home');
    await act(async () => typeIn('Hom'));
    // A render with the same saved value keeps the typing.
    await act(async () => root.render(<Field saved="Home" />));
    expect(shown()).to.equal('Hom');
    await act(async () => root.render(<Field saved="About" />));
    expect(shown()).to.equal('About');
  });
});
