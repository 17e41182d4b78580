// `/colors/palette` as a user meets it: tabs Color and Gradient (a real tablist), each origin a
// grid of swatches opening a popover to edit one: the theme's and default colours (values only)
// and custom ones (add, rename, change, remove), gradients, and the duotone presets listed
// read-only.
import { expect } from '@esm-bundle/chai';
import { PaletteScreen } from '../../../../src/screens/styles/colors/palette-screen';
import { waitFor } from '../../../helpers';
import { changeValue, click, keys } from '../data-view/toolbar-harness';
import {
  fixture,
  named,
  palette,
  render,
  setUpStylesHost,
  shadow,
  userSettings,
} from './colors-harness';

const sections = () =>
  Array.from(shadow.querySelectorAll('[role="tabpanel"] > section'), (section) =>
    section.getAttribute('aria-label'),
  );
const section = (name: string) =>
  shadow.querySelector<HTMLElement>(`[role="tabpanel"] > section[aria-label="${name}"]`)!;
const custom = () =>
  (userSettings() as { color?: { palette?: { custom?: unknown } } }).color?.palette?.custom;

/** The field a visible label names, within a section. */
function labelled(text: string, within: ParentNode): HTMLInputElement | undefined {
  const label = Array.from(within.querySelectorAll('label')).find(
    (element) => element.textContent?.trim() === text,
  );
  const id = label?.getAttribute('for');
  return id ? (within.querySelector<HTMLInputElement>(`[id="${id}"]`) ?? undefined) : undefined;
}

/** Opens a swatch's popover (the swatch is named after its preset). */
async function open(name: string, within: ParentNode) {
  await click(named('button', name, within));
}

/** Types into a field and leaves it (Tab), as a user commits a value. */
async function typeAndLeave(field: HTMLInputElement, value: string) {
  field.focus();
  await changeValue(field, value);
  await keys({ press: 'Tab' });
}

