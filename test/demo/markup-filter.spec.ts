// Markup saved by a user without unfiltered_html (an author; everyone under
// DISALLOW_UNFILTERED_HTML) is filtered as WordPress's kses filters it: each vector below is
// saved through REST and read back raw (context=edit), then parsed by Chromium, which must find
// no script, no event handler, no frame, no foreign content and no URL with a scheme that runs
// anything, in the markup or in the block attributes. Benign markup (core blocks' own output)
// comes back exactly as sent, and an administrator's markup is stored as it is.
import { expect, type Page, test } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';
import { startOwnHost } from '../fixtures/own-host';

const x = 'alert(1)';

/** [what it tries, the markup]: each one ran script in some browser or sanitizer. */
const vectors: [string, string][] = [
  [
    'the report: a wp:html block framing a script that reads the REST nonce',
    `<!-- wp:html --><iframe style="display:none" srcdoc="&lt;script&gt;fetch('/wp-json/wp/v2/settings',{method:'POST',headers:{'X-WP-Nonce':top.document.querySelector('site-editor').getAttribute('rest-nonce')},body:'title=owned'})&lt;/script&gt;"></iframe><!-- /wp:html -->`,
  ],
  ['a script element', `<script>${x}</script>`],
  [
    'a script in an unknown block',
    `<!-- wp:acme/widget --><div><script>${x}</script></div><!-- /wp:acme/widget -->`,
  ],
  ['freeform content with an event handler', `<p>Hi</p><img src=x onerror=${x}>`],
  ['an upper-case handler', `<img src="x" ONERROR="${x}">`],
  ['slashes for spaces', `<img/src="x"/onerror=${x}>`],
  ['a handler after a quoted value without a space', `<a href="#"onclick="${x}">go</a>`],
  ['ontoggle on details', `<details open ontoggle=${x}><summary>s</summary></details>`],
  ['svg onload', `<svg onload=${x}></svg>`],
  ['svg foreignObject', `<svg><foreignObject><img src=x onerror=${x}></foreignObject></svg>`],
  ['svg style breakout', `<svg><style><img src=x onerror=${x}></style></svg>`],
  ['svg, p and style', `<svg></p><style><a id="</style><img src=1 onerror=${x}>">`],
  ['math mglyph style', `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`],
  [
    'form, math and mglyph',
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x}>`,
  ],
  ['noscript and a title attribute', `<noscript><p title="</noscript><img src=x onerror=${x}>">`],
  ['textarea breakout', `<textarea><p title="</textarea><img src=x onerror=${x}>"></textarea>`],
  ['a title element', `<title><img src=x onerror=${x}></title>`],
  ['xmp', `<xmp><img src=x onerror=${x}></xmp>`],
  ['noembed', `<noembed><img src=x onerror=${x}></noembed>`],
  ['plaintext', `<p>a</p><plaintext><img src=x onerror=${x}>`],
  ['a javascript: link', `<a href="javascript:${x}">j</a>`],
  ['a mixed-case scheme', `<a href="JaVaScRiPt:${x}">j</a>`],
  ['a control character before the scheme', `<a href=" &#14;javascript:${x}">j</a>`],
  [
    'decimal references',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${x}">j</a>`,
  ],
  [
    'hex references without semicolons',
    `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;${x}">j</a>`,
  ],
  ['zero-padded references', `<a href="&#0000106avascript:${x}">j</a>`],
  ['a tab reference inside the scheme', `<a href="java&Tab;script:${x}">j</a>`],
  ['a colon reference', `<a href="javascript&colon;${x}">j</a>`],
  ['a line break inside the scheme', `<a href="java\nscript:${x}">j</a>`],
  ['one reference inside the scheme', `<a href="javas&#99;ript:${x}">j</a>`],
  ['vbscript:', `<a href="vbscript:msgbox(1)">v</a>`],
  [
    'a data: document',
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>`,
  ],
  ['an iframe with a javascript: source', `<iframe src="javascript:${x}"></iframe>`],
  ['srcdoc', `<iframe srcdoc="&lt;img src=x onerror=${x}&gt;"></iframe>`],
  ['an object', `<object data="javascript:${x}"></object>`],
  ['an embed', `<embed src="data:text/html,<script>${x}</script>">`],
  ['base', `<base href="javascript:${x}//"><a href="/a">a</a>`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${x}">`],
  ['form action', `<form action="javascript:${x}"><button>go</button></form>`],
  ['formaction', `<button formaction="javascript:${x}">go</button>`],
  ['img srcset', `<img srcset="javascript:${x} 1x" src="x.png">`],
  ['video poster', `<video poster="javascript:${x}" src="v.mp4"></video>`],
  ['CSS url()', `<div style="background:url(javascript:${x})">c</div>`],
  ['CSS expression', `<div style="width:expression(${x})">c</div>`],
  ['an escaped CSS url', `<div style="background:u\\72l(javascript:${x})">c</div>`],
  ['an unclosed tag', `<p>text<img src="x" onerror="${x}"`],
  ['an unclosed unquoted tag', `<img src=x onerror=${x}//`],
  ['an abruptly closed comment', `<!--><img src=x onerror=${x}>-->`],
  ['a comment ended by --!>', `<!-- a --!><img src=x onerror=${x}>-->`],
  ['a bogus comment', `<?xml ?><img src=x onerror=${x}>`],
  ['an attribute that ends a comment', `<!-- <p title="--><img src=x onerror=${x}>"> -->`],
  [
    'markup in a block attribute',
    `<!-- wp:paragraph {"content":"<img src=x onerror=${x}>"} --><p>p</p><!-- /wp:paragraph -->`,
  ],
  [
    'a javascript: URL in a block attribute',
    `<!-- wp:navigation-link {"label":"Home","url":"javascript:${x}","kind":"custom"} /-->`,
  ],
  [
    'a script tag name for a block',
    `<!-- wp:group {"tagName":"script"} --><div class="wp-block-group">${x}</div><!-- /wp:group -->`,
  ],
  [
    'a block attribute that closes the comment',
    `<!-- wp:image {"alt":"--><img src=x onerror=${x}>"} --><figure></figure><!-- /wp:image -->`,
  ],
  [
    'escaped markup in a block attribute',
    `<!-- wp:acme/card {"html":"\\u003cimg src=x onerror=${x}\\u003e","link":"java\\tscript:${x}"} /-->`,
  ],
];

