// The filter lifecycle of spec 4 and 5 as view changes: add a filter with no value and the field's
// first operator, set its values or operator, remove it (a primary filter is only reset), reset
// all. Every change that alters the results goes back to page 1. Each function returns a new view.
import {
  type AnyField,
  filterOperatorsFor,
  isPrimaryFilterField,
  isSingleSelectionOperator,
} from './fields';
import type { Filter, Operator, View } from './types';
import { hasValue } from './values';

function findField<F extends AnyField>(fields: F[], id: string): F | undefined {
  return fields.find((field) => field.id === id);
}

function withFilters(view: View, filters: Filter[]): View {
  return { ...view, filters, page: 1 };
}

/** Replaces the field's filter, or appends it when the view has none for that field yet. */
function upsertFilter(view: View, filter: Filter): View {
  const filters = view.filters ?? [];
  const exists = filters.some((entry) => entry.field === filter.field);
  return withFilters(
    view,
    exists
      ? filters.map((entry) => (entry.field === filter.field ? filter : entry))
      : [...filters, filter],
  );
}

/** A value in the form the operator takes: one value for is/isNot, a list for the others. */
export function valueForOperator(value: unknown, operator: Operator): unknown {
  if (isSingleSelectionOperator(operator)) return Array.isArray(value) ? value[0] : value;
  if (value === undefined || value === null || Array.isArray(value)) return value;
  return [value];
}

export function filterFor(view: View, fieldId: string): Filter | undefined {
  return view.filters?.find((filter) => filter.field === fieldId);
}

/** A filter the user has given a value: the ones that change the results. */
export function activeFilters(view: View): Filter[] {
  return (view.filters ?? []).filter((filter) => hasValue(filter.value));
}

export function filterableFields<F extends AnyField>(fields: F[]): F[] {
  return fields.filter((field) => filterOperatorsFor(field).length > 0);
}

/** Adds an empty filter for the field, with its first operator (no change if not filterable). */
export function addFilter(view: View, field: AnyField): View {
  const operator = filterOperatorsFor(field)[0];
  if (!operator) return { ...view };
  return upsertFilter(view, { field: field.id, operator, value: undefined });
}

/**
 * Sets the values of the field's filter, adding the filter if the view has none yet (a primary
 * filter shown before being added). Its operator is then the field's first one when `fields` is
 * given, else inferred from the value (a list: isAny, one value: is).
 */
export function setFilterValue(
  view: View,
  fieldId: string,
  value: unknown,
  fields?: AnyField[],
): View {
  const existing = filterFor(view, fieldId);
  const field = fields && findField(fields, fieldId);
  const operator =
    existing?.operator ??
    (field && filterOperatorsFor(field)[0]) ??
    (Array.isArray(value) ? 'isAny' : 'is');
  return upsertFilter(view, { field: fieldId, operator, value: valueForOperator(value, operator) });
}

/** Changes the operator, converting the value between one value and a list as needed. */
export function setFilterOperator(view: View, fieldId: string, operator: Operator): View {
  const value = filterFor(view, fieldId)?.value;
  return upsertFilter(view, { field: fieldId, operator, value: valueForOperator(value, operator) });
}

/** Removes the field's filter; a primary filter cannot be removed and is reset to no value. */
export function removeFilter(view: View, fieldId: string, fields: AnyField[]): View {
  const field = findField(fields, fieldId);
  const filters = view.filters ?? [];
  if (field && isPrimaryFilterField(field)) {
    return withFilters(
      view,
      filters.map((filter) =>
        filter.field === fieldId ? { ...filter, value: undefined } : filter,
      ),
    );
  }
  return withFilters(
    view,
    filters.filter((filter) => filter.field !== fieldId),
  );
}

/** Reset: clears the search and every filter; primary filters stay, with no value. */
export function resetFilters(view: View, fields: AnyField[]): View {
  const primary = new Set(fields.filter(isPrimaryFilterField).map((field) => field.id));
  const filters = (view.filters ?? [])
    .filter((filter) => primary.has(filter.field))
    .map((filter) => ({ ...filter, value: undefined }));
  return { ...view, search: '', filters, page: 1 };
}

/**
 * Reset is disabled when there is nothing to clear: no search, no filter with a value and no chip
 * the user added (an empty primary filter is not something to clear; it stays).
 */
export function canResetFilters(view: View, fields: AnyField[]): boolean {
  const primary = new Set(fields.filter(isPrimaryFilterField).map((field) => field.id));
  return (
    Boolean(view.search) ||
    (view.filters ?? []).some((filter) => hasValue(filter.value) || !primary.has(filter.field))
  );
}

/**
 * The filter chips to show, in order: every primary filter (an empty one if the view has none for
 * it yet), then the other filters the user added. Filters of unknown or unfilterable fields are
 * left out.
 */
export function visibleFilters(view: View, fields: AnyField[]): Filter[] {
  const filterable = filterableFields(fields);
  const primary = filterable.filter(isPrimaryFilterField).map(
    (field): Filter =>
      filterFor(view, field.id) ?? {
        field: field.id,
        operator: filterOperatorsFor(field)[0]!,
        value: undefined,
      },
  );
  const primaryIds = new Set(primary.map((filter) => filter.field));
  const added = (view.filters ?? []).filter(
    (filter) =>
      !primaryIds.has(filter.field) && filterable.some((field) => field.id === filter.field),
  );
  return [...primary, ...added];
}

/** The fields the Add filter menu offers: filterable, not primary, not added yet. */
export function fieldsAvailableToAdd<F extends AnyField>(view: View, fields: F[]): F[] {
  return filterableFields(fields).filter(
    (field) => !isPrimaryFilterField(field) && !filterFor(view, field.id),
  );
}
