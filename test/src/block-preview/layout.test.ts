import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment } from './fake-data-source';

const render = (markup: string) => renderBlockPreview(markup, { dataSource: new FakeDataSource() });

describe('layout classes', () => {
  it('adds flow layout classes to a group without a layout', async () => {
    const { html, css } = await render(
      '<!-- wp:group --><div class="wp-block-group"><p>x</p></div><!-- /wp:group -->',
    );
    expect(html).to.equal(
      '<div class="wp-block-group is-layout-flow wp-block-group-is-layout-flow"><p>x</p></div>',
    );
    expect(css).to.equal('');
  });

  it('adds flex classes and a container rule for justification, wrapping and gap', async () => {
    const { html, css } = await render(
      '<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|30"}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
    );
    const group = fragment(html).querySelector('div')!;
    const classes = Array.from(group.classList);
    expect(classes.slice(0, 6)).to.deep.equal([
      'wp-block-group',
      'is-layout-flex',
      'wp-block-group-is-layout-flex',
      'is-content-justification-space-between',
      'is-nowrap',
      classes[5],
    ]);
    const container = classes[5]!;
    expect(container).to.match(/^wp-container-core-group-is-layout-[0-9a-f]+$/);
    expect(css).to.equal(
      `.${container}{flex-wrap:nowrap;justify-content:space-between;gap:var(--wp--preset--spacing--30)}`,
    );
  });

  it('gives identical layouts one container class', async () => {
    const block =
      '<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} --><div class="wp-block-buttons"></div><!-- /wp:buttons -->';
    const { html, css } = await render(block + block);
    const [a, b] = Array.from(fragment(html).querySelectorAll('div'), (el) => el.className);
    expect(a).to.equal(b);
    expect(css.split('\n')).to.have.length(1);
  });

  it('writes content and wide sizes of a constrained layout', async () => {
    const { css } = await render(
      '<!-- wp:group {"layout":{"type":"constrained","contentSize":"640px","wideSize":"1180px"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
    );
    expect(css).to.contain('max-width:640px');
    expect(css).to.contain('> .alignwide{max-width:1180px}');
  });

  it('marks constrained layouts for the theme’s root padding, as WordPress does', async () => {
    const { html } = await render(
      '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group"><!-- wp:group {"layout":{"type":"flex"}} --><div class="wp-block-group"></div><!-- /wp:group --></div><!-- /wp:group -->',
    );
    const [outer, inner] = Array.from(fragment(html).querySelectorAll('div'));
    expect(Array.from(outer!.classList).slice(0, 4)).to.deep.equal([
      'wp-block-group',
      'has-global-padding',
      'is-layout-constrained',
      'wp-block-group-is-layout-constrained',
    ]);
    // Flow and flex layouts take no root padding.
    expect(inner!.classList.contains('has-global-padding')).to.equal(false);
  });

  it('reads a legacy layout (inherit, or a content size) as constrained', async () => {
    for (const layout of ['{"inherit":true}', '{"contentSize":"640px"}']) {
      const { html } = await render(
        `<!-- wp:group {"layout":${layout}} --><div class="wp-block-group"></div><!-- /wp:group -->`,
      );
      const group = fragment(html).querySelector('div')!;
      expect(group.classList.contains('is-layout-constrained'), layout).to.equal(true);
      expect(group.classList.contains('has-global-padding'), layout).to.equal(true);
    }
  });

  it('lays a vertical flex out as a column', async () => {
    const { html, css } = await render(
      '<!-- wp:group {"layout":{"type":"flex","orientation":"vertical","justifyContent":"center"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
    );
    expect(fragment(html).querySelector('.is-vertical')).to.exist;
    expect(css).to.contain('flex-direction:column;align-items:center');
  });

  it('refuses CSS values that could break out of the rule', async () => {
    const { css } = await render(
      '<!-- wp:group {"style":{"spacing":{"blockGap":"1px}body{background:red"}},"layout":{"type":"flex"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
    );
    expect(css).to.equal('');
  });
});
