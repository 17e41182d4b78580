// The one way our elements tell the host something: a CustomEvent that bubbles out of the shadow
// root (composed), so a listener on the element or on the document hears it.
export function emit<Detail>(target: EventTarget, name: string, detail: Detail): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