/** Core blocks' own output and ordinary links, images, classes and styles: kept byte for byte. */
const benign: string[] = [
  '<!-- wp:paragraph --><p>Hello <strong>world</strong>, <em>again</em> and <a href="https://example.test/page?x=1&amp;y=2" target="_blank" rel="noreferrer noopener">a link</a>.</p><!-- /wp:paragraph -->',
  '<!-- wp:heading {"level":3,"className":"is-style-fancy"} --><h3 class="wp-block-heading is-style-fancy" id="intro">Title</h3><!-- /wp:heading -->',
  '<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"none"} --><figure class="wp-block-image size-large"><img src="/wp-content/uploads/2024/01/photo.jpg" alt="A photo" class="wp-image-12"/><figcaption class="wp-element-caption">Caption</figcaption></figure><!-- /wp:image -->',
  '<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|50"}},"color":{"background":"#f0f0f0"}},"layout":{"type":"constrained"}} --><div class="wp-block-group has-background" style="background-color:#f0f0f0;padding-top:var(--wp--preset--spacing--50)"><!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Inside</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
  '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="mailto:hello@example.test">Write to us</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
  '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>One</li><!-- /wp:list-item --><!-- wp:list-item --><li>Two <code>code</code></li><!-- /wp:list-item --></ul><!-- /wp:list -->',
  '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Quoted</p><!-- /wp:paragraph --><cite>Someone</cite></blockquote><!-- /wp:quote -->',
  '<!-- wp:spacer {"height":"40px"} --><div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->',
  '<!-- wp:separator --><hr class="wp-block-separator has-alpha-channel-opacity"/><!-- /wp:separator -->',
  '<!-- wp:table --><figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td colspan="1">2</td></tr></tbody></table></figure><!-- /wp:table -->',
  '<!-- wp:code --><pre class="wp-block-code"><code>&lt;div&gt; &amp;&amp; more</code></pre><!-- /wp:code -->',
  '<!-- wp:html --><div class="note" data-kind="tip"><em>Note</em></div><!-- /wp:html -->',
  '<!-- wp:group {"gradient":"vivid","layout":{"type":"flex","flexWrap":"nowrap"}} --><div class="wp-block-group has-background" style="background:linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%);grid-template-columns:repeat(auto-fill, minmax(min(12rem, 100%), 1fr))"></div><!-- /wp:group -->',
  '<!-- wp:more --><!--more--><!-- /wp:more -->',
  '<!-- wp:video --><figure class="wp-block-video"><video controls src="https://example.test/v.mp4"></video></figure><!-- /wp:video -->',
  '<!-- wp:file {"id":7,"href":"https://example.test/wp-content/uploads/doc.pdf"} --><div class="wp-block-file"><object class="wp-block-file__embed" data="https://example.test/wp-content/uploads/doc.pdf" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of doc."></object><a id="wp-block-file--media-7" href="https://example.test/wp-content/uploads/doc.pdf">doc</a></div><!-- /wp:file -->',
  '<!-- wp:navigation-link {"label":"About \\u0026 contact","type":"page","id":2,"url":"/about/","kind":"post-type"} /-->',
  '<!-- wp:cover {"url":"https://example.test/a.jpg","dimRatio":50} --><div class="wp-block-cover" style="min-height:400px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="https://example.test/a.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><p>Over</p></div></div><!-- /wp:cover -->',
  'Freeform text with a <a href="#top">fragment link</a>, an <abbr title="abbreviation">abbr</abbr> and &nbsp;&copy; entities.',
];

