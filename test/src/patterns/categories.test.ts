import { expect } from '@esm-bundle/chai';
import {
  ALL_PATTERNS,
  ALL_TEMPLATE_PARTS,
  categoryHeader,
  findPatternCategory,
  MY_PATTERNS,
  partsInArea,
  patternCategories,
  patternsInCategory,
  templatePartCategories,
  themePatternItem,
  UNCATEGORIZED,
  userPatternItem,
} from '../../../src/patterns';
import {
  heroPattern,
  latestPosts,
  parts,
  patterns,
  sources,
  themeHeader,
  userPart,
} from './fixtures';

const counts = (list: { label: string; count: number }[]) =>
  list.map((category) => [category.label, category.count]);

describe('pattern categories in the sidebar', () => {
  it('counts a theme pattern in each of its categories and a user pattern in its term', () => {
    expect(counts(patternCategories(sources, patterns))).to.deep.equal([
      ['All patterns', 5],
      ['My patterns', 2],
      ['Uncategorized', 2],
      ['Banners', 1],
      ['Footers', 1],
      ['Posts', 1],
      ['Recipes & food', 1],
    ]);
  });

  it('leaves out empty categories but always shows the three fixed ones', () => {
    const list = patternCategories(sources, []);
    expect(counts(list)).to.deep.equal([
      ['All patterns', 0],
      ['My patterns', 0],
      ['Uncategorized', 0],
    ]);
    expect(list.map((category) => category.name)).to.deep.equal([
      ALL_PATTERNS,
      MY_PATTERNS,
      UNCATEGORIZED,
    ]);
  });

  it('merges a user term into the theme category with its slug', () => {
    const inBannerTerm = userPatternItem({
      id: 50,
      title: { raw: 'Sale' },
      wp_pattern_category: [12],
    });
    const banners = patternCategories(sources, [heroPattern, inBannerTerm]).find(
      (category) => category.label === 'Banners',
    );
    expect(banners).to.include({ name: 'banner', count: 2, id: undefined });
    expect(
      patternCategories(sources, [heroPattern, inBannerTerm]).filter((c) => c.label === 'Banners'),
    ).to.have.length(1);
  });

  it('merges theme categories with one label, named like the label, counting a pattern once', () => {
    const inBoth = themePatternItem({
      name: 'theme/both',
      title: 'Both',
      content: '<p/>',
      categories: ['query', 'posts'],
    });
    const posts = patternCategories(sources, [latestPosts, inBoth]).filter(
      (category) => category.label === 'Posts',
    );
    expect(posts).to.have.length(1);
    expect(posts[0]).to.include({ name: 'posts', count: 2 });
    expect(posts[0]!.description).to.equal('Display your latest posts in lists.');
  });

  it('gives user categories their term id, so only they can be renamed', () => {
    const recipes = patternCategories(sources, patterns).find((c) => c.name === 'recipes');
    expect(recipes).to.include({ id: 11, label: 'Recipes & food', description: 'Kitchen things' });
    expect(patternCategories(sources, patterns).find((c) => c.name === 'footer')?.id).to.equal(
      undefined,
    );
  });

  it('sorts the other categories by label', () => {
    const labels = patternCategories(sources, patterns)
      .slice(3)
      .map((category) => category.label);
    expect(labels).to.deep.equal([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it('files a theme pattern whose categories are all unknown under Uncategorized', () => {
    const stray = themePatternItem({
      name: 'x/y',
      title: 'Y',
      content: '<p/>',
      categories: ['nope'],
    });
    const uncategorized = patternCategories(sources, [stray]).find((c) => c.name === UNCATEGORIZED);
    expect(uncategorized?.count).to.equal(1);
  });

  it('does not count template parts as patterns', () => {
    expect(patternCategories(sources, [...patterns, ...parts])[0]!.count).to.equal(5);
  });
});

describe('the patterns a category lists', () => {
  const titles = (categoryId: string | undefined) =>
    patternsInCategory([...patterns, ...parts], categoryId, sources).map((item) => item.title);

  it('lists every pattern under All patterns or no category', () => {
    expect(titles(ALL_PATTERNS)).to.deep.equal([
      'Hero',
      'Latest posts',
      'Plain',
      'Recipe card',
      'Loose',
    ]);
    expect(titles(undefined)).to.have.length(5);
  });

  it('lists the user patterns under My patterns', () => {
    expect(titles(MY_PATTERNS)).to.deep.equal(['Recipe card', 'Loose']);
  });

  it('lists what the counts counted', () => {
    expect(titles(UNCATEGORIZED)).to.deep.equal(['Plain', 'Loose']);
    expect(titles('footer')).to.deep.equal(['Hero']);
    expect(titles('recipes')).to.deep.equal(['Recipe card']);
    expect(titles('posts')).to.deep.equal(['Latest posts']);
    expect(titles('query'), 'a merged name still finds its category').to.deep.equal([
      'Latest posts',
    ]);
    expect(titles('nothing-here')).to.deep.equal([]);
  });

  it('agrees with the sidebar counts', () => {
    for (const category of patternCategories(sources, patterns)) {
      expect(patternsInCategory(patterns, category.name, sources), category.name).to.have.length(
        category.count,
      );
    }
  });
});

describe('the page header', () => {
  it('shows the category title and description', () => {
    expect(categoryHeader('wp_block', 'banner', sources, patterns)).to.deep.equal({
      title: 'Banners',
      description: 'Bold sections designed to showcase key content.',
    });
    expect(categoryHeader(undefined, undefined, sources, patterns)).to.deep.equal({
      title: 'All patterns',
      description: 'A list of all patterns from all sources.',
    });
    expect(categoryHeader('wp_block', MY_PATTERNS, sources, patterns)?.title).to.equal(
      'My patterns',
    );
  });

  it('keeps the header of a category that has no pattern left', () => {
    expect(categoryHeader('wp_block', 'about', sources, patterns)?.title).to.equal('About');
    expect(findPatternCategory('empty-one', sources, patterns)).to.include({ count: 0, id: 13 });
    expect(categoryHeader('wp_block', 'missing', sources, patterns)).to.equal(undefined);
  });

  it('shows the area for template parts', () => {
    const areas = [{ area: 'header', label: 'Header', description: 'The top of every page.' }];
    expect(categoryHeader('wp_template_part', 'header', sources, [], areas)).to.deep.equal({
      title: 'Header',
      description: 'The top of every page.',
    });
    expect(categoryHeader('wp_template_part', undefined, sources, [], areas)).to.deep.equal({
      title: 'All template parts',
      description: 'Includes every template part defined for any area.',
    });
  });
});

describe('template part areas', () => {
  it('counts parts by area, an unknown area as uncategorized', () => {
    expect(templatePartCategories(parts).map((c) => [c.name, c.label, c.count])).to.deep.equal([
      [ALL_TEMPLATE_PARTS, 'All template parts', 3],
      ['header', 'Header', 1],
      ['footer', 'Footer', 1],
      ['sidebar', 'Sidebar', 0],
      [UNCATEGORIZED, 'General', 1],
    ]);
  });

  it("uses the theme's labels and adds its other areas when they hold parts", () => {
    const areas = [
      { area: 'uncategorized', label: 'Anywhere', description: '' },
      { area: 'overlay', label: 'Overlay', description: 'Menus on top.' },
      { area: 'empty', label: 'Empty', description: '' },
    ];
    const overlay = { ...userPart, area: 'overlay' };
    const list = templatePartCategories([themeHeader, overlay], areas);
    expect(list.map((c) => [c.label, c.count])).to.deep.equal([
      ['All template parts', 2],
      ['Header', 1],
      ['Footer', 0],
      ['Sidebar', 0],
      ['Anywhere', 0],
      ['Overlay', 1],
    ]);
  });

  it('lists the parts of one area', () => {
    expect(partsInArea(parts, 'footer').map((p) => p.title)).to.deep.equal(['Footer']);
    expect(partsInArea(parts, UNCATEGORIZED).map((p) => p.title)).to.deep.equal(['Promo']);
    expect(partsInArea(parts, ALL_TEMPLATE_PARTS)).to.have.length(3);
    expect(partsInArea(parts, undefined)).to.have.length(3);
  });
});
