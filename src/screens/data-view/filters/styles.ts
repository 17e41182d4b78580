// The filter chip row and the filter editor popover.
export const filterStyles = /* css */ `
.dv-filters { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 0 24px 12px; }
.dv-filters[hidden] { display: none; }
.dv-filter-chip {
  display: inline-flex; align-items: stretch; min-height: 32px; border-radius: 16px;
  background: #f0f0f0; color: #1e1e1e;
}
.dv-filter-chip.is-active { background: color-mix(in srgb, var(--se-accent, #3858e9) 8%, #fff); color: var(--se-accent, #3858e9); }
.dv-filter-chip__button, .dv-filter-chip__remove {
  display: inline-flex; align-items: center; gap: 4px; border: 0; background: transparent;
  color: inherit; font: inherit; cursor: pointer;
}
.dv-filter-chip__button { padding: 4px 8px 4px 12px; border-radius: 16px; max-width: 360px; }
.dv-filter-chip__button > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.dv-filter-chip__remove { padding: 4px 8px 4px 4px; border-radius: 0 16px 16px 0; }
.dv-filter-chip__button:hover, .dv-filter-chip__remove:hover { background: rgb(0 0 0 / 0.05); }
.dv-filter-chip__button:focus-visible, .dv-filter-chip__remove:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: -2px;
}
.dv-text-button {
  display: inline-flex; align-items: center; gap: 4px; min-height: 32px; padding: 4px 8px;
  border: 0; border-radius: 2px; background: transparent; color: var(--se-accent, #3858e9);
  font: inherit; cursor: pointer;
}
.dv-text-button:hover { background: #f0f0f0; }
.dv-text-button[aria-disabled="true"] { color: #757575; cursor: default; background: transparent; }
.dv-filter-popover { width: 280px; padding: 12px; }
.dv-filter-editor { display: grid; gap: 12px; }
.dv-filter-editor__operator { display: grid; gap: 4px; }
.dv-filter-editor__operator label { font-size: 11px; font-weight: 500; text-transform: uppercase; }
.dv-filter-editor select {
  min-height: 32px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px;
  background: #fff; color: #1e1e1e; font: inherit;
}
`;
