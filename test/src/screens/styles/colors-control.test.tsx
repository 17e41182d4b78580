// The colour control as a user meets it in Colors: a swatch button naming the colour, a popover
// of the palette by origin where a choice writes the preset's reference, a custom hex colour
// that is checked first, gradients where the control takes them, and Clear.
import { expect } from '@esm-bundle/chai';
import { ColorsScreen } from '../../../../src/screens/styles/colors/colors-screen';
import { ElementColors } from '../../../../src/screens/styles/colors/element-colors';
import { waitFor } from '../../../helpers';
import { changeValue, click, keys, settle } from '../data-view/toolbar-harness';
import { fixture, named, render, shadow, userStyles, setUpStylesHost } from './colors-harness';

setUpStylesHost();

async function openControl(name: RegExp): Promise<HTMLElement> {
  const button = Array.from(shadow.querySelectorAll<HTMLButtonElement>('.co-control__button')).find(
    (candidate) => name.test(candidate.getAttribute('aria-label') ?? ''),
  );
  if (!button) throw new Error(`No colour control named ${name}`);
  await click(button);
  return waitFor(() => shadow.querySelector<HTMLElement>('[popover]:popover-open'));
}

describe('the colour control', () => {
  it('names the colour that applies and lists the palette by origin', async () => {
    await render(<ElementColors />);
    expect(named('button', 'Text: Ink')).to.not.equal(undefined);
    expect(named('button', 'Background: Paper')).to.not.equal(undefined);
    const popover = await openControl(/^Text:/);
    expect(popover.getAttribute('aria-label')).to.equal('Text');
    const groups = Array.from(popover.querySelectorAll('[role="group"]'), (group) =>
      group.getAttribute('aria-label'),
    );
    // The default palette is on; a text colour takes no gradient.
    expect(groups).to.deep.equal(['Theme colors', 'Default colors']);
    const pressed = popover.querySelector('[aria-pressed="true"]');
    expect(pressed?.getAttribute('aria-label')).to.equal('Ink');
  });

  it('writes the preset reference of a chosen swatch', async () => {
    await render(<ElementColors />);
    const popover = await openControl(/^Text:/);
    await click(named('button', 'Terracotta', popover));
    expect(userStyles()).to.deep.equal({ color: { text: 'var:preset|color|accent' } });
    await waitFor(() => named('button', 'Text: Terracotta'));
    expect(named('button', 'Terracotta', popover)?.getAttribute('aria-pressed')).to.equal('true');
  });

  it('checks a typed hex colour before writing it', async () => {
    await render(<ElementColors />);
    const popover = await openControl(/^Text:/);
    const field = popover.querySelector<HTMLInputElement>('.co-custom__hex')!;
    expect(field.labels?.[0]?.textContent).to.equal('Custom color');
    field.focus();
    await changeValue(field, 'zz12');
    await keys({ press: 'Enter' });
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(popover.querySelector('[role="alert"]')?.textContent).to.equal(
      'Enter a hex color, such as #1e1c24.',
    );
    expect(userStyles()).to.deep.equal({});

    await changeValue(field, 'C4553B');
    await keys({ press: 'Enter' });
    expect(userStyles()).to.deep.equal({ color: { text: '#c4553b' } });
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    expect(popover.querySelector('[role="alert"]')).to.equal(null);
    await waitFor(() => named('button', 'Text: #c4553b'));
  });

  it('takes a colour from the platform picker', async () => {
    await render(<ElementColors />);
    const popover = await openControl(/^Link:/);
    const picker = popover.querySelector<HTMLInputElement>('input[type="color"]')!;
    expect(picker.getAttribute('aria-label')).to.equal('Link color picker');
    expect(picker.value).to.equal('#1e1c24');
    await changeValue(picker, '#336699');
    expect(userStyles()).to.deep.equal({
      elements: { link: { color: { text: '#336699' } } },
    });
  });

  it('writes a gradient for a background, never a gradient and a colour together', async () => {
    fixture.user.styles = { color: { background: '#ffffff' } };
    await render(<ElementColors />);
    const popover = await openControl(/^Background:/);
    expect(
      Array.from(popover.querySelectorAll('[role="group"]'), (group) =>
        group.getAttribute('aria-label'),
      ),
    ).to.deep.equal(['Theme colors', 'Default colors', 'Theme gradients']);
    await click(named('button', 'Sunrise', popover));
    expect(userStyles()).to.deep.equal({ color: { gradient: 'var:preset|gradient|sunrise' } });
    await waitFor(() => named('button', 'Background: Sunrise'));
    await click(named('button', 'Mist', popover));
    expect(userStyles()).to.deep.equal({ color: { background: 'var:preset|color|mist' } });
  });

  it('clears the user’s colour, and offers Clear only when there is one', async () => {
    fixture.user.styles = { color: { text: '#123456', background: '#ffffff' } };
    await render(<ElementColors />);
    let popover = await openControl(/^Text:/);
    await click(named('button', 'Clear', popover));
    expect(userStyles()).to.deep.equal({ color: { background: '#ffffff' } });
    // The theme's colour applies again.
    await waitFor(() => named('button', 'Text: Ink'));
    await keys({ press: 'Escape' });
    popover = await openControl(/^Link:/);
    expect(named('button', 'Clear', popover)?.disabled).to.equal(true);
  });

  it('shows a colour group only where the settings allow it', async () => {
    (fixture.theme.settings as { color: Record<string, unknown> }).color.link = false;
    (fixture.theme.settings as { color: Record<string, unknown> }).color.caption = false;
    await render(<ColorsScreen params={{}} parent="/" />);
    const groups = Array.from(shadow.querySelectorAll('.co-group'), (group) =>
      group.getAttribute('aria-label'),
    );
    expect(groups).to.deep.equal(['Background', 'Text', 'Headings', 'Buttons']);
  });

  it('edits a block’s own colours, as far as the block supports them', async () => {
    await render(<ElementColors blockName="core/quote" />);
    const groups = Array.from(shadow.querySelectorAll('.co-group'), (group) =>
      group.getAttribute('aria-label'),
    );
    expect(groups).to.deep.equal(['Text']);
    const popover = await openControl(/^Text:/);
    await click(named('button', 'Terracotta', popover));
    expect(userStyles()).to.deep.equal({
      blocks: { 'core/quote': { color: { text: 'var:preset|color|accent' } } },
    });
    await settle();
  });
});
