// The Blocks screens as a user meets them (spec 2.4, 5, 9): only blocks with something to style,
// core first; the search applies after a 500 ms pause and says how many it found; a block's
// screen lists its style variations and the controls it supports (block spacing hidden when the
// block skips its serialisation); a border given a width or colour without a style is solid.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import {
  BlockScreen,
  BlockVariationScreen,
} from '../../../../src/screens/styles/blocks/block-screen';
import { BlocksScreen } from '../../../../src/screens/styles/blocks/blocks-screen';
import { texts } from '../../../helpers';
import { byLabel, byName, changeValue, click } from '../data-view/toolbar-harness';
import { seriousViolations } from '../data-view/layouts-harness';
import { renderStyles, type StylesHarness, settle, userValue } from './styles-harness';

let harness: StylesHarness | undefined;
afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

async function commit(input: HTMLInputElement, value: string) {
  await changeValue(input, value);
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await settle();
}

/** Waits in short acted steps: the debounce timer and the announcement update state meanwhile. */
async function until(check: () => unknown, timeout = 3000) {
  const started = performance.now();
  while (!check() && performance.now() - started < timeout) await settle(20);
  expect(Boolean(check()), 'waited for a condition').to.equal(true);
}

const blockLinks = (root: ShadowRoot) => texts(root, '.st-nav__item');
const status = (root: ShadowRoot) => root.querySelector('[role="status"]')?.textContent?.trim();

describe('the blocks list', () => {
  it('lists blocks with something to style, core first, grouped by category', async () => {
    harness = await renderStyles(<BlocksScreen params={{}} parent="/" />);
    const { shadow } = harness;
    const names = blockLinks(shadow);
    expect(names).to.include.members(['Paragraph', 'Button', 'Group', 'Image', 'Card']);
    expect(names).not.to.include('Missing');
    // Navigation's only control, block spacing, is hidden (it skips serialisation): not listed.
    expect(names).not.to.include('Navigation');
    // The one non-core block comes after the core blocks of its category.
    expect(names.indexOf('Card')).to.be.greaterThan(names.indexOf('Group'));
    expect(texts(shadow, '.st-block-group__title')).to.deep.equal(['Text', 'Media', 'Design']);
    const button = byName<HTMLAnchorElement>(shadow, 'a', 'Button');
    expect(button?.getAttribute('href')).to.contain(encodeURIComponent('/blocks/core%2Fbutton'));
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });

  it('searches after a pause of 500 ms and says how many blocks it found', async () => {
    harness = await renderStyles(<BlocksScreen params={{}} parent="/" />);
    const { shadow } = harness;
    const search = shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
    const typed = performance.now();
    await changeValue(search, 'butt');
    expect(blockLinks(shadow)).to.include('Paragraph');
    expect(status(shadow)).to.equal('');
    await until(() => !blockLinks(shadow).includes('Paragraph'));
    expect(performance.now() - typed).to.be.at.least(480);
    expect(blockLinks(shadow)).to.deep.equal(['Buttons', 'Button']);
    await until(() => status(shadow) === '2 results found.');

    await changeValue(search, 'link');
    await until(() => status(shadow) === '1 result found.');
    expect(blockLinks(shadow)).to.deep.equal(['Buttons']);

    await changeValue(search, 'zebra');
    await until(() => status(shadow) === '0 results found.');
    expect(shadow.querySelector('.st-message')?.textContent).to.equal('No blocks found.');
  });
});

describe('a block’s screen', () => {
  it('lists the style variations and the controls the block supports', async () => {
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/button' }} parent="/blocks" />,
    );
    const { shadow } = harness;
    expect(shadow.querySelector('h2')?.textContent).to.equal('Button');
    const outline = byName<HTMLAnchorElement>(shadow, 'a', 'Outline');
    expect(outline?.getAttribute('href')).to.contain(
      encodeURIComponent('/blocks/core%2Fbutton/variations/outline'),
    );
    expect(byName(shadow, 'a', 'Fill')).to.equal(undefined);
    expect(() => byLabel(shadow, 'Radius')).not.to.throw();
    expect(() => byLabel(shadow, 'Shadow')).not.to.throw();
    expect(() => byLabel(shadow, 'Margin (all sides)')).to.throw();
    expect(() => byLabel(shadow, 'Additional CSS')).not.to.throw();
    expect(await seriousViolations(shadow.host)).to.deep.equal([]);
  });

  it('hides block spacing when the block skips its serialisation', async () => {
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/group' }} parent="/blocks" />,
    );
    expect(() => byLabel(harness!.shadow, 'Block spacing')).not.to.throw();
    await harness.unmount();
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/navigation' }} parent="/blocks" />,
    );
    expect(() => byLabel(harness!.shadow, 'Block spacing')).to.throw();
  });

  it('writes padding on all sides while linked, a preset as a reference', async () => {
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/group' }} parent="/blocks" />,
    );
    const { shadow } = harness;
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Padding (all sides)'), 'preset:30');
    const padding = 'var:preset|spacing|30';
    expect(userValue('styles', ['blocks', 'core/group', 'spacing', 'padding'])).to.deep.equal({
      top: padding,
      right: padding,
      bottom: padding,
      left: padding,
    });
  });

  it('makes a border solid when it gets a width or a colour and has no style', async () => {
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/group' }} parent="/blocks" />,
    );
    await commit(byLabel<HTMLInputElement>(harness.shadow, 'Border width'), '2px');
    expect(userValue('styles', ['blocks', 'core/group', 'border'])).to.deep.equal({
      width: '2px',
      style: 'solid',
    });
    await changeValue(byLabel<HTMLSelectElement>(harness.shadow, 'Border style'), 'dotted');
    await commit(byLabel<HTMLInputElement>(harness.shadow, 'Border color'), '#ff0000');
    expect(userValue('styles', ['blocks', 'core/group', 'border'])).to.deep.equal({
      width: '2px',
      style: 'dotted',
      color: '#ff0000',
    });
    await harness.unmount();

    // The theme gives the image's border a style: a width alone keeps it.
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/image' }} parent="/blocks" />,
    );
    await commit(byLabel<HTMLInputElement>(harness.shadow, 'Border width'), '1px');
    expect(userValue('styles', ['blocks', 'core/image', 'border'])).to.deep.equal({ width: '1px' });
  });

  it('chooses a duotone preset for a block with duotone support', async () => {
    harness = await renderStyles(
      <BlockScreen params={{ blockName: 'core/image' }} parent="/blocks" />,
    );
    await click(byLabel(harness.shadow, 'Dusk'));
    expect(userValue('styles', ['blocks', 'core/image', 'filter', 'duotone'])).to.equal(
      'var:preset|duotone|dusk',
    );
  });

  it('edits a style variation of the block in its own place', async () => {
    harness = await renderStyles(
      <BlockVariationScreen
        params={{ blockName: 'core/button', variation: 'outline' }}
        parent="/blocks/core%2Fbutton"
      />,
    );
    const { shadow } = harness;
    expect(shadow.querySelector('h2')?.textContent).to.equal('Outline');
    expect(byName(shadow, 'a', 'Outline')).to.equal(undefined);
    await commit(byLabel<HTMLInputElement>(shadow, 'Radius'), '4px');
    expect(
      userValue('styles', ['blocks', 'core/button', 'variations', 'outline', 'border', 'radius']),
    ).to.equal('4px');
  });
});
