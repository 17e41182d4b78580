// The data view's pure logic (no DOM, no React): see CONTEXT.md.
export * from './fields';
export * from './filter-sort-paginate';
export * from './grid';
export * from './pagination';
export * from './selection';
export type * from './types';
export * from './values';
export * from './view-rules';
