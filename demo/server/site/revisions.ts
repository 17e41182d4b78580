// Revisions as WordPress keeps them (wp_save_post_revision): after a save, a `revision` row in the
// posts table holds the post's new title, content and excerpt, dated when the post was modified
// and written by the user who saved. A save that left those three as the latest revision has them
// makes no revision; a post without revisions always gets its first one.
import type { PostRow } from '../db/posts';
import type { Site } from './site';

/** WordPress's normalize_whitespace(): edges trimmed, line breaks and runs of blanks collapsed. */
function normalized(text: string): string {
  return text
    .trim()
    .replace(/\r/g, '\n')
    .replace(/\n+/g, '\n')
    .replace(/[ \t]+/g, ' ');
}

const revisionedFields = ['title', 'content', 'excerpt'] as const;

function changedSince(post: PostRow, revision: PostRow): boolean {
  return revisionedFields.some((field) => normalized(post[field]) !== normalized(revision[field]));
}

/**
 * Stores a revision of post `postId` as it is now, by `author`, unless nothing revisioned changed
 * since the latest one. Returns the new revision's id, or null.
 */
export function saveRevision(site: Site, postId: number, author: number): number | null {
  const post = site.posts.get(postId);
  if (!post) return null;
  const [latest] = site.posts.revisions(postId, 1, 0);
  if (latest && !changedSince(post, latest)) return null;
  return site.posts.insert({
    type: 'revision',
    parent: post.id,
    author,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    status: 'inherit',
    name: `${post.id}-revision-v1`,
    date: post.modified,
    date_gmt: post.modified_gmt,
    modified: post.modified,
    modified_gmt: post.modified_gmt,
  });
}
