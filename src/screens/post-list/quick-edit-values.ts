// Quick edit's values (quick-edit-panel.tsx): a field as it is edited, the value several records
// share ('Mixed' when they differ), and dates as a `datetime-local` input holds them.
import type { PostRecord } from './fields';

export const MIXED = Symbol('mixed');
/** A select's value for 'Mixed': no field's real value ('' is the default template). */
export const MIXED_OPTION = '\u0000mixed';

/** The value a field is edited as: `{ raw, rendered }` fields through `raw`. */
export function editable(value: unknown): unknown {
  if (value && typeof value === 'object' && 'raw' in value) return (value as { raw: unknown }).raw;
  return value;
}

/** The one value every record has for a field, or MIXED when they differ. */
export function sharedValue(records: PostRecord[], field: string): unknown {
  const values = records.map((record) => editable(record[field]) ?? '');
  return values.every((value) => value === values[0]) ? values[0] : MIXED;
}

/** The `datetime-local` value of a WordPress date (site time, no zone), and back. */
export const toInputDate = (date: unknown) => (typeof date === 'string' ? date.slice(0, 16) : '');
export const fromInputDate = (value: string) => (value === '' ? null : `${value}:00`);
