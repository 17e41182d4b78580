// The view options' rules (spec 4, 5 and 9) as a user of the whole <DataViews> meets them: what
// each choice does to the items on screen, across the five grid width buckets, and focus after
// toggling a property. The controls themselves (labels, options, keyboard) are view-options.test.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import type { View } from '../../../../src/data-view/types';
import { type Rendered, renderDataView, tableView } from './layouts-harness';
import { byLabel, byName, changeValue, click, openPopover, settle } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function openViewOptions(shadow: ShadowRoot): Promise<HTMLElement> {
  await click(byName(shadow, 'button', 'View options'));
  const popover = openPopover(shadow, 'View options');
  if (!popover) throw new Error('View options did not open.');
  return popover;
}

const titles = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('tbody tr .dv-title'), (title) => title.textContent);
const headers = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
const radio = (popover: HTMLElement, legend: string, label: string) => {
  const fieldset = Array.from(popover.querySelectorAll('fieldset')).find(
    (entry) => entry.querySelector('legend')?.textContent === legend,
  );
  return Array.from(fieldset?.querySelectorAll('label') ?? [])
    .find((entry) => entry.textContent === label)
    ?.querySelector('input');
};
const gridColumns = (shadow: ShadowRoot) =>
  getComputedStyle(shadow.querySelector('.dv-grid')!).gridTemplateColumns.split(' ').length;

describe('view options: sorting and items per page', () => {
  it('sorts descending when a sort field is first chosen, and shows the items in that order', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    const popover = await openViewOptions(shadow);
    const order = radio(popover, 'Order', 'Descending')!;
    expect(order.checked, 'Descending shows as the order before any sort').to.equal(true);
    expect(order.closest('fieldset')!.disabled, 'no order to choose without a sort').to.equal(true);
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Sort by'), 'pages');
    expect(views.at(-1)?.sort).to.deep.equal({ field: 'pages', direction: 'desc' });
    expect(titles(shadow).slice(0, 3)).to.deep.equal(['Book 25', 'Book 24', 'Book 23']);
    expect(order.closest('fieldset')!.disabled).to.equal(false);
    await click(radio(popover, 'Order', 'Ascending'));
    expect(titles(shadow).slice(0, 3)).to.deep.equal(['Book 01', 'Book 02', 'Book 03']);
  });

  it('keeps Items per page disabled until a sort field exists, then shows that many items', async () => {
    const { perPage: _unset, ...noPerPage } = tableView;
    rendered = await renderDataView({ view: noPerPage });
    const { shadow, views } = rendered;
    expect(shadow.querySelectorAll('tbody tr').length, '10 items per page by default').to.equal(10);
    await openViewOptions(shadow);
    const perPage = byLabel<HTMLSelectElement>(shadow, 'Items per page');
    expect(perPage.disabled).to.equal(true);
    expect(perPage.value).to.equal('10');
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Sort by'), 'title');
    expect(perPage.disabled).to.equal(false);
    await changeValue(perPage, '20');
    expect(views.at(-1)).to.include({ perPage: 20, page: 1 });
    expect(shadow.querySelectorAll('tbody tr').length).to.equal(20);
  });

  it('keeps Items per page disabled while the sort field cannot be sorted by', async () => {
    rendered = await renderDataView({
      view: { ...tableView, sort: { field: 'author', direction: 'asc' } },
    });
    await openViewOptions(rendered.shadow);
    expect(byLabel<HTMLSelectElement>(rendered.shadow, 'Items per page').disabled).to.equal(true);
  });

  it('turns hierarchical levels off when a sort is chosen, in View options or a column header', async () => {
    const hierarchical: View = { ...tableView, showLevels: true };
    rendered = await renderDataView({ view: hierarchical });
    await openViewOptions(rendered.shadow);
    await changeValue(byLabel<HTMLSelectElement>(rendered.shadow, 'Sort by'), 'title');
    expect(rendered.views.at(-1)).to.deep.include({
      sort: { field: 'title', direction: 'desc' },
      showLevels: false,
    });
    await rendered.unmount();

    rendered = await renderDataView({ view: hierarchical });
    await click(byName(rendered.shadow, 'thead th button', 'Pages'));
    await click(
      byName(rendered.shadow, '[popover]:popover-open [role^="menuitem"]', 'Sort ascending'),
    );
    expect(rendered.views.at(-1)).to.deep.include({
      sort: { field: 'pages', direction: 'asc' },
      showLevels: false,
    });
  });
});

