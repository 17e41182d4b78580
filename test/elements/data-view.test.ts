import { expect } from '@esm-bundle/chai';
import '../../elements/data-view';
import { pageText, texts, waitFor } from '../helpers';

type DataViewElement = HTMLElement & Record<string, unknown>;

const fields = [
  { id: 'title', label: 'Title', enableGlobalSearch: true, enableHiding: false },
  { id: 'pages', label: 'Pages', type: 'integer' },
];
const data = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  title: `Book ${i + 1}`,
  pages: 10 + i,
}));

async function mount(extra: Record<string, unknown> = {}) {
  const element = document.createElement('data-view') as DataViewElement;
  element.fields = fields;
  element.view = {
    type: 'table',
    page: 1,
    perPage: 10,
    titleField: 'title',
    fields: ['pages'],
    filters: [],
  };
  element.data = data;
  Object.assign(element, extra);
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => root.querySelectorAll('tbody tr').length > 0);
  return { element, root };
}

function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<data-view>', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('data-view')) element.remove();
  });

  it('pages, searches and reports the view when it holds all the data itself', async () => {
    const { element, root } = await mount();
    expect(root.querySelectorAll('tbody tr')).to.have.length(10);
    expect(root.querySelector('.dv-footer__count')?.textContent).to.equal('30 items');
    const views: { search?: string; page?: number }[] = [];
    element.addEventListener('view-change', (event) => views.push((event as CustomEvent).detail));
    typeInto(root.querySelector<HTMLInputElement>('input[type="search"]')!, 'Book 2');
    await waitFor(
      () =>
        root.querySelectorAll('tbody tr').length === 10 &&
        texts(root, 'tbody tr .dv-title')[0] === 'Book 2',
    );
    expect(views.at(-1)).to.include({ search: 'Book 2', page: 1 });
    // Every word must appear: Book 2, Book 12 and Book 20 to 29.
    expect(root.querySelector('.dv-footer__count')?.textContent).to.equal('12 items');
  });

  it('shows the data as given when the host pages it', async () => {
    const { root } = await mount({
      data: data.slice(0, 3),
      paginationInfo: { totalItems: 300, totalPages: 100 },
    });
    expect(root.querySelectorAll('tbody tr')).to.have.length(3);
    expect(pageText(root)).to.equal('Page 1 of 100');
  });

  it('fires action and selection-change events for actions described in JSON', async () => {
    const { element, root } = await mount({
      actions: [{ id: 'archive', label: 'Archive', supportsBulk: true, isPrimary: true }],
    });
    const chosen: { action: string; items: { id: number }[] }[] = [];
    const selections: string[][] = [];
    element.addEventListener('action', (event) => chosen.push((event as CustomEvent).detail));
    element.addEventListener('selection-change', (event) =>
      selections.push((event as CustomEvent).detail),
    );
    root.querySelector<HTMLButtonElement>('tbody tr .dv-item-actions button')!.click();
    await waitFor(() => chosen.length === 1);
    expect(chosen[0]!.action).to.equal('archive');
    expect(chosen[0]!.items.map((item) => item.id)).to.deep.equal([1]);
    root.querySelector<HTMLInputElement>('tbody input[type="checkbox"]')!.click();
    await waitFor(() => selections.length > 0);
    expect(selections.at(-1)).to.deep.equal(['1']);
  });

  it('takes its inputs as JSON attributes too', async () => {
    const element = document.createElement('data-view');
    element.setAttribute('fields', JSON.stringify(fields));
    element.setAttribute(
      'view',
      JSON.stringify({ type: 'list', page: 1, perPage: 5, titleField: 'title', filters: [] }),
    );
    element.setAttribute('data', JSON.stringify(data.slice(0, 2)));
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => root.querySelectorAll('.dv-row').length === 2);
    expect(texts(root, '.dv-row .dv-title')).to.deep.equal(['Book 1', 'Book 2']);
  });
});
