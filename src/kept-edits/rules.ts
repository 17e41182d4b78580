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
 * A failure that says the host was not there, not that it refused: no answer at all (network
 * down, connection dropped, offline) or a server error (5xx, a host restarting or overloaded).
 * Such a save is worth sending again; a 4xx answer is not.
 */
export function isHostOutage(error: { code?: string; status?: number | undefined }): boolean {
  if (error.code === 'fetch_error') return true;
  return typeof error.status === 'number' && error.status >= 500;
}
