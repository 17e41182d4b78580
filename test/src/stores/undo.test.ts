import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores, type ReadableAtom } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import {
  $canRedo,
  $canUndo,
  clearEntityCache,
  clearUndoHistory,
  discardEntityEdits,
  editEntityRecord,
  entityRecord,
  loadEntityRecord,
  redo,
  saveEditedEntityRecord,
  undo,
  undoTogether,
} from '../../../src/stores/entities';
import { FakeHost } from '../api/fake-host';

const used: ReadableAtom<unknown>[] = [];
const record = (id: number) => {
  const store = entityRecord('postType', 'wp_navigation', id);
  used.push(store);
  return store;
};

describe('undo and redo of entity edits', () => {
  let host: FakeHost;

  beforeEach(async () => {
    host = new FakeHost();
    host.collection('/wp/v2/navigation', [
      { id: 1, title: { raw: 'Header', rendered: 'Header' }, status: 'publish' },
      { id: 2, title: { raw: 'Footer', rendered: 'Footer' }, status: 'publish' },
    ]);
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    clearUndoHistory();
    await loadEntityRecord('postType', 'wp_navigation', 1);
    await loadEntityRecord('postType', 'wp_navigation', 2);
  });

  afterEach(async () => {
    await allTasks();
    cleanStores(...used.splice(0));
  });

  it('steps back and forward through edits of several records, in order', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    expect($canUndo.get()).to.equal(true);
    expect($canRedo.get()).to.equal(false);

    undo();
    expect(record(2).get().title).to.equal('Footer');
    expect(record(1).get().title).to.equal('Top');
    undo();
    expect(record(1).get().isDirty).to.equal(false);
    expect($canUndo.get()).to.equal(false);

    redo();
    expect(record(1).get().title).to.equal('Top');
    expect($canRedo.get()).to.equal(true);
    redo();
    expect(record(2).get().title).to.equal('Bottom');
    expect($canRedo.get()).to.equal(false);
  });

  it('forgets what was undone once a new edit is made', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'A' });
    undo();
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'B' });
    expect($canRedo.get()).to.equal(false);
    expect(redo()).to.equal(false);
  });

  it('makes quick edits of one control a single step, but not edits of different controls', () => {
    const edit = (title: string, mergeKey: string) =>
      editEntityRecord('postType', 'wp_navigation', 1, { title }, { mergeKey });
    edit('H', 'title');
    edit('He', 'title');
    edit('Hel', 'title');
    undo();
    expect(record(1).get().title).to.equal('Header');
    redo();
    edit('Help', 'other-control');
    undo();
    expect(record(1).get().title).to.equal('Hel');
  });

  it('leaves edits that are not undoable (restored ones) out of the history', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Restored' }, { undoable: false });
    expect($canUndo.get()).to.equal(false);
  });

  it('undoing past a save makes the record dirty again', async () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Saved title' });
    await saveEditedEntityRecord('postType', 'wp_navigation', 1);
    expect(record(1).get().isDirty).to.equal(false);
    undo();
    expect(record(1).get().isDirty).to.equal(true);
    expect(record(1).get().title).to.equal('Header');
  });

  it('drops the steps of a record whose edits are discarded', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Gone' });
    discardEntityEdits('postType', 'wp_navigation', 1);
    expect($canUndo.get()).to.equal(false);
  });

  it('records nothing for an edit that changes nothing', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Header' });
    expect($canUndo.get()).to.equal(false);
  });

  it('undoes and redoes edits of several records made together as one step', () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Before' });
    undoTogether(() => {
      editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
      editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    });
    undo();
    expect(record(1).get().title).to.equal('Before');
    expect(record(2).get().title).to.equal('Footer');
    expect(record(2).get().isDirty).to.equal(false);
    redo();
    expect(record(1).get().title).to.equal('Top');
    expect(record(2).get().title).to.equal('Bottom');
    undo();
    undo();
    expect(record(1).get().title).to.equal('Header');
    expect($canUndo.get()).to.equal(false);
  });

  it('keeps the other records of a joint step when one is discarded', () => {
    undoTogether(() => {
      editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
      editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    });
    discardEntityEdits('postType', 'wp_navigation', 1);
    expect($canUndo.get()).to.equal(true);
    undo();
    expect(record(2).get().title).to.equal('Footer');
    expect(record(1).get().title).to.equal('Header');
  });
});
