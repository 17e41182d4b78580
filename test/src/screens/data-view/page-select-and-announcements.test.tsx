// The footer's page select ('Page [n] of m') and the live announcement of how many items a
// search or filter found, as a user meets them.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { pageText } from '../../../helpers';
import { ANNOUNCE_DELAY_MS } from '../../../../src/screens/data-view/results-announcer';
import {
  books,
  type Rendered,
  renderDataView,
  seriousViolations,
  tableView,
} from './layouts-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function type(shadow: ShadowRoot, text: string) {
  const search = shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(search, text);
    search.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const announced = (shadow: ShadowRoot) =>
  (shadow.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '').trim();

describe('page select', () => {
  it('offers every page and goes to the one chosen', async () => {
    rendered = await renderDataView();
    const { shadow, views } = rendered;
    const select = shadow.querySelector<HTMLSelectElement>('select[aria-label="Current page"]')!;
    expect(Array.from(select.options, (option) => option.textContent)).to.deep.equal([
      '1',
      '2',
      '3',
    ]);
    expect(pageText(shadow)).to.equal('Page 1 of 3');
    await act(async () => {
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(views.at(-1)?.page).to.equal(3);
    expect(pageText(shadow)).to.equal('Page 3 of 3');
    expect(shadow.querySelectorAll('tbody tr')).to.have.length(5);
  });

  // A host-paged list of 10 000 items: 500 pages.
  const manyPages = { totalItems: 10_000, totalPages: 500 };
  const optionTexts = (select: HTMLSelectElement) =>
    Array.from(select.options, (option) => option.textContent);

  it('with many pages, offers every page as soon as the user reaches for the select', async () => {
    // The page never idles here: the options come from the user reaching for the select.
    const idle = window.requestIdleCallback;
    window.requestIdleCallback = () => 0;
    try {
      rendered = await renderDataView({
        view: { ...tableView, page: 7 },
        data: books.slice(0, 10),
        paginationInfo: manyPages,
      });
    } finally {
      window.requestIdleCallback = idle;
    }
    const { shadow, views } = rendered;
    const select = shadow.querySelector<HTMLSelectElement>('select[aria-label="Current page"]')!;
    expect(pageText(shadow)).to.equal('Page 7 of 500');
    // Until then the select holds the current page: its first paint is not held up by 500
    // options. Focusing it (keyboard or pointer) brings them all at once.
    expect(optionTexts(select)).to.deep.equal(['7']);
    await act(async () => select.focus());
    expect(select.options).to.have.length(500);
    expect(select.value).to.equal('7');
    await act(async () => {
      select.value = '321';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(views.at(-1)?.page).to.equal(321);
  });

  it('with many pages, has every page in the select once the page is idle', async () => {
    rendered = await renderDataView({
      view: { ...tableView, page: 2 },
      data: books.slice(0, 10),
      paginationInfo: manyPages,
    });
    await pause(1100);
    const select = rendered.shadow.querySelector<HTMLSelectElement>(
      'select[aria-label="Current page"]',
    )!;
    expect(optionTexts(select).slice(0, 3)).to.deep.equal(['1', '2', '3']);
    expect(select.options).to.have.length(500);
    expect(select.value).to.equal('2');
  });

  it('has no serious accessibility violations', async () => {
    rendered = await renderDataView({ view: { ...tableView, page: 2 } });
    expect(await seriousViolations(rendered.shadow.querySelector('.dv-footer')!)).to.deep.equal([]);
  });
});

describe('results announcement', () => {
  it('says nothing until the list is searched', async () => {
    rendered = await renderDataView();
    await pause(ANNOUNCE_DELAY_MS + 50);
    expect(announced(rendered.shadow)).to.equal('');
  });

  it('says how many items a search found once the typing pauses, one or many', async () => {
    rendered = await renderDataView();
    const { shadow } = rendered;
    await type(shadow, 'Book 1');
    await pause(ANNOUNCE_DELAY_MS / 2);
    expect(announced(shadow)).to.equal('');
    await pause(ANNOUNCE_DELAY_MS);
    // Every word must appear: Book 01, 10 to 19 and 21.
    expect(announced(shadow)).to.equal('12 results found.');
    await type(shadow, 'Book 25');
    await pause(ANNOUNCE_DELAY_MS + 50);
    expect(announced(shadow)).to.equal('1 result found.');
    await type(shadow, 'Nothing like it');
    await pause(ANNOUNCE_DELAY_MS + 50);
    expect(announced(shadow)).to.equal('No results');
  });

  it('counts what a filter leaves', async () => {
    rendered = await renderDataView({
      view: { ...tableView, filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }] },
    });
    await pause(ANNOUNCE_DELAY_MS + 50);
    expect(announced(rendered.shadow)).to.equal('');
    // The harness keeps the view: clear the filter through Reset, as a user would.
    const reset = Array.from(rendered.shadow.querySelectorAll<HTMLButtonElement>('button')).find(
      (button) => button.textContent === 'Reset',
    )!;
    await act(async () => reset.click());
    await pause(ANNOUNCE_DELAY_MS + 50);
    expect(announced(rendered.shadow)).to.equal(`${books.length} results found.`);
  });
});
