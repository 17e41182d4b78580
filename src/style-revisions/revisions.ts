// The style revisions list (spec 2.6, 3, 4): the host's saved revisions of the user's global
// styles, newest first, with the user's unsaved edits before them and 'parent' after them,
// the theme's own styles (no user styles), which the screen reads as 'Reset to defaults'.
// The host is asked for 100 at a time; the screen pages them 10 at a time.
import type { JsonObject } from '../global-styles/types';
import { __ } from '../i18n/translate';
import { sameJson } from './values';

/** Revisions a page of the screen lists (spec 9). */
export const REVISIONS_PER_PAGE = 10;
/** Revisions asked of the host in one request (spec 7, 9): `per_page=100&page=1`. */
export const REVISIONS_PER_REQUEST = 100;
/** The avatar size shown beside a revision's author (spec 9). */
export const AVATAR_SIZE = 48;

/** An item of `GET /wp/v2/global-styles/{id}/revisions`. Dates have no zone but `_gmt` is UTC. */
export interface HostStyleRevision {
  id: number;
  author?: number;
  date?: string;
  date_gmt?: string;
  modified?: string;
  modified_gmt?: string;
  parent?: number;
  styles?: JsonObject;
  settings?: JsonObject;
}

/** A user from the authors list (`_fields=id,name,avatar_urls`) or the current user. */
export interface HostAuthor {
  id: number;
  name: string;
  avatar_urls?: Readonly<Record<string, string>>;
}

export interface RevisionAuthor {
  id: number;
  name: string;
  /** The 48 px avatar. */
  avatarUrl?: string;
}

export interface StyleRevision {
  id: number | 'unsaved' | 'parent';
  author?: RevisionAuthor;
  /** When it was saved, as ISO 8601 in UTC when the host gave `modified_gmt`. */
  modified?: string;
  styles: JsonObject;
  settings: JsonObject;
  /** The newest saved revision: what the site shows now unless there are unsaved edits. */
  isLatest: boolean;
}

/** The user's global styles as edited and not saved yet, and who is editing them. */
export interface UnsavedStyleEdits {
  styles?: JsonObject;
  settings?: JsonObject;
  /** The current user, or their id to find among the authors. */
  author?: HostAuthor | number;
  /** When the edits were read; the screen shows '(Unsaved)' rather than a date. */
  modified?: string;
}

/** The parts of a global styles record a revision is compared with. */
export interface StylesAndSettings {
  styles?: object;
  settings?: object;
}

function revisionAuthor(
  author: HostAuthor | number | undefined,
  authors: readonly HostAuthor[],
): RevisionAuthor | undefined {
  const found =
    typeof author === 'number' ? authors.find((candidate) => candidate.id === author) : author;
  if (!found) return undefined;
  const avatarUrl = found.avatar_urls?.[String(AVATAR_SIZE)];
  return avatarUrl
    ? { id: found.id, name: found.name, avatarUrl }
    : { id: found.id, name: found.name };
}

/**
 * The authors of `revisions` not among `known`, in the order first met: who to ask the host
 * for (`/wp/v2/users?include=…`), rather than reading a page of users and hoping they are on it.
 */
export function authorsToLoad(
  revisions: readonly HostStyleRevision[],
  known: readonly HostAuthor[],
): number[] {
  const have = new Set(known.map((author) => author.id));
  const wanted = new Set<number>();
  for (const { author } of revisions) {
    if (typeof author === 'number' && author > 0 && !have.has(author)) wanted.add(author);
  }
  return [...wanted];
}

/** The host's page of one saved revision (spec 7), relative to its admin folder. */
export function revisionPagePath(id: number): string {
  return `revision.php?revision=${encodeURIComponent(String(id))}`;
}

// The host's local `modified` has no zone and is in the site's time zone, which the browser
// does not know: the UTC one gives a true "5 minutes ago".
function modifiedOf(revision: HostStyleRevision): string | undefined {
  const gmt = revision.modified_gmt;
  if (!gmt) return revision.modified;
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(gmt) ? gmt : `${gmt}Z`;
}

/** The theme's styles with no user styles: applying it resets the user's global styles. */
const PARENT: StyleRevision = { id: 'parent', styles: {}, settings: {}, isLatest: false };

/**
 * The whole list the screen pages through: the unsaved edits first (only when they differ from
 * the newest saved revision), then the host's revisions as given (newest first, the first one
 * `isLatest`), then 'parent'. Authors are looked up by id; an unknown author is left out.
 */
