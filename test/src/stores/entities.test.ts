import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores, type ReadableAtom } from 'nanostores';
import { type ApiError, configureApiClient } from '../../../src/api';
import {
  $dirtyEntityRecords,
  clearEntityCache,
  deleteEntityRecord,
  discardEntityEdits,
  editEntityRecord,
  entityRecord as entityRecordStore,
  entityRecords as entityRecordsStore,
  loadEntityRecord,
  loadEntityRecords,
  saveEditedEntityRecord,
  saveEntityRecord,
} from '../../../src/stores/entities';
import { FakeHost, json, wpError } from '../api/fake-host';

const menu = (id: number, title: string) => ({
  id,
  title: { raw: title, rendered: title },
  status: 'publish',
  content: { raw: '<!-- wp:page-list /-->' },
});

// Stores stay mounted for a second after their last listener leaves (nanostores' unmount
// delay; `.get()` mounts briefly too), and a mounted store reloads what the cache forgets.
// cleanStores unmounts them at once so they cannot load into the next test.
const used: ReadableAtom<unknown>[] = [];
function tracked<Args extends unknown[], S extends ReadableAtom<unknown>>(make: (...a: Args) => S) {
  return (...args: Args): S => {
    const store = make(...args);
    used.push(store);
    return store;
  };
}
const entityRecord = tracked(entityRecordStore);
const entityRecords = tracked(entityRecordsStore);
const watch = (store: ReadableAtom<unknown>) => store.listen(() => {});

afterEach(async () => {
  await allTasks();
  cleanStores(...used.splice(0));
});

describe('entity records', () => {
  let host: FakeHost;
  let menus: Record<string, unknown>[];

  beforeEach(() => {
    host = new FakeHost();
    menus = host.collection('/wp/v2/navigation', [menu(1, 'Header'), menu(2, 'Footer')]);
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
  });

  it('loads a record when its store is first watched, in edit context', async () => {
    const $menu = entityRecord('postType', 'wp_navigation', 1);
    expect(host.requests).to.have.length(0);
    watch($menu);
    expect($menu.get().isLoading).to.equal(true);
    await allTasks();
    expect($menu.get().record?.title).to.deep.equal({ raw: 'Header', rendered: 'Header' });
    expect($menu.get().isLoading).to.equal(false);
    expect(host.requests[0]!.path).to.equal('/wp/v2/navigation/1');
    expect(host.requests[0]!.query.get('context')).to.equal('edit');
    await loadEntityRecord('postType', 'wp_navigation', '1');
    expect(host.requests).to.have.length(1);
  });

  it('caches lists per query and reports totals', async () => {
    const first = await loadEntityRecords('postType', 'wp_navigation', { per_page: 1 });
    expect([first.items.length, first.total, first.totalPages]).to.deep.equal([1, 2, 2]);
    await loadEntityRecords('postType', 'wp_navigation', { per_page: 1 });
    const all = await loadEntityRecords('postType', 'wp_navigation', { per_page: -1 });
    expect(all.items.map((m) => m.id)).to.deep.equal([1, 2]);
    expect(host.requests).to.have.length(2);
  });

  it('shows edits, marks the record dirty, and is clean again when edited back', async () => {
    const $menu = entityRecord('postType', 'wp_navigation', 1);
    watch($menu);
    await allTasks();
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Main menu' });
    expect($menu.get().edited?.title).to.equal('Main menu');
    expect($menu.get().title).to.equal('Main menu');
    expect($menu.get().isDirty).to.equal(true);
    expect($dirtyEntityRecords.get()).to.deep.equal([
      { kind: 'postType', name: 'wp_navigation', key: 1, title: 'Main menu' },
    ]);
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Header' });
    expect($menu.get().isDirty).to.equal(false);
    expect($dirtyEntityRecords.get()).to.deep.equal([]);
  });

  it('replaces a whole top-level field per edit and keeps the other fields’ edits', async () => {
    await loadEntityRecord('postType', 'wp_navigation', 1);
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'A', meta: { a: 1, b: 2 } });
    editEntityRecord('postType', 'wp_navigation', 1, { meta: { b: 3 } });
    const { edits } = entityRecord('postType', 'wp_navigation', 1).get();
    expect(edits).to.deep.equal({ title: 'A', meta: { b: 3 } });
    discardEntityEdits('postType', 'wp_navigation', 1);
    expect(entityRecord('postType', 'wp_navigation', 1).get().isDirty).to.equal(false);
  });

  it('saves only the edited fields, then takes the host’s record and clears the edits', async () => {
    await loadEntityRecord('postType', 'wp_navigation', 1);
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Main menu' });
    const saved = await saveEditedEntityRecord('postType', 'wp_navigation', 1);
    const put = host.calls('PUT', '/wp/v2/navigation/1');
    expect(put[0]!.body).to.deep.equal({ title: 'Main menu' });
    expect(saved?.title).to.deep.equal({ raw: 'Main menu', rendered: 'Main menu' });
    const value = entityRecord('postType', 'wp_navigation', 1).get();
    expect([value.isDirty, value.isSaving]).to.deep.equal([false, false]);
    expect(value.edited?.title).to.deep.equal({ raw: 'Main menu', rendered: 'Main menu' });
    expect($dirtyEntityRecords.get()).to.have.length(0);
  });

  it('keeps the edits and throws when the save fails', async () => {
    await loadEntityRecord('postType', 'wp_navigation', 1);
    host.on('PUT', '/wp/v2/navigation/:id', () => wpError('rest_cannot_edit', 'Sorry.', 403));
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Main menu' });
    let thrown: ApiError | undefined;
    await saveEditedEntityRecord('postType', 'wp_navigation', 1).catch((e) => {
      thrown = e;
    });
    expect([thrown?.code, thrown?.message]).to.deep.equal(['rest_cannot_edit', 'Sorry.']);
    const value = entityRecord('postType', 'wp_navigation', 1).get();
    expect(value.edits).to.deep.equal({ title: 'Main menu' });
    expect(value.saveError?.code).to.equal('rest_cannot_edit');
    expect($dirtyEntityRecords.get()).to.have.length(1);
  });

  it('creates a record and reloads the lists that are on screen', async () => {
    const $list = entityRecords('postType', 'wp_navigation', { per_page: 100 });
    watch($list);
    await allTasks();
    expect($list.get().items).to.have.length(2);
    const created = await saveEntityRecord('postType', 'wp_navigation', {
      title: 'Header (Copy)',
      status: 'publish',
    });
    expect(host.calls('POST', '/wp/v2/navigation')).to.have.length(1);
    await allTasks();
    expect($list.get().items.map((m) => m.id)).to.deep.equal([1, 2, created.id]);
  });

  it('shows a failed reload once, without asking again in a loop', async () => {
    const $list = entityRecords('postType', 'wp_navigation');
    watch($list);
    await allTasks();
    host.on('GET', '/wp/v2/navigation', () => wpError('db_error', 'Database down.', 500));
    await saveEntityRecord('postType', 'wp_navigation', { title: 'New' });
    await allTasks();
    host.collection('/wp/v2/blocks', []);
    await loadEntityRecords('postType', 'wp_block');
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    await allTasks();
    expect($list.get().error?.message).to.equal('Database down.');
    expect($list.get().items).to.have.length(2);
    expect(host.calls('GET', '/wp/v2/navigation')).to.have.length(2);
  });

  it('shows a saved change in lists that hold the record', async () => {
    const $list = entityRecords('postType', 'wp_navigation');
    watch($list);
    await allTasks();
    await saveEntityRecord('postType', 'wp_navigation', { id: 2, title: 'Bottom' });
    expect($list.get().items[1]!.title).to.deep.equal({ raw: 'Bottom', rendered: 'Bottom' });
  });

  it('deletes for good with force and drops the record from lists', async () => {
    const $list = entityRecords('postType', 'wp_navigation');
    const $menu = entityRecord('postType', 'wp_navigation', 2);
    watch($list);
    watch($menu);
    await allTasks();
    await deleteEntityRecord('postType', 'wp_navigation', 2, { force: true });
    expect(host.calls('DELETE', '/wp/v2/navigation/2')[0]!.query.get('force')).to.equal('true');
    expect($list.get().items.map((m) => m.id)).to.deep.equal([1]);
    expect($list.get().total).to.equal(1);
    expect($menu.get().record).to.equal(undefined);
    expect(menus).to.have.length(1);
    await allTasks();
    expect(host.calls('GET', '/wp/v2/navigation/2')).to.have.length(1);
  });
});

