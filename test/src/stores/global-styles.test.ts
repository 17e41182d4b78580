// Editing the global styles through the store: each action is an edit of the user's record
// (what the save sends), computed over the theme's base styles.
import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import { clearEntityCache, clearUndoHistory, undo } from '../../../src/stores';
import {
  $globalStyles,
  $hasUserStyles,
  applyStyleVariation,
  resetGlobalStyles,
  setSetting,
  setStyle,
  variationKind,
} from '../../../src/stores/global-styles';
import { waitFor } from '../../helpers';
import { FakeHost, json } from '../api/fake-host';

const installed = { custom: [{ slug: 'lora', name: 'Lora', fontFamily: 'Lora, serif' }] };

describe('editing the global styles', () => {
  let stop: () => void;

  beforeEach(async () => {
    const host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    clearEntityCache();
    clearUndoHistory();
    host.on('GET', '/wp/v2/themes', () =>
      json([
        {
          stylesheet: 'meridian',
          is_block_theme: true,
          name: { raw: 'Meridian', rendered: 'Meridian' },
          _links: { 'wp:user-global-styles': [{ href: '/wp-json/wp/v2/global-styles/7' }] },
        },
      ]),
    );
    host.on('GET', '/wp/v2/global-styles/themes/:stylesheet', () =>
      json({
        version: 3,
        settings: { color: { palette: { theme: [{ slug: 'base', color: '#ffffff' }] } } },
        styles: { color: { background: 'var:preset|color|base', text: '#111111' } },
      }),
    );
    host.on('GET', '/wp/v2/global-styles/:id', () =>
      json({
        id: 7,
        settings: { typography: { fontFamilies: installed } },
        styles: { color: { text: '#222222' } },
        _links: {
          'wp:action-edit-css': [{ href: '/wp-json/wp/v2/global-styles/7' }],
          'version-history': [{ href: '/x', count: 3 }],
        },
      }),
    );
    host.on('GET', '/wp/v2/block-types', () => json([]));
    stop = $globalStyles.listen(() => {});
    await waitFor(() => $globalStyles.get().status === 'ready', 5000);
  });

  afterEach(async () => {
    stop();
    await allTasks();
  });

  it('merges the theme with the user record and reads its links', () => {
    const state = $globalStyles.get();
    expect(state.recordId).to.equal('7');
    expect(state.canEditCss).to.equal(true);
    expect(state.revisionCount).to.equal(3);
    const color = (state.merged.styles as { color: object }).color;
    expect(color).to.deep.equal({ background: 'var(--wp--preset--color--base)', text: '#222222' });
  });

  it('edits a style and a block style at their paths, and clears them again', () => {
    setStyle(['color', 'background'], '#000000');
    setStyle(['border', 'radius'], '8px', 'core/button');
    expect($globalStyles.get().user.styles).to.deep.equal({
      color: { text: '#222222', background: '#000000' },
      blocks: { 'core/button': { border: { radius: '8px' } } },
    });
    expect($globalStyles.get().isDirty).to.equal(true);
    setStyle(['color', 'background'], undefined);
    setStyle(['border', 'radius'], undefined, 'core/button');
    expect($globalStyles.get().user.styles).to.deep.equal({ color: { text: '#222222' } });
    expect($globalStyles.get().isDirty).to.equal(false);
  });

  it('edits settings', () => {
    setSetting(['layout', 'contentSize'], '720px');
    expect($globalStyles.get().user.settings).to.deep.equal({
      typography: { fontFamilies: installed },
      layout: { contentSize: '720px' },
    });
  });

  it('resets the styles but keeps the installed fonts, as one undoable step', () => {
    setSetting(['layout', 'contentSize'], '720px');
    expect($hasUserStyles.get()).to.equal(true);
    resetGlobalStyles();
    expect($globalStyles.get().user).to.deep.equal({
      styles: {},
      settings: { typography: { fontFamilies: installed } },
    });
    expect($hasUserStyles.get()).to.equal(false);
    undo();
    expect($globalStyles.get().user.settings).to.have.property('layout');
  });

  it('applies a full variation in place of the user styles, keeping the installed fonts', () => {
    applyStyleVariation({
      title: 'Dusk',
      settings: { typography: { fontFamilies: [{ slug: 'inter', fontFamily: 'Inter' }] } },
      styles: { color: { background: '#101010' } },
    });
    expect($globalStyles.get().user).to.deep.equal({
      styles: { color: { background: '#101010' } },
      settings: {
        typography: {
          fontFamilies: {
            theme: [{ slug: 'inter', fontFamily: 'Inter' }],
            custom: installed.custom,
          },
        },
      },
    });
  });

  it('applies a colour variation to the colours only', () => {
    setStyle(['typography', 'fontSize'], '18px');
    const ember = {
      title: 'Ember',
      settings: { color: { palette: [{ slug: 'base', color: '#330000' }] } },
      styles: { color: { background: 'var:preset|color|base' } },
    };
    expect(variationKind(ember)).to.equal('color');
    applyStyleVariation(ember);
    expect($globalStyles.get().user.styles).to.deep.equal({
      color: { background: 'var:preset|color|base' },
      typography: { fontSize: '18px' },
    });
    expect($globalStyles.get().user.settings).to.deep.equal({
      typography: { fontFamilies: installed },
      color: { palette: [{ slug: 'base', color: '#330000' }] },
    });
  });

  it('tells full, colour and typography variations apart', () => {
    expect(variationKind({ styles: { typography: {} }, settings: { typography: {} } })).to.equal(
      'typography',
    );
    expect(variationKind({ styles: { color: {}, typography: {} } })).to.equal('full');
    expect(variationKind({})).to.equal('full');
  });
});
