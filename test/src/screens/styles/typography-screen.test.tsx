// The Typography screen (spec 2.4) as a user meets it: the site's fonts with their variant counts
// and 'Manage fonts', the five elements, the font size presets link, and the theme's
// typography-only variations in a grid of 3 columns (none shown without them).
import { expect } from '@esm-bundle/chai';
import { $fontsModalOpen, closeFontsModal } from '../../../../src/stores/fonts-modal';
import { $location } from '../../../../src/stores/router';
import { StyleNavigator } from '../../../../src/screens/styles/navigator';
import { texts } from '../../../helpers';
import { seriousViolations } from '../data-view/layouts-harness';
import { byName, click } from '../data-view/toolbar-harness';
import { type Harness, rendered, renderStyles, userStyles } from './typography-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
  closeFontsModal();
});

const sections = (shadow: ShadowRoot) => texts(shadow, '.st-section__title');

describe('the Typography screen', () => {
  it('lists the fonts, the elements and the font size presets', async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography' });
    const { shadow } = harness;
    await rendered(() => shadow.querySelector('.ty-family'));
    expect(texts(shadow, '.st-screen__title')).to.deep.equal(['Typography']);
    expect(sections(shadow)).to.deep.equal(['Fonts', 'Elements', 'Font Sizes']);
    expect(texts(shadow, '.ty-family__name')).to.deep.equal(['Book Serif', 'Inter']);
    // A family without faces is one variant (the system's font); Inter lists two faces.
    expect(texts(shadow, '.ty-family__count')).to.deep.equal(['1 variant', '2 variants']);
    expect(texts(shadow, '.st-nav__label')).to.deep.equal([
      'AaText',
      'AaLinks',
      'AaHeadings',
      'AaCaptions',
      'AaButtons',
      'Font size presets',
    ]);
    // Each element's "Aa" is in that element's font: headings in Inter, the rest in the text's.
    const aa = Array.from(shadow.querySelectorAll<HTMLElement>('.ty-element__aa'));
    expect(aa.map((element) => element.style.fontFamily)).to.deep.equal([
      'Georgia, serif',
      'Georgia, serif',
      'Inter, sans-serif',
      'Georgia, serif',
      'Georgia, serif',
    ]);
    expect(userStyles()).to.deep.equal({});
  });

  it('names a family without font files in its own font', async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography' });
    const name = await rendered(() =>
      harness?.shadow.querySelector<HTMLElement>('.ty-family__name'),
    );
    expect(name.style.fontFamily).to.equal('Georgia, serif');
  });

  it("opens the element's screen from its link", async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography' });
    const { shadow } = harness;
    await rendered(() => shadow.querySelector('.st-nav__item'));
    await click(byName(shadow, '.st-nav__item', 'AaHeadings'));
    expect($location.get().query.section).to.equal('/typography/heading');
    await rendered(() => texts(shadow, '.st-screen__title')[0] === 'Headings');
  });

  it("opens the Fonts modal with 'Manage fonts'", async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography' });
    const { shadow } = harness;
    const button = await rendered(() => byName(shadow, 'button', 'Manage fonts'));
    expect($fontsModalOpen.get()).to.equal(false);
    await click(button);
    expect($fontsModalOpen.get()).to.equal(true);
  });

  it('shows only typography variations, three to a row, when the theme has some', async () => {
    harness = await renderStyles(<StyleNavigator />, {
      section: '/typography',
      variations: [
        { title: 'Bold type', settings: {}, styles: { typography: { fontWeight: '700' } } },
        { title: 'Dusk', settings: { color: {} }, styles: { color: { background: '#000' } } },
        { title: 'Whole', settings: {}, styles: { color: {}, typography: {} } },
      ],
    });
    const { shadow } = harness;
    const grid = await rendered(() => shadow.querySelector('.st-tiles'));
    expect(grid.classList.contains('is-3')).to.equal(true);
    expect(sections(shadow)).to.deep.equal(['Fonts', 'Elements', 'Font Sizes', 'Presets']);
    expect(texts(shadow, '.st-tile__label')).to.deep.equal(['Bold type']);
    await click(shadow.querySelector('.st-tile'));
    expect(userStyles()).to.deep.equal({ typography: { fontWeight: '700' } });
  });

  it('shows no variations section when the theme has none', async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography', variations: [] });
    const { shadow } = harness;
    await rendered(() => shadow.querySelector('.ty-family'));
    expect(sections(shadow)).to.not.include('Presets');
    expect(shadow.querySelector('.st-tiles')).to.equal(null);
  });

  it('has no serious accessibility violations', async () => {
    harness = await renderStyles(<StyleNavigator />, { section: '/typography' });
    await rendered(() => harness?.shadow.querySelector('.ty-family'));
    expect(await seriousViolations(harness.shadow.host)).to.deep.equal([]);
  });
});
