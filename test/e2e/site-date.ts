// A REST date as the site prints it with its default format, for tests of dynamic blocks on
// both hosts (each seeds 'F j, Y').
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A REST date ('2026-11-29T10:00:00', the site's time) in PHP's 'F j, Y'. */
export function siteDate(restDate: string): string {
  const [year, month, day] = restDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
