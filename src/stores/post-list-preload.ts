// The page and post lists' first requests, sent while the editor starts and before the list's
// code has arrived (src/screens/site-editor/route-screens.tsx). Kept apart from post-list.ts so
// that the first screen carries only these few lines, not the tree's ordering: the list's store
// picks the answers up from the entity cache and goes on from there.
import type { View } from '../data-view/types';
import { pageTreeFirstQueries, postListQuery, postListScope, showsLevels } from '../posts';
import { $currentUser, loadCurrentUser } from './current-user';
import { loadEntityRecords } from './entities/load';

const ignore = () => {};

/**
 * Starts a list's first requests without waiting for anything to watch it. Before the user is
 * known it assumes the user may list everything, the common case (src/posts/list-scope.ts).
 */
export function preloadPostList(postType: string, view: View): void {
  void loadCurrentUser();
  const options = { scope: postListScope($currentUser.get(), postType) };
  const queries = showsLevels(view, postType)
    ? pageTreeFirstQueries(view, options)
    : [postListQuery(view, options)];
  for (const query of queries) loadEntityRecords('postType', postType, query).catch(ignore);
}
