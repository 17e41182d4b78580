import { expect } from '@esm-bundle/chai';
import { templatePartReferences } from '../../../src/templates/template-areas';

describe("a template's areas", () => {
  it('lists the parts it includes, at any depth, each once and in order', () => {
    const markup = [
      '<!-- wp:template-part {"slug":"header","theme":"meridian"} /-->',
      '<!-- wp:group --><div><!-- wp:template-part {"slug":"sidebar"} /--></div><!-- /wp:group -->',
      '<!-- wp:template-part {"slug":"header"} /-->',
      '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->',
      '<!-- wp:template-part /-->',
    ].join('');
    expect(templatePartReferences(markup)).to.deep.equal([
      { slug: 'header', theme: 'meridian' },
      { slug: 'sidebar', theme: '' },
      { slug: 'footer', theme: '' },
    ]);
  });
});
