export { withRenderCache } from './cache';
export { DEFAULT_DATE_FORMAT, formatPhpDate } from './dates';
export { decodeEntities, escapeHtml, safeUrl, textFromHtml } from './escape';
export { createHostDataSource, type HostDataSourceOptions } from './host-data-source';
export { placeholder } from './html';
export { parseBlocks } from './parse';
export { MAX_BLOCK_DEPTH, renderBlockPreview } from './render';
export { restQueryFor } from './rest-query';
export { sanitizeHtml } from './sanitize';
export type {
  BlockPreview,
  ParsedBlock,
  PreviewAuthor,
  PreviewDataSource,
  PreviewMarkup,
  PreviewNavigation,
  PreviewPage,
  PreviewPost,
  PreviewPostContext,
  PreviewQuery,
  PreviewSite,
  PreviewTerm,
  RenderOptions,
} from './types';
