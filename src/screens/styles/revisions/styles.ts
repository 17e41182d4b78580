// The revisions list, its pages, and the comparison of two revisions.
export const revisionsStyles = /* css */ `
.rv-tools { display: flex; justify-content: flex-end; padding: 0 16px 8px; }
.rv-list { list-style: none; margin: 0; padding: 0 8px; }
.rv-item { border-radius: 2px; margin-bottom: 4px; }
.rv-item.is-selected { background: #f0f4ff; box-shadow: inset 0 0 0 1px var(--se-accent, #3858e9); }
.rv-item__choose {
  display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 10px 8px; border: 0;
  background: none; text-align: start; font: inherit; color: #1e1e1e; cursor: pointer;
}
.rv-item__choose:hover { background: #f0f0f0; }
.rv-item__choose:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: -2px; }
.rv-item__title { font-weight: 600; }
.rv-item__author { display: flex; align-items: center; gap: 6px; color: #595959; }
.rv-item__avatar { border-radius: 50%; }
.rv-item__summary { color: #1e1e1e; font-size: 12px; }
.rv-item__page {
  display: inline-block; margin: 0 8px 8px; font-size: 12px; color: var(--se-accent, #3858e9);
  border-radius: 2px;
}
.rv-item__page:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.rv-item__apply { margin: 0 8px 10px; }
.rv-item__applied { margin: 0 8px 10px; color: #595959; }
.rv-pages { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 16px; }
.rv-pages__count { color: #595959; }
.rv-compare { display: flex; flex-direction: column; gap: 16px; padding: 16px; min-height: 100%; box-sizing: border-box; background: #fff; }
.rv-compare__choices { display: flex; flex-wrap: wrap; gap: 16px; align-items: end; }
.rv-compare__choices label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; }
.rv-compare__choices select { min-height: 32px; }
.rv-compare__previews { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.rv-compare__preview { height: 320px; border: 1px solid #e0e0e0; overflow: hidden; }
.rv-compare__preview h3 { margin: 0; padding: 6px 8px; font-size: 12px; border-bottom: 1px solid #e0e0e0; }
.rv-compare__preview .se-site-preview { height: calc(100% - 30px); }
.rv-diff { width: 100%; border-collapse: collapse; }
.rv-diff th, .rv-diff td { text-align: start; padding: 6px 8px; border-bottom: 1px solid #eee; vertical-align: top; }
.rv-diff__value { display: inline-flex; align-items: center; gap: 6px; overflow-wrap: anywhere; }
.rv-diff__swatch { flex: none; width: 16px; height: 16px; border-radius: 50%; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.2); }
.rv-diff__none { color: #595959; font-style: italic; }
`;
