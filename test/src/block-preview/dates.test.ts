import { expect } from '@esm-bundle/chai';
import { formatPhpDate } from '../../../src/block-preview';

describe('formatPhpDate', () => {
  it("formats WordPress's default and other common formats", () => {
    const date = '2024-03-09T14:05:07';
    expect(formatPhpDate(date, 'F j, Y')).to.equal('March 9, 2024');
    expect(formatPhpDate(date, 'd/m/Y')).to.equal('09/03/2024');
    expect(formatPhpDate(date, 'D, M jS y')).to.equal('Sat, Mar 9th 24');
    expect(formatPhpDate(date, 'l g:i a')).to.equal('Saturday 2:05 pm');
    expect(formatPhpDate(date, 'H:i:s A')).to.equal('14:05:07 PM');
    expect(formatPhpDate(date, 'c')).to.equal('2024-03-09T14:05:07');
  });

  it('prints escaped letters as they are', () => {
    expect(formatPhpDate('2024-03-09T00:00:00', '\\Y\\e\\a\\r: Y')).to.equal('Year: 2024');
  });

  it('uses the locale for month names', () => {
    expect(formatPhpDate('2024-03-09T00:00:00', 'j F Y', 'fr-FR')).to.equal('9 mars 2024');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatPhpDate('yesterday', 'F j, Y')).to.equal('yesterday');
  });
});
