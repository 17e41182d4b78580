import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  exampleTarget,
  STYLE_BOOK_TABS,
  type StyleBookBlockType,
  styleBookExamples,
  THEME_SUBCATEGORIES,
  tabSections,
  typographyExample,
} from '../../../src/style-book';
import { FakeDataSource, fragment } from '../block-preview/fake-data-source';

// A site's block types as the host lists them (not in the Style Book's order).
const BLOCK_TYPES: StyleBookBlockType[] = [
  { name: 'core/table', title: 'Table', category: 'text' },
  { name: 'core/image', title: 'Image', category: 'media' },
  { name: 'core/site-title', title: 'Site Title', category: 'theme', example: {} },
  { name: 'core/paragraph', title: 'Paragraph', category: 'text' },
  { name: 'core/post-title', title: 'Title', category: 'theme', example: {} },
  { name: 'core/search', title: 'Search', category: 'widgets' },
  { name: 'core/heading', title: 'Heading', category: 'text' },
  { name: 'core/navigation', title: 'Navigation', category: 'theme' },
  { name: 'core/buttons', title: 'Buttons', category: 'design' },
  { name: 'core/button', title: 'Button', category: 'design', parent: ['core/buttons'] },
  { name: 'acme/testimonial', title: 'Testimonial', category: 'text' },
];

const examples = styleBookExamples(BLOCK_TYPES);
const namesIn = (tab: string) =>
  tabSections(examples, tab).map((s) => [s.slug, s.examples.map((e) => e.name)]);

describe('Style Book tabs', () => {
  afterEach(() => resetLocaleData());

  it('are Overview, Text, Colors and Theme, with the Theme subcategories of the spec', () => {
    expect(STYLE_BOOK_TABS.map((t) => [t.slug, t.label])).to.deep.equal([
      ['overview', 'Overview'],
      ['text', 'Text'],
      ['colors', 'Colors'],
      ['theme', 'Theme'],
    ]);
    expect(THEME_SUBCATEGORIES.map((s) => s.label)).to.deep.equal([
      'Site Identity',
      'Design',
      'Posts',
      'Comments',
      'Media',
      'Widgets',
      'Embeds',
    ]);
  });

  it('show their labels in a language loaded later', () => {
    setLocaleData({
      '': { domain: 'default', lang: 'fr' },
      Colors: ['Couleurs'],
      Posts: ['Articles'],
    });
    expect(STYLE_BOOK_TABS[2]!.label).to.equal('Couleurs');
    expect(THEME_SUBCATEGORIES[2]!.label).to.equal('Articles');
  });

  it('the Text tab shows the text blocks in one section', () => {
    expect(namesIn('text')).to.deep.equal([
      ['text', ['core/table', 'core/paragraph', 'core/heading']],
    ]);
    expect(tabSections(examples, 'text')[0]!.label).to.equal('Text');
  });

  it('the Theme tab shows a section per subcategory that has examples, in the spec order', () => {
    expect(namesIn('theme')).to.deep.equal([
      ['site-identity', ['core/site-title']],
      ['design', ['core/navigation', 'core/buttons']],
      ['posts', ['core/post-title']],
      ['media', ['core/image']],
      ['widgets', ['core/search']],
    ]);
    expect(tabSections(examples, 'theme').map((s) => s.label)).to.deep.equal([
      'Site Identity',
      'Design',
      'Posts',
      'Media',
      'Widgets',
    ]);
  });

  it('the Colors tab has no block sections: the screen draws the palette', () => {
    expect(tabSections(examples, 'colors')).to.deep.equal([]);
  });

  it('the Overview shows Typography, then the telling blocks the site has, in a fixed order', () => {
    expect(namesIn('overview')).to.deep.equal([
      [
        'overview',
        ['typography', 'core/paragraph', 'core/image', 'core/buttons', 'core/table', 'core/search'],
      ],
    ]);
  });

  it('a tab without examples, or an unknown tab, has no sections', () => {
    expect(tabSections([], 'text')).to.deep.equal([]);
    expect(tabSections([], 'theme')).to.deep.equal([]);
    expect(tabSections(examples, 'fonts')).to.deep.equal([]);
    expect(tabSections([], 'overview')[0]!.examples.map((e) => e.name)).to.deep.equal([
      'typography',
    ]);
  });

  it('the Typography example shows headings 1 to 6 and a paragraph with a link', async () => {
    const typography = typographyExample();
    expect(typography.title).to.equal('Typography');
    const { html } = await renderBlockPreview(typography.markup, {
      dataSource: new FakeDataSource(),
    });
    const shown = fragment(html);
    expect(shown.querySelector('.block-preview-placeholder')).to.equal(null);
    expect(
      [...shown.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName),
    ).to.deep.equal(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    expect(shown.querySelector('p > a')!.textContent).to.equal('Read about our fonts');
  });
});

describe('exampleTarget', () => {
  it('opens the palette for colours, typography for type, and a block its own styles', () => {
    expect(exampleTarget('colors')).to.equal('/colors/palette');
    expect(exampleTarget('typography')).to.equal('/typography');
    expect(exampleTarget('core/paragraph')).to.equal('/blocks/core%2Fparagraph');
    expect(exampleTarget('acme/my block')).to.equal('/blocks/acme%2Fmy%20block');
  });
});
