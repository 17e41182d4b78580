// The navigation screens' styles: the menus list, the item tree, the inspector and the preview.
import { modalStyles } from '../../ui/modal';

export const navigationStyles = /* css */ `
${modalStyles}
.se-root.nv-element { display: flex; flex-direction: column; }
.nv-element__screen { flex: 1; min-height: 0; overflow-y: auto; }
.nv-screen { padding: 16px 24px; color: #1e1e1e; font-size: 13px; }
.nv-state, .nv-help { color: #646464; }
.nv-error { color: #cc1818; }
.nv-menus { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; max-width: 480px; }
.nv-menu-link { width: 100%; text-align: start; padding: 10px 12px; border: 1px solid #ddd; border-radius: 2px; background: #fff; font: inherit; cursor: pointer; color: inherit; }
.nv-menu-link:hover { border-color: #949494; }
.nv-menu__header { display: flex; align-items: center; gap: 8px; margin-bottom: 12px; }
.nv-menu__title { flex: 1; margin: 0; font-size: 16px; font-weight: 600; }
.nv-menu__body { display: flex; gap: 24px; align-items: flex-start; }
.nv-structure { flex: 1; min-width: 0; max-width: 560px; }
.nv-tree { border: 1px solid #ddd; border-radius: 2px; max-height: min(70vh, 720px); overflow-y: auto; }
.nv-row { display: flex; align-items: center; gap: 8px; height: 36px; box-sizing: border-box; padding: 0 8px; border-bottom: 1px solid #f0f0f0; cursor: grab; user-select: none; white-space: nowrap; overflow: hidden; }
/* Rows out of view skip layout and paint: a menu of hundreds of items opens and reorders fast. */
.nv-row.is-selected { background: #f0f4ff; }
.nv-row:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: -2px; }
.nv-row.is-drop-before { box-shadow: inset 0 2px 0 var(--se-accent, #3858e9); }
.nv-row.is-drop-after { box-shadow: inset 0 -2px 0 var(--se-accent, #3858e9); }
.nv-row.is-drop-inside { background: #e5ebff; }
.nv-row__label { font-weight: 500; }
.nv-row__kind, .nv-row__url { color: #646464; font-size: 12px; }
.nv-row__url { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.nv-inspector { width: 280px; flex: none; display: flex; flex-direction: column; gap: 12px; padding: 12px; border: 1px solid #ddd; border-radius: 2px; }
.nv-inspector form, .nv-dialog { display: flex; flex-direction: column; gap: 6px; }
.nv-inspector input:not([type]), .nv-dialog input, .nv-add input { font: inherit; min-height: 32px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; }
.nv-inspector__moves { display: flex; flex-wrap: wrap; gap: 6px; border: 0; margin: 0; padding: 0; }
.nv-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.nv-check { display: flex; align-items: center; gap: 6px; }
.nv-add { margin-top: 16px; display: flex; flex-direction: column; gap: 6px; }
.nv-add__row { display: flex; gap: 8px; }
.nv-add__row input { flex: 1; }
.nv-add__results { list-style: none; margin: 0; padding: 0; }
.nv-suggestion { display: flex; justify-content: space-between; width: 100%; padding: 6px 8px; border: 0; background: none; font: inherit; cursor: pointer; text-align: start; color: inherit; }
.nv-suggestion:hover, .nv-suggestion:focus-visible { background: #f0f4ff; }
.nv-suggestion__type { color: #646464; font-size: 12px; }
.nv-button { display: inline-flex; align-items: center; min-height: 32px; padding: 0 12px; border: 1px solid var(--se-accent, #3858e9); border-radius: 2px; background: #fff; color: var(--se-accent, #3858e9); font: inherit; cursor: pointer; }
.nv-button.is-primary { background: var(--se-accent, #3858e9); color: #fff; }
.nv-button.is-destructive { border-color: #cc1818; color: #cc1818; }
.nv-button:disabled { opacity: 0.6; cursor: default; }
.nv-button:focus-visible, .nv-menu-link:focus-visible, .nv-icon-button:focus-visible, .nv-suggestion:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.nv-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border: 0; background: none; cursor: pointer; color: inherit; border-radius: 2px; }
.nv-dialog__actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.nv-preview { margin-top: 24px; border: 1px solid #ddd; border-radius: 2px; overflow: hidden; }
`;
