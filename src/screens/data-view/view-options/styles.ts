// The View options popover: two sections of labelled controls.
export const viewOptionsStyles = /* css */ `
.dv-view-options { width: 320px; padding: 0; }
.dv-view-options__section { display: grid; gap: 12px; padding: 16px; }
.dv-view-options__section + .dv-view-options__section { border-top: 1px solid #ddd; }
.dv-view-options__heading { margin: 0; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #1e1e1e; }
.dv-view-options__control { display: grid; gap: 4px; min-width: 0; min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.dv-view-options__control > label, .dv-view-options__control > legend { padding: 0; font-size: 11px; font-weight: 500; text-transform: uppercase; }
.dv-view-options select {
  width: 100%; min-height: 32px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px;
  background: #fff; color: #1e1e1e; font: inherit;
}
.dv-view-options select:disabled { color: #949494; border-color: #ddd; }
.dv-view-options input[type="range"] { width: 100%; accent-color: var(--se-accent, #3858e9); }
.dv-segmented__options { display: flex; border: 1px solid #949494; border-radius: 2px; padding: 2px; gap: 2px; }
.dv-segmented:disabled .dv-segmented__options { border-color: #ddd; color: #949494; }
.dv-segmented__option { position: relative; flex: 1; display: flex; }
.dv-segmented__option input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.dv-segmented__option span {
  flex: 1; padding: 4px 6px; border-radius: 2px; text-align: center; white-space: nowrap;
  overflow: hidden; text-overflow: ellipsis;
}
.dv-segmented__option input:checked + span { background: #1e1e1e; color: #fff; }
.dv-segmented:disabled .dv-segmented__option input:checked + span { background: #ddd; color: #757575; }
.dv-segmented__option input:focus-visible + span { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.dv-properties { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.dv-properties__row { display: flex; align-items: center; gap: 8px; min-height: 36px; }
.dv-properties__row.is-hidden .dv-properties__label span { color: #757575; }
.dv-properties__label { flex: 1; display: flex; align-items: center; gap: 8px; min-width: 0; }
.dv-properties__label.is-fixed { padding-inline-start: 24px; }
.dv-properties__label input { margin: 0; width: 16px; height: 16px; accent-color: var(--se-accent, #3858e9); }
.dv-properties__moves { display: inline-flex; }
.dv-properties__move { width: 28px; height: 28px; }
.dv-properties__move:hover { background: #f0f0f0; }
.dv-properties__move[aria-disabled="true"] { opacity: 0.3; cursor: default; }
`;
