// The footer as a user meets it: the item count, 'Page X of Y' with Previous and Next disabled at
// the ends, when it is hidden, and the select-all box with the bulk actions outside the table.
import { expect } from '@esm-bundle/chai';
import { pageText } from '../../../helpers';
import type { Action } from '../../../../src/data-view/types';
import {
  type Book,
  books,
  type Rendered,
  renderDataView,
  seriousViolations,
  tableView,
} from './layouts-harness';
import { byName, click } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const trash: Action<Book> = {
  id: 'trash',
  label: 'Move to trash',
  supportsBulk: true,
  isEligible: (book) => book.status === 'draft',
  callback: () => {},
};
const pageButton = (shadow: ShadowRoot, name: string) =>
  byName<HTMLButtonElement>(shadow, '.dv-footer button', name);
const footerText = (shadow: ShadowRoot) => shadow.querySelector('.dv-footer')?.textContent ?? '';

describe('data view footer', () => {
  it('counts the items, one or many', async () => {
    rendered = await renderDataView({ data: books.slice(0, 1), actions: [trash] });
    expect(rendered.shadow.querySelector('.dv-footer__count')?.textContent).to.equal('1 item');
    await rendered.unmount();
    rendered = await renderDataView({
      data: books.slice(0, 10),
      paginationInfo: { totalItems: 1234, totalPages: 124 },
    });
    expect(rendered.shadow.querySelector('.dv-footer__count')?.textContent).to.equal('1,234 items');
  });

  it('goes back a page from the last one of a host-paged list, where Next is disabled', async () => {
    rendered = await renderDataView({
      data: books.slice(0, 10),
      view: { ...tableView, page: 10 },
      paginationInfo: { totalItems: 95, totalPages: 10 },
    });
    const { shadow, views } = rendered;
    expect(pageText(shadow)).to.equal('Page 10 of 10');
    expect(pageButton(shadow, 'Next page')!.disabled).to.equal(true);
    expect(pageButton(shadow, 'Previous page')!.disabled).to.equal(false);
    await click(pageButton(shadow, 'Previous page'));
    expect(views.at(-1)?.page).to.equal(9);
  });

  it('disables Previous on page 1 and moves on with Next', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    expect(pageButton(shadow, 'Previous page')!.disabled).to.equal(true);
    await click(pageButton(shadow, 'Next page'));
    expect(views.at(-1)?.page).to.equal(2);
    expect(pageText(shadow)).to.equal('Page 2 of 3');
    expect(pageButton(shadow, 'Previous page')!.disabled).to.equal(false);
  });

  it('hides with a single page and no bulk actions, and stays for bulk actions', async () => {
    rendered = await renderDataView({ data: books.slice(0, 4) });
    expect(Boolean(rendered.shadow.querySelector('.dv-footer'))).to.equal(false);
    await rendered.unmount();
    rendered = await renderDataView({
      data: books.slice(0, 4),
      actions: [trash],
      view: { ...tableView, type: 'list' },
    });
    const { shadow } = rendered;
    expect(shadow.querySelector('.dv-footer')).to.not.equal(null);
    expect(footerText(shadow)).to.not.contain('Page');
    expect(shadow.querySelector('.dv-footer input[aria-label="Select all"]')).to.not.equal(null);
  });

  it('selects every eligible item from the footer outside the table, mixed when some are', async () => {
    rendered = await renderDataView({ view: { ...tableView, type: 'grid' }, actions: [trash] });
    const { shadow } = rendered;
    const all = shadow.querySelector<HTMLInputElement>(
      '.dv-footer input[aria-label="Select all"]',
    )!;
    await click(all);
    expect(rendered.selections.at(-1)).to.deep.equal(['2', '4', '6', '8', '10']);
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('5 Items selected');
    await click(byName(shadow, '.dv-card input', 'Select item: Book 04'));
    expect(all.indeterminate).to.equal(true);
    expect(all.checked).to.equal(false);
  });

  it('keeps the select-all box in the table header, not twice', async () => {
    rendered = await renderDataView({ actions: [trash] });
    expect(rendered.shadow.querySelectorAll('input[aria-label="Select all"]')).to.have.length(1);
    expect(rendered.shadow.querySelector('thead input[aria-label="Select all"]')).to.not.equal(
      null,
    );
  });

  it('has no serious accessibility violations with a selection', async () => {
    rendered = await renderDataView({ view: { ...tableView, type: 'grid' }, actions: [trash] });
    await click(rendered.shadow.querySelector('.dv-footer input[aria-label="Select all"]'));
    const footer = rendered.shadow.querySelector('.dv-footer')!;
    expect(await seriousViolations(footer)).to.deep.equal([]);
  });
});
