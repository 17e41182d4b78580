import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import { keptEditsScope } from '../../../src/kept-edits';
import {
  $notices,
  clearEntityCache,
  discardEntityEdits,
  discardKeptEdits,
  editEntityRecord,
  entityRecord,
  flushKeptEdits,
  keepUnsavedEdits,
  loadEntityRecord,
  offerKeptEdits,
  queuedSaveCount,
  removeAllNotices,
  resetCurrentUser,
  restoreKeptEdits,
  retryQueuedSaves,
  saveEditedEntityRecord,
} from '../../../src/stores';
import { readKeptEdits, writeKeptEdits } from '../../../src/stores/entities/kept-edits-db';
import { FakeHost, json } from '../api/fake-host';

const USER = 7;
const scope = () => keptEditsScope('/wp-json/', location.href, USER);
const page = (id: number, title: string) => ({
  id,
  title: { raw: title, rendered: title },
  status: 'draft',
});

/** Resolves once every callback queued so far (the client's answer listeners) has run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('unsaved edits kept in the browser', () => {
  let host: FakeHost;

  before(() => keepUnsavedEdits());

  beforeEach(async () => {
    host = new FakeHost();
    host.collection('/wp/v2/pages', [page(1, 'About'), page(2, 'Contact')]);
    host.on('GET', '/wp/v2/users/me', () => json({ id: USER, name: 'Alex', capabilities: {} }));
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    resetCurrentUser();
    clearEntityCache();
    removeAllNotices();
    await flushKeptEdits();
    const kept = await readKeptEdits(scope());
    await writeKeptEdits([], kept);
  });

  afterEach(async () => {
    await allTasks();
    clearEntityCache();
    await flushKeptEdits();
  });

  it('writes a record’s edits under the site and user, and removes them once discarded', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'About us' });
    await flushKeptEdits();
    const [kept] = await readKeptEdits(scope());
    expect(kept).to.include({ kind: 'postType', name: 'page', key: 1, title: 'About us' });
    expect(kept?.edits).to.deep.equal({ title: 'About us' });
    expect(await readKeptEdits(keptEditsScope('/wp-json/', location.href, USER + 1))).to.deep.equal(
      [],
    );

    discardEntityEdits('postType', 'page', 1);
    await flushKeptEdits();
    expect(await readKeptEdits(scope())).to.deep.equal([]);
  });

  it('removes saved edits', async () => {
    await loadEntityRecord('postType', 'page', 2);
    editEntityRecord('postType', 'page', 2, { title: 'Write to us' });
    await flushKeptEdits();
    expect(await readKeptEdits(scope())).to.have.length(1);
    await saveEditedEntityRecord('postType', 'page', 2);
    await flushKeptEdits();
    expect(await readKeptEdits(scope())).to.deep.equal([]);
  });

  it('takes saved edits out of the storage at once, not after the throttle', async () => {
    await loadEntityRecord('postType', 'page', 2);
    editEntityRecord('postType', 'page', 2, { title: 'Write to us' });
    await flushKeptEdits();
    await saveEditedEntityRecord('postType', 'page', 2);
    // No flush: a reload now (before the throttle's delay) must not find them.
    await settle();
    await settle();
    expect(await readKeptEdits(scope())).to.deep.equal([]);
  });

  it('does not offer kept edits the host already has, and forgets them', async () => {
    await writeKeptEdits(
      [
        {
          ...{ scope: scope(), id: JSON.stringify(['postType', 'page', '1']) },
          ...{ kind: 'postType', name: 'page', key: 1, title: 'About', keptAt: 1 },
          // Saved just before the page went: the host has exactly these values.
          edits: { title: 'About', status: 'draft' },
        },
      ],
      [],
    );
    await offerKeptEdits();
    expect($notices.get()).to.deep.equal([]);
    expect(await readKeptEdits(scope())).to.deep.equal([]);
  });

  it('offers kept edits back by title, and restores them over the record', async () => {
    await writeKeptEdits(
      [
        {
          ...{ scope: scope(), id: JSON.stringify(['postType', 'page', '1']) },
          ...{ kind: 'postType', name: 'page', key: 1, title: 'About us', keptAt: 1 },
          edits: { title: 'About us', status: 'draft' },
        },
      ],
      [],
    );
    const kept = await readKeptEdits(scope());
    await offerKeptEdits();
    const [offer] = $notices.get();
    expect(offer?.content).to.equal('"About us" has unsaved changes from an earlier visit.');
    expect(offer?.actions.map((action) => action.label)).to.deep.equal([
      'Restore unsaved changes',
      'Discard',
    ]);

    // What 'Restore unsaved changes' does (awaited here).
    expect(offer?.id).to.equal(`kept-edits:${kept[0]?.id}`);
    await restoreKeptEdits(kept[0]!);
    // `status` equals the host's and drops out; the title stays an unsaved edit.
    const value = entityRecord('postType', 'page', 1).get();
    expect(value.edits).to.deep.equal({ title: 'About us' });
    expect(value.edited?.title).to.equal('About us');
    expect($notices.get()).to.deep.equal([]);
    await flushKeptEdits();
    const written = await readKeptEdits(scope());
    expect(written.map((entry) => entry.edits)).to.deep.equal([{ title: 'About us' }]);
  });

  it('Discard forgets kept edits for good', async () => {
    const id = JSON.stringify(['postType', 'page', '2']);
    await writeKeptEdits(
      [
        {
          ...{ scope: scope(), id, kind: 'postType', name: 'page', key: 2 },
          ...{ title: 'Write to us', keptAt: 1, edits: { title: 'Write to us' } },
        },
      ],
      [],
    );
    await offerKeptEdits();
    expect($notices.get()).to.have.length(1);
    await discardKeptEdits((await readKeptEdits(scope()))[0]!);
    expect($notices.get()).to.deep.equal([]);
    await flushKeptEdits();
    expect(await readKeptEdits(scope())).to.deep.equal([]);
    expect(entityRecord('postType', 'page', 2).get().isDirty).to.equal(false);
  });
});

describe('saves the host could not take', () => {
  let host: FakeHost;
  let pages: Record<string, unknown>[];

  beforeEach(() => {
    host = new FakeHost();
    pages = host.collection('/wp/v2/pages', [page(1, 'About')]);
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    removeAllNotices();
  });

  it('keeps the edits when the host cannot be reached, and sends them when it is back online', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'About us' });
    host.offline = true;
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    expect(entityRecord('postType', 'page', 1).get().edited?.title).to.equal('About us');
    expect(queuedSaveCount()).to.equal(1);

    host.offline = false;
    window.dispatchEvent(new Event('online'));
    await allTasks();
    await settle();
    expect(pages[0]?.title).to.deep.equal({ raw: 'About us', rendered: 'About us' });
    expect(entityRecord('postType', 'page', 1).get().isDirty).to.equal(false);
    expect(queuedSaveCount()).to.equal(0);
    expect($notices.get().map((notice) => notice.content)).to.deep.equal([
      'Unsaved changes to "About us" were saved.',
    ]);
  });

  it('sends a save that met a server error once a later request gets an answer', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'About the firm' });
    host.on('PUT', '/wp/v2/pages/1', () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    expect(queuedSaveCount()).to.equal(1);

    host = new FakeHost();
    pages = host.collection('/wp/v2/pages', pages);
    configureApiClient({ fetch: host.fetch });
    await loadEntityRecord('postType', 'page', 1, { _fields: 'id' });
    await settle();
    await allTasks();
    expect(pages[0]?.title).to.deep.equal({ raw: 'About the firm', rendered: 'About the firm' });
    expect(queuedSaveCount()).to.equal(0);
  });

  it('does not send again a save the host refused', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'Not allowed' });
    host.on('PUT', '/wp/v2/pages/1', () =>
      json({ code: 'rest_cannot_edit', message: 'No.', data: { status: 403 } }, 403),
    );
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    expect(queuedSaveCount()).to.equal(0);
    expect(entityRecord('postType', 'page', 1).get().edited?.title).to.equal('Not allowed');
  });

  it('forgets a queued save whose edits were discarded', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'Dropped' });
    host.offline = true;
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    discardEntityEdits('postType', 'page', 1);
    expect(queuedSaveCount()).to.equal(0);
    host.offline = false;
    retryQueuedSaves();
    await allTasks();
    expect(host.calls('PUT', '/wp/v2/pages/1')).to.have.length(0);
  });
});
