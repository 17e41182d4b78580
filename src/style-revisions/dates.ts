// When a revision was saved, as the revisions list says it (spec 9): relative time under a day
// ('now', '5 minutes ago', '3 hours ago'), else the date and time in the user's locale
// ('Mar 5, 2024, 10:00 AM', WordPress's abbreviated date and time). `Intl` supplies the words,
// so they follow the user's language without translations.
//
// The data view's datetime fields follow the same rule (`src/data-view/fields.ts`) but keep it
// private and read the clock themselves; this one takes `now` so a list is consistent (and
// testable), says 'now' under a minute, and shows the time of day, which tells apart
// revisions saved the same day.

/** Dates closer than this to now read as relative time (spec 9). */
export const RELATIVE_DATE_MS = 86_400_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface RevisionDateOptions {
  /** BCP 47 locale; the browser's by default. */
  locale?: string;
  /** IANA time zone for the formatted date; the browser's by default. */
  timeZone?: string;
}

// Building an Intl formatter costs far more than using one: keep one per locale and zone.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  return format;
}

function dateFormat({ locale, timeZone }: RevisionDateOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A revision's `modified` as the list shows it, seen at `now`. A date less than a day ahead of
 * `now` (the host's clock running fast) reads as 'now'; a date that does not parse is returned
 * as it is.
 */
export function revisionDate(
  iso: string,
  now: number | Date = Date.now(),
  options: RevisionDateOptions = {},
): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const delta = (typeof now === 'number' ? now : now.getTime()) - time;
  if (Math.abs(delta) >= RELATIVE_DATE_MS) return dateFormat(options).format(time);
  const age = Math.max(0, delta);
  const relative = relativeFormat(options.locale);
  if (age < MINUTE_MS) return relative.format(0, 'second');
  if (age < HOUR_MS) return relative.format(-Math.floor(age / MINUTE_MS), 'minute');
  return relative.format(-Math.floor(age / HOUR_MS), 'hour');
}
