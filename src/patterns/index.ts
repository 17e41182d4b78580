// The Patterns page's pure logic (no DOM, no React): see CONTEXT.md.
export * from './actions';
export * from './categories';
export * from './category-names';
export * from './items';
export * from './json';
