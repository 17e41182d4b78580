import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, textOf } from './fake-data-source';

const paragraph = (text: string) => `<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`;

describe('template parts', () => {
  it("render their part's content in the element the block names", async () => {
    const source = new FakeDataSource();
    source.parts.header = { content: paragraph('Masthead'), area: 'header' };
    const { html } = await renderBlockPreview(
      '<!-- wp:template-part {"slug":"header","tagName":"header","className":"site-header"} /-->',
      { dataSource: source },
    );
    const part = fragment(html).querySelector('header.wp-block-template-part.site-header')!;
    expect(part.textContent).to.equal('Masthead');
  });

  it("fall back to the area's element, then to div", async () => {
    const source = new FakeDataSource();
    source.parts.footer = { content: paragraph('Foot'), area: 'footer' };
    source.parts.meta = { content: paragraph('Meta'), area: 'uncategorized' };
    const { html } = await renderBlockPreview(
      '<!-- wp:template-part {"slug":"footer"} /--><!-- wp:template-part {"slug":"meta","tagName":"script"} /-->',
      { dataSource: source },
    );
    const root = fragment(html);
    expect(root.querySelector('footer.wp-block-template-part')!.textContent).to.equal('Foot');
    expect(root.querySelector('div.wp-block-template-part')!.textContent).to.equal('Meta');
  });

  it('render parts inside parts, recursively', async () => {
    const source = new FakeDataSource();
    source.parts.outer = {
      content: `${paragraph('Outer')}<!-- wp:template-part {"slug":"inner"} /-->`,
    };
    source.parts.inner = { content: paragraph('Inner') };
    const { html } = await renderBlockPreview('<!-- wp:template-part {"slug":"outer"} /-->', {
      dataSource: source,
    });
    expect(textOf(fragment(html), 'p')).to.deep.equal(['Outer', 'Inner']);
  });

  it('show a placeholder where a part would include itself again (A → B → A)', async () => {
    const source = new FakeDataSource();
    source.parts.a = { content: `${paragraph('A')}<!-- wp:template-part {"slug":"b"} /-->` };
    source.parts.b = { content: `${paragraph('B')}<!-- wp:template-part {"slug":"a"} /-->` };
    const { html } = await renderBlockPreview('<!-- wp:template-part {"slug":"a"} /-->', {
      dataSource: source,
    });
    const root = fragment(html);
    expect(textOf(root, 'p')).to.deep.equal(['A', 'B']);
    expect(root.querySelectorAll('[data-block="core/template-part"]')).to.have.length(1);
  });

  it('load a part used twice only once per render', async () => {
    const source = new FakeDataSource();
    source.parts.meta = { content: paragraph('Meta') };
    const { html } = await renderBlockPreview(
      '<!-- wp:template-part {"slug":"meta"} /--><!-- wp:template-part {"slug":"meta"} /-->',
      { dataSource: source },
    );
    expect(textOf(fragment(html), 'p')).to.deep.equal(['Meta', 'Meta']);
    expect(source.count('getTemplatePart')).to.equal(1);
  });

  it('ask for the theme the block names', async () => {
    const source = new FakeDataSource();
    source.parts.header = { content: paragraph('H') };
    await renderBlockPreview('<!-- wp:template-part {"slug":"header","theme":"meridian"} /-->', {
      dataSource: source,
    });
    expect(source.calls).to.deep.equal(['getTemplatePart("meridian","header")']);
  });

  it('show a placeholder for a missing part or one without a slug', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:template-part {"slug":"gone"} /--><!-- wp:template-part /-->',
      { dataSource: new FakeDataSource() },
    );
    expect(fragment(html).querySelectorAll('[data-block="core/template-part"]')).to.have.length(2);
  });
});

describe('pattern references', () => {
  it('render a theme pattern in place, without a wrapper', async () => {
    const source = new FakeDataSource();
    source.patterns['meridian/hero'] = paragraph('Hero');
    const { html } = await renderBlockPreview('<!-- wp:pattern {"slug":"meridian/hero"} /-->', {
      dataSource: source,
    });
    expect(html).to.equal('<p>Hero</p>');
  });

  it('render a user pattern by ref', async () => {
    const source = new FakeDataSource();
    source.userPatterns[7] = paragraph('Synced');
    const { html } = await renderBlockPreview('<!-- wp:block {"ref":7} /-->', {
      dataSource: source,
    });
    expect(html).to.equal('<p>Synced</p>');
  });

  it('show a placeholder at a pattern that includes itself', async () => {
    const source = new FakeDataSource();
    source.userPatterns[1] = `${paragraph('One')}<!-- wp:block {"ref":2} /-->`;
    source.userPatterns[2] = `${paragraph('Two')}<!-- wp:block {"ref":1} /-->`;
    source.patterns['x/self'] = `${paragraph('Self')}<!-- wp:pattern {"slug":"x/self"} /-->`;
    const { html } = await renderBlockPreview(
      '<!-- wp:block {"ref":1} /--><!-- wp:pattern {"slug":"x/self"} /-->',
      { dataSource: source },
    );
    const root = fragment(html);
    expect(textOf(root, 'p')).to.deep.equal(['One', 'Two', 'Self']);
    expect(root.querySelectorAll('[data-block="core/block"]')).to.have.length(1);
    expect(root.querySelectorAll('[data-block="core/pattern"]')).to.have.length(1);
  });

  it('show a placeholder for an unknown pattern or a bad ref', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:pattern {"slug":"nope"} /--><!-- wp:block {"ref":"x"} /-->',
      { dataSource: new FakeDataSource() },
    );
    expect(fragment(html).querySelectorAll('.block-preview-placeholder')).to.have.length(2);
  });
});
