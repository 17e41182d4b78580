// Pattern categories by name (spec 2.9, 6, 7, 8): the new-pattern form's categories typed as
// labels, each found among the user's terms and the theme's categories or marked to create; the
// category an import goes into; the Rename and Delete rules and texts.
import { toApiError } from '../api/error';
import { decodeEntities } from '../block-preview/escape';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import { slugFromTitle } from '../posts/drafts';
import {
  ALL_PATTERNS,
  MY_PATTERNS,
  type PatternCategory,
  type PatternCategorySources,
} from './categories';
import { TEMPLATE_PART } from './items';

/** A category the user can type: a term (with its id) or a theme category (not yet a term). */
export interface CategoryChoice {
  label: string;
  slug: string;
  id?: number | undefined;
}

/** What to send for one typed category: an existing term's id, or a term to create. */
export type CategoryTermPlan = { id: number } | { create: { name: string; slug?: string } };

const key = (label: string) => label.trim().toLowerCase();

/**
 * Every category the form knows, by label (trimmed, case-insensitive): the user's terms first,
 * then the theme's categories with a label no term has. Of two theme categories with one label,
 * the one named like the label is kept ('posts' over 'query' for 'Posts').
 */
export function categoryChoices(sources: PatternCategorySources): Map<string, CategoryChoice> {
  const choices = new Map<string, CategoryChoice>();
  for (const term of sources.userCategories) {
    const label = decodeEntities(term.name);
    if (!choices.has(key(label))) choices.set(key(label), { label, slug: term.slug, id: term.id });
  }
  for (const category of sources.themeCategories) {
    const existing = choices.get(key(category.label));
    const namedLikeLabel = slugFromTitle(category.label) === category.name;
    if (existing && (existing.id !== undefined || !namedLikeLabel)) continue;
    choices.set(key(category.label), { label: category.label, slug: category.name });
  }
  return choices;
}

/** The form's suggestions: every known label containing the search, alphabetically. */
export function categorySuggestions(choices: Map<string, CategoryChoice>, search = ''): string[] {
  const wanted = key(search);
  return [...choices.values()]
    .map((choice) => choice.label)
    .filter((label) => label.toLowerCase().includes(wanted))
    .sort((a, b) => a.localeCompare(b));
}

/** One typed label: a term's id, a theme category to make a term of, or a new term. */
export function planCategoryTerm(
  label: string,
  choices: Map<string, CategoryChoice>,
): CategoryTermPlan | undefined {
  const name = label.trim();
  if (name === '') return undefined;
  const existing = choices.get(key(name));
  if (existing?.id !== undefined) return { id: existing.id };
  if (existing) return { create: { name: existing.label, slug: existing.slug } };
  return { create: { name } };
}

/**
 * The labels of an item's categories, as the duplicate's form starts with them: a user pattern's
 * terms by name, a theme pattern's categories by the theme's label (or a term of that slug).
 */
export function categoryLabelsOf(
  item: { termIds: readonly number[]; categories: readonly string[] },
  sources: PatternCategorySources,
): string[] {
  const labels: string[] = [];
  for (const id of item.termIds) {
    const term = sources.userCategories.find((candidate) => candidate.id === id);
    if (term) labels.push(decodeEntities(term.name));
  }
  for (const name of item.categories) {
    const theme = sources.themeCategories.find((candidate) => candidate.name === name);
    const term = sources.userCategories.find((candidate) => candidate.slug === name);
    const label = theme?.label ?? (term ? decodeEntities(term.name) : undefined);
    if (label) labels.push(label);
  }
  return [...new Map(labels.map((label) => [key(label), label])).values()];
}

/** The typed labels, blanks and repeats (ignoring case) dropped, each planned. */
export function planCategoryTerms(
  labels: readonly string[],
  choices: Map<string, CategoryChoice>,
): CategoryTermPlan[] {
  const seen = new Set<string>();
  const plans: CategoryTermPlan[] = [];
  for (const label of labels) {
    if (seen.has(key(label))) continue;
    seen.add(key(label));
    const plan = planCategoryTerm(label, choices);
    if (plan) plans.push(plan);
  }
  return plans;
}

/**
 * A term created meanwhile answers `term_exists` with the existing id in `data.term_id`: use it.
 * Undefined for any other failure.
 */
export function existingTermId(error: unknown): number | undefined {
  const failure = error as { code?: unknown; data?: { term_id?: unknown } } | null | undefined;
  if (failure?.code !== 'term_exists') return undefined;
  const id = Number(failure.data?.term_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The term ids of planned categories, making the terms to create one by one with `createTerm`
 * (the editor's stores, or core-data in the canvas): a term made meanwhile (another tab, or a
 * theme category's slug) is found by the id the host names.
 */
export async function categoryTermIdsOf(
  plans: readonly CategoryTermPlan[],
  createTerm: (create: { name: string; slug?: string }) => Promise<{ id: number }>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    if ('id' in plan) {
      ids.push(plan.id);
      continue;
    }
    try {
      ids.push((await createTerm(plan.create)).id);
    } catch (error) {
      const existing = existingTermId(error);
      if (existing === undefined) throw error;
      ids.push(existing);
    }
  }
  return ids;
}

/**
 * The category an import goes into (spec 7): the category chosen in the sidebar, unless it is a
 * special one or the list is template parts. A theme category becomes a term first.
 */
export function importCategoryPlan(
  postType: string | undefined,
  category: PatternCategory | undefined,
  sources: PatternCategorySources,
): CategoryTermPlan | undefined {
  if (postType === TEMPLATE_PART || !category || category.isSpecial) return undefined;
  if (category.id !== undefined) return { id: category.id };
  return planCategoryTerm(category.label, categoryChoices(sources));
}

/** Spec 2.9: the default category's list. */
export const DEFAULT_CATEGORY_PATH = `/pattern?categoryId=${ALL_PATTERNS}`;

/**
 * Spec 2.9: after an import that went into no category, the default category's list, unless the
 * user is on My patterns, where the import shows already. Undefined: stay.
 */
export function pathAfterImport(
  categoryId: string | undefined,
  wentIntoCategory: boolean,
): string | undefined {
  if (wentIntoCategory || categoryId === MY_PATTERNS) return undefined;
  return DEFAULT_CATEGORY_PATH;
}

/** Spec 6: only the user's own categories (with a term id) are renamed and deleted. */
export function canRenameCategory(category: PatternCategory | undefined): boolean {
  return !!category && !category.isSpecial && category.id !== undefined;
}

export const canDeleteCategory = canRenameCategory;

/** A rename is saved only with a non-empty name that differs from the current one. */
export function isCategoryRenameValid(category: PatternCategory, name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== category.label;
}

/** Spec 8: the confirmation's title. */
export function deleteCategoryTitle(name: string): string {
  return sprintf(__('Delete "%s"?'), name);
}

/** Spec 8: the confirmation's body. */
export function deleteCategoryMessage(name: string): string {
  return sprintf(
    __('Are you sure you want to delete the category "%s"? The patterns will not be deleted.'),
    name,
  );
}

/** Spec 8: the success notice. */
export function categoryDeletedMessage(name: string): string {
  return sprintf(__('"%s" deleted.'), name);
}

/** Spec 8: the host's message, unless it has none or an unknown_error code. */
export function categoryDeleteFailureMessage(error: unknown): string {
  return toApiError(error, __('An error occurred while deleting the pattern category.')).message;
}

/** Spec 2.9: deleting a category goes to the default category. */
export const PATH_AFTER_CATEGORY_DELETE = DEFAULT_CATEGORY_PATH;
