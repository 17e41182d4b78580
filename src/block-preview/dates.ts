// Post dates in the site's PHP date format (`F j, Y`), as WordPress prints them. Dates from the
// REST API carry no zone and are already in the site's time, so they are formatted as written.

export const DEFAULT_DATE_FORMAT = 'F j, Y';

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** `2024-05-01T09:30:00` → its parts; undefined when it is not such a date. */
export function parseRestDate(value: string): Parts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0));
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function ordinal(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

function names(locale: string, utc: Date) {
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(utc);
  return {
    D: () => name({ weekday: 'short' }),
    l: () => name({ weekday: 'long' }),
    M: () => name({ month: 'short' }),
    F: () => name({ month: 'long' }),
  };
}

/**
 * Formats a REST date with a PHP date format: day (d j D l N w S), month (m n M F), year (Y y),
 * time (a A g G h H i s), `c` (ISO 8601) and `\` escapes. Other letters print as they are.
 */
export function formatPhpDate(value: string, format: string, locale = 'en-US'): string {
  const parts = parseRestDate(value);
  if (!parts) return value;
  const { year, month, day, hour, minute, second } = parts;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  let localeNames: ReturnType<typeof names>;
  try {
    localeNames = names(locale, utc);
  } catch {
    localeNames = names('en-US', utc);
  }
  const hour12 = hour % 12 || 12;
  const tokens: Record<string, () => string> = {
    d: () => pad(day),
    j: () => String(day),
    N: () => String(utc.getUTCDay() || 7),
    w: () => String(utc.getUTCDay()),
    S: () => ordinal(day),
    m: () => pad(month),
    n: () => String(month),
    Y: () => String(year),
    y: () => pad(year % 100),
    a: () => (hour < 12 ? 'am' : 'pm'),
    A: () => (hour < 12 ? 'AM' : 'PM'),
    g: () => String(hour12),
    G: () => String(hour),
    h: () => pad(hour12),
    H: () => pad(hour),
    i: () => pad(minute),
    s: () => pad(second),
    c: () => `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`,
    ...localeNames,
  };
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if (char === '\\') out += format[++i] ?? '';
    else out += tokens[char]?.() ?? char;
  }
  return out;
}
