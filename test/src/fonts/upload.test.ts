import { expect } from '@esm-bundle/chai';
import {
  cssFamilyName,
  FONT_ACCEPT,
  fontFileMetadata,
  groupFamilies,
  hasFontExtension,
  type ParsedFont,
  uniqueByName,
  uploadedFamily,
} from '../../../src/fonts/upload';

/** The part of a fontkit font the library reads, with a name table of the given records. */
function parsedFont(
  names: Record<string, string>,
  extra: Omit<ParsedFont, 'getName'> = {},
): ParsedFont {
  return {
    familyName: names['fontFamily'],
    subfamilyName: names['fontSubfamily'],
    getName: (key) => names[key] ?? null,
    ...extra,
  };
}

const fontFile = (name: string) => new File(['wOF2'], name, { type: 'font/woff2' });

describe('uploaded font files', () => {
  it('accepts the otf, ttf, woff and woff2 extensions in any case', () => {
    for (const name of ['Inter-Bold.otf', 'Lora.ttf', 'lora-italic.woff', 'Inter.var.woff2']) {
      expect(hasFontExtension(name), name).to.equal(true);
    }
    expect(hasFontExtension('NotoSansJP-Regular.TTF')).to.equal(true);
    expect(hasFontExtension('Inter.WOFF2')).to.equal(true);
    expect(FONT_ACCEPT).to.equal('.otf,.ttf,.woff,.woff2');
  });

  it('refuses other files and files without an extension', () => {
    expect(hasFontExtension('Inter.woff2.txt')).to.equal(false);
    expect(hasFontExtension('woff2')).to.equal(false);
    expect(hasFontExtension('Inter')).to.equal(false);
    expect(hasFontExtension('Inter.zip')).to.equal(false);
    expect(hasFontExtension('Inter.eot')).to.equal(false);
    expect(hasFontExtension('')).to.equal(false);
  });

  it('keeps the first file of each name in a batch', () => {
    const first = fontFile('Inter-Bold.woff2');
    const again = fontFile('Inter-Bold.woff2');
    const lora = fontFile('Lora.ttf');
    const kept = uniqueByName([first, lora, again]);
    expect(kept).to.have.length(2);
    expect(kept[0]).to.equal(first);
    expect(kept[1]).to.equal(lora);
  });

  describe('metadata read from the font', () => {
    it('names the family after the preferred family when the font gives one', () => {
      const font = parsedFont(
        {
          fontFamily: 'Inter SemiBold',
          fontSubfamily: 'Regular',
          preferredFamily: 'Inter',
          preferredSubfamily: 'SemiBold',
        },
        { 'OS/2': { usWeightClass: 600 } },
      );
      expect(fontFileMetadata(font)).to.deep.equal({
        name: 'Inter',
        fontStyle: 'normal',
        fontWeight: '600',
      });
    });

    it('falls back to the family name when the preferred family is empty', () => {
      const font = parsedFont({
        fontFamily: 'Lora',
        fontSubfamily: 'Italic',
        preferredFamily: ' ',
      });
      expect(fontFileMetadata(font)?.name).to.equal('Lora');
      expect(fontFileMetadata(font)?.fontStyle).to.equal('italic');
    });

    it('falls back to the family name', () => {
      const font = parsedFont(
        { fontFamily: 'Lora', fontSubfamily: 'Regular' },
        { 'OS/2': { usWeightClass: 400 } },
      );
      expect(fontFileMetadata(font)?.name).to.equal('Lora');
    });

    it('reads italic from the subfamily name', () => {
      const boldItalic = parsedFont(
        { fontFamily: 'Lora', fontSubfamily: 'Bold Italic' },
        { 'OS/2': { usWeightClass: 700 } },
      );
      expect(fontFileMetadata(boldItalic)).to.deep.equal({
        name: 'Lora',
        fontStyle: 'italic',
        fontWeight: '700',
      });
      const oblique = parsedFont({ fontFamily: 'DejaVu Sans', fontSubfamily: 'Oblique' });
      expect(fontFileMetadata(oblique)?.fontStyle).to.equal('italic');
      const bold = parsedFont({ fontFamily: 'Lora', fontSubfamily: 'Bold' });
      expect(fontFileMetadata(bold)?.fontStyle).to.equal('normal');
    });

    it('takes the weight from the OS/2 class, 400 when there is none', () => {
      const light = parsedFont(
        { fontFamily: 'Noto Sans JP', fontSubfamily: 'Light' },
        { 'OS/2': { usWeightClass: 300 } },
      );
      expect(fontFileMetadata(light)?.fontWeight).to.equal('300');
      const unknown = parsedFont({ fontFamily: 'Noto Sans JP', fontSubfamily: 'Regular' });
      expect(fontFileMetadata(unknown)?.fontWeight).to.equal('400');
    });

    it('gives a variable font its wght axis range as the weight', () => {
      const font = parsedFont(
        { fontFamily: 'Inter', fontSubfamily: 'Regular' },
        {
          'OS/2': { usWeightClass: 400 },
          variationAxes: {
            opsz: { min: 14, max: 32, default: 14 },
            wght: { min: 200, max: 900, default: 400 },
          },
        },
      );
      expect(fontFileMetadata(font)).to.deep.equal({
        name: 'Inter',
        fontStyle: 'normal',
        fontWeight: '200 900',
      });
      const slanted = parsedFont(
        { fontFamily: 'Inter', fontSubfamily: 'Italic' },
        { variationAxes: { wght: { min: 100, max: 900 } } },
      );
      expect(fontFileMetadata(slanted)).to.deep.equal({
        name: 'Inter',
        fontStyle: 'italic',
        fontWeight: '100 900',
      });
    });

    it('uses the OS/2 weight of a variable font without a wght axis', () => {
      const font = parsedFont(
        { fontFamily: 'Roboto Flex', fontSubfamily: 'Regular' },
        { 'OS/2': { usWeightClass: 500 }, variationAxes: { wdth: { min: 25, max: 151 } } },
      );
      expect(fontFileMetadata(font)?.fontWeight).to.equal('500');
    });

    it('finds nothing in a font that names no family', () => {
      expect(fontFileMetadata(parsedFont({}))).to.equal(undefined);
      expect(fontFileMetadata(parsedFont({ fontFamily: '   ' }))).to.equal(undefined);
      expect(fontFileMetadata({})).to.equal(undefined);
    });

    it('falls back to the family name when the name table cannot be read', () => {
      const font: ParsedFont = {
        familyName: 'Lora',
        subfamilyName: 'Italic',
        getName: () => {
          throw new Error('Unknown name table entry');
        },
        'OS/2': { usWeightClass: 400 },
      };
      expect(fontFileMetadata(font)).to.deep.equal({
        name: 'Lora',
        fontStyle: 'italic',
        fontWeight: '400',
      });
    });
  });

  describe('uploaded families', () => {
    it('keeps one face of each weight and style when two files are the same variant', () => {
      const ttf = fontFile('Inter-Bold.ttf');
      const woff2 = fontFile('Inter-Bold.woff2');
      const grouped = groupFamilies([
        uploadedFamily({ name: 'Inter', fontStyle: 'normal', fontWeight: '700' }, ttf),
        uploadedFamily({ name: 'Inter', fontStyle: 'normal', fontWeight: '700' }, woff2),
      ]);
      expect(grouped).to.have.length(1);
      expect(grouped[0]!.fontFace!.map((face) => face.file)).to.deep.equal([ttf]);
    });

    it('makes a family with a kebab-case slug for an uploaded face, keeping its file', () => {
      const file = fontFile('NotoSansJP-Bold.ttf');
      const family = uploadedFamily(
        { name: 'Noto Sans JP', fontStyle: 'normal', fontWeight: '700' },
        file,
      );
      expect(family).to.deep.equal({
        name: 'Noto Sans JP',
        slug: 'noto-sans-jp',
        fontFamily: '"Noto Sans JP"',
        fontFace: [{ fontFamily: 'Noto Sans JP', fontStyle: 'normal', fontWeight: '700', file }],
      });
      expect(family.fontFace![0]!.file).to.equal(file);
    });

    it('groups faces by family in the order they came', () => {
      const interBold = fontFile('Inter-Bold.woff2');
      const lora = fontFile('Lora-Italic.ttf');
      const interVariable = fontFile('Inter-Variable.woff2');
      const uploads = [
        uploadedFamily({ name: 'Inter', fontStyle: 'normal', fontWeight: '700' }, interBold),
        uploadedFamily({ name: 'Lora', fontStyle: 'italic', fontWeight: '400' }, lora),
        uploadedFamily(
          { name: 'Inter', fontStyle: 'italic', fontWeight: '100 900' },
          interVariable,
        ),
      ];
      const grouped = groupFamilies(uploads);
      expect(grouped.map((family) => family.slug)).to.deep.equal(['inter', 'lora']);
      expect(grouped[0]!.fontFace!.map((face) => face.file)).to.deep.equal([
        interBold,
        interVariable,
      ]);
      expect(grouped[1]!.fontFace!.map((face) => face.file)).to.deep.equal([lora]);
      // The uploads themselves still hold one face each.
      expect(uploads[0]!.fontFace).to.have.length(1);
    });

    it('quotes a CSS family name unless it is a plain identifier', () => {
      expect(cssFamilyName('Inter')).to.equal('Inter');
      expect(cssFamilyName('Source-Serif')).to.equal('Source-Serif');
      expect(cssFamilyName('Open Sans')).to.equal('"Open Sans"');
      expect(cssFamilyName('Source Serif 4')).to.equal('"Source Serif 4"');
      expect(cssFamilyName('3Dumb')).to.equal('"3Dumb"');
      expect(cssFamilyName('Noto Sans 日本語')).to.equal('"Noto Sans 日本語"');
      expect(cssFamilyName('My "Quoted" Font')).to.equal('"My \\"Quoted\\" Font"');
      expect(cssFamilyName('Back\\slash')).to.equal('"Back\\\\slash"');
    });
  });
});
