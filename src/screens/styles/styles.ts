// The Styles screen's look: the panel (a 380px column, spec 2.1) beside the site preview.
export const stylesScreenStyles = /* css */ `
.st-layout { display: flex; height: 100%; min-height: 0; }
.st-panel {
  flex: none; width: 380px; max-width: 100%; display: flex; flex-direction: column; min-height: 0;
  background: #fff; border-inline-end: 1px solid #e0e0e0; color: #1e1e1e;
}
.st-preview { flex: 1; min-width: 0; min-height: 0; overflow: auto; background: #f0f0f0; }
.st-header {
  display: flex; align-items: center; gap: 2px; padding: 8px 8px 8px 16px; min-height: 60px;
  border-bottom: 1px solid #e0e0e0;
}
.st-header__title { flex: 1; margin: 0; font-size: 13px; font-weight: 600; }
.st-icon-button { color: #1e1e1e; }
.st-icon-button:hover:not(:disabled) { color: var(--se-accent, #3858e9); }
.st-icon-button:disabled, .st-icon-button[aria-disabled="true"] { opacity: 0.4; cursor: default; }
.st-icon-button[aria-pressed="true"] { background: #1e1e1e; color: #fff; }
.st-body { flex: 1; min-height: 0; overflow: auto; }
.st-screen { padding-bottom: 24px; }
.st-screen__header { display: flex; align-items: center; gap: 4px; padding: 12px 16px 4px 8px; }
.st-screen__title { margin: 0; font-size: 15px; font-weight: 600; line-height: 1.4; }
.st-screen__description { margin: 0; padding: 0 16px 8px; color: #757575; }
.st-section { padding: 8px 16px; }
.st-section + .st-section { border-top: 1px solid #f0f0f0; }
.st-section__title {
  margin: 8px 0; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #1e1e1e;
}
.st-nav { list-style: none; margin: 0; padding: 0; }
.st-nav__item {
  display: flex; align-items: center; gap: 8px; min-height: 40px; padding: 8px; border-radius: 2px;
  color: #1e1e1e; text-decoration: none;
}
.st-nav__item:hover { background: #f0f0f0; color: var(--se-accent, #3858e9); }
.st-nav__label { flex: 1; }
.st-nav__chevron { opacity: 0.7; }
.st-message { margin: 16px; color: #757575; }
.st-tiles { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; }
.st-tiles.is-3 { grid-template-columns: repeat(3, 1fr); }
/* The tiles themselves: style-tile.tsx. */
.st-warning { display: flex; align-items: flex-start; gap: 4px; color: #8a2424; font-size: 12px; margin: 4px 0; }
.st-warning .se-icon { width: 16px; height: 16px; }
.st-field { display: grid; gap: 4px; margin: 0 0 12px; }
.st-field__label { font-size: 11px; font-weight: 500; text-transform: uppercase; }
.st-input, .st-select {
  min-height: 32px; padding: 4px 8px; border: 1px solid #949494; border-radius: 2px; font: inherit;
  background: #fff; color: #1e1e1e; width: 100%;
}
.st-button {
  min-height: 32px; padding: 4px 12px; border: 1px solid var(--se-accent, #3858e9); border-radius: 2px;
  background: #fff; color: var(--se-accent, #3858e9); cursor: pointer; font: inherit;
}
.st-button.is-primary { background: var(--se-accent, #3858e9); color: #fff; }
.st-button.is-destructive { border-color: #cc1818; color: #cc1818; }
.st-button:disabled { opacity: 0.5; cursor: default; }
.st-confirm__message { margin: 0 0 24px; }
.st-confirm__actions { display: flex; justify-content: flex-end; gap: 8px; }
@media (max-width: 781px) {
  .st-layout { flex-direction: column; }
  .st-panel { width: 100%; flex: 1; border: 0; }
  .st-preview { display: none; }
}
`;
export const tokensStyles = /* css */ `
.st-tokens { width: 100%; border-collapse: collapse; margin: 8px 0 16px; }
.st-tokens th, .st-tokens td { text-align: start; padding: 6px 8px; border-bottom: 1px solid #eee; }
.st-dialog-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
`;
