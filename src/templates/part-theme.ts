// The theme of the template part blocks in a piece of markup: pure, for the editor (a pattern a
// template starts from) and the demo host (its theme's template files, served as WordPress
// serves them, every part block naming the theme).
const PART_COMMENT = /<!--\s+wp:template-part(\s+(\{[\s\S]*?\}))?\s+(\/)?-->/g;

/**
 * Template parts name the active theme when they name none, so the markup keeps pointing at
 * this theme's parts once saved (a pattern may come from anywhere), as WordPress gives a theme's
 * template files to the editor.
 */
export function withThemeOnParts(markup: string, stylesheet: string): string {
  if (!stylesheet) return markup;
  return markup.replace(PART_COMMENT, (whole, _spaced, json: string | undefined, closing) => {
    let attributes: Record<string, unknown> = {};
    if (json) {
      try {
        attributes = JSON.parse(json) as Record<string, unknown>;
      } catch {
        return whole;
      }
    }
    if (typeof attributes.theme === 'string' && attributes.theme) return whole;
    const next = blockAttributesJson({ ...attributes, theme: stylesheet });
    return `<!-- wp:template-part ${next} ${closing ? '/' : ''}-->`;
  });
}

/** What a block comment writes as escapes in its attributes' strings, as WordPress does. */
const ESCAPES: Record<string, string> = {
  '--': '\\u002d\\u002d',
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\\"': '\\u0022',
};

/**
 * Attributes as a block comment holds them: JSON whose strings cannot end the comment or read as
 * markup (`--`, `<`, `>`, `&` and quotes written as escapes).
 */
function blockAttributesJson(attributes: Record<string, unknown>): string {
  return JSON.stringify(attributes).replace(/"(?:[^"\\]|\\.)*"/g, (literal) =>
    literal.replace(/\\.|--|[<>&]/g, (part) => ESCAPES[part] ?? part),
  );
}
