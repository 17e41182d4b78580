// The page and post lists' pure logic (no DOM, no React): see CONTEXT.md.
export * from './actions';
export * from './drafts';
export * from './quick-edit';
export * from './rest-query';
export * from './views';
