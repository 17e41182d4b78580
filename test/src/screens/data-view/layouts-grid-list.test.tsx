// The grid and list layouts as a user meets them: columns by width, cards and rows, and keyboard
// use (roving focus, Enter opens, Space selects).
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import type { Field } from '../../../../src/data-view/types';
import {
  type Book,
  bookFields,
  edit,
  type Rendered,
  renderDataView,
  seriousViolations,
  tableView,
  trash,
} from './layouts-harness';
import { keys } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('grid layout', () => {
  const gridView = { ...tableView, type: 'grid' as const, layout: { badgeFields: ['status'] } };
  const columnCount = (shadow: ShadowRoot) =>
    getComputedStyle(shadow.querySelector('.dv-grid')!).gridTemplateColumns.split(' ').length;

  it('shows the columns of the width bucket, 8px apart', async () => {
    for (const [width, columns] of [
      [400, 2],
      [600, 2],
      [1000, 3],
      [1200, 4],
      [1600, 5],
    ] as const) {
      rendered = await renderDataView({ view: gridView, width });
      expect(columnCount(rendered.shadow), `${width}px`).to.equal(columns);
      expect(getComputedStyle(rendered.shadow.querySelector('.dv-grid')!).columnGap).to.equal(
        '8px',
      );
      await rendered.unmount();
      rendered = undefined;
    }
  });

  it('keeps a preferred preview size inside the bucket range', async () => {
    rendered = await renderDataView({
      view: { ...gridView, layout: { previewSize: 9 } },
      width: 1600,
    });
    expect(columnCount(rendered.shadow)).to.equal(6);
  });

  it('shows badges, labelled fields, and media unless showMedia is false', async () => {
    const fields: Field<Book>[] = [
      ...bookFields,
      {
        id: 'cover',
        label: 'Cover',
        type: 'media',
        getValue: () => 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      },
    ];
    rendered = await renderDataView({ fields, view: { ...gridView, mediaField: 'cover' } });
    const card = rendered.shadow.querySelector('.dv-card')!;
    expect(card.querySelector('img')).to.not.equal(null);
    expect(card.querySelector('.dv-badge')?.textContent).to.equal('Published');
    const terms = Array.from(card.querySelectorAll('dt'), (dt) => dt.textContent);
    expect(terms).to.deep.equal(['Pages', 'Author']);
    await rendered.unmount();
    rendered = await renderDataView({
      fields,
      view: { ...gridView, mediaField: 'cover', showMedia: false },
    });
    expect(Boolean(rendered.shadow.querySelector('.dv-card img'))).to.equal(false);
  });

  it('moves between cards with arrow keys, opens with Enter and selects with Space', async () => {
    const opened: Book[] = [];
    rendered = await renderDataView({
      view: gridView,
      width: 1000,
      actions: [{ ...trash, isEligible: undefined }],
      onClickItem: (book) => opened.push(book),
    });
    const { shadow } = rendered;
    const cards = Array.from(shadow.querySelectorAll<HTMLElement>('.dv-card'));
    expect(cards.map((card) => card.tabIndex)).to.deep.equal([0, ...cards.slice(1).map(() => -1)]);
    cards[0]!.focus();
    await keys({ press: 'ArrowDown' });
    expect(cards.indexOf(shadow.activeElement as HTMLElement)).to.equal(3);
    await keys({ press: 'ArrowLeft' });
    expect(cards.indexOf(shadow.activeElement as HTMLElement)).to.equal(2);
    expect(cards[2]!.tabIndex).to.equal(0);
    expect(cards[0]!.tabIndex).to.equal(-1);
    await keys({ press: 'Enter' });
    expect(opened.map((book) => book.id)).to.deep.equal([3]);
    await keys({ press: 'Space' });
    expect(rendered.selections.at(-1)).to.deep.equal(['3']);
    expect(cards[2]!.classList.contains('is-selected')).to.equal(true);
  });

  it('has no serious accessibility violations', async () => {
    rendered = await renderDataView({
      view: gridView,
      actions: [edit, trash],
      onClickItem: () => {},
    });
    expect(await seriousViolations(rendered.shadow.host)).to.deep.equal([]);
  });
});

