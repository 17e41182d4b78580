import { expect } from '@esm-bundle/chai';
import {
  canvasMode,
  inEditMode,
  pruneSelection,
  readLocation,
  writeLocation,
  withQueryLayout,
} from '../../../src/routing/location';

describe('editor location in the query string', () => {
  it('reads the path from p and the editor parameters', () => {
    expect(readLocation('?p=%2Fstyles&canvas=edit&section=%2Frevisions')).to.deep.equal({
      path: '/styles',
      query: { canvas: 'edit', section: '/revisions' },
    });
    expect(readLocation('').path).to.equal('/');
  });

  it("keeps the host page's own parameters when writing", () => {
    const search = writeLocation('?page=site-editor&p=%2Fstyles&canvas=edit', {
      path: '/page',
      query: { layout: 'grid' },
    });
    const params = new URLSearchParams(search);
    expect(params.get('page')).to.equal('site-editor');
    expect(params.get('p')).to.equal('/page');
    expect(params.get('layout')).to.equal('grid');
    expect(params.has('canvas')).to.equal(false);
  });

  it('keeps the previewed theme on navigation', () => {
    const search = writeLocation('?p=%2F&wp_theme_preview=plainsong', {
      path: '/pattern',
      query: {},
    });
    expect(new URLSearchParams(search).get('wp_theme_preview')).to.equal('plainsong');
  });

  it('leaves the root without a p parameter', () => {
    expect(writeLocation('?p=%2Fstyles', { path: '/', query: {} })).to.equal('');
  });

  it('defaults the canvas to view', () => {
    expect(canvasMode({})).to.equal('view');
    expect(canvasMode({ canvas: 'edit' })).to.equal('edit');
    expect(canvasMode({ canvas: 'bogus' })).to.equal('view');
  });

  it('edits only a loaded item that is not in the trash', () => {
    expect(inEditMode({ canvas: 'edit' }, { status: 'publish' })).to.equal(true);
    expect(inEditMode({ canvas: 'edit' }, undefined)).to.equal(false);
    expect(inEditMode({ canvas: 'edit' }, { status: 'trash' })).to.equal(false);
    expect(inEditMode({}, { status: 'draft' })).to.equal(false);
  });
});

describe('selection that leaves the list', () => {
  it('drops ids absent from the data', () => {
    expect(pruneSelection({ postId: '1,2,3', layout: 'grid' }, [1, 3, 4])).to.deep.equal({
      postId: '1,3',
      layout: 'grid',
    });
  });

  it('removes postId when no selected item remains', () => {
    expect(pruneSelection({ postId: '8', layout: 'list' }, [1, 2])).to.deep.equal({
      layout: 'list',
    });
  });

  it('changes nothing when every selected item is still there', () => {
    const query = { postId: '2' };
    expect(pruneSelection(query, ['2'])).to.equal(query);
  });
});

describe('the layout in the URL', () => {
  it('picks a list layout the URL names, and ignores any other value', () => {
    const view = { type: 'grid', page: 2 };
    expect(withQueryLayout(view, { layout: 'list' })).to.deep.equal({ type: 'list', page: 2 });
    expect(withQueryLayout(view, { layout: 'grid' })).to.equal(view);
    expect(withQueryLayout(view, { layout: 'carousel' })).to.equal(view);
    expect(withQueryLayout(view, {})).to.equal(view);
  });
});
