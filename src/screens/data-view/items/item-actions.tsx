// An item's actions: primary ones as buttons, the others in an 'Actions' menu. An action with a
// modal opens it in a native dialog inside the shadow root; one with a callback runs it.
import { useState } from 'react';
import { actionLabel, primaryActions, secondaryActions } from '../../../data-view';
import type { Action } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { Menu, MenuItem } from '../../../ui/menu';
import { Modal } from '../../../ui/modal';
import type { AnyItem } from '../context';
import { useDataView } from '../context';

export function ActionModal({
  action,
  items,
  onClose,
}: {
  action: Action<AnyItem>;
  items: AnyItem[];
  onClose: () => void;
}) {
  const Render = action.RenderModal;
  return (
    <Modal
      title={
        typeof action.modalHeader === 'function'
          ? action.modalHeader(items)
          : (action.modalHeader ?? actionLabel(action, items))
      }
      size={action.modalSize ?? 'medium'}
      hideHeader={action.hideModalHeader ?? false}
      onRequestClose={onClose}
    >
      {Render && <Render items={items} closeModal={onClose} onActionPerformed={() => {}} />}
    </Modal>
  );
}

/** Runs an action on items, or opens its modal; shared by item actions and bulk actions. */
export function useRunAction() {
  const [modal, setModal] = useState<{ action: Action<AnyItem>; items: AnyItem[] } | null>(null);
  const run = async (action: Action<AnyItem>, items: AnyItem[]) => {
    if (action.RenderModal) setModal({ action, items });
    else await action.callback?.(items, {});
  };
  const modalElement = modal ? (
    <ActionModal action={modal.action} items={modal.items} onClose={() => setModal(null)} />
  ) : null;
  return { run, modalElement };
}

export function ItemActions({ item }: { item: AnyItem }) {
  const { actions } = useDataView();
  const { run, modalElement } = useRunAction();
  const [menuMounted, setMenuMounted] = useState(false);
  const primary = primaryActions(item, actions);
  const secondary = secondaryActions(item, actions);
  if (primary.length === 0 && secondary.length === 0) return null;
  return (
    <div className="dv-item-actions">
      {primary.map((action) => (
        <button
          key={action.id}
          type="button"
          className={`dv-button${action.isDestructive ? ' is-destructive' : ''}`}
          disabled={action.disabled}
          onClick={() => run(action, [item])}
          onPointerEnter={action.onIntent}
          onFocus={action.onIntent}
        >
          {actionLabel(action, [item])}
        </button>
      ))}
      {secondary.length > 0 && !menuMounted && (
        // A stand-in until first used: a list of 100 rows then costs 100 buttons, not 100 menus.
        <button
          type="button"
          className="se-icon-button dv-more"
          aria-label={__('Actions')}
          aria-haspopup="menu"
          aria-expanded="false"
          onClick={() => setMenuMounted(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setMenuMounted(true);
            }
          }}
        >
          <Icon name="more" />
        </button>
      )}
      {secondary.length > 0 && menuMounted && (
        <Menu
          label={__('Actions')}
          trigger={<Icon name="more" />}
          triggerClassName="se-icon-button dv-more"
          align="end"
          defaultOpen
        >
          {secondary.map((action) => (
            <MenuItem
              key={action.id}
              disabled={action.disabled}
              destructive={action.isDestructive}
              onSelect={() => void run(action, [item])}
            >
              {actionLabel(action, [item])}
            </MenuItem>
          ))}
        </Menu>
      )}
      {modalElement}
    </div>
  );
}
