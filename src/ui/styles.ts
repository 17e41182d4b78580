// Styles live in constructed style sheets adopted by each shadow root: never injected into the
// host page, and parsed once per page however many elements share them.

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds the sheet for `css` to a shadow root (once). */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
