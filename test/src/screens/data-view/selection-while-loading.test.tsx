// A controlled selection given before the data arrives (a deep link's `postId`) is kept while
// the list loads, and pruned only against data that has arrived (spec 2.2, 4).
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DataViews } from '../../../../src/screens/data-view/data-view';
import { ElementRoot } from '../../../../src/ui/element-root';
import { type Book, bookFields, books, tableView } from './layouts-harness';

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

async function render(data: Book[], isLoading: boolean, changes: string[][]) {
  if (!host) {
    host = document.createElement('div');
    document.body.append(host);
  }
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (!root) {
    const container = document.createElement('div');
    shadow.append(container);
    root = createRoot(container);
  }
  await act(async () =>
    root?.render(
      <ElementRoot container={shadow}>
        <DataViews<Book>
          data={data}
          fields={bookFields}
          view={tableView}
          onChangeView={() => {}}
          paginationInfo={{ totalItems: data.length, totalPages: 1 }}
          isLoading={isLoading}
          selection={['12']}
          onChangeSelection={(ids) => changes.push(ids)}
        />
      </ElementRoot>,
    ),
  );
}

describe('a selection given before the data', () => {
  it('is kept while the list loads, then kept when the item is in the data', async () => {
    const changes: string[][] = [];
    host = undefined;
    await render([], true, changes);
    await render(books.slice(0, 5), true, changes);
    expect(changes, 'nothing pruned while loading').to.deep.equal([]);
    await render(books.slice(0, 15), false, changes);
    expect(changes, 'the selected item is in the loaded data').to.deep.equal([]);
  });

  it('drops the ids the loaded data does not hold', async () => {
    const changes: string[][] = [];
    host = undefined;
    await render([], true, changes);
    await render(books.slice(0, 5), false, changes);
    expect(changes).to.deep.equal([[]]);
  });
});