describe('list layout', () => {
  const listView = { ...tableView, type: 'list' as const, descriptionField: 'author' };

  it('shows a row per item with its title, description and fields', async () => {
    rendered = await renderDataView({ view: listView });
    const rows = rendered.shadow.querySelectorAll('.dv-row');
    expect(rows).to.have.length(10);
    expect(rows[0]?.querySelector('.dv-title')?.textContent).to.equal('Book 01');
    expect(rows[0]?.querySelector('.dv-description')?.textContent).to.equal('Grace');
    expect(rows[0]?.querySelector('.dv-row__fields')?.textContent).to.equal(
      'Status: PublishedPages: 100',
    );
  });

  it('moves between rows with Up and Down and opens one with Enter', async () => {
    const opened: Book[] = [];
    rendered = await renderDataView({ view: listView, onClickItem: (book) => opened.push(book) });
    const { shadow } = rendered;
    const rows = Array.from(shadow.querySelectorAll<HTMLElement>('.dv-row'));
    rows[0]!.focus();
    await keys({ press: 'ArrowDown' });
    await keys({ press: 'ArrowDown' });
    expect(rows.indexOf(shadow.activeElement as HTMLElement)).to.equal(2);
    await keys({ press: 'ArrowUp' });
    expect(rows.indexOf(shadow.activeElement as HTMLElement)).to.equal(1);
    await keys({ press: 'End' });
    expect(rows.indexOf(shadow.activeElement as HTMLElement)).to.equal(9);
    await keys({ press: 'Enter' });
    expect(opened.map((book) => book.id)).to.deep.equal([10]);
  });

  it('is a grid whose rows say which one is selected; a click or Space selects one row', async () => {
    rendered = await renderDataView({ view: listView, onClickItem: () => {} });
    const { shadow, selections } = rendered;
    expect(shadow.querySelector('[role="grid"]')?.getAttribute('aria-label')).to.equal('Items');
    const rows = () => Array.from(shadow.querySelectorAll<HTMLElement>('[role="row"]'));
    expect(rows().map((row) => row.getAttribute('aria-selected'))).to.deep.equal(
      Array(10).fill('false'),
    );
    await act(async () => rows()[3]!.querySelector<HTMLElement>('.dv-row__fields')!.click());
    expect(selections.at(-1)).to.deep.equal(['4']);
    expect(rows()[3]!.getAttribute('aria-selected')).to.equal('true');
    // One row at a time: the list's selection is the item a screen previews.
    rows()[3]!.focus();
    await keys({ press: 'ArrowDown' });
    await keys({ press: 'Space' });
    expect(selections.at(-1)).to.deep.equal(['5']);
    expect(
      rows().flatMap((row, index) => (row.getAttribute('aria-selected') === 'true' ? [index] : [])),
    ).to.deep.equal([4]);
    // The selected row is the tab stop.
    expect(rows().map((row) => row.tabIndex)).to.deep.equal([
      -1, -1, -1, -1, 0, -1, -1, -1, -1, -1,
    ]);
  });

  it('opens an item from its title without selecting it', async () => {
    const opened: Book[] = [];
    rendered = await renderDataView({ view: listView, onClickItem: (book) => opened.push(book) });
    const { shadow, selections } = rendered;
    await act(async () => shadow.querySelectorAll<HTMLElement>('.dv-row .dv-title')[1]!.click());
    expect(opened.map((book) => book.id)).to.deep.equal([2]);
    expect(selections).to.deep.equal([]);
  });

  it('selects with Enter when items do not open', async () => {
    rendered = await renderDataView({ view: listView });
    const { shadow, selections } = rendered;
    shadow.querySelectorAll<HTMLElement>('[role="row"]')[2]!.focus();
    await keys({ press: 'Enter' });
    expect(selections.at(-1)).to.deep.equal(['3']);
  });

  it('has no serious accessibility violations', async () => {
    rendered = await renderDataView({
      view: listView,
      actions: [edit, trash],
      onClickItem: () => {},
    });
    expect(await seriousViolations(rendered.shadow.host)).to.deep.equal([]);
  });
});
