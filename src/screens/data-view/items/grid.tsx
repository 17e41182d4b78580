// Grid layout: cards in as many columns as the width bucket allows (spec 9), media on top, then
// title, description, badges and the other visible fields. Arrow keys move between cards; Enter
// opens a card, Space selects it.
import type { KeyboardEvent } from 'react';
import {
  GRID_GAP,
  gridColumns,
  isSelectable,
  toggleSelected,
  shownFields,
} from '../../../data-view';
import { type AnyItem, useContainerWidth, useDataView } from '../context';
import { FieldValue, ItemTitle } from './field-value';
import { ItemActions } from './item-actions';
import { rovingKeyDown } from './roving-focus';
import { ItemCheckbox } from './selection';

export function GridLayout() {
  const {
    view,
    fields,
    actions,
    data,
    getItemId,
    onClickItem,
    isItemClickable,
    selection,
    onChangeSelection,
  } = useDataView();
  const containerWidth = useContainerWidth();
  const columns = gridColumns(containerWidth || 1024, view.layout?.previewSize);
  const {
    title: titleField,
    media: mediaField,
    description: descriptionField,
    others: shown,
  } = shownFields(view, fields);
  const badgeIds = view.layout?.badgeFields ?? [];
  const badges = shown.filter((f) => badgeIds.includes(f.id));
  const others = shown.filter((f) => !badgeIds.includes(f.id));

  const onCardKeyDown = (event: KeyboardEvent<HTMLElement>, item: AnyItem) => {
    if (event.target !== event.currentTarget) return;
    const id = getItemId(item);
    if (event.key === 'Enter' && onClickItem && isItemClickable(item)) onClickItem(item);
    else if (event.key === ' ' && isSelectable(item, actions)) {
      event.preventDefault();
      onChangeSelection(toggleSelected(selection, id));
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the cards inside.
    <div
      className="dv-grid"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GRID_GAP }}
      onKeyDown={(event) => rovingKeyDown(event, '.dv-card', columns)}
    >
      {data.map((item, index) => {
        const id = getItemId(item);
        const title = titleField ? String(titleField.getValue({ item }) ?? '') : id;
        return (
          <article
            key={id}
            className={`dv-card${selection.includes(id) ? ' is-selected' : ''}`}
            tabIndex={index === 0 ? 0 : -1}
            aria-label={title}
            onKeyDown={(event) => onCardKeyDown(event, item)}
          >
            {mediaField && (
              <div className="dv-card__media">
                <FieldValue item={item} field={mediaField} />
              </div>
            )}
            <div className="dv-card__header">
              <ItemCheckbox item={item} title={title} />
              <ItemTitle
                item={item}
                field={titleField}
                onClick={onClickItem && isItemClickable(item) ? () => onClickItem(item) : undefined}
              />
              <ItemActions item={item} />
            </div>
            {descriptionField && (
              <div className="dv-description">
                <FieldValue item={item} field={descriptionField} />
              </div>
            )}
            {badges.length > 0 && (
              <div className="dv-card__badges">
                {badges.map((field) => (
                  <span key={field.id} className="dv-badge">
                    <FieldValue item={item} field={field} />
                  </span>
                ))}
              </div>
            )}
            {others.length > 0 && (
              <dl className="dv-card__fields">
                {others.map((field) => (
                  <div key={field.id}>
                    <dt>{field.label}</dt>
                    <dd>
                      <FieldValue item={item} field={field} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </article>
        );
      })}
    </div>
  );
}
