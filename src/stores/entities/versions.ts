// Which version of a record an edit was made on, in one string per record (pure). Two tabs or
// two people editing one record save over each other unless the save first asks the host for
// the record's version and finds it still the one the edits started from (conflicts.ts).
//
// - Posts of every type (pages, patterns, menus): `modified_gmt`.
// - Templates and parts: `modified` (the site's time: their REST answer has no GMT date) and
//   `wp_id`: a template served from the theme's files has neither until someone saves it, when
//   it becomes a database record with an id of its own.
// - Global styles: the count of their revisions (`_links['version-history'][0].count`, or the
//   revisions list's `X-WP-Total`): each save adds one; the record has no date.
// - Anything else (settings, fonts, terms): no version, so no check.
import type { EntityRecord } from './state';

function revisionCount(record: EntityRecord): number | undefined {
  const links = record._links as Record<string, unknown> | undefined;
  const history = links?.['version-history'];
  const first = Array.isArray(history)
    ? (history[0] as { count?: unknown } | undefined)
    : undefined;
  return typeof first?.count === 'number' ? first.count : undefined;
}

/** The global styles' version after `count` saved revisions. */
export const globalStylesVersion = (count: number) => `revisions:${count}`;

/** The version of a record as the host gave it; undefined when its type has none. */
export function recordVersion(
  kind: string,
  name: string,
  record: EntityRecord | undefined,
): string | undefined {
  if (!record) return undefined;
  if (kind === 'root' && name === 'globalStyles') {
    const count = revisionCount(record);
    return count === undefined ? undefined : globalStylesVersion(count);
  }
  if (kind !== 'postType') return undefined;
  if (typeof record.modified_gmt === 'string') return `modified:${record.modified_gmt}`;
  if (name === 'wp_template' || name === 'wp_template_part') {
    const wpId = typeof record.wp_id === 'number' ? record.wp_id : 0;
    const modified = typeof record.modified === 'string' ? record.modified : '';
    return `template:${wpId}:${modified}`;
  }
  return undefined;
}

/**
 * Whether the host's record changed since the edits were made on `base`: never when either
 * version is unknown (a type without versions, or a host that does not say).
 */
export function changedOnHost(base: string | undefined, current: string | undefined): boolean {
  return base !== undefined && current !== undefined && base !== current;
}
