import { expect } from '@esm-bundle/chai';
import {
  actionLabel,
  bulkActions,
  eligibleActions,
  hasBulkActions,
  isSelectable,
  primaryActions,
  pruneSelection,
  secondaryActions,
  selectAllState,
  selectableIds,
  toggleAll,
  toggleSelected,
} from '../../../src/data-view/selection';
import type { Action } from '../../../src/data-view/types';

interface Page {
  id: number;
  status: string;
}

const getItemId = (item: Page) => String(item.id);
const items: Page[] = [
  { id: 1, status: 'publish' },
  { id: 2, status: 'trash' },
  { id: 3, status: 'draft' },
];
const edit: Action<Page> = {
  id: 'edit',
  label: 'Edit',
  isPrimary: true,
  isEligible: (item) => item.status !== 'trash',
};
const trash: Action<Page> = {
  id: 'trash',
  label: (selected) => (selected.length > 1 ? 'Move items to trash' : 'Move to trash'),
  supportsBulk: true,
  isEligible: (item) => item.status !== 'trash',
};
const view: Action<Page> = { id: 'view', label: 'View' };
const actions = [edit, trash, view];

describe('bulk actions', () => {
  it('lists only the actions that support bulk', () => {
    expect(bulkActions(actions)).to.deep.equal([trash]);
    expect(hasBulkActions(actions)).to.equal(true);
    expect(hasBulkActions([edit, view])).to.equal(false);
  });

  it('makes an item selectable only when a bulk action is eligible for it', () => {
    expect(isSelectable(items[0]!, actions)).to.equal(true);
    expect(isSelectable(items[1]!, actions)).to.equal(false);
    expect(isSelectable(items[1]!, [edit, view])).to.equal(false);
  });

  it('treats a bulk action without isEligible as eligible for every item', () => {
    const restore: Action<Page> = { id: 'restore', label: 'Restore', supportsBulk: true };
    expect(isSelectable(items[1]!, [restore])).to.equal(true);
  });

  it('lists the ids of the selectable items', () => {
    expect(selectableIds(items, actions, getItemId)).to.deep.equal(['1', '3']);
  });
});

describe('selection', () => {
  it('drops ids absent from the data', () => {
    expect(pruneSelection(['1', '9', '3'], items, getItemId)).to.deep.equal(['1', '3']);
  });

  it('returns the same array when every id is still in the data', () => {
    const selection = ['3', '1'];
    expect(pruneSelection(selection, items, getItemId)).to.equal(selection);
    const empty: string[] = [];
    expect(pruneSelection(empty, [], getItemId)).to.equal(empty);
  });

  it('reports none, some or all of the selectable items as selected', () => {
    expect(selectAllState([], items, actions, getItemId)).to.equal('none');
    expect(selectAllState(['1'], items, actions, getItemId)).to.equal('some');
    expect(selectAllState(['1', '3'], items, actions, getItemId)).to.equal('all');
  });

  it('counts only selectable items towards all', () => {
    expect(selectAllState(['2'], items, actions, getItemId)).to.equal('none');
    expect(selectAllState([], items, [edit], getItemId)).to.equal('none');
  });

  it('selects every selectable item when not all are selected', () => {
    expect(toggleAll([], items, actions, getItemId)).to.deep.equal(['1', '3']);
    expect(toggleAll(['3'], items, actions, getItemId)).to.deep.equal(['3', '1']);
  });

  it('unselects them all when all are selected, keeping ids of other pages', () => {
    expect(toggleAll(['7', '1', '3'], items, actions, getItemId)).to.deep.equal(['7']);
  });
});

describe('item actions', () => {
  it('offers an item only the actions eligible for it', () => {
    expect(eligibleActions(items[1]!, actions)).to.deep.equal([view]);
    expect(eligibleActions(items[0]!, actions)).to.deep.equal(actions);
  });

  it('still offers a disabled action, to be shown greyed out', () => {
    const locked: Action<Page> = { ...edit, disabled: true };
    expect(primaryActions(items[0]!, [locked, view])).to.deep.equal([locked]);
  });

  it('splits primary from secondary actions', () => {
    expect(primaryActions(items[0]!, actions)).to.deep.equal([edit]);
    expect(secondaryActions(items[0]!, actions)).to.deep.equal([trash, view]);
    expect(primaryActions(items[1]!, actions)).to.deep.equal([]);
  });

  it('words the label for the items it applies to', () => {
    expect(actionLabel(trash, [items[0]!])).to.equal('Move to trash');
    expect(actionLabel(trash, items)).to.equal('Move items to trash');
    expect(actionLabel(edit, items)).to.equal('Edit');
  });
});

describe('toggleSelected', () => {
  it('adds an unselected item and removes a selected one', () => {
    expect(toggleSelected(['1', '2'], '3')).to.deep.equal(['1', '2', '3']);
    expect(toggleSelected(['1', '2'], '1')).to.deep.equal(['2']);
  });
});
