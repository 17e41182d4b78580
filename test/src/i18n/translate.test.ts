import { expect } from '@esm-bundle/chai';
import {
  $localeVersion,
  __,
  _n,
  _nx,
  _x,
  isRTL,
  resetLocaleData,
  setLocaleData,
  sprintf,
} from '../../../src/i18n';

const POLISH_PLURALS =
  'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';

// A WordPress JSON translation file as `wp i18n make-json` writes it.
const polish = {
  'translation-revision-date': '2026-01-01 00:00:00+0000',
  domain: 'messages',
  locale_data: {
    messages: {
      '': { domain: 'messages', lang: 'pl', plural_forms: POLISH_PLURALS },
      Save: ['Zapisz'],
      '%d Revision': ['%d wersja', '%d wersje', '%d wersji'],
      'noun\u0004Post': ['Wpis'],
      'item\u0004%d item': ['%d element', '%d elementy', '%d elementów'],
    },
  },
};

describe('translations', () => {
  afterEach(() => resetLocaleData());

  it('shows the source text when nothing is translated', () => {
    expect(__('Save')).to.equal('Save');
    expect(__('Not in the file')).to.equal('Not in the file');
    expect(sprintf(_n('%d Revision', '%d Revisions', 1), 1)).to.equal('1 Revision');
    expect(sprintf(_n('%d Revision', '%d Revisions', 3), 3)).to.equal('3 Revisions');
    expect(sprintf(_n('%d Revision', '%d Revisions', 0), 0)).to.equal('0 Revisions');
  });

  it('shows the translation from a WordPress JSON file', () => {
    setLocaleData(polish);
    expect(__('Save')).to.equal('Zapisz');
    expect(__('Cancel')).to.equal('Cancel');
  });

  it('uses all three Polish plural forms', () => {
    setLocaleData(polish);
    const revisions = (n: number) => sprintf(_n('%d Revision', '%d Revisions', n), n);
    expect(revisions(1)).to.equal('1 wersja');
    expect(revisions(3)).to.equal('3 wersje');
    expect(revisions(22)).to.equal('22 wersje');
    expect(revisions(5)).to.equal('5 wersji');
    expect(revisions(12)).to.equal('12 wersji');
  });

  it('tells texts apart by context', () => {
    setLocaleData(polish);
    expect(_x('Post', 'noun')).to.equal('Wpis');
    expect(_x('Post', 'verb')).to.equal('Post');
    expect(__('Post')).to.equal('Post');
    expect(sprintf(_nx('%d item', '%d items', 5, 'item'), 5)).to.equal('5 elementów');
  });

  it('accepts a bare messages object and merges it into the domain', () => {
    setLocaleData(polish);
    setLocaleData({ Cancel: ['Anuluj'] });
    expect(__('Cancel')).to.equal('Anuluj');
    expect(__('Save')).to.equal('Zapisz');
    expect(sprintf(_n('%d Revision', '%d Revisions', 5), 5)).to.equal('5 wersji');
  });

  it('keeps domains apart', () => {
    setLocaleData({ Save: ['Speichern'] }, 'fonts');
    expect(__('Save', 'fonts')).to.equal('Speichern');
    expect(__('Save')).to.equal('Save');
  });

  it('fills positional arguments in the order the translation needs', () => {
    setLocaleData({ '%1$s/%2$s variants active': ['%2$s wariantów, aktywne: %1$s'] });
    expect(sprintf(__('%1$s/%2$s variants active'), 2, 5)).to.equal('5 wariantów, aktywne: 2');
    expect(sprintf('Delete "%s"?', 'Header')).to.equal('Delete "Header"?');
  });

  it('reads right-to-left from the text direction entry', () => {
    expect(isRTL()).to.equal(false);
    setLocaleData({
      '': { lang: 'he', plural_forms: 'nplurals=2; plural=(n != 1);' },
      'text direction\u0004ltr': ['rtl'],
    });
    expect(isRTL()).to.equal(true);
  });

  it('announces every change so the interface can re-render', () => {
    const seen: number[] = [];
    const unlisten = $localeVersion.listen((version) => seen.push(version));
    setLocaleData(polish);
    resetLocaleData();
    unlisten();
    expect(seen).to.have.length(2);
    expect(__('Save')).to.equal('Save');
  });
});
