// Actions per item and the bulk selection (spec 4 and 5): an item can be selected only when some
// bulk action accepts it, the select-all box is checked, mixed or clear over those items, and ids
// that left the data are dropped from the selection.
import type { Action } from './types';

type GetItemId<Item> = (item: Item) => string;

/** An action is eligible for an item unless its isEligible says otherwise. */
function isEligibleFor<Item>(action: Action<Item>, item: Item): boolean {
  return action.isEligible ? action.isEligible(item) : true;
}

export function bulkActions<Item>(actions: Action<Item>[]): Action<Item>[] {
  return actions.filter((action) => action.supportsBulk === true);
}

export function hasBulkActions<Item>(actions: Action<Item>[]): boolean {
  return actions.some((action) => action.supportsBulk === true);
}

/** Spec 5: bulk selection only includes items some bulk action is eligible for. */
export function isSelectable<Item>(item: Item, actions: Action<Item>[]): boolean {
  return actions.some((action) => action.supportsBulk === true && isEligibleFor(action, item));
}

export function selectableIds<Item>(
  items: Item[],
  actions: Action<Item>[],
  getItemId: GetItemId<Item>,
): string[] {
  return items.filter((item) => isSelectable(item, actions)).map(getItemId);
}

/** Drops selected ids absent from the data; the same array when nothing was dropped. */
export function pruneSelection<Item>(
  selection: string[],
  items: Item[],
  getItemId: GetItemId<Item>,
): string[] {
  if (selection.length === 0) return selection;
  const present = new Set(items.map(getItemId));
  const kept = selection.filter((id) => present.has(id));
  return kept.length === selection.length ? selection : kept;
}

export type SelectAllState = 'all' | 'some' | 'none';

/** The select-all checkbox: checked, mixed or clear, over the selectable items. */
export function selectAllState<Item>(
  selection: string[],
  items: Item[],
  actions: Action<Item>[],
  getItemId: GetItemId<Item>,
): SelectAllState {
  const selectable = selectableIds(items, actions, getItemId);
  const selected = new Set(selection);
  const count = selectable.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === selectable.length ? 'all' : 'some';
}

/**
 * The select-all checkbox was clicked: when every selectable item is selected, unselect them;
 * otherwise select them all (keeping what was already selected).
 */
export function toggleAll<Item>(
  selection: string[],
  items: Item[],
  actions: Action<Item>[],
  getItemId: GetItemId<Item>,
): string[] {
  const selectable = selectableIds(items, actions, getItemId);
  if (selectAllState(selection, items, actions, getItemId) === 'all') {
    const unselect = new Set(selectable);
    return selection.filter((id) => !unselect.has(id));
  }
  const already = new Set(selection);
  return [...selection, ...selectable.filter((id) => !already.has(id))];
}

/** The actions offered for one item (disabled ones included: they show, greyed out). */
export function eligibleActions<Item>(item: Item, actions: Action<Item>[]): Action<Item>[] {
  return actions.filter((action) => isEligibleFor(action, item));
}

/** Shown as buttons on the item. */
export function primaryActions<Item>(item: Item, actions: Action<Item>[]): Action<Item>[] {
  return eligibleActions(item, actions).filter((action) => action.isPrimary === true);
}

/** Shown in the item's actions menu. */
export function secondaryActions<Item>(item: Item, actions: Action<Item>[]): Action<Item>[] {
  return eligibleActions(item, actions).filter((action) => action.isPrimary !== true);
}

/** The action's label for these items (some labels depend on how many there are). */
export function actionLabel<Item>(action: Action<Item>, items: Item[]): string {
  return typeof action.label === 'function' ? action.label(items) : action.label;
}

/** The selection with one item added or removed. */
export function toggleSelected(selection: string[], id: string): string[] {
  return selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id];
}
