// No save over someone else's (issue 30): each record's edits remember the version of the record
// they were made on (versions.ts); before a save writes, the host is asked for the record's
// version now (a small read: a few fields, or one revision for global styles). Changed: that
// record's save stops with a conflict, which names who changed it and when, and offers to compare
// the two versions, keep mine (the save again, over theirs) or take theirs (mine set aside as kept
// edits, offered back: conflict-choices.ts). Other records of the same save go on.
import { atom } from 'nanostores';
import { ApiError, apiFetch, apiFetchList, type QueryObject } from '../../api';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { loadCurrentUser } from '../current-user';
import { createNotice, removeNotice } from '../notices';
import { type EntityConfig, getEntityConfig, recordPath } from './config';
import { loadEntityRecord } from './load';
import {
  $entityEdits,
  $entityRecordStates,
  type EntityEdits,
  type EntityRecord,
  editedTitle,
  type RecordRef,
  recordId,
} from './state';
import {
  changedAt,
  changedOnHost,
  globalStylesVersion,
  recordVersion,
  siteTimeZone,
  versionFields,
} from './versions';

export interface SaveConflict {
  /** The record's id in the entity stores. */
  id: string;
  ref: RecordRef;
  title: string;
  /** The version the host has now: keeping mine saves over this one (and no other). */
  version: string;
  /** Their record as the host has it (undefined when it could not be read). */
  theirs: EntityRecord | undefined;
  /** What the notice says: who changed it and when. */
  message: string;
}

/** Records whose save stopped because the host's record changed since it was loaded. */
export const $saveConflicts = atom<Record<string, SaveConflict>>({});
/** The conflict shown in the compare view, if any. */
export const $comparedConflict = atom<string | undefined>(undefined);

const SAVE_CONFLICT = 'editor_save_conflict';

/** Whether a save failed because the record changed on the host (its own notice says so). */
export function isSaveConflict(error: unknown): boolean {
  return (
    !!error && typeof error === 'object' && (error as { code?: unknown }).code === SAVE_CONFLICT
  );
}

/** Whether a record's save stopped on a conflict that waits for the user's choice. */
export function hasSaveConflict(kind: string, name: string, key: unknown): boolean {
  return recordId(kind, name, key as RecordRef['key']) in $saveConflicts.get();
}

// ---------------------------------------------------------------------------------------------
// The version each record's edits were made on

const baseVersions = new Map<string, string>();

// A record's first edit notes the version it was made on; edits gone (saved, discarded) forget
// it. Reloads of the record while it is edited (a list read again) do not move it.
$entityEdits.listen((edits) => {
  for (const id of Object.keys(edits)) {
    if (baseVersions.has(id)) continue;
    const state = $entityRecordStates.get()[id];
    const version = state && recordVersion(state.kind, state.name, state.record);
    if (version) baseVersions.set(id, version);
  }
  for (const id of [...baseVersions.keys()]) if (!(id in edits)) baseVersions.delete(id);
});

/** The host took a save: edits made meanwhile are on the saved version now. */
export function noteSavedVersion(ref: RecordRef, saved: EntityRecord): void {
  const id = recordId(ref.kind, ref.name, ref.key);
  const version = recordVersion(ref.kind, ref.name, saved);
  if (version && id in $entityEdits.get()) baseVersions.set(id, version);
  else baseVersions.delete(id);
}

/** Mine goes over this version of theirs (keep mine): the next save checks against it. */
export function acceptHostVersion(id: string, version: string): void {
  baseVersions.set(id, version);
}

// ---------------------------------------------------------------------------------------------
// Asking the host

interface Probe {
  version: string | undefined;
  /** The latest revision, when the probe read it (global styles). */
  revision?: EntityRecord | undefined;
}

async function probeHost(config: EntityConfig, ref: RecordRef, query?: QueryObject) {
  const path = recordPath(config, ref.key, query);
  if (ref.kind === 'root' && ref.name === 'globalStyles') {
    const list = await apiFetchList<EntityRecord>(`${path}/revisions`, { query: { per_page: 1 } });
    return { version: globalStylesVersion(list.total), revision: list.items[0] } satisfies Probe;
  }
  const fields = versionFields(ref.name);
  const answer = await apiFetch<EntityRecord>(path, {
    query: { context: 'edit', _fields: fields },
  });
  return { version: recordVersion(ref.kind, ref.name, answer) } satisfies Probe;
}

const authorOf = (record: EntityRecord | undefined) =>
  typeof record?.author === 'number' && record.author > 0 ? record.author : undefined;

/**
 * The latest revision, if it is the version found: a revision is dated with the modified date of
 * the post it copies (WordPress's and the demo host's), and a change that made none (a field
 * revisions do not keep) leaves an older one, which says nothing of who made this change.
 */
async function latestRevision(path: string, theirs: EntityRecord | undefined) {
  const list = await apiFetchList<EntityRecord>(`${path}/revisions`, {
    query: { per_page: 1, _fields: 'author,date,date_gmt' },
  }).catch(() => undefined);
  const revision = list?.items[0];
  if (!revision || !theirs) return revision;
  const pairs = [
    ['modified_gmt', 'date_gmt'],
    ['modified', 'date'],
  ] as const;
  const same = pairs.every(
    ([field, dated]) =>
      typeof theirs[field] !== 'string' ||
      typeof revision[dated] !== 'string' ||
      theirs[field] === revision[dated],
  );
  return same ? revision : undefined;
}

