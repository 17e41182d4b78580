import { expect } from '@esm-bundle/chai';
import { ApiError } from '../../../src/api/error';
import {
  canDeleteCategory,
  canRenameCategory,
  categoryChoices,
  categoryDeletedMessage,
  categoryDeleteFailureMessage,
  categorySuggestions,
  categoryTermIdsOf,
  deleteCategoryMessage,
  deleteCategoryTitle,
  existingTermId,
  findPatternCategory,
  importCategoryPlan,
  isCategoryRenameValid,
  pathAfterImport,
  planCategoryTerm,
  planCategoryTerms,
} from '../../../src/patterns';
import { patterns, sources } from './fixtures';

const choices = categoryChoices(sources);
const category = (id: string) => findPatternCategory(id, sources, patterns);

describe('categories typed by label', () => {
  it("finds the user's term by label, ignoring case and spaces", () => {
    expect(planCategoryTerm('  recipes & FOOD ', choices)).to.deep.equal({ id: 11 });
    expect(planCategoryTerm('banners', choices), 'the term wins over the theme').to.deep.equal({
      id: 12,
    });
  });

  it("makes a term of a theme category, keeping the theme's slug", () => {
    expect(planCategoryTerm('footers', choices)).to.deep.equal({
      create: { name: 'Footers', slug: 'footer' },
    });
    expect(planCategoryTerm('Posts', choices)).to.deep.equal({
      create: { name: 'Posts', slug: 'posts' },
    });
  });

  it('marks a new label to create, and ignores blanks and repeats', () => {
    expect(planCategoryTerm(' Cats ', choices)).to.deep.equal({ create: { name: 'Cats' } });
    expect(planCategoryTerm('  ', choices)).to.equal(undefined);
    expect(planCategoryTerms(['Cats', 'cats', ' ', 'About'], choices)).to.deep.equal([
      { create: { name: 'Cats' } },
      { create: { name: 'About', slug: 'about' } },
    ]);
  });

  it('suggests every label once, alphabetically, narrowed by the search', () => {
    const all = categorySuggestions(choices);
    expect(all).to.deep.equal([
      'About',
      'Banners',
      'Empty one',
      'Footers',
      'Posts',
      'Recipes & food',
    ]);
    expect(categorySuggestions(choices, 'OO')).to.deep.equal(['Footers', 'Recipes & food']);
  });

  it('uses the id the host names when the term exists already', () => {
    expect(existingTermId({ code: 'term_exists', data: { term_id: 31 } })).to.equal(31);
    expect(
      existingTermId(new ApiError('term_exists', 'A term exists.', 400, { term_id: 5 })),
    ).to.equal(5);
    expect(existingTermId({ code: 'rest_forbidden' })).to.equal(undefined);
    expect(existingTermId(undefined)).to.equal(undefined);
  });
});

describe('the term ids of planned categories', () => {
  it('keeps known ids, makes the rest in order, and takes the id of a term made meanwhile', async () => {
    const made: string[] = [];
    const ids = await categoryTermIdsOf(
      [{ id: 11 }, { create: { name: 'Fresh' } }, { create: { name: 'Raced', slug: 'raced' } }],
      async (create) => {
        made.push(create.name);
        if (create.name === 'Raced') {
          throw new ApiError('term_exists', 'A term exists.', 400, { term_id: 40 });
        }
        return { id: 39 };
      },
    );
    expect(ids).to.deep.equal([11, 39, 40]);
    expect(made).to.deep.equal(['Fresh', 'Raced']);
  });

  it('fails with any other error of the host', async () => {
    const failure = new ApiError('rest_forbidden', 'No.', 403);
    let caught: unknown;
    await categoryTermIdsOf([{ create: { name: 'X' } }], async () => {
      throw failure;
    }).catch((error: unknown) => {
      caught = error;
    });
    expect(caught).to.equal(failure);
  });
});

describe('the category of an import', () => {
  it("is the chosen user category's term", () => {
    expect(importCategoryPlan('wp_block', category('recipes'), sources)).to.deep.equal({ id: 11 });
  });

  it('makes a term of a chosen theme category', () => {
    expect(importCategoryPlan('wp_block', category('footer'), sources)).to.deep.equal({
      create: { name: 'Footers', slug: 'footer' },
    });
  });

  it('is none for the special categories and for template parts', () => {
    for (const id of ['all-patterns', 'my-patterns', 'uncategorized']) {
      expect(importCategoryPlan('wp_block', category(id), sources), id).to.equal(undefined);
    }
    expect(importCategoryPlan('wp_template_part', category('recipes'), sources)).to.equal(
      undefined,
    );
    expect(importCategoryPlan('wp_block', undefined, sources)).to.equal(undefined);
  });

  it('goes to the default category after an import into no category', () => {
    expect(pathAfterImport('uncategorized', false)).to.equal('/pattern?categoryId=all-patterns');
    expect(pathAfterImport(undefined, false)).to.equal('/pattern?categoryId=all-patterns');
    expect(pathAfterImport('recipes', true)).to.equal(undefined);
    expect(pathAfterImport('my-patterns', false)).to.equal(undefined);
  });
});

describe('renaming and deleting a category', () => {
  it("is only for the user's categories", () => {
    expect(canRenameCategory(category('recipes'))).to.equal(true);
    expect(canDeleteCategory(category('recipes'))).to.equal(true);
    expect(canRenameCategory(category('footer'))).to.equal(false);
    expect(canDeleteCategory(category('banner')), 'merged into a theme category').to.equal(false);
    expect(canDeleteCategory(category('my-patterns'))).to.equal(false);
    expect(canDeleteCategory(undefined)).to.equal(false);
  });

  it('saves a rename only with a new, non-empty name', () => {
    const recipes = category('recipes')!;
    expect(isCategoryRenameValid(recipes, '  ')).to.equal(false);
    expect(isCategoryRenameValid(recipes, 'Recipes & food ')).to.equal(false);
    expect(isCategoryRenameValid(recipes, 'Food')).to.equal(true);
  });

  it('confirms with the texts of spec 8', () => {
    expect(deleteCategoryTitle('Recipes')).to.equal('Delete "Recipes"?');
    expect(deleteCategoryMessage('Recipes')).to.equal(
      'Are you sure you want to delete the category "Recipes"? The patterns will not be deleted.',
    );
    expect(categoryDeletedMessage('Recipes')).to.equal('"Recipes" deleted.');
  });

  it("shows the host's message on failure, or the fallback", () => {
    expect(categoryDeleteFailureMessage(new ApiError('rest_forbidden', 'Nope.', 403))).to.equal(
      'Nope.',
    );
    const fallback = 'An error occurred while deleting the pattern category.';
    expect(categoryDeleteFailureMessage(new ApiError('unknown_error', 'Boom', 500))).to.equal(
      fallback,
    );
    expect(categoryDeleteFailureMessage(new ApiError('rest_error', '', 500))).to.equal(fallback);
    expect(categoryDeleteFailureMessage(undefined)).to.equal(fallback);
  });
});
