import tanninSprintf from '@tannin/sprintf';

// @tannin/sprintf types its arguments from a literal format string; ours come from translation
// lookups (plain `string`), so the arguments are typed loosely here.
const format = tanninSprintf as unknown as (text: string, ...args: unknown[]) => string;

/**
 * Fills a format string: `%s`, `%d`, `%f`, positional `%1$s`, named `%(name)s`, `%%`.
 * `sprintf(_n('%d Revision', '%d Revisions', n), n)`.
 */
export function sprintf(text: string, ...args: Array<string | number>): string {
  return format(text, ...args);
}
