import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import {
  $dirtyEntityRecords,
  $notices,
  $saveConflicts,
  clearEntityCache,
  editEntityRecord,
  entityRecord,
  isSaveConflict,
  loadEntityRecord,
  removeAllNotices,
  saveEditedEntityRecord,
} from '../../../src/stores';
import { keepMine, takeTheirs } from '../../../src/stores/entities/conflict-choices';
import { changedAt, siteTimeZone } from '../../../src/stores/entities/conflict-dates';
import { changedOnHost, recordVersion } from '../../../src/stores/entities/versions';
import { saveChanges } from '../../../src/stores/save-changes';
import { FakeHost, type FakeRecord, json } from '../api/fake-host';

describe('record versions (a save over a changed record)', () => {
  it('reads a post by its modified_gmt', () => {
    const page = { id: 5, modified_gmt: '2026-12-01T10:00:00' };
    expect(recordVersion('postType', 'page', page)).to.equal('modified:2026-12-01T10:00:00');
    expect(recordVersion('postType', 'wp_navigation', page)).to.equal(
      'modified:2026-12-01T10:00:00',
    );
  });

  it("tells a theme file's template from the same template once someone saved it", () => {
    const file = { id: 'theme//home', source: 'theme', modified: null };
    const saved = {
      id: 'theme//home',
      source: 'custom',
      wp_id: 31,
      modified: '2026-12-01T11:00:00',
    };
    const before = recordVersion('postType', 'wp_template', file);
    const after = recordVersion('postType', 'wp_template_part', saved);
    expect(before).to.equal('template:0:');
    expect(changedOnHost(before, after)).to.equal(true);
  });

  it('reads the global styles by their count of revisions', () => {
    const styles = { id: 7, _links: { 'version-history': [{ href: 'x', count: 3 }] } };
    expect(recordVersion('root', 'globalStyles', styles)).to.equal('revisions:3');
    expect(recordVersion('root', 'globalStyles', { id: 7 })).to.equal(undefined);
  });

  it('has no version for types without dates (settings), so nothing stops their save', () => {
    expect(recordVersion('root', 'site', { title: 'x' })).to.equal(undefined);
    expect(changedOnHost(undefined, 'modified:x')).to.equal(false);
    expect(changedOnHost('modified:x', undefined)).to.equal(false);
    expect(changedOnHost('modified:x', 'modified:x')).to.equal(false);
    expect(changedOnHost('modified:x', 'modified:y')).to.equal(true);
  });

  it('reads GMT dates as UTC and template dates as the site clock', () => {
    expect(changedAt({ modified_gmt: '2026-12-01T10:00:00' })).to.deep.equal({
      time: Date.UTC(2026, 11, 1, 10),
      siteTime: false,
    });
    expect(changedAt({ modified: '2026-12-01T11:30:00' })).to.deep.equal({
      time: Date.UTC(2026, 11, 1, 11, 30),
      siteTime: true,
    });
    expect(changedAt({})).to.equal(undefined);
  });

  it("uses the site's time zone, or a whole-hour offset", () => {
    expect(siteTimeZone({ timezone_string: 'Europe/Paris', gmt_offset: 1 })).to.equal(
      'Europe/Paris',
    );
    expect(siteTimeZone({ timezone_string: '', gmt_offset: 2 })).to.equal('Etc/GMT-2');
    expect(siteTimeZone({ timezone_string: '', gmt_offset: -5 })).to.equal('Etc/GMT+5');
    expect(siteTimeZone({ timezone_string: '', gmt_offset: 0 })).to.equal('UTC');
    expect(siteTimeZone({ timezone_string: '', gmt_offset: 5.5 })).to.equal(undefined);
  });
});

