// The page and post lists' pure logic (no DOM, no React): see CONTEXT.md.
export * from './actions';
export * from './drafts';
export * from './list-scope';
export * from './page-tree';
export * from './quick-edit';
export * from './rest-query';
export * from './tree-page';
export * from './views';
