// The font library's pure logic (spec 3, 4, 5, 9): no DOM, no React.
export * from './collection-stream';
export * from './collections';
export * from './families';
export * from './install';
export * from './labels';
export * from './preview';
export * from './types';
export * from './upload';
