// Entity lists and records that failed to load are loaded again (issue 16): while watched, when
// the host answers again or Retry is pressed; and at once when something watches them again.
import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores, type ReadableAtom } from 'nanostores';
import { configureApiClient, retryFailedLoads } from '../../../src/api';
import {
  clearEntityCache,
  entityRecord,
  entityRecords,
  invalidateEntityRecords,
  loadEntityRecord,
} from '../../../src/stores/entities';
import { FakeHost, json, wpError } from '../api/fake-host';

const menu = (id: number, title: string) => ({
  id,
  title: { raw: title, rendered: title },
  status: 'publish',
  content: { raw: '' },
});
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('entity loads after a failure', () => {
  let host: FakeHost;
  const used: ReadableAtom<unknown>[] = [];
  const stops: Array<() => void> = [];
  const watch = <S extends ReadableAtom<unknown>>(store: S): S => {
    used.push(store);
    stops.push(store.listen(() => {}));
    return store;
  };

  beforeEach(() => {
    host = new FakeHost();
    host.collection('/wp/v2/navigation', [menu(1, 'Header'), menu(2, 'Footer')]);
    host.on('GET', '/', () => json({ name: 'Site' }));
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
  });

  afterEach(async () => {
    await allTasks();
    for (const stop of stops.splice(0)) stop();
    cleanStores(...used.splice(0));
  });

  it('a watched list that got no answer loads once the host answers again', async () => {
    host.offline = true;
    const $menus = watch(entityRecords('postType', 'wp_navigation'));
    await allTasks();
    expect($menus.get().error?.message).to.equal('You are probably offline.');
    expect($menus.get().isLoading).to.equal(false);
    host.offline = false;
    // Any call that gets an answer says the host is back.
    await loadEntityRecord('root', '__unstableBase');
    await nextTask();
    await allTasks();
    expect($menus.get().error).to.equal(undefined);
    expect($menus.get().items.map((item) => item.id)).to.deep.equal([1, 2]);
  });

  it('Retry loads a list that failed with a server error', async () => {
    host.on('GET', '/wp/v2/navigation', () => wpError('db_error', 'Database down.', 500));
    const $menus = watch(entityRecords('postType', 'wp_navigation', { per_page: 10 }));
    await allTasks();
    expect($menus.get().error?.message).to.equal('Database down.');
    expect($menus.get().items).to.deep.equal([]);
    host.collection('/wp/v2/navigation', [menu(1, 'Header')]);
    retryFailedLoads();
    await allTasks();
    expect($menus.get().error).to.equal(undefined);
    expect($menus.get().items.map((item) => item.id)).to.deep.equal([1]);
  });

  it('a failed reload keeps its rows to show and asks the host again on Retry', async () => {
    const $menus = watch(entityRecords('postType', 'wp_navigation'));
    await allTasks();
    host.on('GET', '/wp/v2/navigation', () => wpError('db_error', 'Database down.', 500));
    invalidateEntityRecords('postType', 'wp_navigation');
    await allTasks();
    expect($menus.get().error?.message).to.equal('Database down.');
    expect($menus.get().items).to.have.length(2);
    host.collection('/wp/v2/navigation', [menu(1, 'Header')]);
    retryFailedLoads();
    await allTasks();
    expect($menus.get().error).to.equal(undefined);
    expect($menus.get().items).to.have.length(1);
  });

  it('a record that failed loads at once when watched again', async () => {
    host.offline = true;
    const $menu = entityRecord('postType', 'wp_navigation', 1);
    const stop = $menu.listen(() => {});
    await allTasks();
    expect($menu.get().error?.message).to.equal('You are probably offline.');
    stop();
    cleanStores($menu);
    host.offline = false;
    watch($menu);
    await allTasks();
    expect($menu.get().error).to.equal(undefined);
    expect($menu.get().title).to.equal('Header');
  });

  it('a missing record (404) is not asked for again unasked, only on Retry', async () => {
    const $menu = watch(entityRecord('postType', 'wp_navigation', 99));
    await allTasks();
    expect($menu.get().error?.status).to.equal(404);
    expect(host.calls('GET', '/wp/v2/navigation/99')).to.have.length(1);
    retryFailedLoads();
    await allTasks();
    expect(host.calls('GET', '/wp/v2/navigation/99')).to.have.length(2);
  });
});
