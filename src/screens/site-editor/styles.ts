// The site editor frame's styles: a dark sidebar beside a light content area, as in the peer.
export const siteEditorStyles = /* css */ `
.se-shell {
  display: grid; grid-template-columns: 300px minmax(0, 1fr); height: 100%; min-height: 480px;
  background: #1e1e1e; color: #e0e0e0; position: relative; overflow: hidden;
}
.se-dialogs { position: absolute; inset-inline-end: 16px; top: 16px; z-index: 40; max-width: 400px; }
.se-dialogs .se-load-error { margin: 0; }
.se-sidebar { display: flex; flex-direction: column; min-height: 0; overflow: auto; color: #e0e0e0; }
.se-sidebar :focus-visible { outline-color: #fff; }
.se-hub { display: flex; align-items: center; gap: 8px; padding: 12px 12px 12px 16px; min-height: 64px; }
.se-hub__icon {
  display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center;
  border: 0; padding: 0; background: #2f2f2f; border-radius: 4px; cursor: pointer; color: #fff;
}
.se-hub__site-icon { border-radius: 4px; object-fit: cover; }
.se-hub__title { flex: 1; min-width: 0; color: #fff; text-decoration: none; font-weight: 500; }
.se-hub__title-text { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-hub__title:hover { text-decoration: underline; }
.se-hub__commands { color: #e0e0e0; }
.se-sidebar__loading { display: flex; justify-content: center; padding: 32px; }
.se-sidebar-screen { display: flex; flex-direction: column; flex: 1; padding: 0 12px 16px 16px; }
.se-sidebar-screen__header { display: flex; align-items: center; gap: 4px; padding: 24px 0 8px; }
.se-back { color: #e0e0e0; margin-inline-start: -8px; }
.se-back:hover { color: #fff; }
.se-sidebar-screen__title { margin: 0; font-size: 20px; font-weight: 500; color: #fff; line-height: 1.3; }
.se-sidebar-screen__description { margin: 0 0 16px; color: #ccc; }
.se-sidebar-screen__content { flex: 1; }
.se-sidebar-screen__footer { border-top: 1px solid #2f2f2f; padding-top: 12px; }
.se-save-hub { position: sticky; bottom: 0; padding: 12px 12px 16px 16px; background: #1e1e1e; border-top: 1px solid #2f2f2f; }
.se-save-hub__button {
  width: 100%; min-height: 36px; padding: 6px 12px; border: 0; border-radius: 2px; cursor: pointer;
  background: var(--se-accent, #3858e9); color: #fff; font-weight: 500;
}
.se-save-hub__button:disabled { background: #2f2f2f; color: #a7a7a7; cursor: default; }
.se-nav-list { list-style: none; margin: 0; padding: 0; }
.se-nav-item {
  display: flex; align-items: center; gap: 8px; padding: 8px; border-radius: 2px;
  color: #e0e0e0; text-decoration: none; min-height: 40px;
}
.se-nav-item:hover, .se-nav-item[aria-current="page"] { background: #2f2f2f; color: #fff; }
.se-nav-item__label { flex: 1; }
.se-nav-item__chevron { opacity: 0.7; }
.se-design-footer { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.se-tools { color: #e0e0e0; }
.se-revisions-link { color: #e0e0e0; display: inline-block; padding: 8px; }
.se-content {
  background: #f0f0f0; color: #1e1e1e; min-width: 0; overflow: auto;
  margin: 8px; border-radius: 8px; position: relative;
}
/* Edit mode: the canvas takes the frame (the sidebar hides), below the canvas header. */
.se-shell.is-canvas-edit { grid-template-columns: minmax(0, 1fr); }
.se-shell.is-canvas-edit .se-sidebar { display: none; }
.se-shell.is-canvas-edit .se-content { margin: 0; border-radius: 0; overflow: hidden; --se-canvas-top: 60px; }
/* Edit mode lays the content out in rows: the canvas header, then the notices, then the canvas
   in the rest. A notice takes room of its own: it never covers the header's controls, nor
   slides them under the canvas's frame. */
.se-shell.is-canvas-edit .se-content {
  display: grid; grid-template-rows: auto auto minmax(0, 1fr); grid-template-columns: minmax(0, 1fr);
}
.se-shell.is-canvas-edit .se-content > * { grid-row: 3; grid-column: 1; min-height: 0; }
.se-shell.is-canvas-edit .se-content > .se-canvas-header { grid-row: 1; }
.se-shell.is-canvas-edit .se-content > .se-notices { grid-row: 2; padding-bottom: 8px; }
.se-shell.is-canvas-edit .se-content > .se-canvas-frame { position: relative; inset: auto; }
/* Motion (spec 9, ui/motion.ts). A sidebar screen fades in as it replaces another. Beside the
   sidebar (from spec 9's 782 px), edit mode is reached by motion: the sidebar's column closes and
   the frame (the content area) grows to the whole editor in 400 ms while the sidebar fades out,
   and back. The sidebar stays laid out (hidden once its column is closed), so it can fade. */
.se-sidebar-screen { animation: se-fade-in var(--se-motion-sidebar-fade) ease-out; }
@keyframes se-fade-in { from { opacity: 0; } }
.se-shell.is-canvas-edit .se-canvas-header { animation: se-slide-in-down var(--se-motion-editor) ease-out; }
@keyframes se-slide-in-down { from { transform: translateY(-100%); } }
@media (min-width: 782px) {
  .se-shell { transition: grid-template-columns var(--se-motion-canvas) ease-in-out; }
  .se-shell.is-canvas-edit { grid-template-columns: 0px minmax(0, 1fr); }
  .se-content {
    transition: margin var(--se-motion-canvas) ease-in-out, border-radius var(--se-motion-canvas) ease-in-out;
  }
  .se-sidebar { transition: opacity var(--se-motion-sidebar-fade) ease-out; }
  .se-shell.is-canvas-edit .se-sidebar {
    display: flex; visibility: hidden; opacity: 0;
    transition: opacity var(--se-motion-sidebar-fade) ease-out, visibility 0s linear var(--se-motion-canvas);
  }
}
.se-screen-title { margin: 0; padding: 16px 16px 0; font-size: 15px; font-weight: 500; }
/* An item with no blocks says so in its thumbnail, whatever the thumbnail's size (the data view's
   thumbnails are size containers): the words wrap anywhere and scale down with a small thumbnail
   (a table's 32 px, a list's 40 px), never past its edges. */
.se-empty-preview {
  display: flex; width: 100%; height: 100%; align-items: center; justify-content: center;
  padding: 2px; overflow: hidden; color: #595959; background: #f0f0f0; border-radius: 2px;
  text-align: center; overflow-wrap: anywhere; line-height: 1.15;
  font-size: clamp(6px, 19cqi, 13px);
}
.se-unsupported { display: flex; gap: 8px; align-items: center; margin: 24px; padding: 16px; background: #fef8ee; }
.se-loader {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  background: #1e1e1e; z-index: 20;
}
.se-commands {
  width: min(560px, calc(100% - 32px)); padding: 0; border: 0; border-radius: 8px;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3); color: #1e1e1e; background: #fff;
  font-family: inherit; font-size: 13px;
}
.se-commands::backdrop { background: rgb(0 0 0 / 0.35); }
.se-commands__search {
  width: 100%; border: 0; border-bottom: 1px solid #ddd; padding: 16px; font: inherit; font-size: 15px;
}
.se-commands__list { margin: 0; padding: 8px; max-height: 320px; overflow: auto; }
.se-commands__item { padding: 8px 12px; border-radius: 2px; cursor: pointer; }
.se-commands__item[aria-selected="true"] { background: var(--se-accent, #3858e9); color: #fff; }
.se-commands__empty { padding: 8px 12px; color: #757575; }
/* Small screens (below spec 9's 782px): one area at a time, as the shell's is-mobile-* class says.
   The sidebar area fills the frame (its notices above it); the content area keeps the hub and the
   sidebar's header (Back and title) above the screen, which scrolls inside its own box. */
@media (max-width: 781px) {
  .se-shell { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); }
  .se-content { margin: 0; border-radius: 0; }
  /* Edit mode: no sidebar row; the canvas takes the whole height (it had none at all). */
  .se-shell.is-canvas-edit { grid-template-rows: minmax(0, 1fr); }
  .se-shell.is-mobile-sidebar { grid-template-rows: auto minmax(0, 1fr); }
  .se-shell.is-mobile-sidebar .se-content { order: -1; overflow: visible; }
  .se-shell.is-mobile-sidebar .se-content > :not(.se-notices) { display: none; }
  .se-shell.is-mobile-content .se-sidebar { overflow: visible; }
  .se-shell.is-mobile-content .se-sidebar-screen { flex: none; padding-bottom: 0; }
  .se-shell.is-mobile-content .se-sidebar-screen__header { padding: 0 0 8px; }
  .se-shell.is-mobile-content .se-sidebar-screen__title { font-size: 15px; }
  .se-shell.is-mobile-content .se-sidebar-screen__description,
  .se-shell.is-mobile-content .se-sidebar-screen__content,
  .se-shell.is-mobile-content .se-sidebar-screen__footer { display: none; }
  .se-hub { min-height: 56px; padding-block: 8px; }
}
`;
