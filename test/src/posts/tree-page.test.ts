import { expect } from '@esm-bundle/chai';
import type { QueryObject } from '../../../src/api/query';
import type { View } from '../../../src/data-view/types';
import { type PageTreeEntry, pageTreeOrder } from '../../../src/posts/page-tree';
import { loadTreePage } from '../../../src/posts/tree-page';
import { viewForSlug } from '../../../src/posts/views';

interface Page extends PageTreeEntry {
  status: string;
}

const page = (id: number, title: string, parent = 0, status = 'publish'): Page => ({
  id,
  parent,
  menu_order: 0,
  title: { raw: title },
  status,
});

const titleOf = (entry: PageTreeEntry) => (entry.title as { raw: string }).raw;

/**
 * Reads like WordPress core: status, parent, search, include filters; one `orderby` (titles
 * without case, ties by id); pages of at most 100; `orderby_hierarchy` unknown, so ignored.
 */
function fakeHost(pages: Page[]) {
  const asked: QueryObject[] = [];
  const load = async (query: QueryObject) => {
    asked.push(query);
    const list = (key: string) => (query[key] as number[] | undefined)?.map(Number);
    let found = pages.filter((p) => (query['status'] as string[]).includes(p.status));
    const parents = list('parent');
    if (parents) found = found.filter((p) => parents.includes(p.parent ?? 0));
    const search = query['search'] as string | undefined;
    if (search) found = found.filter((p) => titleOf(p).toLowerCase().includes(search));
    const sign = query['order'] === 'desc' ? -1 : 1;
    const key = (p: Page) => (query['orderby'] === 'title' ? titleOf(p).toLowerCase() : '');
    found.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    const perPage = query['per_page'] as number;
    if (perPage > 100) throw new Error('per_page must be between 1 and 100');
    const at = ((query['page'] as number) - 1) * perPage;
    return {
      items: found.slice(at, at + perPage),
      total: found.length,
      totalPages: Math.ceil(found.length / perPage),
    };
  };
  return { load, asked };
}

/** What reading every page and ordering them all shows on a page: the reference. */
function wholeTreePage(pages: Page[], view: View) {
  const listed = pages.filter((p) => p.status !== 'trash');
  const rows = pageTreeOrder(listed, { field: 'title', direction: 'asc' });
  const perPage = view.perPage ?? 20;
  return rows.slice(((view.page ?? 1) - 1) * perPage, (view.page ?? 1) * perPage);
}

const allItems = (overrides: Partial<View> = {}): View => ({
  ...viewForSlug('page', 'all').view,
  ...overrides,
});

// 2 000 pages: every fifth one under the page before it, some grandchildren, one child of a
// trashed page ('Orphan'), and titles whose order is not their ids'.
function longSite(): Page[] {
  const pages: Page[] = [];
  let parent = 0;
  for (let n = 1; n <= 2000; n++) {
    const nested = n % 5 === 0;
    pages.push(page(n, `Page ${String((n * 7919) % 2000).padStart(4, '0')}`, nested ? parent : 0));
    if (!nested) parent = n;
  }
  pages.push(page(2001, 'Page 0001 grandchild', 5));
  pages.push(page(2002, 'Gone', 0, 'trash'));
  pages.push(page(2003, 'Page 0000 orphan', 2002));
  pages.push(page(2004, 'Page 0000 orphan child', 2003));
  return pages;
}

describe('one page of a list in levels', () => {
  it('reads a short list whole and counts the rows it can show', async () => {
    const pages = [
      page(5, 'About'),
      page(7, 'Team', 5),
      page(9, 'Founders', 7),
      page(6, 'Contact'),
    ];
    const { load, asked } = fakeHost(pages);
    const result = await loadTreePage(allItems(), {}, load);
    expect(result.rows).to.deep.equal([
      { id: 5, level: 0 },
      { id: 7, level: 1 },
      { id: 9, level: 2 },
      { id: 6, level: 0 },
    ]);
    expect([result.total, result.totalPages]).to.deep.equal([4, 1]);
    expect(asked.some((query) => 'orderby_hierarchy' in query)).to.equal(false);
  });

  it('reads a long list from the top, with the same rows as reading it whole, in few requests', async () => {
    const pages = longSite();
    for (const pageNumber of [1, 2, 7]) {
      const { load, asked } = fakeHost(pages);
      const view = allItems({ page: pageNumber });
      const result = await loadTreePage(view, {}, load);
      expect(result.rows, `page ${pageNumber}`).to.deep.equal(wholeTreePage(pages, view));
      expect(result.total).to.equal(2003);
      expect(result.totalPages).to.equal(101);
      expect(asked.length, `requests for page ${pageNumber}`).to.be.below(12);
    }
  });

  it('puts a page whose parent is trashed at the top level of a list read from the top', async () => {
    const pages = longSite();
    const { load } = fakeHost(pages);
    const result = await loadTreePage(allItems(), {}, load);
    expect(result.rows.slice(0, 2)).to.deep.equal([
      { id: 2003, level: 0 },
      { id: 2004, level: 1 },
    ]);
  });

  it('reads a searched or filtered list whole: a parent may be left out', async () => {
    const pages = longSite();
    const { load, asked } = fakeHost(pages);
    const view = allItems({ search: 'page 19' });
    const result = await loadTreePage(view, {}, load);
    const matching = pages.filter((p) => p.status !== 'trash' && titleOf(p).includes('Page 19'));
    expect(result.total).to.equal(matching.length);
    expect(result.rows).to.deep.equal(
      pageTreeOrder(matching, { field: 'title', direction: 'asc' }).slice(0, 20),
    );
    expect(asked.every((query) => query['orderby'] === 'id')).to.equal(true);
    const drafts = await loadTreePage(viewForSlug('page', 'drafts').view, {}, fakeHost(pages).load);
    expect(drafts.total).to.equal(0);
  });

  it('leaves a search too broad to read whole flat, counted by the host', async () => {
    const pages = longSite();
    const { load, asked } = fakeHost(pages);
    const result = await loadTreePage(allItems({ search: 'page 1' }), {}, load);
    expect(result).to.deep.equal({ rows: [], total: 1000, totalPages: 50, flat: true });
    expect(asked).to.have.length(1);
  });

  it('guesses the page of a long list before its deepest level is read', async () => {
    const pages = longSite();
    const { load } = fakeHost(pages);
    const guesses: number[][] = [];
    const result = await loadTreePage(allItems(), {}, load, {
      guess: (rows) => guesses.push(rows.map((row) => row.id)),
    });
    // The last guess is the page: its rows can be on their way while the last level is read.
    expect(guesses.at(-1)).to.deep.equal(result.rows.map((row) => row.id));
  });
});
