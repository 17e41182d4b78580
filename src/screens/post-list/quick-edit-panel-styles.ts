// The quick edit side panel: 380 px wide (spec 9), one labelled control a row.
export const quickEditStyles = /* css */ `
.se-quick-edit {
  box-sizing: border-box; width: 380px; max-width: 100%; height: 100%; overflow: auto; padding: 16px 24px;
  border-inline-start: 1px solid #e0e0e0; background: #fff;
}
.se-quick-edit__title { margin: 0 0 16px; font-size: 15px; font-weight: 500; overflow-wrap: anywhere; }
/* No field is wider than the panel: a grid track grows to its widest content (a select as wide as
   its longest option, a page's long title among the Parent choices) unless held to the panel. */
.se-quick-edit__form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.se-quick-edit__row { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; min-width: 0; }
.se-quick-edit__fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.se-quick-edit__row > label, .se-quick-edit__row > legend {
  padding: 0; margin-bottom: 6px;
  font-size: 11px; font-weight: 500; text-transform: uppercase;
}
.se-quick-edit__row > label { margin-bottom: 0; }
.se-quick-edit input, .se-quick-edit select {
  box-sizing: border-box; width: 100%; min-width: 0; text-overflow: ellipsis; min-height: 32px; padding: 4px 8px; border: 1px solid #949494; border-radius: 2px;
  font: inherit; color: inherit; background: #fff;
}
.se-quick-edit input:disabled { background: #f0f0f0; color: #757575; }
.se-quick-edit__media {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
}
.se-quick-edit__media-actions { display: flex; gap: 8px; flex: none; }
.se-quick-edit__image { display: flex; align-items: center; gap: 8px; min-width: 0; }
.se-quick-edit__image img {
  flex: none; width: 48px; height: 48px; object-fit: cover; border-radius: 2px; background: #f0f0f0;
}
.se-quick-edit__image span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-quick-edit__error {
  margin: 0; padding: 8px 12px; border-inline-start: 4px solid #cc1818; background: #fcf0f1;
}
.se-quick-edit__actions { display: flex; justify-content: flex-end; gap: 8px; }
`;
