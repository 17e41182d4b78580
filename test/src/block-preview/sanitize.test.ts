import { expect } from '@esm-bundle/chai';
import { renderBlockPreview, sanitizeHtml } from '../../../src/block-preview';
import { FREEFORM_VECTOR, XSS_VECTORS, allVectorsMarkup } from '../../fixtures/xss-vectors';
import { FakeDataSource, fragment } from './fake-data-source';

/** Every way the sanitised HTML could run script, once parsed by the browser. */
function scriptHooks(html: string): string[] {
  const root = fragment(html);
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'animate', 'set'].includes(tag))
      found.push(tag);
    for (const attr of Array.from(el.attributes)) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in URLs.
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attr.name.toLowerCase().startsWith('on') || attr.name === 'srcdoc') found.push(attr.name);
      if (/^(javascript|vbscript|data):/.test(value) && /href|src|action/.test(attr.name))
        found.push(`${attr.name}=${value}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('strips script elements with their content', () => {
    const html = sanitizeHtml(
      '<p>Hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT ><p>Bye</p>',
    );
    expect(html).to.equal('<p>Hi</p><p>Bye</p>');
  });

  it('strips event handler attributes and keeps the others', () => {
    const html = sanitizeHtml('<img src="a.png" alt="A" onerror="alert(1)" ONLOAD=x class=pic>');
    expect(html).to.equal('<img src="a.png" alt="A" class="pic">');
  });

  it('drops script URLs, also when hidden behind references or control characters', () => {
    const hostile = [
      '<a href="javascript:alert(1)">1</a>',
      '<a href="  JaVaScRiPt:alert(1)">2</a>',
      '<a href="java&#x09;script:alert(1)">3</a>',
      '<a href="&#106;avascript:alert(1)">4</a>',
      '<a href="&#106avascript:alert(1)">5</a>',
      '<a href="javascript&colon;alert(1)">6</a>',
      '<a href="java\nscript:alert(1)">7</a>',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<form action="javascript:alert(1)"><button formaction="vbscript:x">8</button></form>',
      '<svg><a xlink:href="javascript:alert(1)"><text>9</text></a></svg>',
    ].join('');
    const html = sanitizeHtml(hostile);
    expect(scriptHooks(html)).to.deep.equal([]);
    expect(fragment(html).textContent).to.equal('123456789');
  });

  it('keeps an image’s own data URL, and no other data URL', () => {
    const image = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
    const html = sanitizeHtml(
      `<img src="${image}" alt="A"><img src="data:text/html,x" alt="B"><a href="data:image/png;base64,AA">c</a><iframe src="data:image/svg+xml,x"></iframe>`,
    );
    const shown = fragment(html);
    expect(
      Array.from(shown.querySelectorAll('img'), (img) => img.getAttribute('src')),
    ).to.deep.equal([image, null]);
    expect(shown.querySelector('a')?.hasAttribute('href')).to.equal(false);
    expect(shown.querySelector('iframe')?.hasAttribute('src') ?? false).to.equal(false);
  });

  it('keeps ordinary links, relative paths and anchors', () => {
    const html = sanitizeHtml(
      '<a href="https://example.test/?a=1&amp;b=2">x</a><a href="/about">y</a><a href="#top">z</a><a href="mailto:me@example.test">m</a>',
    );
    const hrefs = Array.from(fragment(html).querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(hrefs).to.deep.equal([
      'https://example.test/?a=1&b=2',
      '/about',
      '#top',
      'mailto:me@example.test',
    ]);
  });

  it('drops comments, including ones that end early the way browsers read them', () => {
    expect(sanitizeHtml('<p>a<!-- hidden --></p><!--><p>b</p><!-- x --!><p>c</p>')).to.equal(
      '<p>a</p><p>b</p><p>c</p>',
    );
  });

  it('keeps a stray < as text', () => {
    const html = sanitizeHtml('<p>1 < 2 and 3 <> 4</p>');
    expect(fragment(html).textContent).to.equal('1 < 2 and 3 <> 4');
  });

  it('cannot be tricked by markup inside attribute values or foreign content', () => {
    const tricks = [
      '<svg></p><style><a title="</style><img src=x onerror=alert(1)>"></a></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(2)></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(3)>"></p></noscript>',
      '<div title="a>b" onclick=alert(4)>t</div>',
      '<img/src=x/onerror=alert(5)>',
      '<svg><animate attributeName="href" values="javascript:alert(6)"/><set attributeName="onmouseover" to="alert(7)"/></svg>',
      '<scr<script>ipt>alert(8)</script>',
      '<base href="javascript:alert(9)//">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(10)">',
    ].join('');
    const html = sanitizeHtml(tricks);
    expect(scriptHooks(html)).to.deep.equal([]);
    // Read back and parsed again (as an editor might): still nothing that runs.
    const reparsed = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    expect(scriptHooks(reparsed)).to.deep.equal([]);
  });

  it('drops an unterminated tag at the end rather than guessing', () => {
    expect(sanitizeHtml('<p>ok</p><img src="x" onerror="alert(1)')).to.equal('<p>ok</p>');
  });
});

describe('sanitising the rendered preview', () => {
  it('strips scripts and handlers from static block HTML', async () => {
    const markup = `<!-- wp:html -->
<div onclick="steal()">Hello<script>alert(1)</script></div>
<!-- /wp:html -->
<!-- wp:image -->
<figure class="wp-block-image"><img src="a.png" alt="" onload="alert(2)"/></figure>
<!-- /wp:image -->`;
    const { html } = await renderBlockPreview(markup, { dataSource: new FakeDataSource() });
    expect(scriptHooks(html)).to.deep.equal([]);
    expect(fragment(html).textContent).to.contain('Hello');
    expect(fragment(html).querySelector('img')!.getAttribute('src')).to.equal('a.png');
  });

  it('strips scripts from host content shown by post content', async () => {
    const source = new FakeDataSource();
    source.posts = [
      {
        id: 1,
        type: 'page',
        title: 'About',
        content: '<p>About us</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
        excerpt: '',
        date: '2024-01-01T00:00:00',
        link: '/about',
      },
    ];
    const { html } = await renderBlockPreview('<!-- wp:post-content /-->', {
      dataSource: source,
      post: { postType: 'page', postId: 1 },
    });
    expect(scriptHooks(html)).to.deep.equal([]);
    expect(fragment(html).querySelector('.wp-block-post-content p')!.textContent).to.equal(
      'About us',
    );
  });

  // Issue 30, item 5: the canvas's vectors, through the previews (view mode, thumbnails). The
  // output is read as a browser would read it again, with and without scripting (noscript).
  it('leaves no way to run script in any of the canvas’s stored-XSS vectors', () => {
    for (const { id, markup } of [...XSS_VECTORS, FREEFORM_VECTOR]) {
      const html = sanitizeHtml(markup);
      const reread = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
      expect(scriptHooks(html), id).to.deep.equal([]);
      expect(scriptHooks(reread), `${id}, read again`).to.deep.equal([]);
      expect(scriptHooks(sanitizeHtml(reread)), `${id}, sanitised again`).to.deep.equal([]);
    }
  });

  it('renders a record holding every vector without a way to run script', async () => {
    const { html } = await renderBlockPreview(allVectorsMarkup(), {
      dataSource: new FakeDataSource(),
    });
    expect(scriptHooks(html)).to.deep.equal([]);
    expect(fragment(html).textContent).to.contain('Canary paragraph');
  });
});