export function revisionList(
  hostRevisions: readonly HostStyleRevision[],
  authors: readonly HostAuthor[],
  unsavedEdits: UnsavedStyleEdits | undefined,
): StyleRevision[] {
  const saved = hostRevisions.map((revision, index) =>
    entry(
      revision.id,
      revision,
      revisionAuthor(revision.author, authors),
      modifiedOf(revision),
      index === 0,
    ),
  );
  const list: StyleRevision[] = [];
  if (unsavedEdits && !isApplied(saved[0] ?? PARENT, unsavedEdits)) {
    const author = revisionAuthor(unsavedEdits.author, authors);
    list.push(entry('unsaved', unsavedEdits, author, unsavedEdits.modified, false));
  }
  list.push(...saved, { ...PARENT });
  return list;
}

// Optional fields are left out rather than set to `undefined`, so entries compare and print
// as plain data.
function entry(
  id: StyleRevision['id'],
  content: StylesAndSettings,
  author: RevisionAuthor | undefined,
  modified: string | undefined,
  isLatest: boolean,
): StyleRevision {
  return {
    id,
    ...(author ? { author } : {}),
    ...(modified ? { modified } : {}),
    styles: (content.styles ?? {}) as JsonObject,
    settings: (content.settings ?? {}) as JsonObject,
    isLatest,
  };
}

function perPageOf(perPage: number): number {
  return Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : REVISIONS_PER_PAGE;
}

function savedOf(list: readonly StyleRevision[]): StyleRevision[] {
  return list.filter((revision) => typeof revision.id === 'number');
}

/** How many pages the saved revisions fill (at least 1: 'Reset to defaults' is always there). */
export function revisionPageCount(
  list: readonly StyleRevision[],
  perPage = REVISIONS_PER_PAGE,
): number {
  return Math.max(1, Math.ceil(savedOf(list).length / perPageOf(perPage)));
}

/**
 * One page (from 1, clamped to the pages there are) of `perPage` saved revisions, as WordPress
 * pages them: the unsaved entry on top of the first page, 'parent' below the last one. So 25
 * revisions with unsaved edits read 1 + 10, 10, then 5 + 1.
 */
export function revisionPage(
  list: readonly StyleRevision[],
  page: number,
  perPage = REVISIONS_PER_PAGE,
): StyleRevision[] {
  const size = perPageOf(perPage);
  const count = revisionPageCount(list, size);
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), count);
  const items = savedOf(list).slice((current - 1) * size, current * size);
  const unsaved = list.find((revision) => revision.id === 'unsaved');
  const parent = list.find((revision) => revision.id === 'parent');
  if (current === 1 && unsaved) items.unshift(unsaved);
  if (current === count && parent) items.push(parent);
  return items;
}

/** The page a revision is on, e.g. to open the screen on the selected one (1 when absent). */
export function revisionPageOf(
  list: readonly StyleRevision[],
  id: StyleRevision['id'],
  perPage = REVISIONS_PER_PAGE,
): number {
  if (id === 'parent') return revisionPageCount(list, perPage);
  const index = savedOf(list).findIndex((revision) => revision.id === id);
  return index < 0 ? 1 : Math.floor(index / perPageOf(perPage)) + 1;
}

/**
 * The revision before `id` in the whole list (what its change summary compares with), across
 * page ends; undefined for 'parent' and for ids not in the list.
 */
export function previousRevision(
  list: readonly StyleRevision[],
  id: StyleRevision['id'],
): StyleRevision | undefined {
  const index = list.findIndex((revision) => revision.id === id);
  return index < 0 ? undefined : list[index + 1];
}

/**
 * Whether a revision's styles and settings are the current ones: deep, key order ignored, and
 * `{}`, `[]` or a missing key all mean "nothing set" (as WordPress's change list reads them).
 */
export function isApplied(revision: StylesAndSettings, current: StylesAndSettings): boolean {
  return sameJson(revision.styles, current.styles) && sameJson(revision.settings, current.settings);
}

/** What the screen offers under the selected revision (spec 4, 8). */
export type RevisionApply =
  | { applied: true; message: string }
  | { applied: false; label: string; confirmation: string | undefined };

/**
 * 'These styles are already applied to your site.' when applying changes nothing; else the
 * button ('Apply', or 'Reset to defaults' for 'parent') and, with unsaved edits that applying
 * would lose, the confirmation to ask first.
 */
export function revisionApply(
  revision: StyleRevision,
  current: StylesAndSettings,
  hasUnsavedEdits: boolean,
): RevisionApply {
  if (isApplied(revision, current)) {
    return { applied: true, message: __('These styles are already applied to your site.') };
  }
  return {
    applied: false,
    label: revision.id === 'parent' ? __('Reset to defaults') : __('Apply'),
    confirmation: hasUnsavedEdits
      ? __('Are you sure you want to apply this revision? Any unsaved changes will be lost.')
      : undefined,
  };
}
