// Server-side HTML with escaping by default: every value interpolated into `html` is escaped
// unless it is itself the result of `html` (or `raw`, for trusted constant markup).
import { escapeHtmlText } from '../rest/sanitize';
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup we wrote ourselves (style sheets, constant snippets). Never pass request data here. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * The site's title as a page prints it: WordPress stores it as escaped text (`&lt;b&gt;`), so it
 * is escaped again without doubling the entities already there, as WordPress's esc_html does.
 */
export function siteName(options: { get(name: string): string }): SafeHtml {
  return new SafeHtml(escapeHtmlText(options.get('blogname')));
}

/** JSON safe inside a <script type="application/json"> element. */
export function jsonForScript(data: unknown): SafeHtml {
  return new SafeHtml(
    JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
