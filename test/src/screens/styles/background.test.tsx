// `/background` as a user meets it: an image chosen from the media library and stored as
// WordPress stores it, Upload only for users who may create media, the image's size, repeat,
// position and attachment, and Remove.
import { expect } from '@esm-bundle/chai';
import { BackgroundPanel } from '../../../../src/screens/styles/background/background-panel';
import { BackgroundScreen } from '../../../../src/screens/styles/background/background-screen';
import { waitFor } from '../../../helpers';
import { changeValue, click, keys } from '../data-view/toolbar-harness';
import { fixture, named, render, setUpStylesHost, shadow, userStyles } from './colors-harness';

async function openPicker(): Promise<HTMLDialogElement> {
  await click(named('button', 'Add background image'));
  return waitFor(() => {
    const dialog = shadow.querySelector<HTMLDialogElement>('dialog[open]');
    return dialog?.querySelector('[role="option"]') ? dialog : undefined;
  }, 5000);
}

const IMAGE = {
  url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#8',
  id: 8,
  source: 'file',
  title: 'Harbour',
};

const background = () => (userStyles() as { background?: Record<string, unknown> }).background;

/** The size radio labelled `label`. */
const size = (label: string) =>
  Array.from(shadow.querySelectorAll<HTMLLabelElement>('.bg-radio'))
    .find((radio) => radio.textContent === label)!
    .querySelector('input')!;

describe('the background screen', () => {
  setUpStylesHost();

  it('sets an image from the media library as WordPress stores it', async () => {
    await render(<BackgroundScreen params={{}} parent="/" />);
    expect(shadow.textContent).to.contain('No background image.');
    const dialog = await openPicker();
    expect(dialog.querySelector('h1, h2')?.textContent).to.equal('Background image');
    await waitFor(() => named('button', 'Upload files', dialog));
    await click(named('div', 'Harbour', dialog));
    await click(named('button', 'Set background image', dialog));
    // As WordPress saves it: the site's background tiles at the image's own size (the size is
    // saved), and a tiled image without a position shows its top centre.
    expect(background()).to.deep.equal({
      backgroundImage: IMAGE,
      backgroundSize: 'auto',
      backgroundPosition: '50% 0',
    });
    await waitFor(() => shadow.querySelector('.bg-image__name')?.textContent === 'Harbour');
    expect(size('Tile').checked).to.equal(true);
    expect(
      shadow.querySelector<HTMLSelectElement>('.bg-options select')?.selectedOptions[0]?.text,
    ).to.equal('Top');
    expect(shadow.querySelector('dialog[open]')).to.equal(null);
  });

  it('offers no Upload to a user who may not create media', async () => {
    fixture.mediaAllow = 'GET';
    await render(<BackgroundScreen params={{}} parent="/" />);
    const dialog = await openPicker();
    expect(named('button', 'Upload files', dialog)).to.equal(undefined);
  });

  it('sizes, repeats, places and fixes the image', async () => {
    fixture.user.styles = { background: { backgroundImage: IMAGE } };
    await render(<BackgroundScreen params={{}} parent="/" />);
    // No size saved: the site's CSS shows the image at its own size, tiled, and so says the panel.
    expect(size('Tile').checked).to.equal(true);
    await click(size('Cover'));
    expect(background()?.backgroundSize).to.equal('cover');
    await waitFor(() => named('input', 'Repeat') === undefined);

    await click(size('Contain'));
    expect(background()?.backgroundSize).to.equal('contain');
    await click(size('Tile'));
    expect(background()?.backgroundSize).to.equal('auto');
    const width = await waitFor(() =>
      shadow.querySelector<HTMLInputElement>('.bg-options input[type="text"]'),
    );
    width.focus();
    await changeValue(width, 'wide');
    await keys({ press: 'Enter' });
    expect(width.getAttribute('aria-invalid')).to.equal('true');
    expect(background()?.backgroundSize).to.equal('auto');
    await changeValue(width, '200px');
    await keys({ press: 'Enter' });
    expect(background()?.backgroundSize).to.equal('200px');

    const checkbox = (label: string) =>
      Array.from(shadow.querySelectorAll<HTMLLabelElement>('.bg-check'))
        .find((check) => check.textContent === label)!
        .querySelector('input')!;
    expect(checkbox('Repeat').checked).to.equal(true);
    await click(checkbox('Repeat'));
    expect(background()?.backgroundRepeat).to.equal('no-repeat');

    const position = shadow.querySelector<HTMLSelectElement>('.bg-options select')!;
    // Unset, the image sits where CSS puts it: the top left corner.
    expect(position.selectedOptions[0]?.text).to.equal('Top left');
    await changeValue(position, '100% 0%');
    expect(background()?.backgroundPosition).to.equal('100% 0%');
    const left = shadow.querySelector<HTMLInputElement>('.bg-position input')!;
    await changeValue(left, '25');
    expect(background()?.backgroundPosition).to.equal('25% 0%');
    expect(position.selectedOptions[0]?.text).to.equal('Custom');

    await click(checkbox('Fixed background'));
    expect(background()?.backgroundAttachment).to.equal('fixed');
  });

  it('saves a block’s image covering the block, as WordPress does', async () => {
    await render(<BackgroundPanel blockName="core/group" />);
    const dialog = await openPicker();
    await click(named('div', 'Harbour', dialog));
    await click(named('button', 'Set background image', dialog));
    const group = (
      userStyles() as { blocks?: Record<string, { background?: Record<string, unknown> }> }
    ).blocks?.['core/group']?.background;
    expect(group).to.deep.equal({ backgroundImage: IMAGE, backgroundSize: 'cover' });
    await waitFor(() => size('Cover')?.checked);
  });

  it('removes the image with its options', async () => {
    fixture.user.styles = {
      color: { text: '#000000' },
      background: { backgroundImage: IMAGE, backgroundSize: 'contain' },
    };
    await render(<BackgroundScreen params={{}} parent="/" />);
    await click(named('button', 'Remove image'));
    expect(userStyles()).to.deep.equal({ color: { text: '#000000' } });
    await waitFor(() => shadow.textContent?.includes('No background image.'));
  });

  it('covers the theme’s image with none when removing it', async () => {
    (fixture.theme.styles as Record<string, unknown>).background = { backgroundImage: IMAGE };
    await render(<BackgroundScreen params={{}} parent="/" />);
    await click(named('button', 'Remove image'));
    expect(background()).to.deep.equal({ backgroundImage: 'none' });
  });

  it('says so when the theme turns background images off', async () => {
    (fixture.theme.settings as Record<string, unknown>).background = { backgroundImage: false };
    await render(<BackgroundScreen params={{}} parent="/" />);
    expect(shadow.textContent).to.contain('This theme does not support background images.');
    expect(named('button', 'Add background image')).to.equal(undefined);
  });
});
