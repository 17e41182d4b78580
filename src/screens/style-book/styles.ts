// The Style Book's look: examples at most 900 px wide in a container of 1200 px with 32 px of
// padding (spec 9), tabs above them.
export const styleBookStyles = /* css */ `
.sb-element { height: 100%; overflow: auto; }
.sb-book {
  box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 32px; color: #1e1e1e;
  background: #fff; min-height: 100%;
}
.sb-tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid #e0e0e0; margin-bottom: 24px; }
.sb-tab {
  padding: 12px 16px; border: 0; border-bottom: 2px solid transparent; background: none;
  font: inherit; color: #1e1e1e; cursor: pointer;
}
.sb-tab[aria-selected="true"] { border-bottom-color: var(--se-accent, #3858e9); font-weight: 600; }
.sb-tab:focus-visible, .sb-example__open:focus-visible, .sb-panel:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: 2px;
}
.sb-section { display: flex; flex-direction: column; gap: 24px; margin-bottom: 32px; }
.sb-section__title {
  margin: 0; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #757575;
}
.sb-example { position: relative; max-width: 900px; border-radius: 2px; }
.sb-example.is-interactive:hover { box-shadow: 0 0 0 1px var(--se-accent, #3858e9); }
.sb-example__title {
  margin-bottom: 8px; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #757575;
}
.sb-example__open {
  position: absolute; inset: 0; width: 100%; height: 100%; padding: 0; border: 0;
  background: transparent; cursor: pointer;
}
.sb-empty { color: #757575; }
.sb-colors__group + .sb-colors__group { margin-top: 16px; }
.sb-colors__title { margin: 0 0 8px; font-size: 13px; font-weight: 600; }
.sb-colors__origin { margin: 8px 0; font-size: 11px; font-weight: 500; color: #757575; }
.sb-swatches {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
}
.sb-swatches.is-compact { display: flex; gap: 0; }
.sb-swatches.is-compact .sb-swatch { flex: 1; }
.sb-swatches.is-compact .sb-swatch__color { height: 64px; border-radius: 0; }
.sb-swatch { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.sb-swatch__color {
  display: block; height: 48px; border-radius: 2px; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.1);
}
.sb-swatch__name { font-size: 13px; }
.sb-swatch__value { font-size: 12px; color: #757575; overflow-wrap: anywhere; }
`;
