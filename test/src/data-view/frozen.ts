/** Frozen all the way down: a view rule that mutates its input throws (modules are strict). */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) frozen(entry);
    Object.freeze(value);
  }
  return value;
}