async function personName(author: number | undefined): Promise<string | undefined> {
  if (author === undefined) return undefined;
  const me = await loadCurrentUser();
  if (me?.id === author) return __('you (in another window)');
  const user = await apiFetch<{ name?: string }>(`wp/v2/users/${author}`, {
    query: { _fields: 'name' },
  }).catch(() => undefined);
  return user?.name || undefined;
}

/** A date in the site's time zone (its settings), in the user's language. */
async function siteDate(record: EntityRecord | undefined): Promise<string> {
  const at = changedAt(record);
  if (!at) return '';
  const settings = at.siteTime
    ? undefined
    : await loadEntityRecord('root', '__unstableBase').catch(() => undefined);
  const timeZone = at.siteTime ? 'UTC' : siteTimeZone(settings);
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(undefined, { ...style, timeZone }).format(at.time);
  } catch {
    // A zone this browser does not know: the browser's own.
    return new Intl.DateTimeFormat(undefined, style).format(at.time);
  }
}

function conflictMessage(title: string, who: string | undefined, when: string): string {
  if (who && when) {
    return sprintf(
      __('"%1$s" was changed by %2$s on %3$s, after you opened it. Your changes are not saved.'),
      title,
      who,
      when,
    );
  }
  if (who) {
    return sprintf(
      __('"%1$s" was changed by %2$s after you opened it. Your changes are not saved.'),
      title,
      who,
    );
  }
  if (when) {
    return sprintf(
      __(
        '"%1$s" was changed by someone else on %2$s, after you opened it. Your changes are not saved.',
      ),
      title,
      when,
    );
  }
  return sprintf(
    __('"%s" was changed by someone else after you opened it. Your changes are not saved.'),
    title,
  );
}

async function describeConflict(
  config: EntityConfig,
  ref: RecordRef,
  base: string,
  probe: Probe,
  query?: QueryObject,
): Promise<SaveConflict> {
  const id = recordId(ref.kind, ref.name, ref.key);
  const path = recordPath(config, ref.key, query);
  const theirs = await apiFetch<EntityRecord>(path, {
    query: { context: 'edit', ...config.baseQuery },
  }).catch(() => undefined);
  const revision = probe.revision ?? (await latestRevision(path, theirs));
  // A theme's template first saved by someone: its record's author is who saved it.
  const firstSaved = base.startsWith('template:0:') ? authorOf(theirs) : undefined;
  const who = await personName(authorOf(revision) ?? firstSaved);
  const when = await siteDate(probe.revision ?? theirs ?? revision);
  const title = editedTitle(id);
  return {
    id,
    ref,
    title,
    version: probe.version ?? base,
    theirs,
    message: conflictMessage(title, who, when),
  };
}

// ---------------------------------------------------------------------------------------------
// The check and the notice

const noticeId = (id: string) => `save-conflict:${id}`;

/** Shows (again) the notice of a conflict that waits for the user's choice. */
export function showConflictNotice(conflict: SaveConflict): void {
  const choose = (choice: 'compare' | 'keepMine' | 'takeTheirs') => () =>
    void import('./conflict-choices').then((choices) => {
      void choices[choice](conflict.id);
    });
  createNotice('warning', conflict.message, {
    id: noticeId(conflict.id),
    explicitDismiss: true,
    actions: [
      { label: __('Compare versions'), onClick: choose('compare') },
      { label: __('Keep mine'), onClick: choose('keepMine') },
      { label: __('Take theirs'), onClick: choose('takeTheirs') },
    ],
  });
}

/** Forgets a conflict (the user chose, or the record saved): its notice and compare view go. */
export function settleConflict(id: string): SaveConflict | undefined {
  const { [id]: conflict, ...rest } = $saveConflicts.get();
  if (!conflict) return undefined;
  $saveConflicts.set(rest);
  removeNotice(noticeId(id));
  if ($comparedConflict.get() === id) $comparedConflict.set(undefined);
  return conflict;
}

/**
 * Before a save: throws a conflict (an ApiError, code `editor_save_conflict`) when the host's
 * record is no longer the version the edits were made on, after showing the notice; resolves
 * when it is (or its type has no version). A failed probe throws as the save would.
 */
export async function checkForConflict(ref: RecordRef, query?: QueryObject): Promise<void> {
  const id = recordId(ref.kind, ref.name, ref.key);
  const record = $entityRecordStates.get()[id]?.record;
  const base = baseVersions.get(id) ?? recordVersion(ref.kind, ref.name, record);
  if (base === undefined) return;
  const config = getEntityConfig(ref.kind, ref.name);
  const probe = await probeHost(config, ref, query);
  if (!changedOnHost(base, probe.version)) return;
  const conflict = await describeConflict(config, ref, base, probe, query);
  $saveConflicts.set({ ...$saveConflicts.get(), [id]: conflict });
  showConflictNotice(conflict);
  throw new ApiError(SAVE_CONFLICT, conflict.message, 409);
}

/** The user's unsaved edits of a conflicted record (for the compare view). */
export const conflictEdits = (id: string): EntityEdits => $entityEdits.get()[id] ?? {};
