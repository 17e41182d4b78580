import { expect } from '@esm-bundle/chai';
import {
  activeVariantsText,
  faceName,
  styleLabel,
  variantsText,
  weightLabel,
} from '../../../src/fonts/labels';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';

describe('font labels', () => {
  afterEach(() => resetLocaleData());

  it('names every weight from 100 to 900 as spec 3 does', () => {
    const labels = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((weight) =>
      weightLabel(weight),
    );
    expect(labels).to.deep.equal([
      'Thin',
      'Extra-light',
      'Light',
      'Normal',
      'Medium',
      'Semi-bold',
      'Bold',
      'Extra-bold',
      'Black',
    ]);
    expect(weightLabel('300')).to.equal('Light');
    expect(weightLabel(' 800 ')).to.equal('Extra-bold');
  });

  it('reads the normal and bold keywords as 400 and 700', () => {
    expect(weightLabel('normal')).to.equal('Normal');
    expect(weightLabel('bold')).to.equal('Bold');
  });

  it('labels a face without a weight as the default 400', () => {
    expect(weightLabel(undefined)).to.equal('Normal');
  });

  it('shows a variable range or an unusual weight as it is', () => {
    expect(weightLabel('100 900')).to.equal('100 900');
    expect(weightLabel('200 900')).to.equal('200 900');
    expect(weightLabel(450)).to.equal('450');
  });

  it('labels the normal and italic styles and shows others as they are', () => {
    expect(styleLabel('normal')).to.equal('Normal');
    expect(styleLabel('italic')).to.equal('Italic');
    expect(styleLabel(undefined)).to.equal('Normal');
    expect(styleLabel('oblique 10deg')).to.equal('oblique 10deg');
  });

  it('names a face by its weight, then its style unless normal', () => {
    expect(faceName({ fontFamily: 'Lora', fontWeight: '700', fontStyle: 'italic' })).to.equal(
      'Bold Italic',
    );
    expect(faceName({ fontFamily: 'Inter', fontWeight: 300, fontStyle: 'normal' })).to.equal(
      'Light',
    );
    expect(faceName({ fontFamily: 'Inter', fontWeight: '400' })).to.equal('Normal');
    expect(faceName({ fontFamily: 'Inter' })).to.equal('Normal');
    expect(faceName({ fontFamily: 'Inter', fontWeight: '100 900', fontStyle: 'italic' })).to.equal(
      '100 900 Italic',
    );
  });

  it('counts one variant in the singular and others in the plural', () => {
    expect(variantsText(1)).to.equal('1 variant');
    expect(variantsText(2)).to.equal('2 variants');
    expect(variantsText(0)).to.equal('0 variants');
    expect(variantsText(18)).to.equal('18 variants');
  });

  it('says how many of the variants are active', () => {
    expect(activeVariantsText(2, 9)).to.equal('2/9 variants active');
    expect(activeVariantsText(0, 1)).to.equal('0/1 variants active');
  });

  it('follows a language loaded after the module', () => {
    setLocaleData({
      '': { lang: 'fr', plural_forms: 'nplurals=2; plural=(n > 1);' },
      Bold: ['Gras'],
      Light: ['Maigre'],
      Normal: ['Normal'],
      Italic: ['Italique'],
      '%d variant': ['%d variante', '%d variantes'],
      '%1$s/%2$s variants active': ['%1$s/%2$s variantes actives'],
    });
    expect(weightLabel(700)).to.equal('Gras');
    expect(styleLabel('italic')).to.equal('Italique');
    expect(faceName({ fontFamily: 'Lora', fontWeight: 'bold', fontStyle: 'italic' })).to.equal(
      'Gras Italique',
    );
    expect(faceName({ fontFamily: 'Inter', fontWeight: 300 })).to.equal('Maigre');
    // French puts zero in the singular: the language's plural rule applies, not English's.
    expect(variantsText(0)).to.equal('0 variante');
    expect(variantsText(1)).to.equal('1 variante');
    expect(variantsText(3)).to.equal('3 variantes');
    expect(activeVariantsText(3, 4)).to.equal('3/4 variantes actives');

    resetLocaleData();
    expect(weightLabel(700)).to.equal('Bold');
    expect(variantsText(0)).to.equal('0 variants');
  });
});
