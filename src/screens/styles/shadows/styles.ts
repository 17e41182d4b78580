// The look of the Shadows screens: preset rows with a swatch, the layer list and its editor.
export const shadowStyles = /* css */ `
.st-shadow-group__header { display: flex; align-items: center; justify-content: space-between; }
.st-shadow-group__header .st-section__title { margin: 8px 0; }
.st-shadow-group__actions { display: flex; gap: 2px; }
.st-shadow-swatch {
  flex: none; width: 24px; height: 24px; border-radius: 4px; background: #fff;
  border: 1px solid #e0e0e0; margin: 4px;
}
.st-shadow-preview {
  display: flex; align-items: center; justify-content: center; height: 144px; margin: 0 16px;
  border-radius: 4px; background: #f0f0f0;
}
.st-shadow-preview__box { width: 60%; height: 60%; border-radius: 4px; background: #fff; }
.st-layers { list-style: none; margin: 0; padding: 0; border: 1px solid #e0e0e0; border-radius: 2px; }
.st-layer + .st-layer { border-top: 1px solid #e0e0e0; }
.st-layer__row { display: flex; align-items: center; gap: 4px; padding: 2px; }
.st-layer__toggle {
  flex: 1; display: flex; align-items: center; gap: 8px; min-height: 36px; padding: 0 8px;
  border: 0; background: none; color: inherit; font: inherit; cursor: pointer; text-align: start;
}
.st-layer__toggle:hover { color: var(--se-accent, #3858e9); }
.st-layer__toggle:focus-visible, .st-button:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: -2px;
}
.st-layer__fields { display: grid; grid-template-columns: 1fr 1fr; gap: 0 8px; padding: 8px 12px; }
.st-layer__fields > .st-color-field, .st-layer__fields > .st-check { grid-column: 1 / -1; }
.st-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;