/**
 * What Chromium finds executable in each piece of markup (and in the markup of block attribute
 * strings): script-bearing elements, foreign content, event handlers, srcdoc/srcset, and URL
 * attributes whose scheme is not a plain web one.
 */
async function executableIn(page: Page, markup: string[]): Promise<string[][]> {
  return page.evaluate((list) => {
    const dangerousTags = new Set([
      'script',
      'iframe',
      'frame',
      'frameset',
      'embed',
      'svg',
      'math',
      'noscript',
      'style',
      'textarea',
      'title',
      'base',
      'meta',
      'link',
      'form',
      'button',
      'input',
      'template',
      'xmp',
      'noembed',
      'plaintext',
    ]);
    const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'poster',
      'cite',
      'data',
      'background',
      'longdesc',
      'usemap',
    ];
    const findings = (html: string): string[] => {
      const found: string[] = [];
      const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
      // Parsed again with scripting on (noscript's content is then raw text), never attached.
      const live = document.createElement('template');
      live.innerHTML = html;
      for (const root of [doc.body, live.content]) {
        for (const element of root.querySelectorAll('*')) {
          const name = element.localName;
          if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
            found.push(`foreign <${name}>`);
          if (dangerousTags.has(name)) found.push(`<${name}>`);
          if (name === 'object' && element.getAttribute('type') !== 'application/pdf')
            found.push('<object>');
          for (const attribute of element.attributes) {
            const attributeName = attribute.name.toLowerCase();
            if (attributeName.startsWith('on')) found.push(`${attributeName}=`);
            if (['srcdoc', 'srcset', 'http-equiv'].includes(attributeName))
              found.push(`${attributeName}=`);
            if (urlAttributes.includes(attributeName)) {
              const protocol = new URL(attribute.value, 'https://site.test/').protocol;
              if (!safeSchemes.has(protocol)) found.push(`${attributeName}=${protocol}`);
            }
            if (
              attributeName === 'style' &&
              /url\s*\(\s*['"]?\s*(?!https?:)[a-z]+:|expression|\\/i.test(attribute.value)
            ) {
              found.push(`style=${attribute.value}`);
            }
          }
        }
      }
      return found;
    };
    return list.map(findings);
  }, markup);
}

/** The strings inside the block delimiters' JSON attributes (with their keys). */
function blockAttributeStrings(markup: string): [string, string][] {
  const strings: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') strings.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
  };
  for (const match of markup.matchAll(/<!--\s+wp:[a-z0-9/_-]+\s+(\{[\s\S]*?\})\s+\/?-->/g)) {
    walk(JSON.parse(match[1]!), '');
  }
  return strings;
}

async function saveAndReadBack(client: RestClient, path: string, body: Record<string, unknown>) {
  const created = await client.post(path, body);
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const read = await client.get(`${path}/${id}`, { query: { context: 'edit' } });
  const record = await read.json();
  return { id, record };
}

test('nothing executable survives an author saving any of the vectors', async ({
  request,
  page,
}) => {
  expect(vectors.length).toBeGreaterThanOrEqual(30);
  const author = await restAs(request, 'author');
  const stored: string[] = [];
  const ids: number[] = [];
  for (const [, markup] of vectors) {
    const { id, record } = await saveAndReadBack(author, 'wp/v2/posts', {
      title: markup,
      content: markup,
      excerpt: markup,
      status: 'pending',
    });
    ids.push(id);
    stored.push(record.content.raw, record.excerpt.raw, record.title.raw);
    expect(record.content.raw).not.toContain('<script');
  }
  await page.goto('/login');
  // The check itself finds something in every vector as sent (so an empty finding means clean).
  // Stored markup is printed with more after it: an unclosed tag would take in what follows.
  const unfiltered = await executableIn(
    page,
    vectors.map(([, markup]) => `${markup}<p>after</p>`),
  );
  for (const [i, [name, markup]] of vectors.entries()) {
    const strings = blockAttributeStrings(markup);
    const inAttributes = await executableIn(
      page,
      strings.map(([, value]) => value),
    );
    const badUrl = strings.some(
      ([key, value]) =>
        (/url|href|src|link/i.test(key) &&
          /^\s*(java|vb)script:/i.test(value.replace(/\s/g, ''))) ||
        (key === 'tagName' && value === 'script'),
    );
    expect(
      unfiltered[i]!.length + inAttributes.flat().length + Number(badUrl),
      name,
    ).toBeGreaterThan(0);
  }
  const attributeStrings = stored.flatMap((markup) => blockAttributeStrings(markup));
  for (const [key, value] of attributeStrings) {
    if (/url|href|src|link/i.test(key))
      expect(value, key).not.toMatch(/^\s*(java|vb)script:|^data:/i);
    if (key === 'tagName') expect(value).not.toBe('script');
  }
  const findings = await executableIn(page, [
    ...stored.map((markup) => `${markup}<p>after</p>`),
    ...attributeStrings.map(([, value]) => value),
  ]);
  const problems = findings
    .map((found, i) => [found, vectors[Math.floor(i / 3)]?.[0] ?? `block attribute ${i}`] as const)
    .filter(([found]) => found.length > 0);
  expect(problems).toEqual([]);
  // What the issue reported, read back: the frame and its script are gone, the block remains.
  expect(stored[0]).toBe('<!-- wp:html --><!-- /wp:html -->');
  for (const id of ids) await author.delete(`wp/v2/posts/${id}`, { query: { force: true } });
});

