// Asking the host whether a record changed since its edits began, and saying so (conflicts.ts
// holds the versions and the state; this loads with a record's first edit). Who changed it: the
// latest revision's author (a theme's template first saved: its record's author), else
// "someone else"; when: the change's date in the site's time zone.
import { apiFetch, apiFetchList, type QueryObject } from '../../api';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { loadCurrentUser } from '../current-user';
import { createNotice } from '../notices';
import { changedAt, siteTimeZone, versionFields } from './conflict-dates';
import { type EntityConfig, getEntityConfig, recordPath } from './config';
import { conflictNoticeId, type SaveConflict } from './conflicts';
import { loadEntityRecord } from './load';
import { type EntityRecord, editedTitle, type RecordRef, recordId } from './state';
import { changedOnHost, globalStylesVersion, recordVersion } from './versions';

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

/** Shows (again) the notice of a conflict that waits for the user's choice. */
export function showConflictNotice(conflict: SaveConflict): void {
  const choose = (choice: 'compare' | 'keepMine' | 'takeTheirs') => () =>
    void import('./conflict-choices').then((choices) => {
      void choices[choice](conflict.id);
    });
  createNotice('warning', conflict.message, {
    id: conflictNoticeId(conflict.id),
    explicitDismiss: true,
    actions: [
      { label: __('Compare versions'), onClick: choose('compare') },
      { label: __('Keep mine'), onClick: choose('keepMine') },
      { label: __('Take theirs'), onClick: choose('takeTheirs') },
    ],
  });
}

/** The conflict when the host's record is no longer version `base`; undefined when it is. */
export async function findConflict(
  ref: RecordRef,
  base: string,
  query?: QueryObject,
): Promise<SaveConflict | undefined> {
  const config = getEntityConfig(ref.kind, ref.name);
  const probe = await probeHost(config, ref, query);
  if (!changedOnHost(base, probe.version)) return undefined;
  return describeConflict(config, ref, base, probe, query);
}
