import { expect } from '@esm-bundle/chai';
import type { View } from '../../../src/data-view/types';
import {
  canRenameView,
  customViewFromRecord,
  customViewListQuery,
  customViewTitle,
  customViewTypeQuery,
  customViewTypeRecord,
  findCustomViewType,
  isCustomViewId,
  isValidViewName,
  newCustomViewRecord,
  parseCustomView,
  renamedCustomViewRecord,
  serializeCustomView,
} from '../../../src/posts/custom-views';
import { viewForSlug } from '../../../src/posts/views';

const fallback = (): View => viewForSlug('page', 'all').view;

describe('custom views', () => {
  describe('their view as JSON', () => {
    it('restores a saved view as it was shaped', () => {
      const shaped: View = {
        ...fallback(),
        type: 'grid',
        sort: { field: 'date', direction: 'asc' },
        filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
        fields: ['status'],
        perPage: 50,
        showLevels: false,
        layout: { previewSize: 3, badgeFields: ['status'], styles: { author: { width: '1%' } } },
      };
      expect(parseCustomView(serializeCustomView(shaped), fallback())).to.deep.equal(shaped);
    });

    it('reopens a view at its first page', () => {
      const json = serializeCustomView({ ...fallback(), page: 4 });
      expect(JSON.parse(json)).not.to.have.property('page');
      expect(parseCustomView(json, fallback()).page).to.equal(1);
      expect(parseCustomView('{"page":7}', fallback()).page).to.equal(1);
    });

    it('reads the content from the edit context (raw) as well as a plain string', () => {
      expect(parseCustomView({ raw: '{"type":"table"}' }, fallback()).type).to.equal('table');
      expect(parseCustomView('{"type":"table"}', fallback()).type).to.equal('table');
    });

    it('falls back to the default view for missing or malformed content', () => {
      for (const content of [
        undefined,
        null,
        '',
        'not json',
        '{"type":',
        '[1,2]',
        '42',
        'null',
        '"text"',
        { rendered: '<p>{}</p>' },
        17,
      ]) {
        expect(parseCustomView(content, fallback()), String(content)).to.deep.equal(fallback());
      }
    });

    it('keeps the default for each field of the wrong shape', () => {
      const view = parseCustomView(
        JSON.stringify({
          type: 'carousel',
          perPage: -5,
          sort: { field: 'title', direction: 'sideways' },
          fields: ['status', 3],
          showLevels: 'yes',
          search: 12,
          layout: { density: 'cramped', previewSize: 0 },
          unknown: true,
        }),
        fallback(),
      );
      const expected = fallback();
      expect(view.type).to.equal(expected.type);
      expect(view.perPage).to.equal(expected.perPage);
      expect(view.sort).to.deep.equal(expected.sort);
      expect(view.fields).to.deep.equal(expected.fields);
      expect(view.showLevels).to.equal(expected.showLevels);
      expect(view.search).to.equal(expected.search);
      expect(view.layout).to.deep.equal({});
      expect(view).not.to.have.property('unknown');
    });

    it('drops broken filters and keeps the well-formed ones', () => {
      const view = parseCustomView(
        JSON.stringify({
          filters: [
            { field: 'status', operator: 'isAny', value: ['publish'] },
            { field: 'author', operator: 'near', value: [1] },
            { operator: 'is', value: 1 },
            'status',
            null,
          ],
        }),
        fallback(),
      );
      expect(view.filters).to.deep.equal([
        { field: 'status', operator: 'isAny', value: ['publish'] },
      ]);
    });

    it('never hands back the fallback object itself', () => {
      const base = fallback();
      const view = parseCustomView(undefined, base);
      view.type = 'table';
      expect(base.type).to.equal('list');
    });
  });

  describe('requests', () => {
    it('finds the type term by the post type slug', () => {
      expect(customViewTypeQuery('page')).to.include({ slug: 'page' });
      expect(customViewTypeRecord('post')).to.deep.equal({ name: 'post', slug: 'post' });
      const terms = [
        { id: 3, slug: 'page-2' },
        { id: 4, slug: 'page' },
      ];
      expect(findCustomViewType(terms, 'page')?.id).to.equal(4);
      expect(findCustomViewType([], 'page')).to.equal(undefined);
      expect(findCustomViewType(null, 'page')).to.equal(undefined);
    });

    it('lists every view of the term, with raw titles and content', () => {
      expect(customViewListQuery(9)).to.deep.include({
        wp_dataviews_type: 9,
        per_page: -1,
        context: 'edit',
      });
    });

    it('creates a published view in its term with the view as content', () => {
      const view = fallback();
      const record = newCustomViewRecord('  My drafts ', 9, view);
      expect(record).to.deep.equal({
        title: 'My drafts',
        status: 'publish',
        wp_dataviews_type: [9],
        content: serializeCustomView(view),
      });
      expect(JSON.parse(record.content).type).to.equal('list');
      expect(renamedCustomViewRecord(' Mine ')).to.deep.equal({ title: 'Mine' });
    });

    it('turns a host record into a custom view', () => {
      const view = customViewFromRecord(
        {
          id: 12,
          title: { raw: 'Drafts by me', rendered: 'Drafts by me' },
          content: { raw: '{"type":"table"}' },
        },
        fallback(),
      );
      expect(view?.id).to.equal(12);
      expect(view?.title).to.equal('Drafts by me');
      expect(view?.view.type).to.equal('table');
      expect(customViewFromRecord({ title: 'no id' }, fallback())).to.equal(undefined);
      expect(customViewFromRecord(null, fallback())).to.equal(undefined);
      expect(customViewTitle({ title: { rendered: 'Shown' } })).to.equal('Shown');
      expect(customViewTitle({})).to.equal('');
    });
  });

  describe('names and ids', () => {
    it('tells custom view ids from built-in view slugs', () => {
      expect(isCustomViewId('12')).to.equal(true);
      for (const slug of [undefined, '', 'all', 'drafts', '0', '-3', '1.5', '12a']) {
        expect(isCustomViewId(slug), String(slug)).to.equal(false);
      }
    });

    it('needs a name with more than spaces', () => {
      expect(isValidViewName('')).to.equal(false);
      expect(isValidViewName('   ')).to.equal(false);
      expect(isValidViewName(' Mine ')).to.equal(true);
    });

    it('renames only to a different, non-empty name', () => {
      expect(canRenameView('Mine', 'Mine')).to.equal(false);
      expect(canRenameView(' Mine ', 'Mine')).to.equal(false);
      expect(canRenameView('  ', 'Mine')).to.equal(false);
      expect(canRenameView('Ours', 'Mine')).to.equal(true);
    });
  });
});
