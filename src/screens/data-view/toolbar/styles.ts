// The toolbar: search, filter control, layout switcher, view options button.
export const toolbarStyles = /* css */ `
.dv-toolbar {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 24px; flex-wrap: wrap;
}
.dv-toolbar__start, .dv-toolbar__end { display: flex; align-items: center; gap: 4px; }
.dv-toolbar__start { flex: 1 1 240px; min-width: 0; }
.dv-search { position: relative; flex: 0 1 320px; min-width: 160px; }
.dv-search__icon { position: absolute; inset-inline-start: 8px; top: 50%; translate: 0 -50%; color: #757575; pointer-events: none; }
.dv-search__input {
  width: 100%; height: 36px; padding: 0 8px 0 34px; border: 1px solid #ddd; border-radius: 2px;
  background: #f0f0f0; color: #1e1e1e; font: inherit; font-size: 13px;
}
.dv-search__input:hover { border-color: #949494; }
.dv-search__input:focus { outline: 2px solid var(--se-accent, #3858e9); outline-offset: -1px; background: #fff; border-color: transparent; }
.dv-toolbar__filter { display: inline-flex; }
.dv-toolbar__button { position: relative; color: #1e1e1e; }
.dv-toolbar__button:hover { background: #f0f0f0; color: var(--se-accent, #3858e9); }
.dv-toolbar__button[aria-expanded="true"] { background: #f0f0f0; color: var(--se-accent, #3858e9); }
.dv-filter-toggle.has-active::after {
  content: ''; position: absolute; top: 6px; inset-inline-end: 6px; width: 8px; height: 8px;
  border-radius: 50%; background: var(--se-accent, #3858e9); box-shadow: 0 0 0 2px #fff;
}
`;
