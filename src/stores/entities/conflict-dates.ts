// When a record changed and how to show it, and what the check before a save reads (pure; loaded
// with the check, conflict-check.ts).
import type { EntityRecord } from './state';

/** The fields the probe before a save asks for (small: no content). */
export function versionFields(name: string): string {
  return name === 'wp_template' || name === 'wp_template_part'
    ? 'modified,wp_id,author'
    : 'modified_gmt';
}

/**
 * When a record changed, as an instant: `modified_gmt` is UTC without its zone; a template's
 * `modified` is the site's own time, so it is read as UTC and shown in UTC (`siteTime: true`),
 * which gives back the site's wall clock.
 */
export function changedAt(
  record: EntityRecord | undefined,
): { time: number; siteTime: boolean } | undefined {
  const gmt = record?.modified_gmt ?? record?.date_gmt;
  if (typeof gmt === 'string' && gmt) {
    const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
    return Number.isNaN(time) ? undefined : { time, siteTime: false };
  }
  const local = record?.modified;
  if (typeof local === 'string' && local) {
    const time = Date.parse(`${local.replace(/([zZ]|[+-]\d\d:?\d\d)$/, '')}Z`);
    return Number.isNaN(time) ? undefined : { time, siteTime: true };
  }
  return undefined;
}

/**
 * The IANA zone a date is shown in for the site: its `timezone_string`, else a whole-hour
 * `gmt_offset` as `Etc/GMT∓n` (the sign inverted, as that zone family has it), else none
 * (the browser's).
 */
export function siteTimeZone(settings: EntityRecord | undefined): string | undefined {
  const zone = settings?.timezone_string;
  if (typeof zone === 'string' && zone) return zone;
  const offset = Number(settings?.gmt_offset);
  if (!Number.isFinite(offset) || !Number.isInteger(offset)) return undefined;
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