describe('entity types', () => {
  let host: FakeHost;
  beforeEach(() => {
    host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
  });

  it('addresses templates by their theme//slug id', async () => {
    host.collection('/wp/v2/templates', [
      { id: 'demo//home', slug: 'home', title: { raw: 'Home' } },
    ]);
    const template = await loadEntityRecord('postType', 'wp_template', 'demo//home');
    expect(template.slug).to.equal('home');
    expect(host.requests[0]!.path).to.equal('/wp/v2/templates/demo//home');
  });

  it('reads and saves the site settings, which have no id', async () => {
    let settings = { title: 'My site', description: '' };
    host.on('GET', '/wp/v2/settings', () => json(settings));
    host.on('POST', '/wp/v2/settings', ({ body }) => {
      settings = { ...settings, ...(body as object) };
      return json(settings);
    });
    await loadEntityRecord('root', 'site');
    editEntityRecord('root', 'site', undefined, { title: 'Our site' });
    expect($dirtyEntityRecords.get()[0]!.title).to.equal('Our site');
    await saveEditedEntityRecord('root', 'site');
    expect(host.calls('POST', '/wp/v2/settings')[0]!.body).to.deep.equal({ title: 'Our site' });
    expect(entityRecord('root', 'site').get().record?.title).to.equal('Our site');
  });

  it('names records without a title by their type in the save panel', async () => {
    host.collection('/wp/v2/global-styles', [{ id: 7, styles: {}, settings: {} }]);
    await loadEntityRecord('root', 'globalStyles', 7);
    editEntityRecord('root', 'globalStyles', 7, { styles: { color: { text: '#000' } } });
    expect($dirtyEntityRecords.get()[0]!.title).to.equal('Global Styles');
    await saveEditedEntityRecord('root', 'globalStyles', 7);
    expect(host.calls('PUT', '/wp/v2/global-styles/7')[0]!.body).to.deep.equal({
      styles: { color: { text: '#000' } },
    });
  });

  it('lists style revisions under their global styles record', async () => {
    host.collection('/wp/v2/global-styles/7/revisions', [{ id: 70, parent: 7 }]);
    const list = await loadEntityRecords('root', 'globalStylesRevision', {
      parent: 7,
      per_page: 100,
    });
    expect(list.items.map((r) => r.id)).to.deep.equal([70]);
    expect(host.requests[0]!.query.has('parent')).to.equal(false);
  });

  it('embeds font faces with font families and reads the site base through _fields', async () => {
    host.collection('/wp/v2/font-families', []);
    host.on('GET', '/', () => json({ home: 'http://example.test', site_logo: 0 }));
    await loadEntityRecords('postType', 'wp_font_family', { per_page: -1 });
    await loadEntityRecord('root', '__unstableBase');
    expect(host.requests[0]!.query.get('_embed')).to.equal('true');
    expect(host.requests[1]!.query.get('_fields')).to.contain('site_icon_url');
  });
});
