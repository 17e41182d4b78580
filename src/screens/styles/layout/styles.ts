// The look of the Layout screen's and the block panels' fields.
export const layoutStyles = /* css */ `
.st-help { margin: 0; font-size: 12px; color: #757575; }
.st-spacing__row { display: flex; gap: 8px; align-items: flex-start; }
.st-spacing__row > .st-select { flex: 1; min-width: 0; }
.st-spacing__row > .st-field { flex: 1; margin: 0; }
.st-sides { border: 0; margin: 0 0 12px; padding: 0; min-width: 0; }
.st-sides__header { display: flex; align-items: center; justify-content: space-between; }
.st-sides__header .st-field__label { padding: 0; }
.st-sides__link[aria-pressed="true"] { background: none; color: var(--se-accent, #3858e9); }
.st-input:focus-visible, .st-select:focus-visible, .st-textarea:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: -1px; border-color: transparent;
}
.st-textarea {
  width: 100%; min-height: 200px; padding: 8px; border: 1px solid #949494; border-radius: 2px;
  font-family: Menlo, Consolas, monaco, monospace; font-size: 12px; line-height: 1.5;
  background: #fff; color: #1e1e1e; resize: vertical; box-sizing: border-box; tab-size: 2;
}
.st-check { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; }
.st-check input { width: 16px; height: 16px; margin: 0; accent-color: var(--se-accent, #3858e9); }
`;
export const colorFieldStyles = /* css */ `
.st-color-field { display: flex; align-items: flex-end; gap: 8px; }
.st-color-field > .st-field { flex: 1; min-width: 0; }
.st-color-field__picker {
  flex: none; width: 32px; height: 32px; margin: 0 0 12px; padding: 2px; border: 1px solid #949494;
  border-radius: 2px; background: #fff; cursor: pointer;
}
.st-color-field__picker:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
`;
export const blockPanelStyles = /* css */ `
.st-duotones { border: 0; margin: 0; padding: 0; display: grid; gap: 4px; }
.st-duotone { display: flex; align-items: center; gap: 8px; min-height: 32px; cursor: pointer; }
.st-duotone input { margin: 0; accent-color: var(--se-accent, #3858e9); }
.st-duotone__swatch {
  width: 24px; height: 24px; border-radius: 50%; flex: none;
  background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 50% / 8px 8px;
  outline: 1px solid rgb(0 0 0 / 0.15); outline-offset: -1px;
}
.st-block-preview { display: flex; justify-content: center; padding: 8px 16px; }
.st-block-preview__frame {
  max-width: 100%; overflow: hidden; border-radius: 4px;
  outline: 1px solid rgb(0 0 0 / 0.1); outline-offset: -1px; background: #fff;
}
.st-search { padding: 0 16px 8px; }
.st-search input { width: 100%; box-sizing: border-box; }
.st-block-group__title {
  margin: 12px 0 4px; padding: 0 8px; font-size: 11px; font-weight: 500; text-transform: uppercase;
  color: #757575;
}
`;
