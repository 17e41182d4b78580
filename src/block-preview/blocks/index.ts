// The table of dynamic blocks the preview knows: block name → render function. A block not
// here renders from its saved HTML, or (with none) as a placeholder.
import type { BlockRenderer } from '../context';
import { commentBlocks } from './comments';
import { navigationBlocks } from './navigation';
import { postBlocks } from './post';
import { postMetaBlocks } from './post-meta';
import { queryBlocks } from './query';
import { queryPaginationBlocks } from './query-pagination';
import { referenceBlocks } from './references';
import { searchBlocks } from './search';
import { siteBlocks } from './site';

export const blockRenderers: Readonly<Record<string, BlockRenderer>> = {
  ...referenceBlocks,
  ...siteBlocks,
  ...navigationBlocks,
  ...postBlocks,
  ...postMetaBlocks,
  ...commentBlocks,
  ...queryBlocks,
  ...queryPaginationBlocks,
  ...searchBlocks,
};
