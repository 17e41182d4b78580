import { expect } from '@esm-bundle/chai';
import { parseBlocks, renderBlockPreview } from '../../../src/block-preview';
import {
  builtInExample,
  exampleSection,
  type StyleBookBlockType,
  serializeExample,
  styleBookExamples,
} from '../../../src/style-book';
import { FakeDataSource, fragment } from '../block-preview/fake-data-source';

const names = (types: StyleBookBlockType[]) => styleBookExamples(types).map((e) => e.name);

describe('serializeExample', () => {
  it('writes a host example as a self-closing block with its attributes', () => {
    expect(serializeExample('core/site-title', { attributes: { level: 1 } })).to.equal(
      '<!-- wp:site-title {"level":1} /-->',
    );
    expect(serializeExample('core/site-tagline', {})).to.equal('<!-- wp:site-tagline /-->');
    expect(serializeExample('acme/rating', { attributes: { stars: 4 } })).to.equal(
      '<!-- wp:acme/rating {"stars":4} /-->',
    );
  });

  it('escapes attribute JSON as WordPress does, so it cannot end the comment', () => {
    const markup = serializeExample('core/post-excerpt', {
      attributes: { moreText: 'Read -- on <now> & "then" \\' },
    });
    expect(markup).to.equal(
      '<!-- wp:post-excerpt {"moreText":"Read \\u002d\\u002d on \\u003cnow\\u003e \\u0026 \\u0022then\\u0022 \\u005c"} /-->',
    );
    expect(parseBlocks(markup)[0]!.attrs).to.deep.equal({
      moreText: 'Read -- on <now> & "then" \\',
    });
  });

  it('nests inner blocks in order', () => {
    const markup = serializeExample('core/query', {
      attributes: { query: { perPage: 2 } },
      innerBlocks: [
        {
          name: 'core/post-template',
          innerBlocks: [
            { name: 'core/post-title', attributes: { isLink: true } },
            { name: 'core/post-date' },
          ],
        },
      ],
    });
    expect(markup).to.equal(
      '<!-- wp:query {"query":{"perPage":2}} --><!-- wp:post-template --><!-- wp:post-title {"isLink":true} /--><!-- wp:post-date /--><!-- /wp:post-template --><!-- /wp:query -->',
    );
    const [query] = parseBlocks(markup);
    expect(query!.innerBlocks[0]!.innerBlocks.map((b) => b.blockName)).to.deep.equal([
      'core/post-title',
      'core/post-date',
    ]);
  });
});

