// The canvas realm's Content-Security-Policy (issue 30, item 5). The realm runs the block editor on
// the editor's own origin, next to the editor's REST nonce and its bridge; records' markup is
// rendered there (rich text, raw HTML, unknown blocks). Whatever the host page sends, the realm's
// document carries this policy in a `<meta>` written before anything else, and every document
// made inside it inherits it (the block canvas's blob document, srcdoc and about:blank frames), so
// content can never run a script there: no inline script, no `on*` handler, no `javascript:` URL,
// no plugin. Scripts load only from the realm's own folder (the bundle's `canvas/`), not from the
// whole origin: a host's JSONP endpoint (WordPress's `?_jsonp=`) or an uploaded file is on that
// origin too. Styles, fonts and images are not restricted: the canvas shows the site as it is.
// Pure: no DOM, so the demo host's page policy can name the same script hash.

/** What an untrusted-markup frame posts to its parent: its content's height. */
export const FRAME_HEIGHT_MESSAGE = 'se-untrusted-markup-height';

/**
 * The one script an untrusted-markup frame runs (src/canvas/realm/untrusted-markup.tsx): it posts
 * its document's height to the frame's parent, which sizes the frame. The frame has an opaque
 * origin, so it can do nothing else with the editor. Allowed by its hash; change both together
 * (test/src/canvas/realm-policy.test.ts checks them).
 */
export const FRAME_MEASURE_SCRIPT =
  '(function(){var r=document.documentElement;function s(){parent.postMessage({type:"se-untrusted-markup-height",height:Math.ceil(r.getBoundingClientRect().height)},"*")}new ResizeObserver(s).observe(r);addEventListener("load",s)})();';
export const FRAME_MEASURE_SCRIPT_HASH = "'sha256-5owNRgT0Z/m8W1QnO9e46MhN31uKerjpkQq3614Q0EA='";

/**
 * The one script of the block canvas's own document (`@wordpress/block-editor`'s Iframe writes it
 * into its blob document on React 18: it removes the document's first body, so the canvas renders
 * into the body React makes). Blocked, the first body stays and the canvas shows an empty editable
 * document before the record's blocks (issue 30, item 1). It can do nothing but remove its parent
 * element, whoever writes it: allowed by its hash (checked in test/src/canvas/realm-policy.test.ts).
 */
export const BLOCK_CANVAS_BODY_SCRIPT = 'document.currentScript.parentElement.remove()';
export const BLOCK_CANVAS_BODY_SCRIPT_HASH = "'sha256-ehBD9wGNfnN0flaZIjbVClW1//FJFsATigcdVB4VdMQ='";

/**
 * The folder the realm's scripts load from, as a CSP source: the realm entry's folder (its chunks
 * are beside it). `;` and `,` would end the directive: percent-encoded (CSP decodes paths).
 */
export function realmScriptSource(realmUrl: string, pageUrl: string): string {
  const folder = new URL('./', new URL(realmUrl, pageUrl));
  folder.search = '';
  folder.hash = '';
  return folder.href.replace(/;/g, '%3B').replace(/,/g, '%2C');
}

/** The realm's policy: scripts from its folder only, no plugins, no `<base>` elsewhere, no forms. */
export function canvasContentSecurityPolicy(realmUrl: string, pageUrl: string): string {
  return [
    `script-src ${realmScriptSource(realmUrl, pageUrl)} ${FRAME_MEASURE_SCRIPT_HASH} ${BLOCK_CANVAS_BODY_SCRIPT_HASH}`,
    "object-src 'none'",
    // The block canvas's document sets `<base href>` to the page's address (same origin).
    "base-uri 'self'",
    // Nothing in the canvas submits a form: the block editor talks to the host through the bridge.
    "form-action 'none'",
  ].join('; ');
}

/**
 * An untrusted-markup frame's own policy (its document has an opaque origin; the realm's policy
 * holds around it too): the measuring script alone runs, no plugin, no `<base>`, no form.
 */
export function frameContentSecurityPolicy(): string {
  return [
    `script-src ${FRAME_MEASURE_SCRIPT_HASH}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The policy as a `<meta>` element's markup (the value is made of URLs and keywords only). */
export function policyMeta(policy: string): string {
  const value = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta http-equiv="Content-Security-Policy" content="${value}">`;
}
