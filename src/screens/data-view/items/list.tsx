// List layout: one row per item (media thumbnail, title, description, fields, actions). Up and
// down move between rows; Enter opens one. The preview column beside it is the screen's job.
import { visibleFieldIds } from '../../../data-view';
import type { NormalisedField } from '../../../data-view/types';
import { type AnyItem, useDataView } from '../context';
import { FieldValue, ItemTitle } from './field-value';
import { ItemActions } from './item-actions';
import { rovingKeyDown } from './roving-focus';

export function ListLayout() {
  const { view, fields, data, getItemId, onClickItem, isItemClickable, selection } = useDataView();
  const byId = (id: string | undefined) => fields.find((f) => f.id === id);
  const titleField = view.showTitle !== false ? byId(view.titleField) : undefined;
  const mediaField = view.showMedia !== false ? byId(view.mediaField) : undefined;
  const descriptionField = view.showDescription !== false ? byId(view.descriptionField) : undefined;
  const others = visibleFieldIds(view, fields)
    .map((id) => byId(id))
    .filter((f): f is NormalisedField<AnyItem> => Boolean(f));
  return (
    <ul
      className={`dv-list is-${view.layout?.density ?? 'balanced'}`}
      onKeyDown={(event) => rovingKeyDown(event, '.dv-row', 1)}
    >
      {data.map((item, index) => {
        const id = getItemId(item);
        const title = titleField ? String(titleField.getValue({ item }) ?? '') : id;
        const open = onClickItem && isItemClickable(item) ? () => onClickItem(item) : undefined;
        return (
          <li
            key={id}
            className={`dv-row${selection.includes(id) ? ' is-selected' : ''}`}
            tabIndex={index === 0 ? 0 : -1}
            aria-label={title}
            onKeyDown={(event) => {
              if (event.target === event.currentTarget && event.key === 'Enter') open?.();
            }}
          >
            {mediaField && (
              <span className="dv-row__media">
                <FieldValue item={item} field={mediaField} />
              </span>
            )}
            <div className="dv-row__main">
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
            <ItemActions item={item} />
          </li>
        );
      })}
    </ul>
  );
}
