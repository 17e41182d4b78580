// Switching layout in the whole <DataViews> (spec 4): the old layout's settings go, the new
// layout's defaults apply, and the search, filters and sort stay. The switcher menu itself
// (offered layouts, checked item) is toolbar.test.
import { expect } from '@esm-bundle/chai';
import type { LayoutType, View } from '../../../../src/data-view/types';
import { type Rendered, renderDataView, tableView } from './layouts-harness';
import { byName, click, openPopover } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const defaultLayouts: Partial<Record<LayoutType, Partial<View>>> = {
  table: { layout: { styles: { author: { width: '1%' } } } },
  grid: { layout: { badgeFields: ['status'] } },
  list: {},
};

async function switchTo(shadow: ShadowRoot, layout: string) {
  await click(byName(shadow, 'button', 'Layout'));
  await click(byName(shadow, '[popover]:popover-open [role="menuitemradio"]', layout));
}

const headerCell = (shadow: ShadowRoot, name: string) =>
  byName(shadow, 'thead th button', name)!.closest('th')!;

describe('layout switch', () => {
  it("drops the old layout's settings and applies the new layout's defaults", async () => {
    rendered = await renderDataView({
      defaultLayouts,
      view: { ...tableView, layout: { density: 'compact', styles: { pages: { width: '200px' } } } },
    });
    const { shadow } = rendered;
    expect(getComputedStyle(shadow.querySelector('tbody td')!).paddingTop).to.equal('4px');
    expect(headerCell(shadow, 'Pages').style.width).to.equal('200px');

    await switchTo(shadow, 'Grid');
    expect(Boolean(shadow.querySelector('table'))).to.equal(false);
    expect(shadow.querySelector('.dv-card .dv-badge')?.textContent).to.equal('Published');

    await switchTo(shadow, 'Table');
    expect(rendered.views.at(-1)?.layout).to.deep.equal({ styles: { author: { width: '1%' } } });
    expect(
      getComputedStyle(shadow.querySelector('tbody td')!).paddingTop,
      'compact is gone: the default density',
    ).to.equal('8px');
    expect(headerCell(shadow, 'Pages').style.width).to.equal('');
    expect(headerCell(shadow, 'Author').style.width).to.equal('1%');
  });

  it('drops the old settings also when the new layout brings no defaults of its own', async () => {
    rendered = await renderDataView({
      view: { ...tableView, layout: { density: 'compact', styles: { pages: { width: '200px' } } } },
    });
    const { shadow } = rendered;
    await switchTo(shadow, 'Grid');
    await switchTo(shadow, 'Table');
    expect(rendered.views.at(-1)?.layout).to.equal(undefined);
    expect(getComputedStyle(shadow.querySelector('tbody td')!).paddingTop).to.equal('8px');
    expect(headerCell(shadow, 'Pages').style.width).to.equal('');
  });

  it('keeps the search, filters, sort and items per page', async () => {
    rendered = await renderDataView({
      defaultLayouts,
      view: {
        ...tableView,
        perPage: 20,
        search: 'Book',
        sort: { field: 'pages', direction: 'desc' },
        filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
      },
    });
    const { shadow } = rendered;
    // The twelve drafts (the even books) on one page of 20, most pages first.
    const drafts = Array.from(
      { length: 12 },
      (_, i) => `Book ${String(24 - 2 * i).padStart(2, '0')}`,
    );
    const shownTitles = () =>
      Array.from(shadow.querySelectorAll('.dv-title'), (title) => title.textContent);
    expect(shownTitles()).to.deep.equal(drafts);
    await switchTo(shadow, 'Grid');
    expect(shadow.querySelectorAll('.dv-card').length).to.equal(12);
    expect(shownTitles()).to.deep.equal(drafts);
    expect(shadow.querySelector<HTMLInputElement>('input[type="search"]')?.value).to.equal('Book');
    expect(byName(shadow, '.dv-filter-chip__button', 'Status is any of: Draft')).to.exist;
    await click(byName(shadow, 'button', 'View options'));
    const popover = openPopover(shadow, 'View options')!;
    expect(popover.querySelector<HTMLSelectElement>('select')?.value).to.equal('pages');
  });
});
