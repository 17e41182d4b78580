// What a filter chip opens: the operator (when the field has several) and the values, picked
// from a listbox, or from a searchable combobox when the field has many elements (spec 5).
// is and isNot take one value; the other operators take several.
import { useId, useRef } from 'react';
import {
  hasValue,
  isSingleSelectionOperator,
  sameValue,
  setFilterOperator,
  setFilterValue,
  usesCombobox,
} from '../../../data-view';
import type { Filter, NormalisedField, Operator } from '../../../data-view/types';
import { __ } from '../../../i18n';
import { Combobox } from '../../../ui/combobox';
import { Listbox, type ListboxOption } from '../../../ui/listbox';
import { useDataView } from '../context';
import { useFocusOnMount } from '../../../ui/focus-on-mount';
import { operatorName } from './operators';

export function FilterEditor({ field, filter }: { field: NormalisedField; filter: Filter }) {
  const { view, fields, onChangeView } = useDataView();
  const operatorId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, 'select, input, [role="listbox"]');
  const single = isSingleSelectionOperator(filter.operator);
  const elements = field.elements ?? [];
  const options: ListboxOption[] = elements.map((element, index) => ({
    key: String(index),
    label: element.label,
    ...(element.description ? { description: element.description } : {}),
  }));

  const chosen: unknown[] = Array.isArray(filter.value)
    ? filter.value
    : hasValue(filter.value)
      ? [filter.value]
      : [];
  const isChosen = (value: unknown) => chosen.some((entry) => sameValue(entry, value));
  const selected = new Set(
    elements.flatMap((element, index) => (isChosen(element.value) ? [String(index)] : [])),
  );

  const toggle = (key: string) => {
    const element = elements[Number(key)];
    if (!element) return;
    const wasChosen = isChosen(element.value);
    const next = single
      ? wasChosen
        ? undefined
        : element.value
      : wasChosen
        ? chosen.filter((entry) => !sameValue(entry, element.value))
        : [...chosen, element.value];
    onChangeView(setFilterValue(view, field.id, next, fields));
  };

  const values = {
    label: field.label,
    options,
    selected,
    multiple: !single,
    onToggle: toggle,
  };
  return (
    <div className="dv-filter-editor" ref={ref}>
      {field.filterOperators.length > 1 && (
        <div className="dv-filter-editor__operator">
          <label htmlFor={operatorId}>{__('Condition')}</label>
          <select
            id={operatorId}
            value={filter.operator}
            onChange={(event) =>
              onChangeView(setFilterOperator(view, field.id, event.currentTarget.value as Operator))
            }
          >
            {field.filterOperators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorName(operator)}
              </option>
            ))}
          </select>
        </div>
      )}
      {usesCombobox(field) ? <Combobox {...values} /> : <Listbox {...values} />}
    </div>
  );
}
