import { expect } from '@esm-bundle/chai';
import { parseBlocks, renderBlockPreview } from '../../../src/block-preview';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  BUILT_IN_EXAMPLE_BLOCKS,
  builtInExample,
  LANDSCAPES,
  landscapeImage,
} from '../../../src/style-book';
import { FakeDataSource, fragment } from '../block-preview/fake-data-source';

const render = async (markup: string) =>
  fragment((await renderBlockPreview(markup, { dataSource: new FakeDataSource() })).html);

/** The example's markup, parsed and unparsed. */
function example(name: string) {
  const markup = builtInExample(name);
  expect(markup, name).to.be.a('string');
  return { markup: markup!, doc: fragment(markup!) };
}

describe('built-in Style Book examples', () => {
  afterEach(() => resetLocaleData());

  it('cover the common text, design, media and widget blocks', () => {
    expect(BUILT_IN_EXAMPLE_BLOCKS).to.include.members([
      'core/paragraph',
      'core/heading',
      'core/list',
      'core/quote',
      'core/pullquote',
      'core/code',
      'core/preformatted',
      'core/verse',
      'core/table',
      'core/details',
      'core/buttons',
      'core/columns',
      'core/group',
      'core/separator',
      'core/spacer',
      'core/media-text',
      'core/image',
      'core/gallery',
      'core/cover',
      'core/search',
      'core/navigation',
    ]);
  });

  it('have no example for blocks that only live inside another block', () => {
    for (const child of ['core/list-item', 'core/button', 'core/column', 'core/navigation-link'])
      expect(builtInExample(child), child).to.equal(undefined);
    expect(builtInExample('acme/testimonial')).to.equal(undefined);
  });

  for (const name of BUILT_IN_EXAMPLE_BLOCKS) {
    it(`${name}: parses back into that block and renders without a placeholder`, async () => {
      const blocks = parseBlocks(example(name).markup).filter((block) => block.blockName);
      expect(blocks.map((block) => block.blockName)).to.deep.equal([
        ...(name === 'core/heading' ? Array(6).fill(name) : [name]),
      ]);
      const shown = await render(example(name).markup);
      expect(shown.querySelector('.block-preview-placeholder')).to.equal(null);
      expect(shown.children.length, 'rendered elements').to.be.greaterThan(0);
    });
  }

  it('the heading example shows all six levels', async () => {
    const shown = await render(example('core/heading').markup);
    const headings = [...shown.querySelectorAll('.wp-block-heading')];
    expect(headings.map((h) => h.tagName)).to.deep.equal(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    expect(headings[0]!.textContent).to.equal('Heading level 1');
  });

  it('write the saved HTML of WordPress, so theme and block library CSS apply', () => {
    expect(example('core/list').doc.querySelectorAll('ul.wp-block-list > li')).to.have.length(3);
    expect(example('core/quote').doc.querySelector('blockquote.wp-block-quote > p + cite')).to
      .exist;
    expect(example('core/pullquote').doc.querySelector('figure.wp-block-pullquote blockquote p')).to
      .exist;
    expect(example('core/code').doc.querySelector('pre.wp-block-code > code')).to.exist;
    expect(
      example('core/table').doc.querySelector(
        'figure.wp-block-table > table.has-fixed-layout > thead th',
      ),
    ).to.exist;
    expect(example('core/table').doc.querySelector('figcaption.wp-element-caption')).to.exist;
    expect(example('core/details').doc.querySelector('details.wp-block-details[open] > summary')).to
      .exist;
    const buttons = example('core/buttons').doc;
    expect(buttons.querySelectorAll('.wp-block-buttons > .wp-block-button')).to.have.length(2);
    expect(buttons.querySelector('.is-style-outline a.wp-block-button__link.wp-element-button')).to
      .exist;
    expect(example('core/columns').doc.querySelectorAll('.wp-block-column')).to.have.length(3);
    expect(example('core/separator').doc.querySelector('hr.wp-block-separator')).to.exist;
    expect(example('core/spacer').doc.querySelector('.wp-block-spacer[aria-hidden="true"]')).to
      .exist;
    expect(
      example('core/cover').doc.querySelector(
        '.wp-block-cover > .wp-block-cover__image-background + .wp-block-cover__background + .wp-block-cover__inner-container',
      ),
    ).to.exist;
    expect(
      example('core/gallery').doc.querySelectorAll(
        'figure.wp-block-gallery.has-nested-images > figure.wp-block-image',
      ),
    ).to.have.length(3);
    expect(example('core/media-text').doc.querySelector('.wp-block-media-text__media img')).to
      .exist;
  });

  it('draw their pictures as data URLs, never from the site or the web', () => {
    for (const name of ['core/image', 'core/gallery', 'core/cover', 'core/media-text']) {
      const sources = [...example(name).doc.querySelectorAll('img')].map((img) => img.src);
      expect(sources.length, name).to.be.greaterThan(0);
      for (const src of sources) expect(src, name).to.match(/^data:image\/svg\+xml,/);
    }
    expect(example('core/image').doc.querySelector('img')!.alt).to.not.equal('');
  });

  it('keep their pictures when rendered for a preview frame', async () => {
    for (const name of ['core/image', 'core/gallery', 'core/cover', 'core/media-text']) {
      const shown = await render(example(name).markup);
      const sources = [...shown.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(sources.length, name).to.be.greaterThan(0);
      for (const src of sources) expect(src, name).to.match(/^data:image\/svg\+xml,/);
    }
  });

  it('the generated landscape is a picture the browser can load', async () => {
    const image = new Image();
    image.src = landscapeImage(LANDSCAPES.noon);
    await image.decode();
    expect([image.naturalWidth, image.naturalHeight]).to.deep.equal([1200, 800]);
  });

  it('the design and widget examples render from their own attributes', async () => {
    const nav = await render(example('core/navigation').markup);
    const labels = [...nav.querySelectorAll('.wp-block-navigation-item')].map((li) =>
      li.textContent?.trim(),
    );
    expect(labels).to.deep.equal(['Home', 'About', 'Journal', 'Contact']);
    const search = await render(example('core/search').markup);
    expect(search.querySelector('form.wp-block-search label')!.textContent).to.equal('Search');
    expect(search.querySelector('button.wp-element-button')!.textContent).to.equal('Search');
  });

  it('show their texts escaped and in the language of the editor', async () => {
    setLocaleData({
      '': { domain: 'default', lang: 'fr' },
      'What should I pack?': ['Que faut-il <emporter> ?'],
      'Plan a visit': ['Préparer une visite'],
    });
    const details = await render(example('core/details').markup);
    expect(details.querySelector('summary')!.textContent).to.equal('Que faut-il <emporter> ?');
    const buttons = await render(example('core/buttons').markup);
    expect(buttons.querySelector('a')!.textContent).to.equal('Préparer une visite');
  });
});
