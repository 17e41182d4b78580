// Rounding as WordPress's PHP does it (half away from zero, decimal-exact: 1.005 -> 1.01), so
// generated sizes print the same digits as the site.

export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return sign * Number(`${shifted}e-${digits}`);
}

/** True for numbers and numeric strings (`'1.5'`, `'0'`), as PHP's is_numeric. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Number.isFinite(Number(value));
}
