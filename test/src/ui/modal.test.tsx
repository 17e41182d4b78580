// <Modal> in a shadow root, as inside an element: named by its title, sized, closed by its button
// or Escape, focus starting in the content and going back where it was, even from a menu.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { baseStyles } from '../../../src/ui/base-styles';
import { ElementRoot } from '../../../src/ui/element-root';
import { Menu, MenuItem } from '../../../src/ui/menu';
import { Modal, type ModalSize } from '../../../src/ui/modal';
import { adoptStyles } from '../../../src/ui/styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

function Opener({ size, hideHeader }: { size?: ModalSize; hideHeader?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Menu label="More" trigger="More">
        <MenuItem onSelect={() => setOpen(true)}>Open from menu</MenuItem>
      </Menu>
      {open && (
        <Modal
          title="Rename"
          onRequestClose={() => setOpen(false)}
          {...(size ? { size } : {})}
          {...(hideHeader ? { hideHeader } : {})}
        >
          <input aria-label="Name" />
          <form method="dialog">
            <button type="submit">Done</button>
          </form>
        </Modal>
      )}
    </>
  );
}

async function render(props: { size?: ModalSize; hideHeader?: boolean } = {}) {
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
        <Opener {...props} />
      </ElementRoot>,
    ),
  );
  return shadow;
}

const button = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent) === name,
  );
const dialog = (shadow: ShadowRoot) => shadow.querySelector<HTMLDialogElement>('dialog');
const press = (key: string) => act(async () => sendKeys({ press: key }));
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe('<Modal>', () => {
  afterEach(async () => {
    await act(async () => root?.unmount());
    host?.remove();
  });

  it('opens modally inside the shadow root, named by its title, focus in the content', async () => {
    const shadow = await render();
    const open = button(shadow, 'Open')!;
    open.focus();
    await act(async () => open.click());
    const element = dialog(shadow)!;
    expect(element.open).to.equal(true);
    expect(element.matches(':modal')).to.equal(true);
    const titleId = element.getAttribute('aria-labelledby')!;
    expect(shadow.getElementById(titleId)?.textContent).to.equal('Rename');
    expect(shadow.activeElement?.getAttribute('aria-label')).to.equal('Name');
  });

  it('closes with its Close button and gives focus back to the opener', async () => {
    const shadow = await render();
    const open = button(shadow, 'Open')!;
    open.focus();
    await act(async () => open.click());
    await act(async () => button(dialog(shadow)!, 'Close')!.click());
    expect(dialog(shadow)).to.equal(null);
    expect(shadow.activeElement).to.equal(open);
  });

  it('closes with Escape, and with a form of method dialog inside', async () => {
    const shadow = await render();
    const open = button(shadow, 'Open')!;
    open.focus();
    await act(async () => open.click());
    await press('Escape');
    expect(dialog(shadow)).to.equal(null);
    expect(shadow.activeElement).to.equal(open);
    await act(async () => open.click());
    await act(async () => button(dialog(shadow)!, 'Done')!.click());
    await settle();
    expect(dialog(shadow)).to.equal(null);
  });

  it('gives focus back to the menu button when opened from a menu item', async () => {
    const shadow = await render();
    const more = button(shadow, 'More')!;
    more.focus();
    await press('ArrowDown');
    await settle();
    await press('Enter');
    expect(dialog(shadow)?.open).to.equal(true);
    await press('Escape');
    await settle();
    expect(dialog(shadow)).to.equal(null);
    expect(shadow.activeElement).to.equal(more);
  });

  it('takes the width of its size', async () => {
    const widths: Record<string, number> = {};
    for (const size of ['small', 'medium', 'large', 'fill'] as const) {
      const shadow = await render({ size });
      await act(async () => button(shadow, 'Open')!.click());
      widths[size] = dialog(shadow)!.getBoundingClientRect().width;
      expect(dialog(shadow)!.classList.contains(`is-${size}`)).to.equal(true);
      await act(async () => root?.unmount());
      host?.remove();
    }
    expect(widths.small).to.be.below(widths.medium!);
    expect(widths.medium).to.be.below(widths.large!);
    expect(widths.large).to.be.at.most(widths.fill!);
  });

  it('keeps a hidden header for assistive technology only', async () => {
    const shadow = await render({ hideHeader: true });
    await act(async () => button(shadow, 'Open')!.click());
    const element = dialog(shadow)!;
    expect(button(element, 'Close')).to.equal(undefined);
    const title = shadow.getElementById(element.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Rename');
    expect(title.getBoundingClientRect().width).to.be.at.most(1);
  });
});
