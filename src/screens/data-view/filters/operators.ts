// How a filter reads to the user: the operator names of the editor's select, and the chip's
// sentence ("Author is any of: Ana, Ben"). Whole sentences per operator, so translators can order
// the words as their language needs.
import { valueText } from '../../../data-view';
import type { Filter, NormalisedField, Operator } from '../../../data-view/types';
import { __, sprintf } from '../../../i18n';

const operatorNames: Record<Operator, () => string> = {
  is: () => __('Is'),
  isNot: () => __('Is not'),
  isAny: () => __('Is any of'),
  isNone: () => __('Is none of'),
  isAll: () => __('Is all of'),
  isNotAll: () => __('Is not all of'),
};

/* translators: 1: a field name, 2: the values it is filtered by. */
const sentences: Record<Operator, () => string> = {
  is: () => __('%1$s is: %2$s'),
  isNot: () => __('%1$s is not: %2$s'),
  isAny: () => __('%1$s is any of: %2$s'),
  isNone: () => __('%1$s is none of: %2$s'),
  isAll: () => __('%1$s is all of: %2$s'),
  isNotAll: () => __('%1$s is not all of: %2$s'),
};

export function operatorName(operator: Operator): string {
  return operatorNames[operator]();
}

/** The chip's text: the field's label alone until a value is chosen. */
export function filterSummary(field: NormalisedField, filter: Filter): string {
  const values = valueText(field, filter.value);
  if (!values) return field.label;
  return sprintf(sentences[filter.operator](), field.label, values);
}
