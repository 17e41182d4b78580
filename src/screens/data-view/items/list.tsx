// List layout: one row per item (media thumbnail, title, description, fields, actions), as an
// ARIA grid whose rows carry their selected state, so a screen reader says which item is active.
// One item is selected at a time (the one a screen previews beside the list): a click or Space
// selects a row; Enter opens it (or selects it when items do not open). Up and down move between
// rows, Home and End to the ends. The preview column beside the list is the screen's job.
import type { KeyboardEvent, MouseEvent } from 'react';
import { shownFields } from '../../../data-view';
import { __ } from '../../../i18n';
import { useDataView } from '../context';
import { FieldValue, ItemTitle } from './field-value';
import { ItemActions } from './item-actions';
import { rovingKeyDown } from './roving-focus';

/** Whether a click or key press started on a control of its own inside the row. */
function fromInnerControl(event: KeyboardEvent | MouseEvent): boolean {
  const target = event.target as HTMLElement;
  return target !== event.currentTarget && Boolean(target.closest('button, a, input, select'));
}

export function ListLayout() {
  const {
    view,
    fields,
    data,
    getItemId,
    onClickItem,
    isItemClickable,
    selection,
    onChangeSelection,
  } = useDataView();
  const {
    title: titleField,
    media: mediaField,
    description: descriptionField,
    others,
  } = shownFields(view, fields);
  const select = (id: string) => {
    if (selection.length !== 1 || selection[0] !== id) onChangeSelection([id]);
  };
  // The selected row is the tab stop, so Tab comes back to where the user was.
  const selectedIndex = data.findIndex((item) => selection.includes(getItemId(item)));
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of rows laid out as boxes, not a data table (the list has no columns); focus moves by row, as the ARIA grid pattern allows.
    <div
      role="grid"
      aria-label={__('Items')}
      className={`dv-list is-${view.layout?.density ?? 'balanced'}`}
      onKeyDown={(event) => rovingKeyDown(event, '.dv-row', 1)}
    >
      {data.map((item, index) => {
        const id = getItemId(item);
        const title = titleField ? String(titleField.getValue({ item }) ?? '') : id;
        const open = onClickItem && isItemClickable(item) ? () => onClickItem(item) : undefined;
        const selected = selection.includes(id);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a grid of rows laid out as boxes, not a data table (the list has no columns); focus moves by row, as the ARIA grid pattern allows.
          <div
            key={id}
            role="row"
            aria-selected={selected}
            aria-label={title}
            className={`dv-row${selected ? ' is-selected' : ''}`}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={(event) => {
              if (!fromInnerControl(event)) select(id);
            }}
            onKeyDown={(event) => {
              if (event.target !== event.currentTarget) return;
              if (event.key === ' ') {
                event.preventDefault();
                select(id);
              } else if (event.key === 'Enter') {
                if (open) open();
                else select(id);
              }
            }}
          >
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a grid of rows laid out as boxes, not a data table (the list has no columns); focus moves by row, as the ARIA grid pattern allows. */}
            <div role="gridcell" className="dv-row__main">
              {mediaField && (
                <span className="dv-row__media">
                  <FieldValue item={item} field={mediaField} />
                </span>
              )}
              <div className="dv-row__text">
                <ItemTitle item={item} field={titleField} onClick={open} />
                {descriptionField && (
                  <div className="dv-description">
                    <FieldValue item={item} field={descriptionField} />
                  </div>
                )}
                {others.length > 0 && (
                  <div className="dv-row__fields">
                    {others.map((field) => (
                      <span key={field.id} className="dv-row__field">
                        <span className="se-visually-hidden">{field.label}: </span>
                        <FieldValue item={item} field={field} />
                      </span>
                    ))}
                  </div>
                )}
              </div>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a grid of rows laid out as boxes, not a data table (the list has no columns); focus moves by row, as the ARIA grid pattern allows. */}
            <div role="gridcell" className="dv-row__actions">
              <ItemActions item={item} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
