// Contrast warnings (spec 9: AA 4.5 for normal text): beside each element colour whose text
// fails on its background, announced as a status, and gone when the pair passes; on the tiles
// of colour variations and full style variations whose text fails on their background.
import { expect } from '@esm-bundle/chai';
import { contrastRatio, formatRatio } from '../../../../src/global-styles/contrast';
import { ColorsScreen } from '../../../../src/screens/styles/colors/colors-screen';
import { VariationsScreen } from '../../../../src/screens/styles/variations-screen';
import { waitFor } from '../../../helpers';
import { click } from '../data-view/toolbar-harness';
import { fixture, named, render, setUpStylesHost, shadow } from './colors-harness';

const PAPER = '#faf7f2';

const group = (name: string) =>
  shadow.querySelector<HTMLElement>(`.co-group[aria-label="${name}"]`)!;
const status = (name: string) => group(name).querySelector('[role="status"]')!;
const warning = (foreground: string, background: string) =>
  `Low contrast: ${formatRatio(contrastRatio(foreground, background)!)}. Text needs at least 4.5:1.`;

describe('contrast warnings', () => {
  setUpStylesHost();

  it('warns under Text when the text fails AA on the background, and not when it passes', async () => {
    fixture.user.styles = { color: { text: '#8d8997' } };
    await render(<ColorsScreen params={{}} parent="/" />);
    expect(status('Text').textContent).to.equal(warning('#8d8997', PAPER));
    // Ink on Paper passes: the status is there, empty.
    const popover = await (async () => {
      await click(named('button', 'Text: #8d8997'));
      return waitFor(() => shadow.querySelector<HTMLElement>('[popover]:popover-open'));
    })();
    await click(named('button', 'Ink', popover));
    await waitFor(() => status('Text').textContent === '');
    expect(status('Text').children.length).to.equal(0);
  });

  it('announces a warning as soon as a chosen colour fails', async () => {
    await render(<ColorsScreen params={{}} parent="/" />);
    expect(status('Text').textContent).to.equal('');
    await click(named('button', 'Text: Ink'));
    const popover = await waitFor(() =>
      shadow.querySelector<HTMLElement>('[popover]:popover-open'),
    );
    await click(named('button', 'Saffron', popover));
    await waitFor(() => status('Text').textContent !== '');
    expect(status('Text').textContent).to.equal(warning('#e3ae45', PAPER));
  });

  it('names the pair under Links: the link and its hover colour', async () => {
    fixture.user.styles = {
      elements: { link: { color: { text: '#1e1c24' }, ':hover': { color: { text: '#dce4f0' } } } },
    };
    await render(<ColorsScreen params={{}} parent="/" />);
    expect(status('Links').textContent).to.equal(`Link hover: ${warning('#dce4f0', PAPER)}`);
  });

  it('checks button text on the button’s own background', async () => {
    fixture.user.styles = {
      elements: { button: { color: { text: '#ffffff', background: '#e3ae45' } } },
    };
    await render(<ColorsScreen params={{}} parent="/" />);
    expect(status('Buttons').textContent).to.equal(warning('#ffffff', '#e3ae45'));
    expect(status('Text').textContent).to.equal('');
  });

  it('marks a colour variation whose text fails on its background', async () => {
    fixture.variations = [
      {
        title: 'Faint',
        settings: {},
        styles: { color: { text: '#cccccc', background: '#ffffff' } },
      },
      {
        title: 'Night',
        settings: {},
        styles: { color: { text: '#ffffff', background: '#1e1c24' } },
      },
    ];
    await render(<ColorsScreen params={{}} parent="/" />);
    const tile = await waitFor(() => tileNamed('Faint'));
    expect(tile.querySelector('.st-warning')?.textContent).to.equal(
      `Low contrast: ${formatRatio(contrastRatio('#cccccc', '#ffffff')!)}`,
    );
    expect(tileNamed('Night')?.querySelector('.st-warning')).to.equal(null);
  });

  it('marks a full style variation whose text fails on its background', async () => {
    fixture.variations = [
      {
        title: 'Washed out',
        settings: { typography: {} },
        styles: { color: { text: '#999999', background: '#eeeeee' }, typography: {} },
      },
    ];
    await render(<VariationsScreen parent="/" />);
    const tile = await waitFor(() => tileNamed('Washed out'));
    expect(tile.querySelector('.st-warning')?.textContent).to.equal(
      `Low contrast: ${formatRatio(contrastRatio('#999999', '#eeeeee')!)}`,
    );
    // The theme's own style (Ink on Paper) passes.
    expect(tileNamed('Default')?.querySelector('.st-warning')).to.equal(null);
  });
});

function tileNamed(name: string): HTMLElement | undefined {
  return Array.from(shadow.querySelectorAll<HTMLElement>('.st-tile')).find(
    (tile) => tile.querySelector('.st-tile__label')?.textContent === name,
  );
}
