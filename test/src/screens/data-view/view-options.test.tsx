// The View options popover's controls (labels, choices, keyboard and focus) through the toolbar
// harness. What each choice does to the items, and the preview size in each grid width bucket,
// is rules-view-options.test (through the whole <DataViews>).
import { expect } from '@esm-bundle/chai';
import { until } from '../../../helpers';
import type { View } from '../../../../src/data-view/types';
import { postFields, tableView } from './toolbar-fixtures';
import {
  byLabel,
  byName,
  changeValue,
  click,
  focused,
  type Harness,
  hasFocus,
  type HarnessOptions,
  openPopover,
  renderToolbar,
  seriousViolations,
} from './toolbar-harness';

async function openViewOptions(options: Partial<HarnessOptions> & { view?: View } = {}) {
  const harness = await renderToolbar({ fields: postFields, view: tableView, ...options });
  await click(byName(harness.shadow, 'button', 'View options'));
  const popover = openPopover(harness.shadow, 'View options');
  if (!popover) throw new Error('View options did not open.');
  return { harness, popover };
}

function sectionNamed(popover: HTMLElement, name: string): HTMLElement {
  const heading = Array.from(popover.querySelectorAll('h3')).find((h) => h.textContent === name);
  return heading!.closest('section')!;
}

describe('data view options', () => {
  let harness: Harness;
  afterEach(() => harness.unmount());

  it('disables Items per page until a sort field is chosen; sorting defaults to descending', async () => {
    let popover: HTMLElement;
    ({ harness, popover } = await openViewOptions());
    expect(sectionNamed(popover, 'Appearance')).to.exist;
    const perPage = byLabel<HTMLSelectElement>(harness.shadow, 'Items per page');
    expect(perPage.disabled).to.equal(true);
    expect(Array.from(perPage.options).map((option) => option.text)).to.deep.equal([
      '10',
      '20',
      '50',
      '100',
    ]);
    const sortBy = byLabel<HTMLSelectElement>(harness.shadow, 'Sort by');
    expect(Array.from(sortBy.options).map((option) => option.text)).to.deep.equal([
      '',
      'Title',
      'Status',
      'Author',
      'Format',
      'Date',
    ]);
    await changeValue(sortBy, 'date');
    expect(harness.last().sort).to.deep.equal({ field: 'date', direction: 'desc' });
    expect(harness.last().showLevels).to.equal(false);
    expect(perPage.disabled).to.equal(false);
    await changeValue(perPage, '50');
    expect(harness.last()).to.include({ perPage: 50, page: 1 });
  });

  it('changes the order', async () => {
    let popover: HTMLElement;
    ({ harness, popover } = await openViewOptions({
      view: { ...tableView, sort: { field: 'title', direction: 'desc' } },
    }));
    const order = Array.from(popover.querySelectorAll('fieldset')).find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Order',
    )!;
    const ascending = Array.from(order.querySelectorAll('label')).find(
      (label) => label.textContent === 'Ascending',
    )!;
    await click(ascending.querySelector('input'));
    expect(harness.last().sort).to.deep.equal({ field: 'title', direction: 'asc' });
  });

  it('offers density for tables', async () => {
    let popover: HTMLElement;
    ({ harness, popover } = await openViewOptions());
    const density = Array.from(popover.querySelectorAll('fieldset')).find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Density',
    )!;
    const labels = Array.from(density.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).to.deep.equal(['Comfortable', 'Balanced', 'Compact']);
    await click(density.querySelectorAll('input')[2]);
    expect(harness.last().layout).to.deep.equal({ density: 'compact' });
  });

  it('hides a property, removing it from fields, and gives focus back to its toggle', async () => {
    let popover: HTMLElement;
    ({ harness, popover } = await openViewOptions());
    const properties = sectionNamed(popover, 'Properties');
    const toggle = (name: string) =>
      Array.from(properties.querySelectorAll('label')).find((label) => label.textContent === name)
        ?.control as HTMLInputElement | undefined;
    expect(toggle('Status')?.checked).to.equal(true);
    expect(toggle('Slug')?.checked).to.equal(false);
    expect(Boolean(toggle('Title')), 'title cannot be hidden').to.equal(false);
    toggle('Status')!.focus();
    await click(toggle('Status'));
    expect(harness.last().fields).to.deep.equal(['author', 'date']);
    await until(() => hasFocus(harness, toggle('Status')));
    expect(toggle('Status')?.checked).to.equal(false);
    expect(hasFocus(harness, toggle('Status')), focused(harness)).to.equal(true);

    await click(toggle('Slug'));
    expect(harness.last().fields).to.deep.equal(['author', 'date', 'slug']);
  });

  it('moves a visible property up and down', async () => {
    let popover: HTMLElement;
    ({ harness, popover } = await openViewOptions());
    expect(byName(popover, 'button', 'Move Status up')?.getAttribute('aria-disabled')).to.equal(
      'true',
    );
    expect(byName(popover, 'button', 'Move Date down')?.getAttribute('aria-disabled')).to.equal(
      'true',
    );
    const down = byName(popover, 'button', 'Move Status down')!;
    down.focus();
    await click(down);
    expect(harness.last().fields).to.deep.equal(['author', 'status', 'date']);
    await until(() => hasFocus(harness, byName(popover, 'button', 'Move Status down')));
    expect(
      hasFocus(harness, byName(popover, 'button', 'Move Status down')),
      focused(harness),
    ).to.equal(true);
    await click(byName(popover, 'button', 'Move Date up'));
    expect(harness.last().fields).to.deep.equal(['author', 'date', 'status']);
  });

  it('has no serious accessibility violations', async () => {
    ({ harness } = await openViewOptions({ view: { ...tableView, type: 'grid' } }));
    expect(await seriousViolations(harness)).to.deep.equal([]);
  });
});
