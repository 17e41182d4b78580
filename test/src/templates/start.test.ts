import { expect } from '@esm-bundle/chai';
import { withThemeOnParts } from '../../../src/templates/part-theme';
import { offersStart, patternsForTemplate, startOptions } from '../../../src/templates/start';

const patterns = [
  { name: 'a/services', title: 'Services', content: '<!-- wp:paragraph /-->', template_types: ['front-page', 'page'] },
  { name: 'a/404', title: 'Not found', content: '', template_types: ['404'] },
  { name: 'a/plain', title: 'Plain', content: '' },
];

describe('a new template’s start', () => {
  it('is offered for a template saved empty and not edited since', () => {
    expect(offersStart('', false)).to.equal(true);
    expect(offersStart('', true)).to.equal(false);
    expect(offersStart('<!-- wp:paragraph /-->', false)).to.equal(false);
    expect(offersStart(undefined, false)).to.equal(false);
  });

  it('offers the patterns whose template types begin the slug', () => {
    expect(patternsForTemplate('page-about', patterns).map((p) => p.title)).to.deep.equal(['Services']);
    expect(patternsForTemplate('404', patterns).map((p) => p.title)).to.deep.equal(['Not found']);
    expect(patternsForTemplate('date', patterns)).to.deep.equal([]);
  });

  it('offers the fallback content first, and nothing without it', () => {
    const options = startOptions('page-about', '<!-- wp:group /-->', patterns, 'meridian');
    expect(options.map((o) => o.title)).to.deep.equal(['Fallback content', 'Services']);
    expect(startOptions('page-about', undefined, patterns, 'meridian')).to.deep.equal([]);
  });

  it('names the theme on template parts that name none', () => {
    expect(withThemeOnParts('<!-- wp:template-part {"slug":"header"} /-->', 'meridian')).to.equal(
      '<!-- wp:template-part {"slug":"header","theme":"meridian"} /-->',
    );
    const named = '<!-- wp:template-part {"slug":"header","theme":"other"} /-->';
    expect(withThemeOnParts(named, 'meridian')).to.equal(named);
    // Strings that could end the comment or read as markup stay escaped, as WordPress writes them.
    const hostile = withThemeOnParts(
      '<!-- wp:template-part {"slug":"a","className":"x\\u002d\\u002d\\u003e\\u003cb\\u0022 \\\\"} /-->',
      'meridian',
    );
    expect(hostile).to.equal(
      '<!-- wp:template-part {"slug":"a","className":"x\\u002d\\u002d\\u003e\\u003cb\\u0022 \\\\","theme":"meridian"} /-->',
    );
    expect(hostile.indexOf('-->')).to.equal(hostile.length - 3);
    expect(withThemeOnParts('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', 'm')).to.equal(
      '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
    );
  });
});
