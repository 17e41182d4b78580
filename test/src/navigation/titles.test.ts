import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import { menuTitle, renameAllowed } from '../../../src/navigation/titles';

describe('navigation menu titles', () => {
  afterEach(() => resetLocaleData());

  it('shows a published menu by its title, entities decoded', () => {
    expect(
      menuTitle({ id: 4, title: { rendered: 'Main &amp; more' }, status: 'publish' }),
    ).to.equal('Main & more');
    expect(menuTitle({ id: 4, title: 'Footer' })).to.equal('Footer');
    expect(menuTitle({ id: 4, title: { raw: 'Raw only' }, status: 'publish' })).to.equal(
      'Raw only',
    );
  });

  it('adds the status in brackets unless published', () => {
    expect(menuTitle({ id: 4, title: { rendered: 'Main menu' }, status: 'draft' })).to.equal(
      'Main menu (Draft)',
    );
    expect(menuTitle({ id: 4, title: { rendered: 'Main menu' }, status: 'private' })).to.equal(
      'Main menu (Private)',
    );
    expect(menuTitle({ id: 4, title: { rendered: 'Main menu' }, status: 'acme' })).to.equal(
      'Main menu (acme)',
    );
  });

  it('names an untitled menu by its place in the list, else its id', () => {
    expect(menuTitle({ id: 12, title: { rendered: '' }, status: 'draft' }, 3)).to.equal(
      '(no title 3)',
    );
    expect(menuTitle({ id: 12, title: { rendered: '  ' }, status: 'publish' })).to.equal(
      '(no title 12)',
    );
    expect(menuTitle({ id: 12 })).to.equal('(no title 12)');
  });

  it('translates the formats', () => {
    setLocaleData({
      '': { domain: 'default', lang: 'fr' },
      '(no title %s)': ['(sans titre %s)'],
      '%1$s (%2$s)': ['%1$s [%2$s]'],
      Draft: ['Brouillon'],
    });
    expect(menuTitle({ id: 1, title: 'Menu', status: 'draft' })).to.equal('Menu [Brouillon]');
    expect(menuTitle({ id: 1, title: '' }, 2)).to.equal('(sans titre 2)');
  });

  it('allows a rename only to a non-empty title that differs from the current one', () => {
    expect(renameAllowed('Main', 'Footer')).to.equal(true);
    expect(renameAllowed('Main', '  Footer ')).to.equal(true);
    expect(renameAllowed('Main', 'Main')).to.equal(false);
    expect(renameAllowed('Main', ' Main  ')).to.equal(false);
    expect(renameAllowed('Main', '   ')).to.equal(false);
    expect(renameAllowed('Main', '')).to.equal(false);
  });
});
