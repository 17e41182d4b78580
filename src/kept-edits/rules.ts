// The rules of keeping unsaved edits in the browser: whose they are, which records changed
// since the last write, and which save failures mean the host could not be reached (so the save
// is sent again later) rather than a refusal (which the user has to act on).

/** One record's unsaved edits as kept in the browser between visits. */
export interface KeptEdits {
  /** The site's REST root and the user: edits of another site or user are never offered. */
  scope: string;
  /** The record's id in the entity stores (kind, name and key). */
  id: string;
  kind: string;
  name: string;
  key: string | number | undefined;
  /** The unsaved fields and their values (JSON data). */
  edits: Record<string, unknown>;
  /** What the offer to restore them calls the record. */
  title: string;
  /** When they were last written (ms since the epoch). */
  keptAt: number;
}

/**
 * The scope edits are kept under: the REST root as an absolute URL (two sites on one origin
 * differ by it) and the user's id.
 */
export function keptEditsScope(restRoot: string, pageUrl: string, userId: number): string {
  return `${new URL(restRoot, pageUrl).href} user:${userId}`;
}

/**
 * The records whose edits changed between two snapshots of every record's edits (records
 * with unchanged edits keep the same object): those to write, and those left without edits
 * (saved or discarded) to remove.
 */
export function changedRecords(
  previous: Readonly<Record<string, object>>,
  next: Readonly<Record<string, object>>,
): { write: string[]; remove: string[] } {
  const write = Object.keys(next).filter((id) => previous[id] !== next[id]);
  const remove = Object.keys(previous).filter((id) => !(id in next));
  return { write, remove };
}

/**
 * A failure that says the save may go later without the user changing anything: the host was
 * not there (no answer at all: network down, connection dropped, offline; or a server error,
 * 5xx: a host restarting or overloaded), or it no longer knew the user (`session_ended`: the
 * save goes once they log in again). Such a save waits to be sent again; any other 4xx answer
 * is a refusal the user has to act on.
 */
export function isHostOutage(error: { code?: string; status?: number | undefined }): boolean {
  if (error.code === 'fetch_error' || error.code === 'session_ended') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

/** A save waiting for the host asks it first after this long, then after twice as long… */
export const SAVE_PROBE_FIRST_MS = 1_000;
/** …up to this long between two asks, however long the host stays away. */
export const SAVE_PROBE_LONGEST_MS = 15_000;

/**
 * How long to wait before the nth ask (0 first) whether the host is back, while a save waits for
 * it and nothing else asks the host anything (an idle user): 1 s, 2 s, 4 s, 8 s, then 15 s.
 */
export function saveProbePause(attempt: number): number {
  return Math.min(SAVE_PROBE_FIRST_MS * 2 ** Math.max(0, attempt), SAVE_PROBE_LONGEST_MS);
}
