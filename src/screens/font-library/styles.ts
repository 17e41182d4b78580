// The font library's styles: tabs, the family lists and screens, upload, collections.
import { modalStyles } from '../../ui/modal';

export const fontLibraryStyles = /* css */ `
${modalStyles}
/* <font-library> alone: its notices take the room they need (at most a third, then they scroll)
   and the library the rest, so its footer (Update) stays in the element whatever the banners. */
.se-root.fl-element { display: flex; flex-direction: column; }
.se-root.fl-element > .se-notices { flex: none; max-height: 33%; overflow: auto; }
.se-root.fl-element > .fl-root { flex: 1; height: auto; }
.fl-root { display: flex; flex-direction: column; min-height: 0; height: 100%; color: #1e1e1e; font-size: 13px; }
.fl-tabs { display: flex; gap: 4px; border-bottom: 1px solid #ddd; flex: none; overflow-x: auto; }
.fl-tab { border: 0; background: none; font: inherit; padding: 12px 16px; cursor: pointer; color: #1e1e1e; border-bottom: 2px solid transparent; margin-bottom: -1px; }
.fl-tab.is-selected { border-bottom-color: var(--se-accent, #3858e9); font-weight: 500; }
.fl-tab:focus-visible, .fl-family:focus-visible, .fl-button:focus-visible, .fl-icon-button:focus-visible,
.fl-face input:focus-visible, .fl-upload__input:focus-visible + .fl-button { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.fl-panel { flex: 1; min-height: 0; overflow: auto; padding: 16px 24px; }
.fl-library { display: flex; flex-direction: column; min-height: 100%; }
.fl-body { flex: 1; }
.fl-heading { font-size: 11px; text-transform: uppercase; font-weight: 500; margin: 16px 0 8px; }
.fl-families, .fl-faces { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.fl-family { display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px 16px; border: 1px solid #ddd; border-radius: 2px; background: #fff; font: inherit; text-align: start; cursor: pointer; color: inherit; }
.fl-family:hover { border-color: #949494; }
.fl-family-name { flex: 1; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fl-family__meta { color: #646464; }
.fl-preview-image { max-height: 24px; flex: 1; object-fit: contain; object-position: left; }
.fl-detail__header { display: flex; align-items: center; gap: 8px; }
.fl-detail__title { flex: 1; margin: 0; font-size: 16px; }
.fl-detail__title:focus { outline: none; }
.fl-detail__count, .fl-hint, .fl-description, .fl-upload__help { color: #646464; }
.fl-face { display: flex; align-items: center; gap: 12px; padding: 8px 12px; border: 1px solid #ddd; border-radius: 2px; }
.fl-face.is-all { border: 0; padding: 8px 0; }
.fl-face__sample { flex: 1; font-size: 18px; }
.fl-face__name { color: #646464; }
.fl-footer { display: flex; justify-content: flex-end; gap: 8px; padding-top: 16px; position: sticky; bottom: 0; background: #fff; }
.fl-button { display: inline-flex; align-items: center; min-height: 32px; padding: 0 12px; border: 1px solid var(--se-accent, #3858e9); border-radius: 2px; background: #fff; color: var(--se-accent, #3858e9); font: inherit; cursor: pointer; }
.fl-button.is-primary { background: var(--se-accent, #3858e9); color: #fff; }
.fl-button.is-destructive { border-color: #cc1818; color: #cc1818; }
.fl-button.is-destructive-primary { border-color: #cc1818; background: #cc1818; color: #fff; }
.fl-button:disabled, .fl-button.is-disabled { opacity: 0.6; cursor: default; }
.fl-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border: 0; background: none; cursor: pointer; color: inherit; border-radius: 2px; }
.fl-confirm { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
.fl-empty { color: #646464; padding: 24px 0; }
.fl-error { color: #cc1818; }
.fl-upload { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; padding: 24px; border: 1px dashed #949494; border-radius: 2px; }
.fl-upload.is-dragging { border-color: var(--se-accent, #3858e9); background: #f0f4ff; }
.fl-upload__input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.fl-progress { display: flex; align-items: center; gap: 8px; }
.fl-collection__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
.fl-collection__filters { display: flex; align-items: center; gap: 8px; margin: 8px 0 16px; }
.fl-collection__filters input[type="search"] { flex: 1; min-height: 32px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px; font: inherit; }
.fl-collection__filters select { min-height: 32px; font: inherit; }
.fl-pages { display: flex; align-items: center; justify-content: center; gap: 12px; margin-top: 16px; }
.fl-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.fl-permission { max-width: 480px; }
`;
