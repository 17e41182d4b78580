// What every item's sidebar shows, as WordPress's site editor draws it beside an item's view: its
// title with its Actions menu (the same actions its list offers), an optional description, and
// its details as label–value rows.
import { type ReactNode, useState } from 'react';
import type { Action } from '../../data-view/types';
import { __ } from '../../i18n';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/menu';
import { Modal } from '../../ui/modal';

export const itemDetailsStyles = `
.se-item-details { display: grid; gap: 16px; }
.se-item-details__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
.se-item-details__title { margin: 0; font-size: 15px; font-weight: 500; line-height: 1.4; overflow-wrap: anywhere; }
.se-item-details__description { margin: 0; color: inherit; opacity: 0.8; overflow-wrap: anywhere; }
.se-item-details__section { display: grid; gap: 8px; }
.se-item-details__heading { margin: 0; font-size: 11px; font-weight: 500; text-transform: uppercase; opacity: 0.8; }
.se-item-details__rows { display: grid; grid-template-columns: minmax(0, 40%) minmax(0, 1fr); gap: 8px 12px; margin: 0; }
.se-item-details__rows dt { opacity: 0.8; }
.se-item-details__rows dd { margin: 0; overflow-wrap: anywhere; }
.se-item-details__rows a { color: inherit; }
.se-item-details__rows a:focus-visible, .se-item-details__area:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-item-details__areas { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
.se-item-details__area { display: flex; width: 100%; gap: 8px; align-items: center; padding: 6px 8px; border: 0; border-radius: 2px; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.se-item-details__area:hover { background: rgb(255 255 255 / 0.08); }
`;

// The data view's `actionLabel`, read here: importing it would split its module out of the data
// view's chunk into one more shared chunk that every list (and <data-view>) then loads.
const actionLabel = <Item,>(action: Action<Item>, items: Item[]) =>
  typeof action.label === 'function' ? action.label(items) : action.label;

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** The item's details: one row per field that has a value. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  const shown = rows.filter(
    (row) =>
      row.value !== '' && row.value !== undefined && row.value !== null && row.value !== false,
  );
  if (shown.length === 0) return null;
  return (
    <section className="se-item-details__section" aria-label={__('Details')}>
      <h3 className="se-item-details__heading">{__('Details')}</h3>
      <dl className="se-item-details__rows">
        {shown.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The item's actions, as its list offers them, in a menu beside its title. A modal action opens
 * its dialog here; `onDone` hears which action ran (the item may be gone: a delete leaves).
 */
export function ItemActionsMenu<Item>({
  item,
  actions,
  onDone,
}: {
  item: Item;
  actions: Action<Item>[];
  onDone?: (actionId: string) => void;
}) {
  const [modal, setModal] = useState<Action<Item> | null>(null);
  const eligible = actions.filter((action) => action.isEligible?.(item) ?? true);
  if (eligible.length === 0) return null;
  const run = async (action: Action<Item>) => {
    if (action.RenderModal) {
      setModal(action);
      return;
    }
    await action.callback?.([item], {});
    onDone?.(action.id);
  };
  const Render = modal?.RenderModal;
  const title = !modal
    ? ''
    : typeof modal.modalHeader === 'function'
      ? modal.modalHeader([item])
      : (modal.modalHeader ?? actionLabel(modal, [item]));
  return (
    <>
      <Menu
        label={__('Actions')}
        trigger={<Icon name="more" />}
        triggerClassName="se-icon-button"
        align="end"
      >
        {eligible.map((action) => (
          <MenuItem
            key={action.id}
            onSelect={() => void run(action)}
            {...(action.isDestructive ? { destructive: true } : {})}
          >
            {actionLabel(action, [item])}
          </MenuItem>
        ))}
      </Menu>
      {modal && Render && (
        <Modal
          title={title}
          size={modal.modalSize ?? 'medium'}
          hideHeader={modal.hideModalHeader ?? false}
          onRequestClose={() => setModal(null)}
        >
          <Render
            items={[item]}
            closeModal={() => setModal(null)}
            onActionPerformed={() => onDone?.(modal.id)}
          />
        </Modal>
      )}
    </>
  );
}

/** The item's title and its actions, then what the item's kind shows beneath. */
export function ItemFrame({
  title,
  actions,
  description,
  children,
}: {
  title: string;
  actions?: ReactNode;
  description?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="se-item-details">
      <div className="se-item-details__header">
        <h3 className="se-item-details__title">{title}</h3>
        {actions}
      </div>
      {description && <p className="se-item-details__description">{description}</p>}
      {children}
    </div>
  );
}
