// The host's clock, as its answers' `Date` headers tell it: what "since this moment" means in the
// dates the host writes on records (a create whose answer was lost is looked for among records
// modified since it was sent, stores/entities/create-once.ts). The browser's clock may be off.
let offset = 0;

/** Reads an answer's `Date` header (one-second precision) into the clock's offset. */
export function noteHostDate(header: string | null): void {
  if (!header) return;
  const time = Date.parse(header);
  if (!Number.isNaN(time)) offset = time - Date.now();
}

/** The host's time now (ms since the epoch), as far as its last answer says. */
export function hostNow(): number {
  return Date.now() + offset;
}
