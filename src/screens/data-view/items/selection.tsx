// Selection checkboxes: one per selectable item, and one for all of them (checked, unchecked or
// mixed). Only items that some bulk action accepts can be selected (spec 5).
import { useEffect, useRef } from 'react';
import { isSelectable, selectAllState, toggleAll, toggleSelected } from '../../../data-view';
import { __, sprintf } from '../../../i18n';
import { type AnyItem, useDataView } from '../context';

export function ItemCheckbox({ item, title }: { item: AnyItem; title: string }) {
  const { actions, selection, onChangeSelection, getItemId } = useDataView();
  if (!isSelectable(item, actions)) return null;
  const id = getItemId(item);
  const checked = selection.includes(id);
  return (
    <input
      type="checkbox"
      className="dv-checkbox"
      aria-label={sprintf(__('Select item: %s'), title || id)}
      checked={checked}
      onChange={() => onChangeSelection(toggleSelected(selection, id))}
    />
  );
}

export function SelectAll() {
  const { actions, selection, onChangeSelection, data, getItemId } = useDataView();
  const state = selectAllState(selection, data, actions, getItemId);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="dv-checkbox"
      aria-label={__('Select all')}
      checked={state === 'all'}
      onChange={() => onChangeSelection(toggleAll(selection, data, actions, getItemId))}
    />
  );
}
