import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  changeSummary,
  changeSummaryText,
  MAX_SUMMARY_ITEMS,
  styleChanges,
} from '../../../src/style-revisions';

const blockTitles = {
  'core/button': 'Button',
  'core/quote': 'Quote',
  'core/paragraph': 'Paragraph',
  'core/heading': 'Heading',
};

const empty = { styles: {}, settings: {} };

describe('changeSummary', () => {
  afterEach(() => resetLocaleData());

  it('names the root style groups that changed, in the Styles panel order', () => {
    const previous = {
      styles: { color: { text: '#000' }, typography: { fontSize: '16px' } },
      settings: {},
    };
    const revision = {
      styles: {
        spacing: { padding: { top: '1rem' } },
        color: { text: '#111' },
        typography: { fontSize: '18px' },
        shadow: 'var(--wp--preset--shadow--natural)',
        background: { backgroundImage: { url: 'https://x.test/a.jpg' } },
        css: 'p { margin: 0 }',
      },
      settings: {},
    };
    expect(changeSummary(revision, previous, blockTitles)).to.deep.equal([
      'Typography',
      'Colors',
      'Background',
      'Shadows',
      'Layout',
      'Additional CSS',
    ]);
  });

  it('says Layout once for spacing and dimensions', () => {
    const revision = {
      styles: { spacing: { blockGap: '2rem' }, dimensions: { minHeight: '50vh' } },
      settings: {},
    };
    expect(changeSummary(revision, empty)).to.deep.equal(['Layout']);
  });

  it('names a changed block by its title, its style variations counting as the block', () => {
    const previous = {
      styles: { blocks: { 'core/button': { color: { text: '#000' } } } },
      settings: {},
    };
    const revision = {
      styles: {
        blocks: {
          'core/button': { color: { text: '#000' }, variations: { outline: { border: {} } } },
          'core/quote': { variations: { plain: { color: { text: 'red' } } } },
          'my-plugin/card': { color: { background: '#eee' } },
        },
      },
      settings: {},
    };
    expect(changeSummary(revision, previous, blockTitles)).to.deep.equal([
      'Quote',
      'my-plugin/card',
    ]);
  });

  it('names elements as WordPress does, in element order', () => {
    const revision = {
      styles: {
        elements: {
          button: { color: { text: '#fff' } },
          h2: { typography: { fontSize: '2rem' } },
          link: { ':hover': { color: { text: 'red' } } },
        },
      },
      settings: {},
    };
    expect(changeSummary(revision, empty)).to.deep.equal(['Link', 'H2', 'Button']);
  });

  it('names settings changes: a palette colour, an installed font', () => {
    const previous = {
      styles: {},
      settings: { color: { palette: { theme: [{ slug: 'a', color: '#000', name: 'A' }] } } },
    };
    const revision = {
      styles: {},
      settings: {
        color: { palette: { theme: [{ slug: 'a', color: '#111', name: 'A' }] } },
        typography: { fontFamilies: { custom: [{ slug: 'inter', fontFamily: 'Inter' }] } },
      },
    };
    expect(changeSummary(revision, previous)).to.deep.equal(['Color', 'Typography']);
    expect(changeSummaryText(revision, previous)).to.equal('Color, Typography settings.');
  });

  it('names shared style variations', () => {
    const revision = {
      styles: {
        variations: { 'section-1': { color: {} }, 'section-2': { color: { text: '#fff' } } },
      },
      settings: {},
    };
    expect(styleChanges(revision, empty)).to.deep.equal([
      { group: 'variations', label: 'Section 2' },
    ]);
  });

  it('lists nothing when only empty objects differ', () => {
    const revision = {
      styles: { color: {}, blocks: { 'core/button': {} } },
      settings: { color: {} },
    };
    expect(changeSummary(revision, empty)).to.deep.equal([]);
    expect(changeSummaryText(revision, empty)).to.equal('');
  });

  it('compares the oldest revision with the theme styles (no previous)', () => {
    const revision = { styles: { color: { text: '#000' } }, settings: {} };
    expect(changeSummary(revision, undefined)).to.deep.equal(['Colors']);
  });

  it('stops at 7 changes, keeping the first ones in order', () => {
    expect(MAX_SUMMARY_ITEMS).to.equal(7);
    const blocks = Object.fromEntries(
      [
        'core/button',
        'core/quote',
        'core/paragraph',
        'core/heading',
        'core/list',
        'core/image',
      ].map((name) => [name, { color: { text: '#123456' } }]),
    );
    const revision = {
      styles: { color: { text: '#000' }, typography: { fontSize: '1rem' }, blocks },
      settings: { color: { palette: { custom: [{ slug: 'x', color: '#fff' }] } } },
    };
    expect(styleChanges(revision, empty, blockTitles)).to.have.length(9);
    expect(changeSummary(revision, empty, blockTitles)).to.deep.equal([
      'Typography',
      'Colors',
      'Button',
      'Quote',
      'Paragraph',
      'Heading',
      'core/list',
    ]);
  });

  it('groups the summary in sentences as the revisions list shows it', () => {
    const revision = {
      styles: {
        color: { text: '#000' },
        typography: { fontSize: '1rem' },
        blocks: { 'core/button': { color: { text: '#fff' } } },
        elements: {
          link: { color: { text: 'blue' } },
          caption: { typography: {}, color: { text: '#333' } },
        },
      },
      settings: { layout: { contentSize: '640px' } },
    };
    expect(changeSummaryText(revision, empty, blockTitles)).to.equal(
      'Typography, Colors styles. Button block. Link, Caption elements. Layout settings.',
    );
  });

  it('does not mix up a Button block and a Button element', () => {
    const revision = {
      styles: {
        blocks: { 'core/button': { color: { text: '#fff' } } },
        elements: { button: { color: { text: '#fff' } } },
      },
      settings: {},
    };
    expect(styleChanges(revision, empty, blockTitles)).to.deep.equal([
      { group: 'blocks', label: 'Button' },
      { group: 'elements', label: 'Button' },
    ]);
  });

  it('translates the labels and sentences', () => {
    setLocaleData({
      Colors: ['Couleurs'],
      '%s styles.': ['Styles : %s.'],
      '%s block.': ['Bloc %s.', 'Blocs %s.'],
    });
    const revision = {
      styles: { color: { text: '#000' }, blocks: { 'core/quote': { color: { text: '#fff' } } } },
      settings: {},
    };
    expect(changeSummaryText(revision, empty, { 'core/quote': 'Citation' })).to.equal(
      'Styles : Couleurs. Bloc Citation.',
    );
  });
});
