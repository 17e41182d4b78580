import { expect } from '@esm-bundle/chai';
import { foldAccents, foldForSearch, hasValue, sameValue } from '../../../src/data-view/values';

describe('value helpers', () => {
  it('matches a number and the same number written as text', () => {
    expect(sameValue(3, '3')).to.equal(true);
    expect(sameValue('draft', 'draft')).to.equal(true);
    expect(sameValue(3, '4')).to.equal(false);
    expect(sameValue(null, 'null')).to.equal(false);
    expect(sameValue(undefined, '')).to.equal(false);
    expect(sameValue(true, 'true')).to.equal(false);
  });

  it('counts undefined, null, empty text and an empty list as no value', () => {
    for (const empty of [undefined, null, '', []]) expect(hasValue(empty)).to.equal(false);
    for (const value of [0, false, 'a', ['a']]) expect(hasValue(value)).to.equal(true);
  });

  it('folds case and accents for search', () => {
    expect(foldForSearch('Éte À LA Plage')).to.equal('ete a la plage');
    expect(foldForSearch('Crème Brûlée')).to.equal('creme brulee');
    expect(foldForSearch('Plain ASCII')).to.equal('plain ascii');
  });

  it('folds accents the way Unicode decomposition does, for any script', () => {
    const samples = ['ŝŧŕàñğé', 'e\u0301te', 'straße', 'øre', 'ǘber', 'Ωméga', '日本語', 'ﬁn'];
    for (const sample of samples) {
      const lower = sample.toLowerCase();
      const expected = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      expect(foldAccents(lower), sample).to.equal(expected);
    }
  });
});