test("core blocks' output, links, images, classes and styles come back unchanged", async ({
  request,
}) => {
  const author = await restAs(request, 'author');
  for (const markup of benign) {
    const { id, record } = await saveAndReadBack(author, 'wp/v2/posts', {
      title: 'A <em>plain</em> title',
      content: markup,
      excerpt: 'A short <strong>excerpt</strong>.',
    });
    expect(record.content.raw).toBe(markup);
    expect(record.title.raw).toBe('A <em>plain</em> title');
    expect(record.excerpt.raw).toBe('A short <strong>excerpt</strong>.');
    await author.delete(`wp/v2/posts/${id}`, { query: { force: true } });
  }
});

test("an author's pattern and its title are filtered too; an administrator's markup is kept", async ({
  request,
  playwright,
  baseURL,
}) => {
  const markup = `<!-- wp:html --><img src=x onerror=${x}><!-- /wp:html -->`;
  const author = await restAs(request, 'author');
  const created = await author.post('wp/v2/blocks', {
    title: `<img src=x onerror=${x}>Pattern`,
    content: markup,
    status: 'draft',
  });
  expect(created.status()).toBe(201);
  const pattern = await created.json();
  expect(pattern.content.raw).toBe('<!-- wp:html --><img src="x"><!-- /wp:html -->');
  expect(pattern.title.raw).toBe('Pattern');
  await author.delete(`wp/v2/blocks/${pattern.id as number}`, { query: { force: true } });

  const adminContext = await playwright.request.newContext({ baseURL });
  try {
    const admin = await restAs(adminContext, 'admin');
    const kept = await saveAndReadBack(admin, 'wp/v2/posts', { title: 'Admin', content: markup });
    expect(kept.record.content.raw).toBe(markup);
    await admin.delete(`wp/v2/posts/${kept.id}`, { query: { force: true } });
  } finally {
    await adminContext.dispose();
  }
});

test('under DISALLOW_UNFILTERED_HTML even an administrator’s templates, parts and menus are filtered', async ({
  playwright,
}) => {
  const host = await startOwnHost({ DISALLOW_UNFILTERED_HTML: '1' });
  const context = await playwright.request.newContext({ baseURL: host.baseURL });
  try {
    const admin = await restAs(context, 'admin');
    const payload = `<!-- wp:html --><svg onload=${x}></svg><p>kept</p><!-- /wp:html -->`;
    const template = await admin.post('wp/v2/templates', {
      slug: 'filtered-template',
      title: 'Filtered',
      content: payload,
    });
    expect(template.status()).toBe(201);
    expect((await template.json()).content.raw).toBe(
      '<!-- wp:html --><p>kept</p><!-- /wp:html -->',
    );
    const part = await admin.post('wp/v2/template-parts', {
      slug: 'filtered-part',
      title: 'Part',
      area: 'header',
      content: payload,
    });
    expect((await part.json()).content.raw).toBe('<!-- wp:html --><p>kept</p><!-- /wp:html -->');
    const menu = await admin.post('wp/v2/navigation', {
      title: 'Menu',
      status: 'publish',
      content: `<!-- wp:navigation-link {"label":"<img src=x onerror=${x}>Home","url":"javascript:${x}"} /-->`,
    });
    expect(menu.status()).toBe(201);
    const { id } = await menu.json();
    const raw = (
      await (await admin.get(`wp/v2/navigation/${id}`, { query: { context: 'edit' } })).json()
    ).content.raw;
    expect(raw).toBe(
      '<!-- wp:navigation-link {"label":"\\u003cimg src=\\u0022x\\u0022\\u003eHome","url":""} /-->',
    );
  } finally {
    await context.dispose();
    await host.stop();
  }
});
