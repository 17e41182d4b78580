import { expect } from '@esm-bundle/chai';
import { decodeEntities, escapeHtml, safeUrl, textFromHtml } from '../../../src/block-preview';

describe('escaping host text', () => {
  it('escapes the characters that could open markup or end an attribute', () => {
    expect(escapeHtml(`<b class="x">Tom & 'Jerry'</b>`)).to.equal(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('decodes numeric and common named references', () => {
    expect(decodeEntities('Fish &amp; Chips &#8217;n&#x2019; &hellip; &unknown;')).to.equal(
      'Fish & Chips ’n’ … &unknown;',
    );
  });

  it('turns rendered HTML into text', () => {
    expect(
      textFromHtml('<p>Hello <em>world</em></p><script>x()</script>\n<p>&amp; more</p>'),
    ).to.equal('Hello world & more');
    expect(textFromHtml('<!-- wp:paragraph --><p>Block</p><!-- /wp:paragraph -->')).to.equal(
      'Block',
    );
  });

  it('keeps safe URLs and empties script URLs', () => {
    expect(safeUrl('https://example.test/a?b=1')).to.equal('https://example.test/a?b=1');
    expect(safeUrl('/relative/path')).to.equal('/relative/path');
    expect(safeUrl('javascript:alert(1)')).to.equal('');
    expect(safeUrl(' java\tscript:alert(1)')).to.equal('');
    expect(safeUrl('data:text/html,x')).to.equal('');
    expect(safeUrl(undefined)).to.equal('');
  });
});