describe('styleBookExamples', () => {
  it('shows our own example for a core block, even when the host has one', () => {
    const [paragraph] = styleBookExamples([
      {
        name: 'core/paragraph',
        title: 'Paragraph',
        category: 'text',
        example: { attributes: { content: 'From the host' } },
      },
    ]);
    expect(paragraph).to.deep.equal({
      name: 'core/paragraph',
      title: 'Paragraph',
      section: 'text',
      markup: builtInExample('core/paragraph'),
    });
  });

  it('shows a dynamic block from the host example, rendered from host data', async () => {
    const [title] = styleBookExamples([
      {
        name: 'core/site-title',
        title: 'Site Title',
        category: 'theme',
        example: { attributes: { level: 2 }, viewportWidth: 500 },
      },
    ]);
    expect(title).to.deep.equal({
      name: 'core/site-title',
      title: 'Site Title',
      section: 'site-identity',
      markup: '<!-- wp:site-title {"level":2} /-->',
      viewportWidth: 500,
    });
    const { html } = await renderBlockPreview(title!.markup, { dataSource: new FakeDataSource() });
    expect(fragment(html).querySelector('h2.wp-block-site-title')!.textContent).to.equal(
      'Meridian',
    );
  });

  it("drops the example's style attribute, so the site's styles show", () => {
    const [date] = styleBookExamples([
      {
        name: 'core/post-date',
        title: 'Date',
        category: 'theme',
        example: { attributes: { format: 'F j', style: { color: { text: '#f00' } } } },
      },
    ]);
    expect(date!.markup).to.equal('<!-- wp:post-date {"format":"F j"} /-->');
  });

  it('leaves out a third-party block without an example', () => {
    expect(
      names([{ name: 'acme/testimonial', title: 'Testimonial', category: 'text' }]),
    ).to.deep.equal([]);
  });

  it('leaves out a static block whose example has attributes but no saved HTML', () => {
    const types: StyleBookBlockType[] = [
      {
        name: 'acme/notice',
        title: 'Notice',
        category: 'text',
        example: { attributes: { message: 'Hello' } },
      },
      { name: 'core/audio', title: 'Audio', category: 'media', example: { attributes: {} } },
      { name: 'core/embed', title: 'Embed', category: 'embed', example: null },
    ];
    expect(names(types)).to.deep.equal([]);
  });

  it('leaves out blocks that only make sense inside a parent, or cannot be inserted', () => {
    const types: StyleBookBlockType[] = [
      { name: 'core/list-item', title: 'List item', category: 'text', parent: ['core/list'] },
      {
        name: 'core/post-template',
        title: 'Post Template',
        category: 'theme',
        parent: ['core/query'],
        example: {},
      },
      {
        name: 'core/query-pagination',
        title: 'Pagination',
        category: 'theme',
        ancestor: ['core/query'],
        example: {},
      },
      {
        name: 'core/pattern',
        title: 'Pattern',
        category: 'theme',
        supports: { inserter: false },
        example: {},
      },
    ];
    expect(names(types)).to.deep.equal([]);
  });

  it('leaves out blocks the preview always renders empty', async () => {
    const { html } = await renderBlockPreview('<!-- wp:comments-title /-->', {
      dataSource: new FakeDataSource(),
    });
    expect(html).to.equal('');
    expect(
      names([
        { name: 'core/comments-title', title: 'Comments Title', category: 'theme', example: {} },
      ]),
    ).to.deep.equal([]);
  });

  it('leaves out a block whose category has no tab', () => {
    expect(
      names([{ name: 'core/paragraph', title: 'Paragraph', category: 'acme-blocks' }]),
    ).to.deep.equal([]);
    expect(names([{ name: 'core/paragraph', title: 'Paragraph' }])).to.deep.equal([]);
  });

  it('keeps the order given, shows each block once, and falls back to the name as title', () => {
    const examples = styleBookExamples([
      { name: 'core/separator', category: 'design' },
      { name: 'core/heading', title: 'Heading', category: 'text' },
      { name: 'core/separator', title: 'Separator', category: 'design' },
    ]);
    expect(examples.map((e) => [e.name, e.title])).to.deep.equal([
      ['core/separator', 'core/separator'],
      ['core/heading', 'Heading'],
    ]);
  });
});

describe('exampleSection', () => {
  const section = (name: string, category: string) => exampleSection({ name, category });

  it('puts text blocks in the Text tab', () => {
    expect(section('core/paragraph', 'text')).to.equal('text');
  });

  it('puts theme blocks in Site Identity, Posts, Comments or Design by name', () => {
    expect(section('core/site-logo', 'theme')).to.equal('site-identity');
    expect(section('core/site-tagline', 'theme')).to.equal('site-identity');
    expect(section('core/post-title', 'theme')).to.equal('posts');
    expect(section('core/post-featured-image', 'theme')).to.equal('posts');
    expect(section('core/query-title', 'theme')).to.equal('posts');
    expect(section('core/read-more', 'theme')).to.equal('posts');
    expect(section('core/comments', 'theme')).to.equal('comments');
    expect(section('core/comments-pagination', 'theme')).to.equal('comments');
    expect(section('core/comment-content', 'theme')).to.equal('comments');
    expect(section('core/post-comments-form', 'theme')).to.equal('comments');
    expect(section('core/navigation', 'theme')).to.equal('design');
    expect(section('core/template-part', 'theme')).to.equal('design');
    expect(section('core/loginout', 'theme')).to.equal('design');
    expect(section('acme/header', 'theme')).to.equal('design');
  });

  it('maps the design, media, widgets and embed categories to their Theme subcategories', () => {
    expect(section('core/group', 'design')).to.equal('design');
    expect(section('core/image', 'media')).to.equal('media');
    expect(section('core/search', 'widgets')).to.equal('widgets');
    expect(section('core/embed', 'embed')).to.equal('embeds');
    expect(section('acme/thing', 'acme')).to.equal(undefined);
  });
});
