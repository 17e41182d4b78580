// The editor's motion (spec 9), in one place: the sidebar fades in 0.3 s when its screen
// changes and as it comes and goes with edit mode, the canvas's frame takes 400 ms to grow to
// the whole editor (and back), and the editor's own transitions (its header and panels sliding
// in) take 0.2 s. Stylesheets use the custom properties, which are 0 s when the user asked for
// reduced motion; a document of its own (the canvas realm's frame) takes the numbers.

/** Durations in milliseconds. */
export const MOTION = {
  sidebarFadeMs: 300,
  canvasMs: 400,
  editorMs: 200,
} as const;

/** The durations as custom properties of an element's shadow root, and none for reduced motion. */
export const motionStyles = /* css */ `
:host {
  --se-motion-sidebar-fade: ${MOTION.sidebarFadeMs}ms;
  --se-motion-canvas: ${MOTION.canvasMs}ms;
  --se-motion-editor: ${MOTION.editorMs}ms;
}
@media (prefers-reduced-motion: reduce) {
  :host { --se-motion-sidebar-fade: 0s; --se-motion-canvas: 0s; --se-motion-editor: 0s; }
}
`;
