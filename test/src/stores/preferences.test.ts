import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import {
  $preferences,
  flushPreferences,
  getPreference,
  loadPreferences,
  resetCurrentUser,
  resetPreferences,
  setPreference,
  togglePreference,
} from '../../../src/stores';
import { FakeHost, json, wpError } from '../api/fake-host';

describe('preferences', () => {
  let host: FakeHost;
  let user: Record<string, unknown>;

  beforeEach(() => {
    host = new FakeHost();
    user = { id: 3, name: 'Ana', capabilities: {}, meta: { persisted_preferences: {} } };
    host.on('GET', '/wp/v2/users/me', () => json(user));
    host.on('POST', '/wp/v2/users/me', ({ body }) => {
      user = { ...user, ...(body as object) };
      return json(user);
    });
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    localStorage.clear();
    resetCurrentUser();
    resetPreferences();
  });
  afterEach(() => cleanStores($preferences));

  it('starts from the defaults: welcome guides on, visual editor', async () => {
    await loadPreferences();
    expect(getPreference('core/edit-site', 'welcomeGuide')).to.equal(true);
    expect(getPreference('core/edit-site', 'welcomeGuideStyles')).to.equal(true);
    expect(getPreference('core', 'editorMode')).to.equal('visual');
    expect(getPreference('core', 'showIconLabels')).to.equal(false);
  });

  it('loads the user’s preferences from the host when first watched', async () => {
    user.meta = {
      persisted_preferences: {
        'core/edit-site': { welcomeGuide: false },
        core: { showIconLabels: true },
        _modified: '2026-01-01T00:00:00.000Z',
      },
    };
    const unbind = $preferences.listen(() => {});
    await allTasks();
    expect($preferences.get()['core/edit-site']!.welcomeGuide).to.equal(false);
    expect($preferences.get()['core/edit-site']!.welcomeGuideStyles).to.equal(true);
    expect(getPreference('core', 'showIconLabels')).to.equal(true);
    expect(host.calls('GET', '/wp/v2/users/me')[0]!.query.get('context')).to.equal('edit');
    unbind();
  });

  it('changes at once and saves all of them to the host a moment later', async () => {
    await loadPreferences();
    setPreference('core/edit-site', 'welcomeGuide', false);
    togglePreference('core', 'distractionFree');
    expect(getPreference('core/edit-site', 'welcomeGuide')).to.equal(false);
    expect(getPreference('core', 'distractionFree')).to.equal(true);
    expect(host.calls('POST', '/wp/v2/users/me')).to.have.length(0);
    await flushPreferences();
    const saves = host.calls('POST', '/wp/v2/users/me');
    expect(saves).to.have.length(1);
    const sent = (saves[0]!.body as { meta: { persisted_preferences: Record<string, unknown> } })
      .meta.persisted_preferences;
    expect(sent['core/edit-site']).to.deep.equal({ welcomeGuide: false });
    expect(sent.core).to.deep.equal({ distractionFree: true });
    expect(sent._modified).to.be.a('string');
  });

  it('saves to WordPress for a user who has none yet (its meta reads [])', async () => {
    user = { ...user, meta: { persisted_preferences: [] } };
    await loadPreferences();
    setPreference('core/edit-site', 'welcomeGuideStyles', false);
    await flushPreferences();
    const saves = host.calls('POST', '/wp/v2/users/me');
    expect(saves).to.have.length(1);
  });

  it('waits for a pause before saving', async () => {
    await loadPreferences();
    setPreference('core', 'editorMode', 'text');
    await new Promise((resolve) => setTimeout(resolve, 300));
    setPreference('core', 'editorMode', 'visual');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await allTasks();
    expect(host.calls('POST', '/wp/v2/users/me')).to.have.length(1);
  });

  it('keeps them in this browser when the host does not', async () => {
    host.on('GET', '/wp/v2/users/me', () => wpError('rest_not_logged_in', 'Not logged in.', 401));
    await loadPreferences();
    setPreference('core', 'showListViewByDefault', true);
    await flushPreferences();
    expect(host.calls('POST', '/wp/v2/users/me')).to.have.length(0);
    const stored = JSON.parse(localStorage.getItem('site-editor-preferences-guest')!);
    expect(stored.core).to.deep.equal({ showListViewByDefault: true });
    resetCurrentUser();
    resetPreferences();
    await loadPreferences();
    expect(getPreference('core', 'showListViewByDefault')).to.equal(true);
  });

  it('prefers this browser’s copy when it is newer than the host’s', async () => {
    user.meta = {
      persisted_preferences: { core: { editorMode: 'text' }, _modified: '2026-01-01' },
    };
    const local = { core: { editorMode: 'visual', showIconLabels: true }, _modified: '2026-02-01' };
    localStorage.setItem('site-editor-preferences-3', JSON.stringify(local));
    await loadPreferences();
    expect(getPreference('core', 'editorMode')).to.equal('visual');
    expect(getPreference('core', 'showIconLabels')).to.equal(true);
  });

  it('keeps a value set while loading over the loaded one', async () => {
    user.meta = { persisted_preferences: { core: { editorMode: 'text', showIconLabels: true } } };
    const loaded = loadPreferences();
    setPreference('core', 'editorMode', 'visual');
    await loaded;
    expect(getPreference('core', 'editorMode')).to.equal('visual');
    expect(getPreference('core', 'showIconLabels')).to.equal(true);
    await flushPreferences();
  });
});