describe('view options: grid preview size', () => {
  const gridView: View = { ...tableView, type: 'grid' };

  it('offers the column range of each width bucket, and no size control on mobile', async () => {
    const buckets = [
      { width: 600, min: '1', max: '2', columns: 2 },
      { width: 1000, min: '2', max: '3', columns: 3 },
      { width: 1200, min: '2', max: '4', columns: 4 },
      { width: 1600, min: '3', max: '6', columns: 5 },
    ];
    for (const { width, min, max, columns } of buckets) {
      rendered = await renderDataView({ view: gridView, width });
      await openViewOptions(rendered.shadow);
      const size = byLabel<HTMLInputElement>(rendered.shadow, 'Preview size');
      expect([size.min, size.max], `${width}px`).to.deep.equal([min, max]);
      expect(size.getAttribute('aria-valuetext'), `${width}px`).to.equal(`${columns} columns`);
      await rendered.unmount();
      rendered = undefined;
    }

    rendered = await renderDataView({ view: gridView, width: 400 });
    const popover = await openViewOptions(rendered.shadow);
    expect(Boolean(popover.querySelector('input[type="range"]'))).to.equal(false);
    const legends = Array.from(popover.querySelectorAll('legend'), (legend) => legend.textContent);
    expect(legends, 'grids have no density either').to.deep.equal(['Order']);
  });

  it('shows bigger previews in fewer columns, clamped to the bucket when the view narrows', async () => {
    rendered = await renderDataView({ view: gridView, width: 1600 });
    const { shadow, views } = rendered;
    await openViewOptions(shadow);
    const size = byLabel<HTMLInputElement>(shadow, 'Preview size');
    await changeValue(size, '3');
    expect(views.at(-1)?.layout).to.deep.equal({ previewSize: 6 });
    expect(size.getAttribute('aria-valuetext')).to.equal('6 columns');
    expect(gridColumns(shadow)).to.equal(6);
    await changeValue(size, '6');
    expect(gridColumns(shadow)).to.equal(3);
    await changeValue(size, '3');
    await rendered.resize(1000);
    expect(gridColumns(shadow), 'xlarge allows at most 3').to.equal(3);
    await rendered.resize(1600);
    expect(gridColumns(shadow), 'the preference comes back').to.equal(6);
  });
});

describe('view options: properties', () => {
  const toggle = (popover: HTMLElement, name: string) =>
    Array.from(popover.querySelectorAll('label')).find((label) => label.textContent === name)
      ?.control as HTMLInputElement | undefined;

  it('hides, shows and reorders the table columns', async () => {
    rendered = await renderDataView();
    const { shadow } = rendered;
    const popover = await openViewOptions(shadow);
    expect(headers(shadow)).to.deep.equal(['Title', 'Status', 'Pages', 'Author']);
    await click(toggle(popover, 'Status'));
    expect(headers(shadow)).to.deep.equal(['Title', 'Pages', 'Author']);
    await click(toggle(popover, 'Status'));
    expect(headers(shadow), 'shown again at the end').to.deep.equal([
      'Title',
      'Pages',
      'Author',
      'Status',
    ]);
    await click(byName(popover, 'button', 'Move Status up'));
    expect(headers(shadow)).to.deep.equal(['Title', 'Pages', 'Status', 'Author']);
    await click(byName(popover, 'button', 'Move Pages down'));
    expect(headers(shadow)).to.deep.equal(['Title', 'Status', 'Pages', 'Author']);
  });

  it('gives focus back to the toggled property 50 ms after toggling it', async () => {
    rendered = await renderDataView();
    const { shadow } = rendered;
    const popover = await openViewOptions(shadow);
    const before = toggle(popover, 'Pages')!;
    before.focus();
    // When focus lands on the toggle, measured from the click (timers never fire early).
    let focusedAfter: number | undefined;
    const started = performance.now();
    shadow.addEventListener('focusin', (event) => {
      if (event.target === toggle(popover, 'Pages')) focusedAfter ??= performance.now() - started;
    });
    await act(async () => before.click());
    await settle(100);
    const after = toggle(popover, 'Pages')!;
    expect(after.checked).to.equal(false);
    expect(shadow.activeElement === after, 'focus is back on the toggle').to.equal(true);
    expect(focusedAfter, 'focus came back').to.be.a('number');
    expect(focusedAfter!, 'not before 50 ms').to.be.at.least(49);
  });
});
