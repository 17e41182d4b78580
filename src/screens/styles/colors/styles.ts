// The Colors and Background screens' look: the colour control and its popover, palette lists,
// tabs, contrast warnings. Adopted by each component that uses it (`useStyles`).
export const colorsStyles = /* css */ `
.co-control__button {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 40px; padding: 6px 8px;
  border: 0; border-radius: 2px; background: none; color: #1e1e1e; font: inherit; text-align: start;
  cursor: pointer;
}
.co-control__button:hover { background: #f0f0f0; }
.co-control__button:focus-visible, .co-swatches__option:focus-visible, .co-tab:focus-visible,
.co-entry button:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px;
}
.co-control__label { flex: 1; }
.co-control__value {
  color: #5e5e5e; font-size: 12px; max-width: 50%; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap;
}
.co-swatch {
  flex: none; width: 24px; height: 24px; border-radius: 50%; outline: 1px solid rgb(0 0 0 / 0.2);
  outline-offset: -1px;
}
.co-swatch.is-empty {
  background: linear-gradient(135deg, transparent 46%, #cc1818 46%, #cc1818 54%, transparent 54%), #fff;
}
.co-popover { width: 272px; }
.co-picker { display: grid; gap: 12px; }
.co-picker__title { margin: 0 0 6px; font-size: 11px; font-weight: 500; text-transform: uppercase; }
.co-swatches { display: flex; flex-wrap: wrap; gap: 8px; }
.co-swatches__option {
  width: 28px; height: 28px; padding: 0; border: 0; border-radius: 50%; cursor: pointer;
  outline: 1px solid rgb(0 0 0 / 0.2); outline-offset: -1px;
}
.co-swatches__option[aria-pressed="true"] { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1e1e1e; }
.co-custom { display: grid; gap: 4px; }
.co-custom__row { display: flex; gap: 8px; align-items: center; }
.co-custom__picker { flex: none; width: 40px; height: 32px; padding: 0; border: 1px solid #949494; border-radius: 2px; background: #fff; }
.co-custom__hex[aria-invalid="true"] { border-color: #cc1818; }
.co-custom__error { margin: 0; color: #cc1818; font-size: 12px; }
.co-picker__clear { justify-self: start; }
.co-group { margin: 0 0 8px; border: 1px solid #e0e0e0; border-radius: 2px; }
.co-group > .co-control + .co-control { border-top: 1px solid #e0e0e0; }
.co-status .st-warning { margin: 4px 8px 8px; }
.co-palette-summary {
  display: flex; align-items: center; gap: 8px; min-height: 40px; padding: 8px; border-radius: 2px;
  color: #1e1e1e; text-decoration: none;
}
.co-palette-summary:hover { background: #f0f0f0; }
.co-palette-summary__swatches { display: flex; }
.co-palette-summary__swatches .co-swatch + .co-swatch { margin-inline-start: -6px; }
.co-tabs { display: flex; gap: 4px; border-bottom: 1px solid #e0e0e0; margin: 0 16px; }
.co-tab {
  min-height: 40px; padding: 0 12px; border: 0; border-bottom: 2px solid transparent; background: none;
  color: #1e1e1e; font: inherit; cursor: pointer;
}
.co-tab[aria-selected="true"] { border-bottom-color: var(--se-accent, #3858e9); font-weight: 600; }
.co-palette-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 0 0 8px; }
.co-palette-head .st-section__title { margin: 0; }
.co-palette-head .co-palette-actions { margin: 0; }
.co-grid {
  list-style: none; margin: 0 0 8px; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, 32px);
}
.co-grid.is-gradients { grid-template-columns: repeat(auto-fill, minmax(72px, 1fr)); }
.co-grid__item { display: flex; }
.co-grid__swatch {
  width: 32px; height: 32px; padding: 0; border: 0; border-radius: 50%; cursor: pointer;
  outline: 1px solid rgb(0 0 0 / 0.2); outline-offset: -1px;
}
.co-grid__swatch.is-gradient { width: 100%; border-radius: 2px; }
.co-grid__swatch[aria-expanded="true"] { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1e1e1e; }
.co-grid__swatch:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 2px; }
.co-entry-edit { display: grid; gap: 8px; }
.co-entry-edit__field { margin: 0; }
.co-entry-edit__name { margin: 0; font-weight: 600; }
.co-entry-edit__slug { margin: 0; font-size: 11px; color: #757575; }
.co-entry-edit__remove { justify-self: start; }
.co-entries { list-style: none; margin: 0 0 8px; padding: 0; display: grid; gap: 8px; }
.co-entry { display: grid; grid-template-columns: 28px 1fr auto; gap: 8px; align-items: center; }
.co-entry__fields { display: grid; gap: 4px; min-width: 0; }
.co-entry__name { font-size: 13px; overflow: hidden; text-overflow: ellipsis; }
.co-entry__slug { font-size: 11px; color: #757575; }
.co-entry__value { display: flex; gap: 4px; align-items: center; }
.co-gradient-preview { height: 28px; border-radius: 2px; outline: 1px solid rgb(0 0 0 / 0.2); outline-offset: -1px; }
.co-empty { color: #757575; margin: 0 0 8px; }
.co-palette-actions { display: flex; gap: 8px; margin: 0 0 8px; }
.co-duotone { display: flex; width: 28px; height: 28px; border-radius: 50%; overflow: hidden; outline: 1px solid rgb(0 0 0 / 0.2); outline-offset: -1px; }
.co-duotone span { flex: 1; }
`;
