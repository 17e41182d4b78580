// What the user does on the Patterns page (spec 2.9, 5, 7, 8): create a pattern or a template
// part, import a pattern file, duplicate, rename, delete, reset and export items, rename and
// delete user categories. Each says how it went in a notice; a failure keeps the list as it was.
import { toApiError } from '../api';
import { __, _n, sprintf } from '../i18n';
import {
  type CategoryTermPlan,
  categoryChoices,
  categoryDeletedMessage,
  categoryDeleteFailureMessage,
  categoryTermIdsOf,
  IMPORT_ERROR_NOTICE_ID,
  IMPORT_SUCCESS_NOTICE_ID,
  importCategoryPlan,
  importedMessage,
  newPatternRecord,
  type PatternCategory,
  type PatternCategorySources,
  type PatternItem,
  parsePatternFile,
  patternFileNames,
  patternFileText,
  planCategoryTerms,
  type SyncStatus,
  TEMPLATE_PART,
  USER_PATTERN,
} from '../patterns';
import { slugFromTitle } from '../posts/drafts';
import { deleteEntityRecord, invalidateEntityRecords, saveEntityRecord } from './entities';
import { download } from '../ui/download';
import { createErrorNotice, createSuccessNotice } from './notices';

type Saved = { id: number | string; title?: { raw?: string; rendered?: string } };

const failureText = (error: unknown, fallback: string) => toApiError(error, fallback).message;
const titleOf = (saved: Saved, sent: string) => saved.title?.raw ?? saved.title?.rendered ?? sent;

/** The term ids for the typed categories: existing ones, and new terms made first. */
export function categoryTermIds(plans: readonly CategoryTermPlan[]): Promise<number[]> {
  return categoryTermIdsOf(plans, (create) =>
    saveEntityRecord<{ id: number }>('taxonomy', 'wp_pattern_category', { ...create }),
  );
}

export interface NewPattern {
  title: string;
  /** Category labels as typed: found among the known ones or created. */
  categories: readonly string[];
  syncStatus: SyncStatus;
}

/** Creates an empty pattern (spec 7: published); resolves with its id. Throws an ApiError. */
export async function createPattern(
  pattern: NewPattern,
  sources: PatternCategorySources,
): Promise<string> {
  const plans = planCategoryTerms(pattern.categories, categoryChoices(sources));
  const categoryIds = await categoryTermIds(plans);
  const saved = await saveEntityRecord<Saved>('postType', USER_PATTERN, {
    ...newPatternRecord({
      title: pattern.title.trim(),
      content: '',
      syncStatus: pattern.syncStatus,
      categoryIds,
    }),
  });
  if (plans.some((plan) => 'create' in plan)) {
    invalidateEntityRecords('taxonomy', 'wp_pattern_category');
  }
  return String(saved.id);
}

/** Saves a new published part (slug from its title); resolves with the host's record. */
function savePart(title: string, area: string, content: string): Promise<Saved> {
  return saveEntityRecord<Saved>('postType', TEMPLATE_PART, {
    slug: slugFromTitle(title) || 'wp-custom-part',
    title,
    content,
    area,
    status: 'publish',
  });
}

/** Creates an empty template part in an area; resolves with its id. Throws an ApiError. */
export async function createTemplatePart(part: { title: string; area: string }): Promise<string> {
  return String((await savePart(part.title.trim(), part.area, '')).id);
}

export interface ImportContext {
  postType?: string | undefined;
  category?: PatternCategory | undefined;
  sources: PatternCategorySources;
}

/**
 * Spec 5, 7, 8: imports one `.json` pattern file into the chosen category (not a special one).
 * Resolves with whether it went into a category; a bad file or a refusal shows spec 8's error
 * snackbar and creates nothing (resolves undefined).
 */
export async function importPatternFile(
  file: File,
  context: ImportContext,
): Promise<{ intoCategory: boolean } | undefined> {
  const fail = (message: string) => {
    createErrorNotice(message, { type: 'snackbar', id: IMPORT_ERROR_NOTICE_ID });
    return undefined;
  };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return fail(__('Invalid JSON file'));
  }
  // Checked before any category term is made: a bad file leaves nothing behind.
  const checked = parsePatternFile(file.name, text);
  if (!checked.ok) return fail(checked.message);
  try {
    const plan = importCategoryPlan(context.postType, context.category, context.sources);
    const categoryIds = plan ? await categoryTermIds([plan]) : [];
    const record = parsePatternFile(file.name, text, categoryIds);
    if (!record.ok) return fail(record.message);
    const saved = await saveEntityRecord<Saved>('postType', USER_PATTERN, { ...record.record });
    if (plan && 'create' in plan) invalidateEntityRecords('taxonomy', 'wp_pattern_category');
    createSuccessNotice(importedMessage(titleOf(saved, record.title)), {
      type: 'snackbar',
      id: IMPORT_SUCCESS_NOTICE_ID,
    });
    return { intoCategory: categoryIds.length > 0 };
  } catch (error) {
    return fail(failureText(error, __('An error occurred while importing the pattern.')));
  }
}

/** What the Duplicate dialog asks for: a pattern's name, categories and sync; a part's area. */
export interface DuplicateChoices {
  title: string;
  categories?: readonly string[];
  syncStatus?: SyncStatus;
  area?: string;
}

/**
 * A copy of a pattern (a user pattern of any pattern, with the name, categories and sync status
 * the dialog chose) or of a part (a part in the chosen area). Says so in a snackbar; resolves
 * with the copy's id. Throws an ApiError: the dialog stays open and shows it.
 */
