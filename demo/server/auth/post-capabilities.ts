// Meta capabilities on one post, mapped to the primitive capabilities of its post type the way
// WordPress's map_meta_cap does: who wrote it, whether it is published or private, and the
// status it had before it was trashed all matter.
import type { PostRow } from '../db/posts';
import type { PostTypeDefinition } from '../site/post-types';
import { type CurrentUser, hasCap } from './current-user';

export type PostAction = 'read' | 'edit' | 'delete' | 'publish';

/** A trashed post is judged by the status it had before. */
function effectiveStatus(post: PostRow, trashedFrom: string | undefined): string {
  return post.status === 'trash' ? (trashedFrom ?? 'draft') : post.status;
}

function requiredCaps(
  action: 'edit' | 'delete',
  user: CurrentUser,
  post: PostRow,
  type: PostTypeDefinition,
  status: string,
): string[] {
  const caps = type.caps;
  const own = post.author !== 0 && post.author === user.id;
  const published = status === 'publish' || status === 'future';
  if (action === 'edit') {
    if (own) return published ? [caps.edit_published_posts] : [caps.edit_posts];
    const required = [caps.edit_others_posts];
    if (published) required.push(caps.edit_published_posts);
    if (status === 'private') required.push(caps.edit_private_posts);
    return required;
  }
  if (own) return published ? [caps.delete_published_posts] : [caps.delete_posts];
  const required = [caps.delete_others_posts];
  if (published) required.push(caps.delete_published_posts);
  if (status === 'private') required.push(caps.delete_private_posts);
  return required;
}

export function canOnPost(
  user: CurrentUser,
  action: PostAction,
  post: PostRow,
  type: PostTypeDefinition,
  trashedFrom?: string,
): boolean {
  const status = effectiveStatus(post, trashedFrom);
  switch (action) {
    case 'read':
      if (post.status === 'publish') return type.publicRead || hasCap(user, type.caps.read);
      if (post.status === 'private') {
        return post.author === user.id ? user.id !== 0 : hasCap(user, type.caps.read_private_posts);
      }
      return canOnPost(user, 'edit', post, type, trashedFrom);
    case 'publish':
      return hasCap(user, type.caps.publish_posts);
    case 'edit':
    case 'delete':
      return requiredCaps(action, user, post, type, status).every((cap) => hasCap(user, cap));
  }
}

export function canCreate(user: CurrentUser, type: PostTypeDefinition): boolean {
  return hasCap(user, type.caps.create_posts);
}
