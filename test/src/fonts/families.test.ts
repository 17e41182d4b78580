import { expect } from '@esm-bundle/chai';
import {
  activeFaceCount,
  isSameFace,
  kebabCase,
  mergeInstalled,
  sortFaces,
  toggleFace,
  toggleFamily,
  withFontFamilies,
  withoutFamily,
} from '../../../src/fonts/families';
import type { FontFace, FontFamiliesSettings, FontFamily } from '../../../src/fonts/types';

const interFace = (fontWeight: string, fontStyle = 'normal'): FontFace => ({
  fontFamily: 'Inter',
  fontWeight,
  fontStyle,
  src: `https://fonts.gstatic.com/s/inter/v13/Inter-${fontWeight}-${fontStyle}.woff2`,
});

/** Inter as the library shows an installed custom family: host id, source, previews. */
function inter(faces: FontFace[] = [interFace('400'), interFace('700')]): FontFamily {
  return {
    id: 41,
    name: 'Inter',
    slug: 'inter',
    fontFamily: 'Inter, sans-serif',
    source: 'custom',
    fontFace: faces,
  };
}

const lora: FontFamily = {
  name: 'Lora',
  slug: 'lora',
  fontFamily: 'Lora, serif',
  fontFace: [
    { fontFamily: 'Lora', fontWeight: '400', fontStyle: 'normal', src: 'file:./Lora.woff2' },
  ],
};

/** A deep copy to compare against after a call, to see the call changed nothing it was given. */
const snapshot = <T>(value: T): T => structuredClone(value);

