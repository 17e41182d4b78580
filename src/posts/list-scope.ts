// Whose items, and which statuses, a page or post list may ask for (spec 6), so that the count
// the host sends agrees with the rows it sends.
//
// Why: the lists read in the edit context (raw titles), and WordPress answers an edit-context
// list with only the items the user may edit, dropping the others after its query, while
// X-WP-Total and X-WP-TotalPages still count them (WP_REST_Posts_Controller::get_items). An author
// (no `edit_others_posts`) asking for every post was told '30 items' and shown their 5. Through
// REST the only consistent list is one whose query matches editable items alone: the user's own
// items when they may not edit everyone's, without the statuses they may not edit even on their
// own (a contributor's published posts). WordPress's rules are map_meta_cap's for `edit_post`.

/** The signed-in user as `users/me?context=edit` gives it. */
export interface ListUser {
  id: number;
  capabilities?: Record<string, boolean>;
}

export interface PostListScope {
  /** Only this author's items (the user's own; the author filter offers only them); undefined
   * lists everyone's. */
  author?: number;
  /** Statuses left out because the user may not edit such items, even their own. */
  excludedStatuses: readonly string[];
}

const EVERYTHING: PostListScope = Object.freeze({ excludedStatuses: Object.freeze([]) });

/**
 * A type's primitive capability, as WordPress names them for the capability types `post` and
 * `page`: `typeCapability('page', 'edit_others')` is `edit_others_pages`. Other types are
 * assumed to use the `post` capabilities, WordPress's default.
 */
export function typeCapability(postType: string, action: string): string {
  return `${action}_${postType === 'page' ? 'pages' : 'posts'}`;
}

/**
 * The scope of `postType`'s lists for `user`. Everything for a user who may edit every item
 * (and when the user is unknown: the host would not say, so nothing is assumed).
 */
export function postListScope(user: ListUser | null | undefined, postType: string): PostListScope {
  if (!user) return EVERYTHING;
  const has = (action: string) => user.capabilities?.[typeCapability(postType, action)] === true;
  // Someone else's item needs edit_others, plus edit_published when it is published or
  // scheduled and edit_private when it is private; the user's own needs edit_published for
  // published or scheduled ones, edit_posts otherwise.
  if (has('edit_others') && has('edit_published') && has('edit_private')) return EVERYTHING;
  return {
    author: user.id,
    excludedStatuses: has('edit_published') ? [] : ['publish', 'future'],
  };
}
