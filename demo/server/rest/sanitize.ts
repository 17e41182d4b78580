// What WordPress stores of a value it treats as text or as a URL, written for the demo host:
// a site title is kept as escaped text (sanitize_option runs esc_html on blogname and
// blogdescription), and a URL keeps only a scheme WordPress allows (esc_url_raw), else it is
// stored empty.
export const allowedSchemes = new Set([
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
]);

/**
 * A URL with a scheme WordPress allows (`javascript:` and `data:` are not), or ''. Whitespace and
 * control characters are dropped first (a browser drops them, so `java\tscript:` is
 * `javascript:`); a URL without a scheme that is not relative gets `http://`, as WordPress does.
 */
export function sanitizeUrl(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed.
  let url = text.trim().replace(/[\u0000-\u001f\u007f\s]/g, '');
  if (url === '') return '';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    if (!/^[/#?]/.test(url)) url = `http://${url}`;
    return url;
  }
  return allowedSchemes.has(scheme[1]!.toLowerCase()) ? url : '';
}

/** Text escaped as HTML, entities already written kept (WordPress's esc_html does not double them). */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}
