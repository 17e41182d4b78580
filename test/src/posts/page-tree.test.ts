import { expect } from '@esm-bundle/chai';
import { type PageTreeEntry, type PageTreeRow, pageTreeOrder } from '../../../src/posts/page-tree';

const page = (id: number, title: string, parent = 0, menuOrder = 0): PageTreeEntry => ({
  id,
  parent,
  menu_order: menuOrder,
  title: { raw: title },
});

/** Rows as a person reads them: one dash per level before the title. */
function read(rows: PageTreeRow[], entries: PageTreeEntry[]): string[] {
  const titles = new Map(entries.map((entry) => [entry.id, (entry.title as { raw: string }).raw]));
  return rows.map((row) => `${'— '.repeat(row.level)}${titles.get(row.id)}`);
}

// The WordPress lane's pages, made so that ids do not follow the tree: About (5), Contact (6),
// Team (7, under About, menu order 1), History (8, under About, menu order 2), Founders (9, under
// Team), and two top-level drafts.
const lane = [
  page(2, 'Sample Page'),
  page(3, 'Privacy Policy'),
  page(5, 'About'),
  page(6, 'Contact'),
  page(7, 'Team', 5, 1),
  page(8, 'History', 5, 2),
  page(9, 'Founders', 7, 1),
  page(10, 'Planning notes'),
];

describe('pages in levels', () => {
  it('puts every page right after its parent, siblings by title', () => {
    const rows = pageTreeOrder(lane, { field: 'title', direction: 'asc' });
    expect(read(rows, lane)).to.deep.equal([
      'About',
      '— History',
      '— Team',
      '— — Founders',
      'Contact',
      'Planning notes',
      'Privacy Policy',
      'Sample Page',
    ]);
  });

  it('orders siblings by menu order when no sort is given, then by title', () => {
    const entries = [...lane, page(11, 'Alpha', 5, 2)];
    expect(read(pageTreeOrder(entries), entries).slice(0, 5)).to.deep.equal([
      'About',
      '— Team',
      '— — Founders',
      '— Alpha',
      '— History',
    ]);
  });

  it('orders siblings descending, children still under their parent', () => {
    const rows = pageTreeOrder(lane, { field: 'title', direction: 'desc' });
    expect(read(rows, lane)).to.deep.equal([
      'Sample Page',
      'Privacy Policy',
      'Planning notes',
      'Contact',
      'About',
      '— Team',
      '— — Founders',
      '— History',
    ]);
  });

  it('does not depend on the order the host answered in', () => {
    const shuffled = [lane[6], lane[3], lane[0], lane[5], lane[2], lane[7], lane[4], lane[1]];
    const order = { field: 'title', direction: 'asc' } as const;
    expect(pageTreeOrder(shuffled as PageTreeEntry[], order)).to.deep.equal(
      pageTreeOrder(lane, order),
    );
  });

  it('shows a page whose parent is not in the list at the top level', () => {
    // History and Founders matched a search; About and Team did not.
    const found = [page(8, 'History', 5, 2), page(9, 'Founders', 7, 1), page(6, 'Contact')];
    expect(read(pageTreeOrder(found, { field: 'title', direction: 'asc' }), found)).to.deep.equal([
      'Contact',
      'Founders',
      'History',
    ]);
  });

  it('keeps the grandchildren under a child whose own parent is filtered out', () => {
    const drafts = [page(7, 'Team', 5, 1), page(9, 'Founders', 7, 1), page(10, 'Planning notes')];
    expect(read(pageTreeOrder(drafts, { field: 'title', direction: 'asc' }), drafts)).to.deep.equal(
      ['Planning notes', 'Team', '— Founders'],
    );
  });

  it('compares titles as people read them: case and accents aside, ties by id', () => {
    const entries = [page(4, 'émile'), page(3, 'Zoe'), page(2, 'adam'), page(1, 'Émile')];
    const rows = pageTreeOrder(entries, { field: 'title', direction: 'asc' });
    expect(rows.map((row) => row.id)).to.deep.equal([2, 1, 4, 3]);
  });

  it('orders siblings by another field the view sorts by', () => {
    const dated = [
      { ...page(1, 'Old'), date: '2024-01-01T00:00:00' },
      { ...page(2, 'New'), date: '2025-06-01T00:00:00' },
      { ...page(3, 'Newer child', 1), date: '2025-07-01T00:00:00' },
      { ...page(4, 'Older child', 1), date: '2023-07-01T00:00:00' },
    ];
    const rows = pageTreeOrder(dated, { field: 'date', direction: 'desc' });
    expect(read(rows, dated)).to.deep.equal(['New', 'Old', '— Newer child', '— Older child']);
  });

  it('lists an id the host sent twice once', () => {
    const rows = pageTreeOrder([...lane, page(7, 'Team', 5, 1)], {
      field: 'title',
      direction: 'asc',
    });
    expect(rows).to.have.length(lane.length);
  });

  it('still lists pages caught in a parent cycle, cut at the first in order', () => {
    const cycle = [page(1, 'Beta', 2), page(2, 'Alpha', 1), page(3, 'Gamma')];
    const rows = pageTreeOrder(cycle, { field: 'title', direction: 'asc' });
    expect(read(rows, cycle)).to.deep.equal(['Alpha', '— Beta', 'Gamma']);
  });

  it('orders a deep chain of ten thousand pages without running out of stack', () => {
    const chain = Array.from({ length: 10_000 }, (_, i) => page(i + 1, `Page ${i + 1}`, i));
    const rows = pageTreeOrder(chain, { field: 'title', direction: 'asc' });
    expect(rows).to.have.length(10_000);
    expect(rows[9_999]).to.deep.equal({ id: 10_000, level: 9_999 });
  });
});
