// The Background screen's look: the image row, its actions and the layout options.
export const backgroundStyles = /* css */ `
.bg-image { display: flex; align-items: center; gap: 8px; margin: 0 0 8px; }
.bg-image__thumb {
  flex: none; width: 48px; height: 48px; border-radius: 2px; object-fit: cover; background: #f0f0f0;
  outline: 1px solid rgb(0 0 0 / 0.1); outline-offset: -1px;
}
.bg-image__name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bg-empty { margin: 0 0 8px; color: #757575; }
.bg-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; }
.bg-options { display: grid; gap: 12px; }
.bg-fieldset { margin: 0; padding: 0; border: 0; display: grid; gap: 6px; }
.bg-radios { display: flex; flex-wrap: wrap; gap: 12px; }
.bg-radio, .bg-check { display: flex; align-items: center; gap: 6px; }
.bg-position { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.bg-position .st-field { margin: 0; }
.bg-error { margin: 0; color: #cc1818; font-size: 12px; }
.bg-options input:focus-visible, .bg-options select:focus-visible, .bg-actions button:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px;
}
`;
