// Post statuses and the quick edit rules (spec 4). Quick edit applies one set of edits to each
// selected record; these rules add what a status change implies for that record.
import { __ } from '../i18n/translate';

export type PostStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';

export interface StatusOption {
  value: PostStatus;
  readonly label: string;
}

// Labels are read when shown, so a language loaded later still applies.
const LABELS: Readonly<Record<PostStatus, () => string>> = {
  publish: () => __('Published'),
  future: () => __('Scheduled'),
  draft: () => __('Draft'),
  pending: () => __('Pending'),
  private: () => __('Private'),
  trash: () => __('Trash'),
};

function option(value: PostStatus): StatusOption {
  return {
    value,
    get label() {
      return LABELS[value]();
    },
  };
}

/** The statuses quick edit offers: never trash (moving to the trash is its own action). */
export const QUICK_EDIT_STATUSES: readonly StatusOption[] = (
  ['publish', 'future', 'draft', 'pending', 'private'] as const
).map(option);

function isPostStatus(status: string): status is PostStatus {
  return Object.hasOwn(LABELS, status);
}

/** What the user reads for a status; a status we do not know (a plugin's) shows as it is. */
export function statusLabel(status: string): string {
  return isPostStatus(status) ? LABELS[status]() : status;
}

export interface QuickEditRecord {
  status?: string;
  date?: string | null;
  password?: string;
}

function isAfter(date: unknown, now: Date): boolean {
  if (typeof date !== 'string' || date === '') return false;
  const time = new Date(date).getTime();
  return Number.isFinite(time) && time > now.getTime();
}

/**
 * The changes to save for one record: the user's edits plus what they imply (spec 4).
 * - Leaving `future` while the date is still ahead clears the date; otherwise the host would
 *   schedule the post again instead of publishing it (or keep a stale date on a draft).
 * - Making a post private clears its password: a private post cannot also be password-protected.
 * The date and password read are the edited ones when the edits carry them.
 */
export function quickEditChanges(
  record: QuickEditRecord,
  edits: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const changes = { ...edits };
  const status = edits['status'];
  if (typeof status !== 'string' || status === record.status) return changes;
  const date = 'date' in edits ? edits['date'] : record.date;
  if (record.status === 'future' && status !== 'future' && isAfter(date, now)) {
    changes['date'] = null;
  }
  const password = 'password' in edits ? edits['password'] : record.password;
  if (status === 'private' && password !== '') changes['password'] = '';
  return changes;
}

export interface ParentCandidate {
  id: number;
  parent?: number;
}

/**
 * The pages quick edit may offer as the parent of the edited ones: never an edited page itself,
 * nor one of its descendants (the host refuses such a loop). Descendants are found through the
 * candidates' own parents, so a page below one that is not among them cannot be told apart; the
 * host's refusal covers that case.
 */
export function parentChoices<T extends ParentCandidate>(
  candidates: readonly T[],
  editedIds: Iterable<number | string>,
): T[] {
  const excluded = new Set([...editedIds].map(Number));
  const parentOf = new Map(candidates.map((item) => [item.id, item.parent ?? 0]));
  const isExcluded = (id: number): boolean => {
    const seen = new Set<number>();
    for (
      let current = id;
      current !== 0 && !seen.has(current);
      current = parentOf.get(current) ?? 0
    ) {
      if (excluded.has(current)) return true;
      seen.add(current);
    }
    return false;
  };
  return candidates.filter((item) => !isExcluded(item.id));
}
