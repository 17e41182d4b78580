import { expect } from '@esm-bundle/chai';
import { compareTextKeys, hasFastTextKeys, textSortKey } from '../../../src/data-view/text-order';

const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });
const sign = (number: number) => Math.sign(number);

// Texts chosen to sit near each other: punctuation against letters and digits, accents, case,
// prefixes, other scripts and letters no key can hold.
// biome-ignore format: a corpus reads better packed.
const texts = [
  'a', 'A', 'á', 'ab', 'a b', 'a-b', 'a_b', 'a.b', 'a,b', "a'b", 'a!', 'a#', 'a(', 'a~', 'a{',
  'a[', 'a@', 'a1', 'a9', 'a10', '1a', '9', '', ' ', 'z', 'Zeta', 'zèta', 'zeta', 'résumé',
  'resume', 'Resume', 'straße', 'strasse', 'æther', 'aether', 'Ωmega', 'omega', '日本', 'ñandu',
  'nandu', 'ob', 'o~b', 'Ø', 'o', 'Template: Home', 'Template - Home', 'Template Home',
];

describe('text order', () => {
  it('uses the fast keys in the test browser locale', () => {
    expect(hasFastTextKeys()).to.equal(true);
  });

  it('orders every pair exactly as the collator does', () => {
    for (const a of texts) {
      for (const b of texts) {
        const expected = sign(collator.compare(a.toLowerCase(), b.toLowerCase()));
        expect(sign(compareTextKeys(textSortKey(a), textSortKey(b))), `${a} vs ${b}`).to.equal(
          expected,
        );
      }
    }
  });

  it('ignores case', () => {
    expect(compareTextKeys(textSortKey('Apple'), textSortKey('apple'))).to.equal(0);
  });

  it('has no key for text outside plain Latin letters, digits and punctuation', () => {
    expect(textSortKey('日本').key).to.equal(undefined);
    expect(textSortKey('straße').key).to.equal(undefined);
    expect(textSortKey('Résumé').key).to.equal('resume');
  });
});
