import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores, type ReadableAtom } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import type { View } from '../../../src/data-view/types';
import { viewForSlug } from '../../../src/posts';
import { clearEntityCache, invalidateEntityRecords, resetCurrentUser } from '../../../src/stores';
import { postList as postListStore, type PostListValue } from '../../../src/stores/post-list';
import { FakeHost, type FakeRecord, type FakeRequest, json } from '../api/fake-host';

// A host that lists as WordPress 7.1 core does: filters, `orderby` of one field, `include` with
// `orderby=include`, `_fields`, per_page up to 100; `orderby_hierarchy` is not a parameter it
// knows, so it is ignored. In the edit context it drops the items the user may not edit after
// paging, while X-WP-Total still counts them (WP_REST_Posts_Controller::get_items).
function wordPressList(items: FakeRecord[], canEdit: (item: FakeRecord) => boolean) {
  return ({ query }: FakeRequest) => {
    const list = (key: string) => query.getAll(`${key}[]`).map(Number);
    const statuses = query.getAll('status[]');
    let found = items.filter((item) => statuses.includes(String(item.status)));
    if (list('author').length)
      found = found.filter((i) => list('author').includes(i.author as number));
    if (list('include').length)
      found = found.filter((i) => list('include').includes(i.id as number));
    const search = query.get('search')?.toLowerCase();
    if (search) found = found.filter((i) => String(i.title).toLowerCase().includes(search));
    const orderby = query.get('orderby') ?? 'date';
    const sign = query.get('order') === 'asc' ? 1 : -1;
    if (orderby === 'include') {
      found.sort(
        (a, b) => list('include').indexOf(a.id as number) - list('include').indexOf(b.id as number),
      );
    } else {
      found.sort((a, b) => sign * (String(a[orderby]) < String(b[orderby]) ? -1 : 1));
    }
    const perPage = Number(query.get('per_page') ?? 10);
    if (perPage > 100) return json({ code: 'rest_invalid_param' }, 400);
    const page = Number(query.get('page') ?? 1);
    const fields = query.get('_fields')?.split(',');
    const rows = found
      .slice((page - 1) * perPage, page * perPage)
      .filter((item) => query.get('context') !== 'edit' || canEdit(item))
      .map((item) => {
        const record = { ...item, title: { raw: item.title, rendered: item.title } };
        if (!fields) return record;
        const picked: FakeRecord = {};
        for (const field of fields) {
          const [name = '', sub] = field.split('.');
          const value = (record as FakeRecord)[name];
          picked[name] = sub ? { [sub]: (value as FakeRecord)[sub] } : value;
        }
        return picked;
      });
    return json(rows, 200, {
      'X-WP-Total': String(found.length),
      'X-WP-TotalPages': String(Math.ceil(found.length / perPage)),
    });
  };
}

const ADMIN = {
  id: 1,
  name: 'Admin',
  capabilities: {
    edit_others_pages: true,
    edit_published_pages: true,
    edit_private_pages: true,
    edit_others_posts: true,
    edit_published_posts: true,
    edit_private_posts: true,
  },
};
const AUTHOR = {
  id: 3,
  name: 'Author',
  capabilities: { edit_posts: true, edit_published_posts: true },
};

// The WordPress lane's pages: ids do not follow the tree.
const page = (id: number, title: string, parent = 0, status = 'publish') => ({
  id,
  title,
  parent,
  menu_order: 0,
  status,
  author: 1,
  date: `2025-01-${10 + id}`,
});
const lanePages = [
  page(2, 'Sample Page'),
  page(5, 'About'),
  page(6, 'Contact'),
  page(7, 'Team', 5),
  page(8, 'History', 5),
  page(9, 'Founders', 7),
  page(10, 'Planning notes', 0, 'draft'),
];

const used: ReadableAtom<unknown>[] = [];
function postList(postType: string, view: View) {
  const store = postListStore(postType, view);
  used.push(store);
  return store;
}

/** Lets every load finish, including the ones a finished load starts (the rows after the index). */
async function settle() {
  for (let i = 0; i < 5; i++) await allTasks();
}

/** The rows as the list shows them: one dash per level, then the title. */
function read(value: PostListValue): string[] {
  return value.items.map((item) => {
    const title = (item.title as { raw: string }).raw;
    return `${'— '.repeat(value.levels?.get(item.id as number) ?? 0)}${title}`;
  });
}

