import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import {
  $dirtyEntityRecords,
  $notices,
  clearEntityCache,
  editEntityRecord,
  loadEntityRecord,
  removeAllNotices,
} from '../../../src/stores';
import { saveButtonState, saveChanges, saveShortcutAction } from '../../../src/stores/save-changes';
import { FakeHost, wpError } from '../api/fake-host';

const dirty = (kind: string, name: string, key: string, title = 'x') => ({
  kind,
  name,
  key,
  title,
});
const styles = { kind: 'root', name: 'globalStyles', key: '7' };

describe('the save button (spec 4)', () => {
  it('reads Saved and is disabled with nothing to save', () => {
    expect(saveButtonState([], false, styles)).to.deep.equal({
      label: 'Saved',
      disabled: true,
      savesDirectly: false,
    });
  });

  it("saves directly when the only unsaved record is the screen's own", () => {
    const state = saveButtonState([dirty('root', 'globalStyles', '7')], false, styles);
    expect(state).to.deep.equal({ label: 'Save', disabled: false, savesDirectly: true });
  });

  it('offers a review otherwise, counting the changes', () => {
    expect(saveButtonState([dirty('postType', 'page', '3')], false, styles).label).to.equal(
      'Review 1 change…',
    );
    const two = [dirty('root', 'globalStyles', '7'), dirty('postType', 'page', '3')];
    expect(saveButtonState(two, false, styles)).to.deep.equal({
      label: 'Review 2 changes…',
      disabled: false,
      savesDirectly: false,
    });
    expect(saveButtonState(two, false, undefined).savesDirectly).to.equal(false);
  });

  it('reads Saving and is disabled while saving', () => {
    const state = saveButtonState([dirty('root', 'globalStyles', '7')], true, styles);
    expect(state.label).to.equal('Saving');
    expect(state.disabled).to.equal(true);
  });

  it('activates a previewed theme: Activate %s, Activate %s & Save, Activating %s', () => {
    const own = [dirty('root', 'globalStyles', '7')];
    expect(saveButtonState([], false, styles, 'Meridian')).to.deep.equal({
      label: 'Activate Meridian',
      disabled: false,
      savesDirectly: false,
    });
    expect(saveButtonState(own, false, styles, 'Meridian')).to.deep.equal({
      label: 'Activate Meridian & Save',
      disabled: false,
      savesDirectly: false,
    });
    expect(saveButtonState(own, true, styles, 'Meridian')).to.deep.equal({
      label: 'Activating Meridian',
      disabled: true,
      savesDirectly: false,
    });
    // Primary+S asks first while previewing, even with nothing unsaved.
    expect(saveShortcutAction([], false, styles, true)).to.equal('review');
    expect(saveShortcutAction(own, false, styles, true)).to.equal('review');
    expect(saveShortcutAction(own, true, styles, true)).to.equal('none');
  });

  it('lets primary+S save, review or do nothing as the spec says', () => {
    expect(saveShortcutAction([], false, styles)).to.equal('none');
    expect(saveShortcutAction([dirty('root', 'globalStyles', '7')], true, styles)).to.equal('none');
    expect(saveShortcutAction([dirty('root', 'globalStyles', '7')], false, styles)).to.equal(
      'save',
    );
    expect(
      saveShortcutAction(
        [dirty('root', 'globalStyles', '7'), dirty('postType', 'page', '3')],
        false,
        styles,
      ),
    ).to.equal('review');
  });
});

describe('saving changes', () => {
  let host: FakeHost;

  beforeEach(async () => {
    host = new FakeHost();
    host.collection('/wp/v2/navigation', [
      { id: 1, title: { raw: 'Header', rendered: 'Header' } },
      { id: 2, title: { raw: 'Footer', rendered: 'Footer' } },
    ]);
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    removeAllNotices();
    await loadEntityRecord('postType', 'wp_navigation', 1);
    await loadEntityRecord('postType', 'wp_navigation', 2);
  });

  afterEach(() => allTasks());

  it('saves every unsaved record and says the site was updated', async () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    const failed = await saveChanges();
    expect(failed).to.deep.equal([]);
    expect($dirtyEntityRecords.get()).to.deep.equal([]);
    expect(host.calls('PUT', '/wp/v2/navigation/1')[0]?.body).to.deep.equal({ title: 'Top' });
    expect($notices.get().map((notice) => notice.content)).to.deep.equal(['Site updated.']);
  });

  it('keeps the edits of a record the host refuses, and says which and why', async () => {
    host.on('PUT', '/wp/v2/navigation/2', () =>
      wpError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403),
    );
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    const failed = await saveChanges();
    expect(failed.map((record) => record.key)).to.deep.equal([2]);
    expect($dirtyEntityRecords.get().map((record) => record.title)).to.deep.equal(['Bottom']);
    const [notice] = $notices.get();
    expect(notice?.status).to.equal('error');
    expect(notice?.content).to.equal(
      '"Bottom" could not be saved: Sorry, you are not allowed to edit this post. Your change is kept: save again when you are ready.',
    );
  });

  it('saves only the records chosen in the review', async () => {
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    editEntityRecord('postType', 'wp_navigation', 2, { title: 'Bottom' });
    const [first] = $dirtyEntityRecords.get();
    await saveChanges([first!]);
    expect(host.calls('PUT', '/wp/v2/navigation/2')).to.have.length(0);
    expect($dirtyEntityRecords.get()).to.have.length(1);
  });
});
