// The media library's styles (adopted by the element's shadow root when the library opens).
export const mediaLibraryStyles = /* css */ `
.se-media-library {
  display: flex; flex-direction: column; gap: 12px; height: 100%; min-height: 0; position: relative;
}
.se-media-library.is-dragging::after {
  content: ""; position: absolute; inset: 0; border: 3px dashed var(--se-accent, #3858e9);
  border-radius: 4px; background: rgb(56 88 233 / 0.06); pointer-events: none;
}
.se-ml-button {
  display: inline-flex; align-items: center; gap: 4px; min-height: 32px; padding: 0 12px;
  border: 1px solid #949494; border-radius: 2px; background: #fff; color: #1e1e1e; cursor: pointer;
  font: inherit;
}
.se-ml-button:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-ml-button:disabled { opacity: 0.5; cursor: default; }
.se-ml-button.is-primary {
  background: var(--se-accent, #3858e9); border-color: var(--se-accent, #3858e9); color: #fff;
}
.se-ml-button.is-compact { min-height: 24px; padding: 0 8px; }
.se-media-library__toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.se-media-library__toolbar input[type="search"], .se-media-library__toolbar select,
.se-media-library__field input, .se-media-library__field textarea {
  min-height: 32px; padding: 4px 8px; border: 1px solid #949494; border-radius: 2px;
  font: inherit; color: inherit; background: #fff; box-sizing: border-box;
}
.se-media-library__toolbar input[type="search"] { flex: 1; min-width: 160px; }
.se-media-library :is(input, select, textarea):focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: -1px;
}
.se-media-library__uploads { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.se-media-library__uploads li { display: flex; gap: 8px; align-items: center; }
.se-media-library__uploads progress { flex: 1; max-width: 320px; }
.se-media-library__upload-error {
  padding: 6px 12px; border-inline-start: 4px solid #cc1818; background: #fcf0f1;
  justify-content: space-between;
}
.se-media-library__main { display: flex; gap: 16px; flex: 1; min-height: 0; }
.se-media-library__list { flex: 1; min-width: 0; overflow: auto; }
.se-media-library__grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); gap: 12px;
  margin: 0; padding: 4px; min-height: 120px;
}
.se-media-library__grid:focus-visible { outline: 2px solid var(--se-accent, #3858e9); }
.se-media-library__option {
  position: relative; display: grid; gap: 4px; padding: 4px; border-radius: 4px; cursor: pointer;
  border: 2px solid transparent; min-width: 0; user-select: none;
}
.se-media-library__option img, .se-media-library__file {
  display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 2px;
  background: #f0f0f0;
}
.se-media-library__file {
  display: grid; place-items: center; font-weight: 600; font-size: 14px; color: #50575e;
  box-sizing: border-box; border: 1px solid #ddd;
}
.se-media-library__name { font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-media-library__option[aria-selected="true"] { border-color: var(--se-accent, #3858e9); }
.se-media-library__grid:focus-visible .se-media-library__option.is-active {
  box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1e1e1e;
}
.se-media-library__order {
  position: absolute; top: 8px; inset-inline-end: 8px; min-width: 20px; height: 20px;
  border-radius: 10px; background: var(--se-accent, #3858e9); color: #fff; font-size: 12px;
  display: grid; place-items: center;
}
.se-media-library__details {
  flex: 0 0 280px; overflow: auto; border-inline-start: 1px solid #ddd; padding-inline-start: 16px;
  display: flex; flex-direction: column; gap: 10px;
}
.se-media-library__preview img, .se-media-library__preview .se-media-library__file {
  max-height: 180px; object-fit: contain; aspect-ratio: auto; height: 120px;
}
.se-media-library__facts { display: grid; gap: 2px; margin: 0; color: #50575e; font-size: 12px; }
.se-media-library__facts strong { color: #1e1e1e; overflow-wrap: anywhere; }
.se-media-library__field { display: grid; gap: 4px; }
.se-media-library__field label { font-size: 11px; font-weight: 500; text-transform: uppercase; }
.se-media-library__save { margin: 0; min-height: 1.4em; color: #50575e; }
.se-media-library__save.is-saved { color: #008a20; }
.se-media-library__save.is-failed { color: #cc1818; }
.se-media-library__status { margin: 8px 0; color: #757575; }
.se-media-library__pages { display: flex; gap: 8px; align-items: center; margin-top: 12px; }
.se-media-library__footer {
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between;
  border-top: 1px solid #ddd; padding-top: 12px;
}
.se-media-library__actions { display: flex; gap: 8px; }
@media (max-width: 640px) {
  .se-media-library__main { flex-direction: column; }
  .se-media-library__details { flex: none; border: 0; padding: 0; }
}
`;
