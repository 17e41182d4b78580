// The Typography screens' look (adopted with `useStyles`): font list, element links with their
// "Aa", the controls (segmented choices, number and unit, switches), font size presets.
export const typographyStyles = /* css */ `
.ty-families { list-style: none; margin: 0 0 12px; padding: 0; border: 1px solid #e0e0e0; border-radius: 2px; }
.ty-families li + li { border-top: 1px solid #e0e0e0; }
.ty-family, .ty-preset {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%;
  min-height: 40px; padding: 8px 12px; border: 0; background: none; color: #1e1e1e; font: inherit;
  text-align: start; cursor: pointer; text-decoration: none;
}
.ty-family:hover, .ty-preset:hover { background: #f0f0f0; color: var(--se-accent, #3858e9); }
.ty-family__name { font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ty-family__count, .ty-preset__size { color: #757575; font-size: 12px; flex: none; }
.ty-empty { margin: 0 0 12px; color: #757575; }
.ty-manage { width: 100%; }
.ty-element { display: flex; align-items: center; gap: 12px; }
.ty-element__aa {
  display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px;
  border-radius: 2px; background: #f0f0f0; font-size: 13px; line-height: 1;
}
.ty-preview {
  display: flex; align-items: center; justify-content: center; height: 120px; margin: 0 0 12px;
  border-radius: 4px; background: #f0f0f0; font-size: 48px; line-height: 1; overflow: hidden;
}
.ty-panel { display: grid; gap: 4px; }
.ty-field { border: 0; padding: 0; min-width: 0; }
.ty-field__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; }
.ty-choices { position: relative; }
.ty-choices legend { float: left; padding: 0; min-height: 24px; display: flex; align-items: center; }
.ty-choices .ty-reset { position: absolute; top: 2px; inset-inline-end: 0; }
.ty-choices .ty-segmented { clear: both; }
.ty-reset {
  border: 0; background: none; padding: 2px 4px; color: var(--se-accent, #3858e9); font: inherit;
  font-size: 12px; cursor: pointer; border-radius: 2px;
}
.ty-reset:hover { text-decoration: underline; }
.ty-segmented { display: flex; flex-wrap: wrap; border: 1px solid #949494; border-radius: 2px; padding: 2px; gap: 2px; }
.ty-segmented__option { flex: 1 1 auto; position: relative; display: flex; }
.ty-segmented__option input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
.ty-segmented__option span {
  flex: 1; display: flex; align-items: center; justify-content: center; min-height: 28px;
  padding: 2px 8px; border-radius: 2px; font-size: 12px; white-space: nowrap;
}
.ty-segmented__option input:checked + span { background: #1e1e1e; color: #fff; }
.ty-segmented__option input:focus-visible + span { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.ty-quantity { display: flex; gap: 4px; }
.ty-quantity .st-input { flex: 1; min-width: 0; }
.ty-quantity__unit.st-select { width: auto; flex: none; }
.ty-range { width: 100%; margin: 4px 0 0; accent-color: var(--se-accent, #3858e9); }
.ty-switch { margin: 0 0 12px; }
.ty-switch__label { display: flex; align-items: center; gap: 8px; cursor: pointer; }
.ty-switch__label input { width: 16px; height: 16px; margin: 0; accent-color: var(--se-accent, #3858e9); }
.ty-help { margin: 4px 0 0 24px; color: #757575; font-size: 12px; }
.ty-group__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.ty-group__head .st-section__title { flex: 1; }
.ty-presets { list-style: none; margin: 0 0 8px; padding: 0; border: 1px solid #e0e0e0; border-radius: 2px; }
.ty-presets li + li { border-top: 1px solid #e0e0e0; }
.ty-size-preview {
  display: flex; align-items: center; justify-content: center; min-height: 120px; margin: 0 0 12px;
  padding: 8px; border-radius: 4px; background: #f0f0f0; line-height: 1.1; overflow: hidden;
  overflow-wrap: anywhere;
}
.ty-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
`;
