import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, textOf } from './fake-data-source';

const render = (markup: string, source = new FakeDataSource()) =>
  renderBlockPreview(markup, { dataSource: source });

describe('static blocks', () => {
  it('renders saved HTML with nested inner blocks in their places', async () => {
    const markup = `<!-- wp:columns -->
<div class="wp-block-columns"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph -->
<p>Left</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading -->
<h2 class="wp-block-heading">Right</h2>
<!-- /wp:heading --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->`;
    const { html } = await render(markup);
    const root = fragment(html);
    const columns = root.querySelectorAll('.wp-block-columns > .wp-block-column');
    expect(columns).to.have.length(2);
    expect(columns[0]!.querySelector('p')!.textContent).to.equal('Left');
    expect(columns[1]!.querySelector('h2')!.textContent).to.equal('Right');
    expect(html).not.to.contain('wp:');
  });

  it('keeps freeform HTML between blocks', async () => {
    const { html } = await render(
      '<p>Before</p><!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph --><p>After</p>',
    );
    expect(textOf(fragment(html), 'p')).to.deep.equal(['Before', 'Inside', 'After']);
  });

  it('keeps saved HTML of blocks it does not know', async () => {
    const { html } = await render(
      '<!-- wp:acme/card {"tone":"warm"} --><div class="wp-block-acme-card">Card</div><!-- /wp:acme/card -->',
    );
    expect(fragment(html).querySelector('.wp-block-acme-card')!.textContent).to.equal('Card');
  });

  it('survives malformed markup: unclosed blocks and invalid attributes', async () => {
    const { html } = await render(
      '<!-- wp:group {"broken": } --><div class="wp-block-group"><p>Still here</p>',
    );
    expect(fragment(html).textContent).to.contain('Still here');
  });

  it('renders an empty string for empty markup', async () => {
    expect(await render('')).to.deep.equal({ html: '', css: '' });
  });
});

describe('unknown dynamic blocks', () => {
  it('render a neutral placeholder naming the block', async () => {
    const { html } = await render('<!-- wp:acme/weather {"city":"Oslo"} /-->');
    const box = fragment(html).querySelector('.block-preview-placeholder')!;
    expect(box.getAttribute('data-block')).to.equal('acme/weather');
    expect(box.textContent).to.equal('');
  });

  it('escape the block name in the placeholder', async () => {
    const { html } = await render('<!-- wp:core/archives /--><!-- wp:latest-posts /-->');
    const names = Array.from(fragment(html).querySelectorAll('.block-preview-placeholder'), (el) =>
      el.getAttribute('data-block'),
    );
    expect(names).to.deep.equal(['core/archives', 'core/latest-posts']);
  });

  it('show the children of an unknown wrapper that has no saved HTML', async () => {
    const { html } = await render(
      '<!-- wp:acme/section {"className":"tall"} -->\n<!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph -->\n<!-- wp:acme/clock /-->\n<!-- /wp:acme/section -->',
    );
    const wrapper = fragment(html).querySelector('div.wp-block-acme-section.tall')!;
    expect(wrapper.querySelector('p')!.textContent).to.equal('Inside');
    expect(wrapper.querySelector('[data-block="acme/clock"]')).to.exist;
  });
});

describe('a failing data source', () => {
  it('renders a placeholder for the block that asked and the rest of the preview', async () => {
    const source = new FakeDataSource();
    source.failing.add('getSite');
    source.parts.header = {
      content: '<!-- wp:paragraph --><p>Header text</p><!-- /wp:paragraph -->',
    };
    const { html } = await render(
      '<!-- wp:site-title /--><!-- wp:template-part {"slug":"header"} /--><!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->',
      source,
    );
    const root = fragment(html);
    expect(root.querySelector('[data-block="core/site-title"]')).to.exist;
    expect(textOf(root, 'p')).to.deep.equal(['Header text', 'Body']);
  });

  it('never rejects, even when every call fails', async () => {
    const source = new FakeDataSource();
    for (const method of [
      'getTemplatePart',
      'getPattern',
      'getUserPattern',
      'getNavigation',
      'getSite',
      'getPages',
      'queryPosts',
      'getPost',
    ] as const)
      source.failing.add(method);
    const markup = [
      '<!-- wp:template-part {"slug":"header"} /-->',
      '<!-- wp:pattern {"slug":"x/y"} /-->',
      '<!-- wp:block {"ref":4} /-->',
      '<!-- wp:navigation {"ref":3} /-->',
      '<!-- wp:navigation /-->',
      '<!-- wp:site-logo /-->',
      '<!-- wp:query {"query":{"perPage":2}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
    ].join('');
    const result = await renderBlockPreview(markup, {
      dataSource: source,
      post: { postId: 1, postType: 'page' },
    });
    expect(
      fragment(result.html).querySelectorAll('.block-preview-placeholder').length,
    ).to.be.greaterThan(5);
  });

  it('renders a placeholder when a method throws instead of rejecting', async () => {
    const source = new FakeDataSource();
    source.getSite = () => {
      throw new Error('sync failure');
    };
    const { html } = await render('<!-- wp:site-tagline /-->', source);
    expect(fragment(html).querySelector('[data-block="core/site-tagline"]')).to.exist;
  });
});

describe('nesting limits', () => {
  it('stops runaway nesting with a placeholder instead of overflowing', async () => {
    const depth = 150;
    const markup =
      '<!-- wp:group --><div class="wp-block-group">'.repeat(depth) +
      '<p>Deep</p>' +
      '</div><!-- /wp:group -->'.repeat(depth);
    const { html } = await render(markup);
    expect(fragment(html).querySelector('.block-preview-placeholder')).to.exist;
  });
});
