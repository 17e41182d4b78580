// Which actions a pattern or template part offers (spec 2.9, 4, 5, 6), and the add menu's
// entries: pure rules over the item and the permissions the host gave, so the screen builds its
// data-view actions from them.
import { __ } from '../i18n/translate';
import { duplicateTitle } from '../posts/drafts';
import {
  type NewPatternRecord,
  newPatternRecord,
  type PatternItem,
  TEMPLATE_PART,
  THEME_PATTERN,
  USER_PATTERN,
} from './items';

export type PatternActionId = 'edit' | 'duplicate' | 'rename' | 'delete' | 'reset' | 'export-json';

/**
 * What the user may do to one item and its type. `update` and `delete` are the item's own
 * (spec 6: read for every non-theme item, e.g. `canUser('update', { kind: 'postType', name,
 * id })`); `create` is the user's on the item's type (wp_block, or wp_template_part).
 * Unknown (undefined) counts as not allowed: an action appears once the host has said yes.
 */
export interface PatternPermissions {
  update?: boolean | undefined;
  delete?: boolean | undefined;
  create?: boolean | undefined;
  /** Template parts are duplicated only in a block theme. */
  isBlockTheme?: boolean | undefined;
}

type ActionItem = Pick<
  PatternItem,
  'type' | 'status' | 'source' | 'hasThemeFile' | 'originalSource'
>;

const isTrashed = (item: ActionItem) => item.status === 'trash';

/** A part the user made or customised (`source` 'custom'). */
const isCustomised = (item: ActionItem) => item.type === TEMPLATE_PART && item.source === 'custom';

/** A part the theme (or a plugin) supplies, so a customised copy can go back to it. */
function hasOriginal(item: ActionItem): boolean {
  return (
    item.hasThemeFile === true ||
    item.originalSource === 'theme' ||
    item.originalSource === 'plugin'
  );
}

/** Spec 5: Edit for anything outside the trash that is not a theme pattern. */
function canEdit(item: ActionItem): boolean {
  return !isTrashed(item) && item.type !== THEME_PATTERN;
}

/**
 * Duplicating makes a new record ('{title} (Copy)'): a user pattern from any pattern, a part from
 * a part in a block theme; both need create permission on the type.
 */
function canDuplicate(item: ActionItem, permissions: PatternPermissions): boolean {
  if (isTrashed(item) || permissions.create !== true) return false;
  return item.type !== TEMPLATE_PART || permissions.isBlockTheme === true;
}

/** Renaming: a user pattern, or a part the user made (not one the theme supplies). */
function canRename(item: ActionItem, permissions: PatternPermissions): boolean {
  if (isTrashed(item) || permissions.update !== true) return false;
  if (item.type === USER_PATTERN) return true;
  return isCustomised(item) && !hasOriginal(item);
}

/** Deleting: user patterns and parts the user made; a theme's part is reset instead. */
function canDelete(item: ActionItem, permissions: PatternPermissions): boolean {
  if (permissions.delete !== true) return false;
  if (item.type === USER_PATTERN) return true;
  return isCustomised(item) && !hasOriginal(item);
}

/** Resetting: a part the theme supplies that the user customised (deleting the customised copy). */
function canReset(item: ActionItem, permissions: PatternPermissions): boolean {
  return permissions.delete === true && isCustomised(item) && hasOriginal(item);
}

/** Export as JSON: user patterns only. */
function canExport(item: ActionItem): boolean {
  return item.type === USER_PATTERN && !isTrashed(item);
}

const RULES: Readonly<
  Record<PatternActionId, (item: ActionItem, permissions: PatternPermissions) => boolean>
> = {
  edit: canEdit,
  duplicate: canDuplicate,
  rename: canRename,
  delete: canDelete,
  reset: canReset,
  'export-json': canExport,
};

/** Whether an item offers an action, given what the user may do. */
export function isEligible(
  action: PatternActionId,
  item: ActionItem,
  permissions: PatternPermissions = {},
): boolean {
  return RULES[action](item, permissions);
}

/** The actions an item offers, in menu order. */
export function eligibleActions(
  item: ActionItem,
  permissions: PatternPermissions = {},
): PatternActionId[] {
  return PATTERN_ACTION_IDS.filter((action) => RULES[action](item, permissions));
}

export const PATTERN_ACTION_IDS: readonly PatternActionId[] = [
  'edit',
  'duplicate',
  'rename',
  'export-json',
  'reset',
  'delete',
];

/** Per action: whether it applies to a bulk selection (the data view's `supportsBulk`). */
export const PATTERN_ACTION_SUPPORTS_BULK: Readonly<Record<PatternActionId, boolean>> = {
  edit: false,
  duplicate: false,
  rename: false,
  delete: true,
  reset: true,
  'export-json': true,
};

/** The actions' labels, looked up when read so a language loaded later applies. */
export function patternActionLabel(action: PatternActionId): string {
  const labels: Record<PatternActionId, () => string> = {
    edit: () => __('Edit'),
    duplicate: () => __('Duplicate'),
    rename: () => __('Rename'),
    delete: () => __('Delete'),
    reset: () => __('Reset'),
    'export-json': () => __('Export as JSON'),
  };
  return labels[action]();
}

/**
 * Spec 7: what duplicating a pattern (user or theme) sends: '{title} (Copy)', its content, sync
 * status and categories (a theme pattern's categories are names, not terms: none are kept).
 */
export function duplicatePatternRecord(
  item: Pick<PatternItem, 'title' | 'content' | 'syncStatus' | 'termIds'>,
): NewPatternRecord {
  return newPatternRecord({
    title: duplicateTitle(item.title),
    content: item.content,
    syncStatus: item.syncStatus,
    categoryIds: item.termIds,
  });
}

export type AddMenuEntryId = 'new-pattern' | 'new-template-part' | 'import-json';

export interface AddMenuEntry {
  id: AddMenuEntryId;
  label: string;
}

export interface AddMenuContext {
  /** Create permission on wp_block (also what an import needs). */
  canCreatePattern: boolean | undefined;
  /** Create permission on wp_template_part. */
  canCreateTemplatePart: boolean | undefined;
  isBlockTheme: boolean | undefined;
  /** The post types' `add_new_item` labels. */
  addNewPatternLabel?: string | undefined;
  addNewTemplatePartLabel?: string | undefined;
}

/**
 * Spec 2.9 and 6: the add menu's entries: a new pattern and an import need create permission on
 * patterns; a new template part needs create permission on parts and a block theme. No entry:
 * the menu is hidden. Labels come from the post types, with ours while they load.
 */
export function addMenuEntries(context: AddMenuContext): AddMenuEntry[] {
  const entries: AddMenuEntry[] = [];
  if (context.canCreatePattern === true) {
    entries.push({ id: 'new-pattern', label: context.addNewPatternLabel || __('Add Pattern') });
  }
  if (context.isBlockTheme === true && context.canCreateTemplatePart === true) {
    entries.push({
      id: 'new-template-part',
      label: context.addNewTemplatePartLabel || __('Add Template Part'),
    });
  }
  if (context.canCreatePattern === true) {
    entries.push({ id: 'import-json', label: __('Import pattern from JSON') });
  }
  return entries;
}
