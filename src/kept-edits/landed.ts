// Which record a create whose answer was lost made (issue 30): only fields the host keeps as sent
// are compared (content may be filtered on the way in), and the record must have been written
// since the create was sent. Read only when such a create is tried again (a lazy chunk).

/** How much earlier than its sending a landed record may say it was written (clock precision). */
export const LANDED_CLOCK_MARGIN_MS = 3_000;

const raw = (value: unknown) =>
  value && typeof value === 'object' && 'raw' in value ? (value as { raw: unknown }).raw : value;

/** The fields that name a record as created: compared when the create sent them. */
const IDENTIFYING_FIELDS = ['title', 'status', 'area', 'parent'] as const;

/** The host's time a record was last written (ms), from its GMT dates; undefined without them. */
function writtenAt(record: Record<string, unknown>): number | undefined {
  const gmt = record.modified_gmt ?? record.date_gmt;
  if (typeof gmt !== 'string' || gmt === '') return undefined;
  const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Whether `record`, listed by the host, is what the create of `body` sent at `sentAt` (host time)
 * made: the identifying fields sent match, and it was written since (less the clock margin). A
 * slug the host made unique (`about-2` for `about`) matches. A record without GMT dates (a
 * template) matches only by its exact slug, which names a template of a theme alone.
 */
export function isLandedCreate(
  record: Record<string, unknown>,
  body: Record<string, unknown>,
  sentAt: number,
): boolean {
  for (const field of IDENTIFYING_FIELDS) {
    if (field in body && raw(record[field]) !== raw(body[field])) return false;
  }
  const slug = typeof body.slug === 'string' ? body.slug : undefined;
  const time = writtenAt(record);
  if (time === undefined) return slug !== undefined && record.slug === slug;
  if (time < sentAt - LANDED_CLOCK_MARGIN_MS) return false;
  // A post created without a title has none: not any record written meanwhile.
  if (!('title' in body) && raw(record.title)) return false;
  if (slug === undefined || record.slug === slug) return true;
  return (
    typeof record.slug === 'string' && new RegExp(`^${escapeRegExp(slug)}-\\d+$`).test(record.slug)
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
