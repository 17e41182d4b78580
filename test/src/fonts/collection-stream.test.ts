import { expect } from '@esm-bundle/chai';
import { CollectionStreamScanner, scannedCollection } from '../../../src/fonts/collection-stream';

const family = (n: number) => ({
  font_family_settings: {
    name: `Family "${n}" {x} [y], \\ é`,
    slug: `family-${n}`,
    fontFamily: `"Family ${n}", serif`,
    fontFace: [
      { fontFamily: `Family ${n}`, fontStyle: 'normal', fontWeight: '400', src: `/f/${n}.woff2` },
      { fontFamily: `Family ${n}`, fontStyle: 'italic', fontWeight: '100 900', src: [] },
    ],
  },
  categories: ['serif', 'display'],
});

/** The way WordPress answers it: the families before the categories. */
const collection = (count: number) => ({
  slug: 'google-fonts',
  name: 'Google Fonts',
  description: 'Install from Google Fonts: "quotes", {braces} and [brackets].',
  font_families: Array.from({ length: count }, (_, i) => family(i)),
  categories: [
    { name: 'Serif', slug: 'serif' },
    { name: 'Display', slug: 'display' },
  ],
});

/** `text` in pieces of `size` characters, as a body arrives. */
function feed(scanner: CollectionStreamScanner, text: string, size: number): void {
  for (let start = 0; start < text.length; start += size)
    scanner.push(text.slice(start, start + size));
}

describe('the font collection read as it arrives', () => {
  it('reads the whole collection as JSON.parse does, in any chunking', () => {
    const value = collection(30);
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
      for (const size of [1, 7, 64, 1000, text.length]) {
        const scanner = new CollectionStreamScanner();
        feed(scanner, text, size);
        expect(scanner.complete, `pieces of ${size}`).to.equal(true);
        expect(scanner.failed).to.equal(false);
        expect(scannedCollection(scanner, 'other')).to.deep.equal(JSON.parse(text));
      }
    }
  });

  it('has the first families and the fields before them while the rest is on its way', () => {
    const value = collection(30);
    const text = JSON.stringify(value);
    const scanner = new CollectionStreamScanner();
    scanner.push(text.slice(0, text.indexOf('"slug":"family-5"')));
    expect(scanner.complete).to.equal(false);
    expect(scanner.familiesComplete).to.equal(false);
    const early = scannedCollection(scanner, 'google-fonts');
    expect(early?.name).to.equal('Google Fonts');
    expect(early?.description).to.equal(value.description);
    expect(early?.categories, 'they come after the families here').to.deep.equal([]);
    expect(early?.font_families).to.deep.equal(value.font_families.slice(0, 5));
  });

  it('takes the categories early when they come before the families', () => {
    const { font_families, ...rest } = collection(20);
    const text = JSON.stringify({ ...rest, font_families });
    const scanner = new CollectionStreamScanner();
    scanner.push(text.slice(0, text.indexOf('"slug":"family-1"')));
    expect(scannedCollection(scanner, 'x')?.categories).to.deep.equal(rest.categories);
    expect(scanner.families).to.deep.equal(font_families.slice(0, 1));
  });

  it('has nothing to show before the first family', () => {
    const text = JSON.stringify(collection(2));
    const scanner = new CollectionStreamScanner();
    scanner.push(text.slice(0, text.indexOf('"categories"')));
    expect(scannedCollection(scanner, 'google-fonts')).to.equal(null);
  });

  it('says when a piece brought something new', () => {
    const text = JSON.stringify(collection(2));
    const scanner = new CollectionStreamScanner();
    expect(scanner.push(text.slice(0, 3))).to.equal(false);
    expect(scanner.push(text.slice(3, text.indexOf('"font_families"')))).to.equal(true);
    expect(scanner.push(text.slice(text.indexOf('"font_families"')))).to.equal(true);
    expect(scanner.push('')).to.equal(false);
  });

  it('fails quietly on what is not a collection object, and reads no further', () => {
    for (const text of [
      '[1,2,3]',
      '"text"',
      '<html>',
      '{}',
      '{"a":1,,}',
      '{"font_families":[{"a":}]}',
      '{"name":tru}',
    ]) {
      const scanner = new CollectionStreamScanner();
      expect(() => scanner.push(text)).not.to.throw();
      expect(scanner.failed, text).to.equal(true);
      expect(scanner.complete, text).to.equal(false);
      expect(scanner.push('{"slug":"x"}')).to.equal(false);
    }
  });

  it('ignores what follows the collection object', () => {
    const scanner = new CollectionStreamScanner();
    scanner.push('{"slug":"a","font_families":[]} {"slug":"b"}');
    expect(scanner.complete).to.equal(true);
    expect(scanner.fields.get('slug')).to.equal('a');
    expect(scanner.familiesComplete).to.equal(true);
  });
});
