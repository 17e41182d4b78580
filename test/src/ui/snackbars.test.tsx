// <Snackbars> beside a <Modal> in a shadow root: one list, in the topmost dialog while one is
// open and back in the screen's region when it closes; each snackbar heard from one region once.
import { expect } from '@esm-bundle/chai';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createErrorNotice, removeAllNotices } from '../../../src/stores/notices';
import { baseStyles } from '../../../src/ui/base-styles';
import { ElementRoot } from '../../../src/ui/element-root';
import { Modal } from '../../../src/ui/modal';
import { Snackbars } from '../../../src/ui/notices';
import { adoptStyles } from '../../../src/ui/styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
let setOpen: (open: boolean) => void = () => {};

function Screen() {
  const [open, set] = useState(false);
  setOpen = set;
  return (
    <>
      {open && (
        <Modal title="Draft new" onRequestClose={() => set(false)}>
          <button type="button">Create draft</button>
        </Modal>
      )}
      <Snackbars />
    </>
  );
}

async function render() {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ElementRoot container={shadow}>
        <Screen />
      </ElementRoot>,
    ),
  );
  return shadow;
}

const snackbars = (shadow: ShadowRoot) => Array.from(shadow.querySelectorAll('.se-snackbar'));
const notify = (text: string) => act(async () => void createErrorNotice(text, { type: 'snackbar' }));
const open = (value: boolean) => act(async () => setOpen(value));

describe('<Snackbars> and modals', () => {
  afterEach(async () => {
    await act(async () => {
      removeAllNotices();
      root?.unmount();
    });
    host?.remove();
  });

  it('shows a snackbar once, in the screen’s live region, with no dialog open', async () => {
    const shadow = await render();
    await notify('Saved.');
    const [only, ...others] = snackbars(shadow);
    expect(others).to.have.length(0);
    expect(only?.closest('.se-snackbars')?.getAttribute('aria-live')).to.equal('polite');
    expect(only?.hasAttribute('aria-live')).to.equal(false);
  });

  it('shows a snackbar made while a dialog is open in the dialog only, and heard there', async () => {
    const shadow = await render();
    await open(true);
    await notify('Refused.');
    const [only, ...others] = snackbars(shadow);
    expect(others).to.have.length(0);
    expect(only?.closest('dialog')?.open).to.equal(true);
    expect(only?.closest('.se-snackbars')?.getAttribute('aria-live')).to.equal('polite');
    expect(only?.hasAttribute('aria-live')).to.equal(false);
  });

  it('brings it back to the screen when the dialog closes, not to be heard again', async () => {
    const shadow = await render();
    await open(true);
    await notify('Refused.');
    await open(false);
    const [only, ...others] = snackbars(shadow);
    expect(others).to.have.length(0);
    expect(only?.closest('dialog')).to.equal(null);
    expect(only?.getAttribute('aria-live')).to.equal('off');
  });

  it('moves a snackbar already shown into a dialog that opens, silently', async () => {
    const shadow = await render();
    await notify('Saved.');
    await open(true);
    const [only, ...others] = snackbars(shadow);
    expect(others).to.have.length(0);
    expect(only?.closest('dialog')?.open).to.equal(true);
    expect(only?.getAttribute('aria-live')).to.equal('off');
    // A new one in the dialog is heard.
    await notify('Refused.');
    const fresh = snackbars(shadow).find((element) => element.textContent?.includes('Refused.'));
    expect(fresh?.hasAttribute('aria-live')).to.equal(false);
  });
});
