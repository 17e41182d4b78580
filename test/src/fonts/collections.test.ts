import { expect } from '@esm-bundle/chai';
import {
  COLLECTION_SEARCH_DEBOUNCE_MS,
  collectionPageSize,
  faceSources,
  filterCollectionFamilies,
  GOOGLE_FONTS_PERMISSION_KEY,
  pageOf,
  selectedFamilies,
} from '../../../src/fonts/collections';
import type { FontCollection, FontFamily } from '../../../src/fonts/types';

type Entry = FontCollection['font_families'][number];

const entry = (name: string, categories: string[]): Entry => ({
  font_family_settings: {
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    fontFamily: `"${name}"`,
  },
  categories,
});

const googleFonts: Entry[] = [
  entry('Inter', ['sans-serif']),
  entry('Lora', ['serif']),
  entry('Noto Sans JP', ['sans-serif']),
  entry('Noto Serif Display', ['serif', 'display']),
  entry('Fira Code', ['monospace']),
  entry('Caveat', ['handwriting']),
];
const names = (entries: Entry[]) => entries.map((item) => item.font_family_settings.name);

describe('font collections', () => {
  it('fits as many families in a page as the window height allows (spec 9)', () => {
    // floor((max(height, 500) - 417) / 61)
    expect(collectionPageSize(400)).to.equal(1);
    expect(collectionPageSize(500)).to.equal(1);
    expect(collectionPageSize(900)).to.equal(7);
    expect(collectionPageSize(1080)).to.equal(10);
    expect(collectionPageSize(1440)).to.equal(16);
  });

  it('never fits fewer than one family', () => {
    for (const height of [0, -200, 417, 478, 499]) {
      expect(collectionPageSize(height), `height ${height}`).to.equal(1);
    }
  });

  it('waits 300 ms after the last keystroke before searching (spec 9)', () => {
    expect(COLLECTION_SEARCH_DEBOUNCE_MS).to.equal(300);
  });

  it('keeps the Google Fonts permission under a key naming it', () => {
    expect(GOOGLE_FONTS_PERMISSION_KEY).to.contain('font-library-google-fonts-permission');
  });

  describe('filters', () => {
    it('searches names without regard to case', () => {
      expect(
        names(filterCollectionFamilies(googleFonts, { search: 'noto', category: '' })),
      ).to.deep.equal(['Noto Sans JP', 'Noto Serif Display']);
      expect(
        names(filterCollectionFamilies(googleFonts, { search: 'SANS jp', category: '' })),
      ).to.deep.equal(['Noto Sans JP']);
      expect(
        names(filterCollectionFamilies(googleFonts, { search: '  lora ', category: '' })),
      ).to.deep.equal(['Lora']);
      expect(
        filterCollectionFamilies(googleFonts, { search: 'Roboto', category: '' }),
      ).to.deep.equal([]);
    });

    it('keeps the families of a category', () => {
      expect(
        names(filterCollectionFamilies(googleFonts, { search: '', category: 'serif' })),
      ).to.deep.equal(['Lora', 'Noto Serif Display']);
      expect(
        filterCollectionFamilies([{ font_family_settings: googleFonts[0]!.font_family_settings }], {
          search: '',
          category: 'sans-serif',
        }),
      ).to.deep.equal([]);
    });

    it('treats the All category and no category as no filter', () => {
      expect(filterCollectionFamilies(googleFonts, { search: '', category: 'all' })).to.deep.equal(
        googleFonts,
      );
      expect(filterCollectionFamilies(googleFonts, { search: '', category: '' })).to.deep.equal(
        googleFonts,
      );
    });

    it('applies search and category together', () => {
      expect(
        names(filterCollectionFamilies(googleFonts, { search: 'noto', category: 'serif' })),
      ).to.deep.equal(['Noto Serif Display']);
      expect(
        filterCollectionFamilies(googleFonts, { search: 'inter', category: 'serif' }),
      ).to.deep.equal([]);
      expect(
        names(filterCollectionFamilies(googleFonts, { search: 'NOTO', category: 'all' })),
      ).to.deep.equal(['Noto Sans JP', 'Noto Serif Display']);
    });
  });

  describe('pages', () => {
    const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

    it('cuts a page of the items', () => {
      expect(pageOf(letters, 1, 3)).to.deep.equal({
        items: ['a', 'b', 'c'],
        page: 1,
        totalPages: 3,
      });
      expect(pageOf(letters, 3, 3)).to.deep.equal({ items: ['g'], page: 3, totalPages: 3 });
    });

    it('clamps a page out of range to the first or last page', () => {
      expect(pageOf(letters, 9, 3)).to.deep.equal({ items: ['g'], page: 3, totalPages: 3 });
      expect(pageOf(letters, 0, 3)).to.deep.equal({
        items: ['a', 'b', 'c'],
        page: 1,
        totalPages: 3,
      });
      expect(pageOf(letters, -4, 3).page).to.equal(1);
    });

    it('has one page even with nothing to show', () => {
      expect(pageOf([], 1, 10)).to.deep.equal({ items: [], page: 1, totalPages: 1 });
      expect(pageOf([], 5, 10)).to.deep.equal({ items: [], page: 1, totalPages: 1 });
    });
  });

  describe('face sources', () => {
    it('leaves out the theme file sources', () => {
      expect(
        faceSources({
          fontFamily: 'Inter',
          src: [
            'file:./assets/fonts/inter/Inter.woff2',
            'https://fonts.gstatic.com/s/inter/v13/a.woff2',
          ],
        }),
      ).to.deep.equal(['https://fonts.gstatic.com/s/inter/v13/a.woff2']);
      expect(
        faceSources({ fontFamily: 'Lora', src: 'file:./assets/fonts/Lora.woff2' }),
      ).to.deep.equal([]);
    });

    it('encodes a source that is not encoded yet', () => {
      expect(
        faceSources({
          fontFamily: 'Noto Sans JP',
          src: 'https://example.org/fonts/Noto Sans JP Bold.woff2',
        }),
      ).to.deep.equal(['https://example.org/fonts/Noto%20Sans%20JP%20Bold.woff2']);
      expect(
        faceSources({ fontFamily: 'Crème', src: 'https://example.org/fonts/crème.woff2' }),
      ).to.deep.equal(['https://example.org/fonts/cr%C3%A8me.woff2']);
    });

    it('leaves an encoded source alone', () => {
      expect(
        faceSources({
          fontFamily: 'Noto Sans JP',
          src: 'https://example.org/fonts/Noto%20Sans%20JP.woff2',
        }),
      ).to.deep.equal(['https://example.org/fonts/Noto%20Sans%20JP.woff2']);
      // An encoded comma, as in Inter's variable file names, is not encoded a second time.
      expect(
        faceSources({
          fontFamily: 'Inter',
          src: 'https://example.org/fonts/Inter-VariableFont_slnt%2Cwght.woff2',
        }),
      ).to.deep.equal(['https://example.org/fonts/Inter-VariableFont_slnt%2Cwght.woff2']);
    });

    it('reads one source or several, and none', () => {
      expect(
        faceSources({
          fontFamily: 'Lora',
          src: ['https://example.org/Lora.woff2', 'https://example.org/Lora.ttf'],
        }),
      ).to.deep.equal(['https://example.org/Lora.woff2', 'https://example.org/Lora.ttf']);
      expect(
        faceSources({ fontFamily: 'Lora', src: 'https://example.org/Lora.woff2' }),
      ).to.deep.equal(['https://example.org/Lora.woff2']);
      expect(faceSources({ fontFamily: 'Lora' })).to.deep.equal([]);
    });
  });

  it('groups the chosen faces of a collection family for install', () => {
    const inter: FontFamily = {
      name: 'Inter',
      slug: 'inter',
      fontFamily: 'Inter, sans-serif',
      fontFace: [
        { fontFamily: 'Inter', fontWeight: '400', fontStyle: 'normal' },
        { fontFamily: 'Inter', fontWeight: '700', fontStyle: 'normal' },
      ],
    };
    const chosen = [inter.fontFace![1]!];
    expect(selectedFamilies(inter, chosen)).to.deep.equal({ ...inter, fontFace: chosen });
    expect(selectedFamilies(inter, [])).to.equal(undefined);
  });
});
