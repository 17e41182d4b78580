// Navigation menus' pure logic (no DOM, no React): see CONTEXT.md.
export * from './block-markup';
export * from './menu-edits';
export * from './menu-tree';
export * from './titles';
