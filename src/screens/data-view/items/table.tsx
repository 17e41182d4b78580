// Table layout: a real table with column headers that sort, move and hide their column through a
// menu, selection checkboxes when bulk actions exist, and each row's actions at the end.
import {
  hasBulkActions,
  hideField,
  moveField,
  setSort,
  shownFields,
  visibleFieldIds,
} from '../../../data-view';
import { useRef } from 'react';
import type { NormalisedField, View } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { FOCUS_RESTORE_MS } from '../view-options/properties';
import { Menu, MenuGroup, MenuItem, MenuItemRadio } from '../../../ui/menu';
import { type AnyItem, useDataView } from '../context';
import { FieldValue, ItemTitle } from './field-value';
import { ItemActions } from './item-actions';
import { ItemCheckbox, SelectAll } from './selection';

function columnStyle(view: View, fieldId: string) {
  const style = view.layout?.styles?.[fieldId];
  return style
    ? { width: style.width, maxWidth: style.maxWidth, minWidth: style.minWidth }
    : undefined;
}

/**
 * Hiding a column removes the button its menu came from: focus goes to the header before it (the
 * next one for the first column), as WordPress's table does, a moment after the change (spec 9),
 * once the menu has closed and the row has re-rendered.
 */
function focusNeighbourHeader(from: HTMLElement | null) {
  const row = from?.closest('tr');
  if (!from || !row) return;
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('.dv-header-button')];
  const index = buttons.findIndex((button) => button.contains(from) || from.contains(button));
  const neighbour = buttons[index > 0 ? index - 1 : index + 1];
  const id = neighbour?.dataset.fieldId;
  if (!id) return;
  setTimeout(() => {
    row
      .querySelector<HTMLButtonElement>(`.dv-header-button[data-field-id="${CSS.escape(id)}"]`)
      ?.focus();
  }, FOCUS_RESTORE_MS);
}

function ColumnHeader({
  field,
  fieldIds,
  movable,
}: {
  field: NormalisedField<AnyItem>;
  fieldIds: string[];
  movable: boolean;
}) {
  const cell = useRef<HTMLTableCellElement>(null);
  const { view, onChangeView, fields } = useDataView();
  const sorted = view.sort?.field === field.id ? view.sort.direction : undefined;
  const index = fieldIds.indexOf(field.id);
  // Hide column comes only with Move left/right (the title is hidden from Properties): a column
  // that cannot move has a menu only when it sorts, never an empty one.
  const menu = field.enableSorting || movable;
  return (
    <th
      ref={cell}
      scope="col"
      style={columnStyle(view, field.id)}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {menu ? (
        <Menu
          label={field.header}
          trigger={null}
          renderTrigger={(props) => (
            <button
              type="button"
              {...props}
              className="dv-header-button"
              aria-haspopup="menu"
              data-field-id={field.id}
            >
              {field.header}
              {sorted && <Icon name={sorted === 'asc' ? 'moveUp' : 'moveDown'} size={16} />}
            </button>
          )}
        >
          {field.enableSorting && (
            <MenuGroup label={__('Sort')}>
              <MenuItemRadio
                checked={sorted === 'asc'}
                onSelect={() => onChangeView(setSort(view, field.id, 'asc'))}
              >
                {__('Sort ascending')}
              </MenuItemRadio>
              <MenuItemRadio
                checked={sorted === 'desc'}
                onSelect={() => onChangeView(setSort(view, field.id, 'desc'))}
              >
                {__('Sort descending')}
              </MenuItemRadio>
            </MenuGroup>
          )}
          {movable && (
            <MenuGroup label={__('Position')}>
              <MenuItem
                disabled={index <= 0}
                onSelect={() => onChangeView(moveField(view, field.id, 'left', fields))}
              >
                {__('Move left')}
              </MenuItem>
              <MenuItem
                disabled={index === fieldIds.length - 1}
                onSelect={() => onChangeView(moveField(view, field.id, 'right', fields))}
              >
                {__('Move right')}
              </MenuItem>
            </MenuGroup>
          )}
          {field.enableHiding && movable && (
            <MenuItem
              onSelect={() => {
                focusNeighbourHeader(cell.current);
                onChangeView(hideField(view, field.id, fields));
              }}
            >
              {__('Hide column')}
            </MenuItem>
          )}
        </Menu>
      ) : (
        field.header
      )}
    </th>
  );
}

export function TableLayout() {
  const { view, fields, actions, data, getItemId, onClickItem, isItemClickable, selection } =
    useDataView();
  const fieldIds = visibleFieldIds(view, fields);
  const {
    title: titleColumn,
    media: mediaField,
    description: descriptionField,
    others: columns,
  } = shownFields(view, fields);
  // Rows are named by their title even when the title column is hidden.
  const titleField = titleColumn ?? fields.find((f) => f.id === view.titleField);
  const bulk = hasBulkActions(actions);
  return (
    <table className={`dv-table is-${view.layout?.density ?? 'balanced'}`}>
      <thead>
        <tr>
          {bulk && (
            <th scope="col" className="dv-table__select">
              <SelectAll />
            </th>
          )}
          {titleColumn && <ColumnHeader field={titleColumn} fieldIds={fieldIds} movable={false} />}
          {columns.map((field) => (
            <ColumnHeader key={field.id} field={field} fieldIds={fieldIds} movable />
          ))}
          {actions.length > 0 && (
            <th scope="col" className="dv-table__actions">
              <span className="se-visually-hidden">{__('Actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {data.map((item) => {
          const id = getItemId(item);
          const title = titleField ? String(titleField.getValue({ item }) ?? '') : id;
          return (
            <tr key={id} className={selection.includes(id) ? 'is-selected' : undefined}>
              {bulk && (
                <td className="dv-table__select">
                  <ItemCheckbox item={item} title={title} />
                </td>
              )}
              {titleColumn && (
                <td className="dv-table__title">
                  <div className="dv-table__primary">
                    {mediaField && (
                      <span className="dv-table__media">
                        <FieldValue item={item} field={mediaField} />
                      </span>
                    )}
                    <div>
                      <ItemTitle
                        item={item}
                        field={titleField}
                        onClick={
                          onClickItem && isItemClickable(item) ? () => onClickItem(item) : undefined
                        }
                      />
                      {descriptionField && (
                        <div className="dv-description">
                          <FieldValue item={item} field={descriptionField} />
                        </div>
                      )}
                    </div>
                  </div>
                </td>
              )}
              {columns.map((field) => (
                <td key={field.id} style={columnStyle(view, field.id)}>
                  <FieldValue item={item} field={field} />
                </td>
              ))}
              {actions.length > 0 && (
                <td className="dv-table__actions">
                  <ItemActions item={item} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