describe('a save over a record changed on the host', () => {
  let host: FakeHost;
  let pages: FakeRecord[];

  beforeEach(async () => {
    host = new FakeHost();
    pages = host.collection('/wp/v2/pages', [
      { id: 1, title: { raw: 'About', rendered: 'About' }, modified_gmt: '2026-12-01T10:00:00' },
      {
        id: 2,
        title: { raw: 'Contact', rendered: 'Contact' },
        modified_gmt: '2026-12-01T10:00:00',
      },
    ]);
    host.on('GET', '/wp/v2/users/me', () => json({ id: 1, name: 'Me', capabilities: {} }));
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    removeAllNotices();
    $saveConflicts.set({});
    await loadEntityRecord('postType', 'page', 1);
    await loadEntityRecord('postType', 'page', 2);
  });

  afterEach(() => allTasks());

  /** Someone else saves page 1 on the host. */
  const theyChange = (title: string) => {
    Object.assign(pages[0]!, {
      title: { raw: title, rendered: title },
      modified_gmt: '2026-12-01T10:05:00',
    });
  };
  const conflictNotice = () =>
    $notices.get().find((notice) => notice.id.startsWith('save-conflict'));

  it('saves as before when nobody else changed it', async () => {
    editEntityRecord('postType', 'page', 1, { title: 'Mine' });
    await saveEditedEntityRecord('postType', 'page', 1);
    expect(host.calls('PUT', '/wp/v2/pages/1')[0]?.body).to.deep.equal({ title: 'Mine' });
  });

  it('stops, writes nothing, and says it was changed and when', async () => {
    editEntityRecord('postType', 'page', 1, { title: 'Mine' });
    theyChange('Theirs');
    let error: unknown;
    await saveEditedEntityRecord('postType', 'page', 1).catch((caught) => {
      error = caught;
    });
    expect(isSaveConflict(error)).to.equal(true);
    expect(host.calls('PUT', '/wp/v2/pages/1')).to.have.length(0);
    expect(pages[0]!.title).to.deep.equal({ raw: 'Theirs', rendered: 'Theirs' });
    const notice = conflictNotice();
    expect(notice?.content).to.match(
      /^"Mine" was changed by someone else on .+2026.+Your changes are not saved\.$/,
    );
    expect(notice?.actions.map((action) => action.label)).to.deep.equal([
      'Compare versions',
      'Keep mine',
      'Take theirs',
    ]);
    expect($dirtyEntityRecords.get().map((record) => record.title)).to.deep.equal(['Mine']);
  });

  it('saves the other records of the save, and never says the site was updated', async () => {
    editEntityRecord('postType', 'page', 1, { title: 'Mine' });
    editEntityRecord('postType', 'page', 2, { title: 'Reach us' });
    theyChange('Theirs');
    const failed = await saveChanges();
    expect(failed.map((record) => record.key)).to.deep.equal([1]);
    expect(pages[1]!.title).to.deep.equal({ raw: 'Reach us', rendered: 'Reach us' });
    const texts = $notices.get().map((notice) => notice.content);
    expect(texts).to.not.include('Site updated.');
    expect(texts.some((text) => text.includes('could not be saved'))).to.equal(false);
    expect(conflictNotice()).to.not.equal(undefined);
  });

  it('keeps mine over theirs, and the next save does not stop again', async () => {
    editEntityRecord('postType', 'page', 1, { title: 'Mine' });
    theyChange('Theirs');
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    const [id] = Object.keys($saveConflicts.get());
    expect(await keepMine(id!)).to.equal(true);
    expect(pages[0]!.title).to.deep.equal({ raw: 'Mine', rendered: 'Mine' });
    expect(conflictNotice()).to.equal(undefined);
    editEntityRecord('postType', 'page', 1, { title: 'Mine again' });
    await saveEditedEntityRecord('postType', 'page', 1);
    expect(pages[0]!.title).to.deep.equal({ raw: 'Mine again', rendered: 'Mine again' });
  });

  it('takes theirs, and offers mine back to restore', async () => {
    editEntityRecord('postType', 'page', 1, { title: 'Mine' });
    theyChange('Theirs');
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    const [id] = Object.keys($saveConflicts.get());
    await takeTheirs(id!);
    const page = entityRecord('postType', 'page', 1);
    const unbind = page.listen(() => {});
    expect(page.get().title).to.equal('Theirs');
    expect($dirtyEntityRecords.get()).to.deep.equal([]);
    const offer = $notices.get().find((notice) => notice.content.includes('are kept'));
    expect(offer?.actions.map((action) => action.label)).to.deep.equal([
      'Restore unsaved changes',
      'Discard',
    ]);
    offer?.actions[0]?.onClick();
    for (let tries = 0; tries < 100 && page.get().title !== 'Mine'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page.get().title).to.equal('Mine');
    // Restored over theirs: saving now is no conflict.
    await saveEditedEntityRecord('postType', 'page', 1);
    expect(pages[0]!.title).to.deep.equal({ raw: 'Mine', rendered: 'Mine' });
    unbind();
  });
});
