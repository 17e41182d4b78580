// Properties: which fields show and in which order. Shown fields come first, in the view's
// order, each with Move up and Move down; hidden ones follow. Toggling moves the row between
// the two groups, so its control is a new element: focus is put back on it 50 ms later (spec 9).
import { useId, useRef } from 'react';
import {
  hidableFields,
  hideField,
  moveField,
  showField,
  visibleFieldIds,
} from '../../../data-view';
import type { NormalisedField, View } from '../../../data-view/types';
import { __, sprintf } from '../../../i18n';
import { Icon } from '../../../ui/icons';
import { useDataView } from '../context';

/** Spec 9: focus restored 50 ms after toggling field visibility. */
export const FOCUS_RESTORE_MS = 50;

const SPECIAL_ROLES = [
  ['titleField', 'showTitle'],
  ['mediaField', 'showMedia'],
  ['descriptionField', 'showDescription'],
] as const;

interface Row {
  field: NormalisedField;
  visible: boolean;
  /** Position among the visible columns, or -1 for the title, media and description fields. */
  position: number;
}

function propertyRows(view: View, fields: NormalisedField[]): Row[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const special = SPECIAL_ROLES.flatMap(([role, flag]) => {
    const field = view[role] ? byId.get(view[role]) : undefined;
    return field?.enableHiding ? [{ field, visible: view[flag] !== false, position: -1 }] : [];
  });
  const visibleIds = visibleFieldIds(view, fields);
  const visible = visibleIds.flatMap((id, position) => {
    const field = byId.get(id);
    return field ? [{ field, visible: true, position }] : [];
  });
  const taken = new Set([...visibleIds, ...special.map((row) => row.field.id)]);
  const hidden = hidableFields(fields)
    .filter((field) => !taken.has(field.id))
    .map((field) => ({ field, visible: false, position: -1 }));
  return [
    ...special.filter((row) => row.visible),
    ...visible,
    ...special.filter((row) => !row.visible),
    ...hidden,
  ];
}

export function PropertiesSection() {
  const { view, fields, onChangeView } = useDataView();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const rows = propertyRows(view, fields);
  const columnCount = visibleFieldIds(view, fields).length;

  const change = (next: View, focusKey: string) => {
    onChangeView(next);
    setTimeout(() => {
      const target = sectionRef.current?.querySelector<HTMLElement>(
        `[data-focus-key="${CSS.escape(focusKey)}"]`,
      );
      target?.focus();
    }, FOCUS_RESTORE_MS);
  };
  const move = (field: NormalisedField, direction: 'left' | 'right', focusKey: string) =>
    change(moveField(view, field.id, direction, fields), focusKey);

  return (
    <section className="dv-view-options__section" aria-labelledby={headingId} ref={sectionRef}>
      <h3 id={headingId} className="dv-view-options__heading">
        {__('Properties')}
      </h3>
      <ul className="dv-properties">
        {rows.map(({ field, visible, position }) => {
          const toggleKey = `toggle:${field.id}`;
          const upKey = `up:${field.id}`;
          const downKey = `down:${field.id}`;
          const first = position <= 0;
          const last = position === columnCount - 1;
          return (
            <li key={field.id} className={`dv-properties__row${visible ? '' : ' is-hidden'}`}>
              {field.enableHiding ? (
                <label className="dv-properties__label">
                  <input
                    type="checkbox"
                    checked={visible}
                    data-focus-key={toggleKey}
                    onChange={() =>
                      change(
                        visible
                          ? hideField(view, field.id, fields)
                          : showField(view, field.id, fields),
                        toggleKey,
                      )
                    }
                  />
                  <span>{field.label}</span>
                </label>
              ) : (
                <span className="dv-properties__label is-fixed">
                  <span>{field.label}</span>
                </span>
              )}
              {position >= 0 && (
                <span className="dv-properties__moves">
                  <button
                    type="button"
                    className="se-icon-button dv-properties__move"
                    aria-label={sprintf(__('Move %s up'), field.label)}
                    aria-disabled={first}
                    data-focus-key={upKey}
                    onClick={() => !first && move(field, 'left', upKey)}
                  >
                    <Icon name="moveUp" size={18} />
                  </button>
                  <button
                    type="button"
                    className="se-icon-button dv-properties__move"
                    aria-label={sprintf(__('Move %s down'), field.label)}
                    aria-disabled={last}
                    data-focus-key={downKey}
                    onClick={() => !last && move(field, 'right', downKey)}
                  >
                    <Icon name="moveDown" size={18} />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
