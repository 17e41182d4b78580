// Styles every element shares: the reset that keeps host page CSS from leaking in through
// inheritance, focus rings, notices, spinner, the "not built yet" box, the load error.
import { motionStyles } from './motion';

export const baseStyles = /* css */ `
${motionStyles}
:host {
  display: block;
  box-sizing: border-box;
  height: var(--se-height, 100%);
  contain: content;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
/* Rules of the host page win over :host, and reach the host element (a '*' rule, say): so the
   inherited properties are set again on our own root, which no host rule can select. */
.se-root {
  height: 100%; position: relative;
  font-family: var(--se-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: 13px; font-weight: 400; font-style: normal; font-variant: normal;
  line-height: 1.4; color: #1e1e1e; letter-spacing: normal; word-spacing: normal;
  text-align: start; text-indent: 0; text-transform: none; text-shadow: none;
  white-space: normal; visibility: visible; cursor: auto; list-style: none;
}
a { color: inherit; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.se-icon { flex: none; display: block; }
[dir="rtl"] .se-flip-rtl { transform: scaleX(-1); }
.se-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; padding: 0; border: 0; border-radius: 2px;
  background: transparent; cursor: pointer; text-decoration: none;
}
.se-spinner { display: inline-flex; color: var(--se-accent, #3858e9); }
.se-spinner svg { animation: se-spin 0.8s linear infinite; }
@keyframes se-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .se-spinner svg { animation-duration: 3s; } }
.se-not-built {
  margin: 24px; padding: 24px; border: 1px dashed #949494; border-radius: 4px;
  background: #fff; color: #1e1e1e; font-size: 14px;
}
.se-not-built p { margin: 0; }
.se-load-error {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 16px; padding: 8px 12px;
  border-inline-start: 4px solid #cc1818; background: #fcf0f1; color: #1e1e1e;
}
.se-load-error p { margin: 0; flex: 1 1 12em; }
.se-load-error [role="alert"] { flex: 1 1 12em; overflow-wrap: anywhere; }
.se-load-error__retry {
  min-height: 32px; padding: 4px 12px; border: 1px solid #1e1e1e; border-radius: 2px;
  background: #fff; cursor: pointer;
}
.se-notices { display: grid; gap: 8px; padding: 8px 16px 0; }
.se-notice {
  display: flex; align-items: center; gap: 8px; padding: 8px 12px;
  border-inline-start: 4px solid #3858e9; background: #fff; color: #1e1e1e;
}
.se-notice.is-error { border-color: #cc1818; background: #fcf0f1; }
.se-notice.is-warning { border-color: #f0b849; background: #fef8ee; }
.se-notice.is-success { border-color: #4ab866; background: #eff9f1; }
.se-notice__content, .se-snackbar__content { flex: 1; }
.se-notice__action { background: none; border: 0; text-decoration: underline; cursor: pointer; padding: 4px; }
.se-notice__dismiss { background: none; border: 0; cursor: pointer; padding: 2px; display: inline-flex; }
.se-snackbars {
  position: absolute; inset-inline-start: 16px; bottom: 16px; z-index: 30;
  display: grid; gap: 8px; max-width: min(600px, calc(100% - 32px));
}
/* Where a dialog's slot places them too (ui/modal.tsx). */
.se-snackbars.is-home { anchor-name: --se-snackbars-home; }
.se-snackbars.is-in-flow { position: static; max-width: none; padding: 8px 16px 0; justify-items: start; }
/* Still in the page while empty: a live region must exist before what it announces. */
.se-snackbars.is-in-flow:empty { padding: 0; }
.se-snackbar {
  display: flex; align-items: center; gap: 12px; padding: 12px 16px; border-radius: 2px;
  background: #1e1e1e; color: #fff; box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
}
.se-snackbar .se-notice__action { color: #fff; }
.se-popover {
  position: fixed; margin: 4px 0; inset: auto; padding: 8px; border: 1px solid #ddd; border-radius: 4px;
  background: #fff; color: #1e1e1e; box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  font: inherit; font-family: var(--se-font-family, system-ui, sans-serif); font-size: 13px;
  max-height: 70vh; overflow: auto;
}
.se-menu { min-width: 240px; padding: 4px; }
.se-menu__item {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 36px; padding: 6px 8px;
  border: 0; border-radius: 2px; background: none; text-align: start; cursor: pointer; font: inherit;
}
.se-menu__item:hover, .se-menu__item:focus { background: #f0f0f0; outline: none; }
.se-menu__item:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: -2px; }
.se-menu__item[aria-disabled="true"] { opacity: 0.5; cursor: default; }
.se-menu__item.is-destructive { color: #cc1818; }
.se-menu__check { width: 16px; flex: none; }
.se-menu__label { flex: 1; }
.se-menu__group + .se-menu__group { border-top: 1px solid #eee; margin-top: 4px; padding-top: 4px; }
.se-menu__group-label { padding: 6px 8px 2px; font-size: 11px; text-transform: uppercase; color: #757575; font-weight: 500; }
.se-menu__separator { border: 0; border-top: 1px solid #eee; margin: 4px 0; }
`;