describe('the palette screen', () => {
  setUpStylesHost();

  it('lists theme, default and custom colours on the Color tab', async () => {
    await render(<PaletteScreen params={{}} parent="/colors" />);
    const tabs = Array.from(shadow.querySelectorAll('[role="tab"]'), (tab) => tab.textContent);
    expect(tabs).to.deep.equal(['Color', 'Gradient']);
    expect(shadow.querySelector('[role="tab"][aria-selected="true"]')?.textContent).to.equal(
      'Color',
    );
    expect(sections()).to.deep.equal(['Theme', 'Default', 'Custom']);
    const names = Array.from(section('Theme').querySelectorAll('.co-grid__swatch'), (swatch) =>
      swatch.getAttribute('aria-label'),
    );
    expect(names).to.deep.equal(palette.map((entry) => entry.name));
    // A compact grid: no field until a swatch is opened.
    expect(section('Theme').querySelector('input')).to.equal(null);
    await open('Ink', section('Theme'));
    // Theme colours keep their names: no name field, no remove button.
    expect(named<HTMLInputElement>('input', 'Ink hex value', section('Theme'))).to.not.equal(
      undefined,
    );
    expect(labelled('Name', section('Theme'))).to.equal(undefined);
    expect(named('button', 'Remove Ink', section('Theme'))).to.equal(undefined);
  });

  it('hides the default colours when the theme turns them off', async () => {
    (fixture.theme.settings as { color: Record<string, unknown> }).color.defaultPalette = false;
    await render(<PaletteScreen params={{}} parent="/colors" />);
    expect(sections()).to.deep.equal(['Theme', 'Custom']);
  });

  it('adds custom colours named Color 1, Color 2 with custom- slugs', async () => {
    await render(<PaletteScreen params={{}} parent="/colors" />);
    expect(section('Custom').querySelector('.co-empty')).to.not.equal(null);
    await click(named('button', 'Add color', section('Custom')));
    await click(named('button', 'Add color', section('Custom')));
    expect(custom()).to.deep.equal([
      { name: 'Color 1', slug: 'custom-color-1', color: '#000000' },
      { name: 'Color 2', slug: 'custom-color-2', color: '#000000' },
    ]);
  });

  it('renames a custom colour, keeping its slug, and ignores an empty name', async () => {
    fixture.user.settings = {
      color: { palette: { custom: [{ name: 'Sea', slug: 'custom-sea', color: '#336699' }] } },
    };
    await render(<PaletteScreen params={{}} parent="/colors" />);
    await open('Sea', section('Custom'));
    const name = labelled('Name', section('Custom'))!;
    expect(name.value).to.equal('Sea');
    await typeAndLeave(name, 'Deep sea');
    expect(custom()).to.deep.equal([{ name: 'Deep sea', slug: 'custom-sea', color: '#336699' }]);
    expect(named('button', 'Deep sea', section('Custom'))).to.not.equal(undefined);
    const renamed = labelled('Name', section('Custom'))!;
    await typeAndLeave(renamed, '   ');
    expect(custom()).to.deep.equal([{ name: 'Deep sea', slug: 'custom-sea', color: '#336699' }]);
    expect(labelled('Name', section('Custom'))!.value).to.equal('Deep sea');
  });

  it('changes a custom colour and removes it', async () => {
    fixture.user.settings = {
      color: {
        palette: {
          custom: [
            { name: 'Sea', slug: 'custom-sea', color: '#336699' },
            { name: 'Sand', slug: 'custom-sand', color: '#eeddcc' },
          ],
        },
      },
    };
    await render(<PaletteScreen params={{}} parent="/colors" />);
    await open('Sea', section('Custom'));
    await typeAndLeave(
      named<HTMLInputElement>('input', 'Sea hex value', section('Custom'))!,
      '#112233',
    );
    expect(custom()).to.deep.equal([
      { name: 'Sea', slug: 'custom-sea', color: '#112233' },
      { name: 'Sand', slug: 'custom-sand', color: '#eeddcc' },
    ]);
    await click(named('button', 'Remove Sea', section('Custom')));
    expect(custom()).to.deep.equal([{ name: 'Sand', slug: 'custom-sand', color: '#eeddcc' }]);
    await open('Sand', section('Custom'));
    await click(named('button', 'Remove Sand', section('Custom')));
    expect(custom()).to.equal(undefined);
  });

  it('changes a theme colour as the user’s copy of the theme palette, and resets it', async () => {
    await render(<PaletteScreen params={{}} parent="/colors" />);
    expect(named('button', 'Reset', section('Theme'))).to.equal(undefined);
    await open('Ink', section('Theme'));
    await typeAndLeave(
      named<HTMLInputElement>('input', 'Ink hex value', section('Theme'))!,
      '#000000',
    );
    const theme = (userSettings() as { color: { palette: { theme: unknown } } }).color.palette
      .theme;
    expect(theme).to.deep.equal(
      palette.map((entry) => (entry.slug === 'contrast' ? { ...entry, color: '#000000' } : entry)),
    );
    await click(await waitFor(() => named('button', 'Reset', section('Theme'))));
    expect(userSettings()).to.deep.equal({});
  });

  it('moves between tabs with the arrow keys and lists gradients and duotone', async () => {
    await render(<PaletteScreen params={{}} parent="/colors" />);
    const colorTab = named('button', 'Color')!;
    colorTab.focus();
    await keys({ press: 'ArrowRight' });
    const gradientTab = named('button', 'Gradient')!;
    expect(gradientTab.getAttribute('aria-selected')).to.equal('true');
    expect(shadow.activeElement === gradientTab).to.equal(true);
    expect(gradientTab.tabIndex).to.equal(0);
    expect(colorTab.tabIndex).to.equal(-1);
    // Default gradients are off in this theme.
    expect(sections()).to.deep.equal(['Theme', 'Custom', 'Duotone']);
    const duotone = section('Duotone').textContent ?? '';
    expect(duotone).to.contain('Ink and paper');
    expect(duotone).to.contain('ink-and-paper: #1e1c24, #faf7f2');
    expect(section('Duotone').querySelector('input, button')).to.equal(null);

    await click(named('button', 'Add gradient', section('Custom')));
    const gradients = (userSettings() as { color: { gradients: { custom: unknown } } }).color
      .gradients.custom;
    expect(gradients).to.deep.equal([
      {
        name: 'Gradient 1',
        slug: 'custom-gradient-1',
        gradient: 'linear-gradient(135deg, #000000 0%, #ffffff 100%)',
      },
    ]);
  });

  it('checks a typed gradient before writing it', async () => {
    await render(<PaletteScreen params={{}} parent="/colors" />);
    await click(named('button', 'Gradient'));
    await open('Sunrise', section('Theme'));
    const field = labelled('Sunrise CSS gradient', section('Theme'))!;
    await typeAndLeave(field, 'linear-gradient(oops');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(userSettings()).to.deep.equal({});
    await typeAndLeave(field, 'linear-gradient(90deg, #000 0%, #c4553b 100%)');
    const theme = (userSettings() as { color: { gradients: { theme: { gradient: string }[] } } })
      .color.gradients.theme;
    expect(theme[0]?.gradient).to.equal('linear-gradient(90deg, #000 0%, #c4553b 100%)');
  });
});
