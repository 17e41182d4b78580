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
import { $editorSettings } from '../../../src/stores/editor-settings';
import { $location, updateQuery } from '../../../src/stores/router';
import {
  $previewedThemeName,
  activatePreviewedTheme,
  activationPrompt,
  readInstalledThemes,
} from '../../../src/stores/theme-preview';
import { FakeHost, json } from '../api/fake-host';

const themes = (active: string) =>
  ['plainsong', 'meridian', 'harbour'].map((stylesheet) => ({
    stylesheet,
    name: { rendered: stylesheet === 'harbour' ? 'Harbour &amp; Co' : stylesheet },
    status: stylesheet === active ? 'active' : 'inactive',
    is_block_theme: stylesheet !== 'plainsong',
  }));

describe('theme preview and activation (spec 2.2, 4, 7)', () => {
  let host: FakeHost;
  let active: string;

  beforeEach(async () => {
    active = 'plainsong';
    host = new FakeHost();
    host.on('GET', '/wp/v2/themes', (request) => {
      const preview = request.query.get('wp_theme_preview');
      const list = themes(preview || active);
      return json(
        request.query.get('status') === 'active' ? list.filter((t) => t.status === 'active') : list,
      );
    });
    host.on('GET', '/wp-admin/themes.php', (request) => {
      if (request.query.get('_wpnonce') !== 'switch-meridian') {
        return new Response('The link you followed has expired.', { status: 403 });
      }
      active = request.query.get('stylesheet') ?? active;
      return new Response('<p>Activated</p>');
    });
    host.collection('/wp/v2/navigation', [{ id: 1, title: { raw: 'Header', rendered: 'Header' } }]);
    configureApiClient({
      root: '/wp-json/',
      nonce: 'n',
      fetch: host.fetch,
      themePreview: undefined,
    });
    clearEntityCache();
    removeAllNotices();
    $editorSettings.set({ themeActivationNonce: 'switch-meridian' });
    updateQuery({ wp_theme_preview: 'meridian' }, { replace: true });
    await loadEntityRecord('postType', 'wp_navigation', 1);
  });

  afterEach(async () => {
    updateQuery({ wp_theme_preview: '' }, { replace: true });
    $editorSettings.set({});
    await allTasks();
  });

  it('reads the installed themes, their names decoded, the active one as the site runs', () => {
    const list = readInstalledThemes(themes('meridian'));
    expect(list.map((theme) => [theme.name, theme.active, theme.isBlockTheme])).to.deep.equal([
      ['plainsong', false, false],
      ['meridian', true, true],
      ['Harbour & Co', false, true],
    ]);
  });

  it('words the prompt as the spec does', () => {
    expect(activationPrompt('Plainsong', 'Meridian')).to.equal(
      'Saving your changes will change your active theme from Plainsong to Meridian.',
    );
  });

  it('saves the edits, activates the theme through themes.php, and drops the parameter', async () => {
    const unwatch = $previewedThemeName.listen(() => {});
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    expect(await activatePreviewedTheme()).to.equal(true);
    unwatch();
    expect(host.calls('PUT', '/wp/v2/navigation/1')[0]?.query.get('wp_theme_preview')).to.equal(
      'meridian',
    );
    const activation = host.calls('GET', '/wp-admin/themes.php')[0];
    expect(activation?.query.get('action')).to.equal('activate');
    expect(activation?.query.get('stylesheet')).to.equal('meridian');
    expect(active).to.equal('meridian');
    expect($dirtyEntityRecords.get()).to.deep.equal([]);
    expect($location.get().query.wp_theme_preview).to.equal(undefined);
    expect(new URLSearchParams(location.search).has('wp_theme_preview')).to.equal(false);
  });

  it('keeps the preview and says so when the host refuses the activation', async () => {
    $editorSettings.set({ themeActivationNonce: 'stale' });
    expect(await activatePreviewedTheme()).to.equal(false);
    expect(active).to.equal('plainsong');
    expect($location.get().query.wp_theme_preview).to.equal('meridian');
    const [notice] = $notices.get();
    expect(notice?.status).to.equal('error');
    expect(notice?.content).to.match(/could not be activated/);
  });

  it('does not activate when a save fails, and keeps the edits', async () => {
    host.on('PUT', '/wp/v2/navigation/1', () => json({ code: 'nope', message: 'No.' }, 403));
    editEntityRecord('postType', 'wp_navigation', 1, { title: 'Top' });
    expect(await activatePreviewedTheme()).to.equal(false);
    expect(host.calls('GET', '/wp-admin/themes.php')).to.deep.equal([]);
    expect($dirtyEntityRecords.get().map((record) => record.title)).to.deep.equal(['Top']);
    expect($location.get().query.wp_theme_preview).to.equal('meridian');
  });
});
