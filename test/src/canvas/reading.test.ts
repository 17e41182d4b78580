import { expect } from '@esm-bundle/chai';
import { countWords, plainText, readingMinutes } from '../../../src/canvas/realm/reading';

describe('reading counts', () => {
  it('counts the words of a record’s text, not its markup or block comments', () => {
    const markup =
      '<!-- wp:heading -->\n<h2 class="wp-block-heading">Page not found</h2>\n<!-- /wp:heading -->' +
      '<!-- wp:paragraph --><p>It&nbsp;moved, <em>sorry</em> – 404.</p><!-- /wp:paragraph -->';
    expect(countWords(plainText(markup))).to.equal(7);
  });

  it('reads at 189 words a minute, rounded', () => {
    expect(readingMinutes(94)).to.equal(0);
    expect(readingMinutes(95)).to.equal(1);
    expect(readingMinutes(189 * 3)).to.equal(3);
  });
});
