// The canvas realm's own layout: a tool bar above, the side panels, the block canvas, the
// inspector. WordPress's components bring their own styles (main.tsx adds them).
import { MOTION } from '../../ui/motion';

export const realmCss = /* css */ `
html, body { height: 100%; margin: 0; }
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; font-size: 13px; color: #1e1e1e; background: #fff; }
#canvas-root, #canvas-root > div { height: 100%; }
.canvas-editor { display: flex; flex-direction: column; height: 100%; }
.canvas-editor__toolbar { display: flex; align-items: center; gap: 4px; height: 48px; padding: 0 8px; border-bottom: 1px solid #e0e0e0; flex: none; }
.canvas-editor__inserter-toggle { margin-right: 4px; }
.canvas-editor__spacer { flex: 1; }
.canvas-editor__block-toolbar { flex: 1; min-width: 0; display: flex; align-items: center; overflow: hidden; margin: 0 8px; border-left: 1px solid #e0e0e0; padding-left: 8px; }
.canvas-editor__block-toolbar .block-editor-block-toolbar { border: 0; }
.canvas-editor__body { display: flex; flex: 1; min-height: 0; }
.canvas-editor__panel { width: 350px; flex: none; border-right: 1px solid #e0e0e0; overflow: auto; display: flex; flex-direction: column; }
/* A pattern category opens beside the inserter, over the canvas, as in WordPress's editor: the
   block editor places it at the menu's right (left: 350px) and the inserter scrolls inside. */
.canvas-editor__panel--inserter { position: relative; overflow: visible; z-index: 2; background: #fff; }
.canvas-editor__panel--inserter .block-editor-inserter__category-panel { z-index: 1; }
.canvas-create-pattern__form { display: flex; flex-direction: column; gap: 24px; }
.canvas-create-pattern__actions { display: flex; justify-content: flex-end; gap: 8px; }
/* The block canvas clips what it holds: the block toolbar (its slot is inside) then shifts down
   over a block at the very top instead of rising over the tool bar's buttons. */
.canvas-editor__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.canvas-editor__canvas { flex: 1; min-width: 0; min-height: 0; background: #ddd; display: flex; overflow: hidden; }
.canvas-editor__canvas > * { flex: 1; }
/* Device preview: the block canvas as wide as the device, centred, its media queries the device's. */
.canvas-editor__canvas[data-device="Tablet"], .canvas-editor__canvas[data-device="Mobile"] { justify-content: center; padding: 24px 0; box-sizing: border-box; }
.canvas-editor__canvas[data-device="Tablet"] > *, .canvas-editor__canvas[data-device="Mobile"] > * { flex: 0 0 var(--canvas-device-width); max-width: 100%; border-radius: 2px; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.1); }
.canvas-editor__canvas--code { background: #fff; overflow: auto; }
.canvas-code-editor { max-width: 740px; margin: 0 auto; padding: 16px 24px; display: flex; flex-direction: column; gap: 8px; box-sizing: border-box; width: 100%; }
.canvas-code-editor__header { display: flex; align-items: center; justify-content: space-between; }
.canvas-code-editor__title { font-size: 13px; font-weight: 500; margin: 0; }
.canvas-code-editor__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.canvas-code-editor__text { width: 100%; min-height: 60vh; box-sizing: border-box; padding: 16px; border: 1px solid #949494; border-radius: 2px; font: 14px/1.6 Menlo, Consolas, monospace; resize: vertical; }
.canvas-code-editor__text:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); outline-offset: -1px; }
.canvas-editor__breadcrumbs { flex: none; height: 24px; display: flex; align-items: center; padding: 0 8px; border-top: 1px solid #e0e0e0; background: #fff; font-size: 13px; }
/* Distraction free: no side panels; the tool bar shows only while pointed at or focused. */
.canvas-editor.is-distraction-free .canvas-editor__toolbar { opacity: 0; transition: opacity ${MOTION.editorMs}ms; }
.canvas-editor.is-distraction-free .canvas-editor__toolbar:hover, .canvas-editor.is-distraction-free .canvas-editor__toolbar:focus-within { opacity: 1; }
@media (prefers-reduced-motion: reduce) { .canvas-editor.is-distraction-free .canvas-editor__toolbar { transition: none; } }
.canvas-editor.show-icon-labels .canvas-editor__toolbar .components-button.has-icon { width: auto; padding: 0 8px; }
.canvas-editor.show-icon-labels .canvas-editor__toolbar .components-button.has-icon svg { display: none; }
.canvas-editor.show-icon-labels .canvas-editor__toolbar .components-button.has-icon::after { content: attr(aria-label); }
.canvas-editor__frame-area { flex: 1; display: flex; flex-direction: column; justify-content: center; min-width: 0; min-height: 0; padding: 24px; box-sizing: border-box; }
.canvas-editor__frame { display: flex; height: 100%; max-height: 100%; background: #fff; border-radius: 2px; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.1); overflow: hidden; }
.canvas-editor__frame > * { flex: 1; min-width: 0; }
.canvas-editor__placeholder { display: flex; align-items: center; justify-content: center; height: 100%; margin: 0; color: #757575; }
/* The side panels come in from their edge (spec 9's editor transitions, ui/motion.ts). */
.canvas-editor__panel { animation: canvas-panel-in ${MOTION.editorMs}ms ease-out; --canvas-panel-from: inset(0 100% 0 0); }
.canvas-editor__inspector { animation: canvas-panel-in ${MOTION.editorMs}ms ease-out; --canvas-panel-from: inset(0 0 0 100%); }
@keyframes canvas-panel-in { from { opacity: 0; clip-path: var(--canvas-panel-from); } }
@media (prefers-reduced-motion: reduce) { .canvas-editor__panel, .canvas-editor__inspector { animation-duration: 0s; } }
.canvas-editor__inspector { width: 280px; flex: none; border-left: 1px solid #e0e0e0; overflow: auto; display: flex; flex-direction: column; }
.canvas-editor__inspector-tabs { display: flex; flex: none; border-bottom: 1px solid #e0e0e0; position: sticky; top: 0; background: #fff; z-index: 1; }
.canvas-editor__inspector-tab { flex: 1; height: 48px; padding: 0 16px; border: 0; background: none; font: inherit; font-weight: 500; color: #1e1e1e; cursor: pointer; position: relative; }
.canvas-editor__inspector-tab[aria-selected="true"]::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 1.5px; background: var(--wp-admin-theme-color, #3858e9); }
.canvas-editor__inspector-tab:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); outline-offset: -2px; }
.canvas-editor__inspector-panel { flex: 1; }
.canvas-shortcuts__section { margin: 0 0 24px; }
.canvas-shortcuts__title { font-size: 14px; font-weight: 600; margin: 0 0 8px; }
.canvas-shortcuts__list { list-style: none; margin: 0; padding: 0; }
.canvas-shortcuts__row { display: flex; justify-content: space-between; gap: 16px; padding: 8px 0; border-top: 1px solid #ddd; }
.canvas-shortcuts__keys { font-family: inherit; background: #f0f0f0; padding: 2px 6px; border-radius: 2px; white-space: nowrap; }
.canvas-editor__overview-panel { flex: 1; overflow: auto; }
.canvas-outline { padding: 16px; }
.canvas-outline__counts { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 4px; }
.canvas-outline__headings { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.canvas-outline__level { display: inline-block; min-width: 24px; margin-inline-end: 8px; color: #757575; font-size: 11px; }
.canvas-outline__empty { color: #757575; }
.canvas-editor__lazy-loading { display: flex; justify-content: center; padding: 16px; }
.canvas-editor__lazy-failed { margin: 16px; color: #cc1818; }
`;