describe('the page and post lists’ rows', () => {
  let host: FakeHost;
  let user: FakeRecord;

  beforeEach(() => {
    host = new FakeHost();
    user = ADMIN;
    host.on('GET', '/wp/v2/users/me', () => json(user));
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    resetCurrentUser();
  });

  afterEach(async () => {
    await settle();
    cleanStores(...used.splice(0));
  });

  it('puts child pages under their parent from a host that cannot order by hierarchy', async () => {
    host.on(
      'GET',
      '/wp/v2/pages',
      wordPressList(lanePages, () => true),
    );
    const $list = postList('page', viewForSlug('page', 'all').view);
    $list.listen(() => {});
    await settle();
    expect(read($list.get())).to.deep.equal([
      'About',
      '— History',
      '— Team',
      '— — Founders',
      'Contact',
      'Planning notes',
      'Sample Page',
    ]);
    expect($list.get()).to.include({ total: 7, totalPages: 1, isLoading: false });
    const asked = host.requests.filter((r) => r.path === '/wp/v2/pages');
    expect(asked.some((r) => r.query.has('orderby_hierarchy'))).to.equal(false);
  });

  it('keeps the tree right across pages', async () => {
    host.on(
      'GET',
      '/wp/v2/pages',
      wordPressList(lanePages, () => true),
    );
    const view = { ...viewForSlug('page', 'all').view, perPage: 3, page: 2 };
    const $list = postList('page', view);
    $list.listen(() => {});
    await settle();
    expect(read($list.get())).to.deep.equal(['— — Founders', 'Contact', 'Planning notes']);
    expect($list.get()).to.include({ total: 7, totalPages: 3 });
    // (Lists of the earlier tests may still reload here, for nanostores' unmount delay.)
    const rows = host.requests.filter(
      (r) => r.query.get('orderby') === 'include' && r.query.get('per_page') === '3',
    );
    expect(rows.map((r) => r.query.getAll('include[]'))).to.deep.equal([['9', '6', '10']]);
  });

  it('shows a page whose parent is filtered out at the top level', async () => {
    host.on(
      'GET',
      '/wp/v2/pages',
      wordPressList(lanePages, () => true),
    );
    const $list = postList('page', { ...viewForSlug('page', 'all').view, search: 'o' });
    $list.listen(() => {});
    await settle();
    // 'Team' has no o: Founders, its child, stands at the top level; History stays under About.
    expect(read($list.get())).to.deep.equal([
      'About',
      '— History',
      'Contact',
      'Founders',
      'Planning notes',
    ]);
  });

  it('follows a change: a trashed page leaves, the others stay shown while the page reloads', async () => {
    const pages = lanePages.map((p) => ({ ...p }));
    host.on(
      'GET',
      '/wp/v2/pages',
      wordPressList(pages, () => true),
    );
    const $list = postList('page', viewForSlug('page', 'all').view);
    const shown: number[] = [];
    $list.listen((value) => shown.push(value.items.length));
    await settle();
    (pages.find((p) => p.title === 'Team') as { status: string }).status = 'trash';
    invalidateEntityRecords('postType', 'page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    // Founders, Team's child, now has no listed parent: it stands at the top level.
    expect(read($list.get())).to.deep.equal([
      'About',
      '— History',
      'Contact',
      'Founders',
      'Planning notes',
      'Sample Page',
    ]);
    expect($list.get().total).to.equal(6);
    expect(shown.slice(1), 'never an empty page in between').not.to.include(0);
  });

  it('asks an author only for their own posts, so the count matches the rows', async () => {
    user = AUTHOR;
    const posts = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      title: `Story ${i + 1}`,
      status: 'publish',
      author: i < 25 ? 1 : 3,
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    }));
    host.on(
      'GET',
      '/wp/v2/posts',
      wordPressList(posts, (post) => post.author === 3),
    );
    const $list = postList('post', viewForSlug('post', 'all').view);
    $list.listen(() => {});
    await settle();
    const value = $list.get();
    expect(value.items.map((post) => post.id)).to.deep.equal([30, 29, 28, 27, 26]);
    expect(value).to.include({ total: 5, totalPages: 1 });
    expect(value.scope?.author).to.equal(3);
  });
});