export async function duplicatePatternItem(
  item: PatternItem,
  choices: DuplicateChoices,
  sources: PatternCategorySources,
): Promise<string> {
  const title = choices.title.trim();
  let saved: Saved;
  if (item.type === TEMPLATE_PART) {
    saved = await savePart(title, choices.area ?? item.area ?? 'uncategorized', item.content);
  } else {
    const plans = planCategoryTerms(choices.categories ?? [], categoryChoices(sources));
    const categoryIds = await categoryTermIds(plans);
    saved = await saveEntityRecord<Saved>('postType', USER_PATTERN, {
      ...newPatternRecord({
        title,
        content: item.content,
        syncStatus: choices.syncStatus ?? item.syncStatus,
        categoryIds,
      }),
    });
    if (plans.some((plan) => 'create' in plan)) {
      invalidateEntityRecords('taxonomy', 'wp_pattern_category');
    }
  }
  createSuccessNotice(sprintf(__('"%s" duplicated.'), titleOf(saved, title)), {
    type: 'snackbar',
  });
  return String(saved.id);
}

/** Renames a user pattern or a part; resolves true once saved. */
export async function renamePatternItem(item: PatternItem, title: string): Promise<boolean> {
  try {
    await saveEntityRecord('postType', item.type, { id: item.id, title: title.trim() });
    invalidateEntityRecords('postType', item.type);
    createSuccessNotice(__('Name updated.'), { type: 'snackbar' });
    return true;
  } catch (error) {
    createErrorNotice(failureText(error, __('An error occurred while renaming the item.')), {
      type: 'snackbar',
    });
    return false;
  }
}

/**
 * Runs one host call per item; says how many went, or the first failure. Lists reload after,
 * so a reset part shows the theme's version again.
 */
async function eachItem(
  items: readonly PatternItem[],
  run: (item: PatternItem) => Promise<unknown>,
  done: (count: number, first: PatternItem) => string,
  fallback: string,
): Promise<number> {
  const results = await Promise.allSettled(items.map(run));
  for (const type of new Set(items.map((item) => item.type))) {
    invalidateEntityRecords('postType', type);
  }
  const succeeded = items.filter((_, index) => results[index]?.status === 'fulfilled');
  if (succeeded.length > 0) {
    createSuccessNotice(done(succeeded.length, succeeded[0]!), { type: 'snackbar' });
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure?.status === 'rejected') {
    createErrorNotice(failureText(failure.reason, fallback), { type: 'snackbar' });
  }
  return succeeded.length;
}

const oneOrMany =
  (one: string, many: (count: number) => string) => (count: number, first: PatternItem) =>
    count === 1 ? sprintf(one, first.title || __('(no title)')) : sprintf(many(count), count);

/** Deletes user patterns and the user's parts for good (neither has a trash). */
export function deletePatternItems(items: readonly PatternItem[]): Promise<number> {
  return eachItem(
    items,
    (item) => deleteEntityRecord('postType', item.type, item.id, { force: true }),
    oneOrMany(__('"%s" deleted.'), (count) => _n('%d item deleted.', '%d items deleted.', count)),
    __('An error occurred while deleting the items.'),
  );
}

/** Puts customised parts back to the theme's file (the host deletes the user's copy). */
export function resetPatternItems(items: readonly PatternItem[]): Promise<number> {
  return eachItem(
    items,
    (item) => deleteEntityRecord('postType', item.type, item.id, { force: true }),
    oneOrMany(__('"%s" reset.'), (count) => _n('%d item reset.', '%d items reset.', count)),
    __('An error occurred while resetting the items.'),
  );
}

/**
 * Export as JSON (spec 7): one pattern as its `.json` file, several as one zip of their files
 * (fflate loads only for a bulk export).
 */
export async function exportPatternItems(items: readonly PatternItem[]): Promise<void> {
  const names = patternFileNames(items);
  if (items.length === 1) {
    download(names[0]!, new Blob([patternFileText(items[0]!)], { type: 'application/json' }));
    return;
  }
  const { strToU8, zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  items.forEach((item, index) => {
    files[names[index]!] = strToU8(patternFileText(item));
  });
  const zip = zipSync(files);
  download('patterns.zip', new Blob([zip.slice().buffer], { type: 'application/zip' }));
}

/** Renames a user category (its term); resolves true once saved. */
export async function renamePatternCategory(
  category: PatternCategory,
  name: string,
): Promise<boolean> {
  if (category.id === undefined) return false;
  try {
    await saveEntityRecord('taxonomy', 'wp_pattern_category', {
      id: category.id,
      name: name.trim(),
    });
    invalidateEntityRecords('taxonomy', 'wp_pattern_category');
    createSuccessNotice(__('Category renamed.'), { type: 'snackbar' });
    return true;
  } catch (error) {
    createErrorNotice(failureText(error, __('An error occurred while renaming the category.')), {
      type: 'snackbar',
    });
    return false;
  }
}

/** Deletes a user category (spec 8's notices); the patterns stay. Resolves true once deleted. */
export async function deletePatternCategory(category: PatternCategory): Promise<boolean> {
  if (category.id === undefined) return false;
  try {
    await deleteEntityRecord('taxonomy', 'wp_pattern_category', category.id, { force: true });
    invalidateEntityRecords('taxonomy', 'wp_pattern_category');
    invalidateEntityRecords('postType', USER_PATTERN);
    createSuccessNotice(categoryDeletedMessage(category.label), { type: 'snackbar' });
    return true;
  } catch (error) {
    createErrorNotice(categoryDeleteFailureMessage(error), { type: 'snackbar' });
    return false;
  }
}
