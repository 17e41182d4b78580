import { expect } from '@esm-bundle/chai';
import { matchScore, rankByScore } from '../../../src/commands';

describe('command palette matching (spec 9 scoring)', () => {
  it('scores an exact title above a prefix, a prefix above a word, a word above a mere substring', () => {
    const exact = matchScore('Templates', 'templates');
    const prefix = matchScore('Templates', 'temp');
    const word = matchScore('Page templates', 'temp');
    const inside = matchScore('Contemplate', 'temp');
    expect(exact).to.be.greaterThan(prefix);
    expect(prefix).to.be.greaterThan(word);
    expect(word).to.be.greaterThan(inside);
    expect(inside).to.be.greaterThan(0);
    expect(exact).to.equal(1 + 30 + 10);
    expect(prefix).to.equal(1 + 20 + 10);
    expect(word).to.equal(1 + 10);
  });

  it('needs every typed word somewhere in the title, in any order', () => {
    expect(matchScore('About our team', 'team about')).to.equal(1 + 10 + 10);
    expect(matchScore('About our team', 'team contact')).to.equal(0);
  });

  it('ignores case, accents and extra spaces', () => {
    expect(matchScore('Café  Menu', '  cafe menu ')).to.equal(1 + 30 + 20);
  });

  it('matches nothing for an empty term', () => {
    expect(matchScore('Anything', '   ')).to.equal(0);
  });

  it('ranks best first, keeps the order of equals, drops what does not match', () => {
    const labels = ['Style revisions', 'Styles', 'Patterns', 'Customize CSS', 'Stylebook tools'];
    expect(rankByScore(labels, 'styles', (label) => label)).to.deep.equal(['Styles']);
    expect(rankByScore(labels, 'sty', (label) => label)).to.deep.equal([
      'Style revisions',
      'Styles',
      'Stylebook tools',
    ]);
  });

  it('keeps every item in its order when nothing is typed', () => {
    expect(rankByScore(['b', 'a'], '', (label) => label)).to.deep.equal(['b', 'a']);
  });
});