describe('font families', () => {
  describe('kebabCase', () => {
    it('writes family names as kebab-case slugs', () => {
      expect(kebabCase('Inter')).to.equal('inter');
      expect(kebabCase('Open Sans')).to.equal('open-sans');
      expect(kebabCase('Noto Sans JP')).to.equal('noto-sans-jp');
      expect(kebabCase('Source Serif 4')).to.equal('source-serif-4');
    });

    it('splits words written together', () => {
      expect(kebabCase('IBMPlexSans')).to.equal('ibm-plex-sans');
      expect(kebabCase('OpenSans')).to.equal('open-sans');
    });

    it('drops the accents of Latin letters', () => {
      expect(kebabCase('Crème Brûlée')).to.equal('creme-brulee');
      expect(kebabCase('Señorita Ça Va')).to.equal('senorita-ca-va');
    });

    it('turns spaces and punctuation into single dashes, none at the ends', () => {
      expect(kebabCase('  Fira_Code!! (Retina) ')).to.equal('fira-code-retina');
      expect(kebabCase('Roboto -- Slab')).to.equal('roboto-slab');
      expect(kebabCase('Playfair Display SC.')).to.equal('playfair-display-sc');
    });

    it('keeps the letters of non-Latin names whole', () => {
      expect(kebabCase('Noto Sans 日本語')).to.equal('noto-sans-日本語');
      expect(kebabCase('Привет Мир')).to.equal('привет-мир');
      expect(kebabCase('Ёлка')).to.equal('ёлка');
      // Voiced kana, Hangul syllables and Devanagari vowel signs are not split or decomposed.
      expect(kebabCase('ヒラギノ角ゴ')).to.equal('ヒラギノ角ゴ');
      expect(kebabCase('한국어 글꼴')).to.equal('한국어-글꼴');
      expect(kebabCase('हिन्दी')).to.equal('हिन्दी');
    });
  });

  describe('faces', () => {
    it('reads the weight keywords as the weights they stand for', () => {
      expect(
        isSameFace(
          { fontFamily: 'Inter', fontWeight: 'bold' },
          { fontFamily: 'Inter', fontWeight: 700 },
        ),
      ).to.equal(true);
      expect(
        isSameFace({ fontFamily: 'Inter', fontWeight: 'normal' }, { fontFamily: 'Inter' }),
      ).to.equal(true);
    });

    it('treats weights given as numbers or text as the same variant', () => {
      expect(
        isSameFace(
          { fontFamily: 'Inter', fontWeight: 400, fontStyle: 'normal' },
          { fontFamily: 'Inter', fontWeight: '400', fontStyle: 'normal' },
        ),
      ).to.equal(true);
      expect(
        isSameFace({ fontFamily: 'Inter' }, { fontFamily: 'Inter', fontWeight: '400' }),
      ).to.equal(true);
    });

    it('ignores extra spaces in weights and styles', () => {
      expect(
        isSameFace(
          { fontFamily: 'Inter', fontWeight: ' 100  900 ', fontStyle: ' italic' },
          { fontFamily: 'Inter', fontWeight: '100 900', fontStyle: 'italic' },
        ),
      ).to.equal(true);
      expect(
        isSameFace(
          { fontFamily: 'Inter', fontStyle: '' },
          { fontFamily: 'Inter', fontStyle: 'normal' },
        ),
      ).to.equal(true);
    });

    it('tells apart faces of another weight or style', () => {
      expect(isSameFace(interFace('400'), interFace('400', 'italic'))).to.equal(false);
      expect(isSameFace(interFace('400'), interFace('700'))).to.equal(false);
      expect(isSameFace(interFace('100 900'), interFace('200 900'))).to.equal(false);
    });

    it('sorts faces lightest first, normal before italic', () => {
      const faces = [
        interFace('700', 'italic'),
        interFace('300'),
        interFace('700'),
        { fontFamily: 'Inter', fontWeight: 400, fontStyle: 'italic' },
        interFace('400'),
      ];
      const before = snapshot(faces);
      expect(sortFaces(faces).map((face) => `${face.fontWeight} ${face.fontStyle}`)).to.deep.equal([
        '300 normal',
        '400 normal',
        '400 italic',
        '700 normal',
        '700 italic',
      ]);
      expect(faces).to.deep.equal(before);
    });
  });

  describe('activation', () => {
    it('lists a family not yet active with the one face toggled on', () => {
      const family = inter([
        { ...interFace('400'), preview: 'https://s.w.org/images/fonts/inter-400.svg' },
        interFace('700'),
      ]);
      const list = toggleFace([lora], family, family.fontFace![0]!);
      expect(list).to.deep.equal([
        lora,
        {
          name: 'Inter',
          slug: 'inter',
          fontFamily: 'Inter, sans-serif',
          fontFace: [interFace('400')],
        },
      ]);
    });

    it('keeps host ids, sources, files and previews out of the activation list', () => {
      const file = new File(['wOF2'], 'Inter-Bold.woff2', { type: 'font/woff2' });
      const face: FontFace = {
        ...interFace('700'),
        id: 88,
        file,
        preview: 'https://s.w.org/images/fonts/inter-700.svg',
      };
      const family = inter([face]);
      const [listed] = toggleFace(undefined, family, face);
      expect(listed).not.to.have.property('id');
      expect(listed).not.to.have.property('source');
      expect(listed!.fontFace).to.deep.equal([interFace('700')]);

      const grown = toggleFace([listed!], family, { ...interFace('900'), id: 89, file });
      expect(grown[0]!.fontFace).to.deep.equal([interFace('700'), interFace('900')]);
    });

    it('adds a face to an active family in weight order', () => {
      const list = toggleFace([{ ...lora }, inter([interFace('700')])], inter(), interFace('400'));
      expect(list[1]!.fontFace).to.deep.equal([interFace('400'), interFace('700')]);
      expect(list[0]).to.deep.equal(lora);
    });

    it('removes an active face, matching it by weight and style', () => {
      const active = [inter([interFace('400'), interFace('700')])];
      const list = toggleFace(active, inter(), {
        fontFamily: 'Inter',
        fontWeight: 700,
        fontStyle: 'normal',
      });
      expect(list).to.have.length(1);
      expect(list[0]!.fontFace).to.deep.equal([interFace('400')]);
    });

    it('removes the family with its last face', () => {
      const active = [lora, inter([interFace('400')])];
      expect(toggleFace(active, inter(), interFace('400'))).to.deep.equal([lora]);
    });

    it('does not change the list or family it was given', () => {
      const active = [inter([interFace('400')]), lora];
      const family = inter();
      const before = snapshot({ active, family });
      toggleFace(active, family, interFace('700'));
      toggleFace(active, family, interFace('400'));
      toggleFamily(active, family);
      mergeInstalled(active, [family]);
      expect({ active, family }).to.deep.equal(before);
    });

    it('counts the active faces of a family', () => {
      const family = inter([interFace('400'), interFace('400', 'italic'), interFace('700')]);
      expect(activeFaceCount(undefined, family)).to.equal(0);
      expect(activeFaceCount([lora], family)).to.equal(0);
      expect(activeFaceCount([inter([interFace('700')])], family)).to.equal(1);
      expect(
        activeFaceCount([inter([interFace('700'), interFace('400', 'italic')])], family),
      ).to.equal(2);
      // A listed face the family no longer has is not one of its variants.
      expect(activeFaceCount([inter([interFace('900')])], family)).to.equal(0);
    });

    it('counts an active family without faces as one variant', () => {
      const system: FontFamily = {
        name: 'System Sans',
        slug: 'system-sans',
        fontFamily: 'sans-serif',
      };
      expect(activeFaceCount([system], system)).to.equal(1);
      expect(activeFaceCount([], system)).to.equal(0);
    });

    it('removes a family whose faces are all active', () => {
      const family = inter();
      const active = [inter([interFace('700'), interFace('400')]), lora];
      expect(toggleFamily(active, family)).to.deep.equal([lora]);
    });

    it('lists all faces of a partly active family, in its place', () => {
      const family = inter([interFace('700'), interFace('400'), interFace('400', 'italic')]);
      const list = toggleFamily([inter([interFace('400')]), lora], family);
      expect(list.map((entry) => entry.slug)).to.deep.equal(['inter', 'lora']);
      expect(list[0]!.fontFace).to.deep.equal([
        interFace('400'),
        interFace('400', 'italic'),
        interFace('700'),
      ]);
      expect(list[0]).not.to.have.property('id');
    });

    it('lists an inactive family with all its faces', () => {
      const list = toggleFamily([lora], inter());
      expect(list).to.have.length(2);
      expect(list[1]!.fontFace).to.deep.equal([interFace('400'), interFace('700')]);
      expect(toggleFamily(list, inter())).to.deep.equal([lora]);
    });

    it('toggles a family without faces on and off', () => {
      const system: FontFamily = {
        name: 'System Sans',
        slug: 'system-sans',
        fontFamily: 'sans-serif',
      };
      const on = toggleFamily(undefined, system);
      expect(on).to.deep.equal([system]);
      expect(toggleFamily(on, system)).to.deep.equal([]);
    });
  });

  describe('installed families', () => {
    it('adds a newly installed family to the custom list', () => {
      const installed = inter([interFace('700'), interFace('400')]);
      expect(mergeInstalled([lora], [installed])).to.deep.equal([
        lora,
        {
          name: 'Inter',
          slug: 'inter',
          fontFamily: 'Inter, sans-serif',
          fontFace: [interFace('400'), interFace('700')],
        },
      ]);
    });

    it('gives a listed family only the faces it lacks', () => {
      const listed = { ...inter([interFace('400')]), id: undefined, source: undefined };
      const merged = mergeInstalled(
        [listed],
        [
          inter([
            { ...interFace('400'), src: 'https://example.org/other.woff2' },
            interFace('700'),
          ]),
        ],
      );
      expect(merged).to.have.length(1);
      // The listed 400 keeps its own source; only 700 is new.
      expect(merged[0]!.fontFace).to.deep.equal([interFace('400'), interFace('700')]);
    });

    it('keeps the host ids of installed families and faces out of the list', () => {
      // The host answers an upload with the face record's id beside its settings.
      const installed = inter([{ ...interFace('700'), id: 312 }]);
      const [listed] = mergeInstalled(undefined, [installed]);
      expect(listed).not.to.have.property('id');
      expect(listed!.fontFace).to.deep.equal([interFace('700')]);
      const [grown] = mergeInstalled([listed!], [inter([{ ...interFace('400'), id: 313 }])]);
      expect(grown!.fontFace).to.deep.equal([interFace('400'), interFace('700')]);
    });

    it('does not list a family or a face twice when the same install is merged again', () => {
      const once = mergeInstalled(undefined, [inter()]);
      const twice = mergeInstalled(once, [inter()]);
      expect(twice).to.deep.equal(once);
      expect(twice).to.have.length(1);
      expect(twice[0]!.fontFace).to.have.length(2);
    });

    it('removes an uninstalled family by slug', () => {
      const list = [lora, inter()];
      expect(withoutFamily(list, 'inter')).to.deep.equal([lora]);
      expect(withoutFamily(list, 'open-sans')).to.deep.equal(list);
      expect(withoutFamily(undefined, 'inter')).to.deep.equal([]);
      expect(list).to.have.length(2);
    });

    it('replaces one origin in the settings and keeps the other', () => {
      const settings: FontFamiliesSettings = { theme: [lora], custom: [] };
      const next = withFontFamilies(settings, 'custom', [inter()]);
      expect(next).to.deep.equal({ theme: [lora], custom: [inter()] });
      expect(next).not.to.equal(settings);
      expect(settings.custom).to.deep.equal([]);
      expect(withFontFamilies(undefined, 'theme', [lora])).to.deep.equal({ theme: [lora] });
    });
  });
});
