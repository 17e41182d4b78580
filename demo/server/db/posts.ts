// Rows of the posts table (every post type) and their meta. Queries that list posts with
// filters and pagination live in rest/post-query.ts; this module reads and writes single rows.
import { type Db, nowGmt } from './database';

export interface PostRow {
  id: number;
  author: number;
  date: string;
  date_gmt: string;
  content: string;
  title: string;
  excerpt: string;
  status: string;
  comment_status: string;
  ping_status: string;
  password: string;
  name: string;
  modified: string;
  modified_gmt: string;
  parent: number;
  menu_order: number;
  type: string;
  mime_type: string;
}

export type NewPost = Partial<Omit<PostRow, 'id'>> & { type: string };

const columns: (keyof PostRow)[] = [
  'author',
  'date',
  'date_gmt',
  'content',
  'title',
  'excerpt',
  'status',
  'comment_status',
  'ping_status',
  'password',
  'name',
  'modified',
  'modified_gmt',
  'parent',
  'menu_order',
  'type',
  'mime_type',
];

export class Posts {
  readonly #db: Db;
  readonly #insert;
  readonly #getMeta;

  constructor(db: Db) {
    this.#db = db;
    this.#insert = db.prepare(
      `INSERT INTO posts (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    this.#getMeta = db.prepare<[number, string], { meta_value: string }>(
      'SELECT meta_value FROM postmeta WHERE post_id = ? AND meta_key = ? ORDER BY id LIMIT 1',
    );
  }

  get(id: number): PostRow | undefined {
    return this.#db.prepare<[number], PostRow>('SELECT * FROM posts WHERE id = ?').get(id);
  }

  /** The row of `type` named `slug`, ignoring trashed rows unless asked. */
  bySlug(type: string, slug: string, includeTrash = false): PostRow | undefined {
    const trash = includeTrash ? '' : "AND status != 'trash'";
    return this.#db
      .prepare<[string, string], PostRow>(
        `SELECT * FROM posts WHERE type = ? AND name = ? ${trash} ORDER BY id LIMIT 1`,
      )
      .get(type, slug);
  }

  insert(post: NewPost): number {
    const now = nowGmt();
    const row: Omit<PostRow, 'id'> = {
      author: 0,
      date: now,
      date_gmt: now,
      content: '',
      title: '',
      excerpt: '',
      status: 'publish',
      comment_status: 'closed',
      ping_status: 'closed',
      password: '',
      name: '',
      modified: now,
      modified_gmt: now,
      parent: 0,
      menu_order: 0,
      mime_type: '',
      ...post,
    };
    return Number(this.#insert.run(row).lastInsertRowid);
  }

  /** Writes the given columns; `modified` moves to now unless given. */
  update(id: number, changes: Partial<Omit<PostRow, 'id' | 'type'>>): void {
    const now = nowGmt();
    const values: Partial<PostRow> = { modified: now, modified_gmt: now, ...changes };
    const keys = Object.keys(values).filter((key) => columns.includes(key as keyof PostRow));
    if (keys.length === 0) return;
    this.#db
      .prepare(
        `UPDATE posts SET ${keys.map((key) => `${key} = @${key}`).join(', ')} WHERE id = @id`,
      )
      .run({ ...values, id });
  }

  /** Deletes the row with its meta, term relationships and revisions. */
  delete(id: number): void {
    const revisions = this.#db
      .prepare<[number], { id: number }>(
        "SELECT id FROM posts WHERE parent = ? AND type = 'revision'",
      )
      .all(id);
    for (const { id: revisionId } of revisions) this.delete(revisionId);
    this.#db.prepare('DELETE FROM postmeta WHERE post_id = ?').run(id);
    this.#db.prepare('DELETE FROM term_relationships WHERE object_id = ?').run(id);
    this.#db.prepare('DELETE FROM posts WHERE id = ?').run(id);
  }

  getMeta(postId: number, key: string): string | undefined {
    return this.#getMeta.get(postId, key)?.meta_value;
  }

  /** Every meta value of the given posts, for a page of list results in one query. */
  metaFor(postIds: number[]): Map<number, Map<string, string>> {
    const result = new Map<number, Map<string, string>>();
    if (postIds.length === 0) return result;
    const rows = this.#db
      .prepare<number[], { post_id: number; meta_key: string; meta_value: string }>(
        `SELECT post_id, meta_key, meta_value FROM postmeta
         WHERE post_id IN (${postIds.map(() => '?').join(', ')}) ORDER BY id`,
      )
      .all(...postIds);
    for (const row of rows) {
      let meta = result.get(row.post_id);
      if (!meta) {
        meta = new Map();
        result.set(row.post_id, meta);
      }
      if (!meta.has(row.meta_key)) meta.set(row.meta_key, row.meta_value);
    }
    return result;
  }

  setMeta(postId: number, key: string, value: string): void {
    const updated = this.#db
      .prepare('UPDATE postmeta SET meta_value = ? WHERE post_id = ? AND meta_key = ?')
      .run(value, postId, key);
    if (updated.changes === 0) {
      this.#db
        .prepare('INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, ?, ?)')
        .run(postId, key, value);
    }
  }

  deleteMeta(postId: number, key: string): void {
    this.#db.prepare('DELETE FROM postmeta WHERE post_id = ? AND meta_key = ?').run(postId, key);
  }

  /** `slug`, or `slug-2`, `slug-3`... so no other row of the type has it. */
  uniqueSlug(type: string, slug: string, exceptId = 0): string {
    const taken = new Set(
      this.#db
        .prepare<[string, string, string, number], { name: string }>(
          "SELECT name FROM posts WHERE type = ? AND (name = ? OR name LIKE ? ESCAPE '\\') AND id != ?",
        )
        .all(type, slug, `${slug.replace(/[\\%_]/g, '\\$&')}-%`, exceptId)
        .map((row) => row.name),
    );
    if (!taken.has(slug)) return slug;
    let n = 2;
    while (taken.has(`${slug}-${n}`)) n++;
    return `${slug}-${n}`;
  }

  /** Revisions of a post, newest first (date, then id, as WordPress sorts); limit -1: all. */
  revisions(parentId: number, limit: number, offset: number): PostRow[] {
    return this.#db
      .prepare<[number, number, number], PostRow>(
        `SELECT * FROM posts WHERE parent = ? AND type = 'revision'
         ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(parentId, limit, offset);
  }

  countRevisions(parentId: number): number {
    return (
      this.#db
        .prepare<[number], { n: number }>(
          "SELECT COUNT(*) AS n FROM posts WHERE parent = ? AND type = 'revision'",
        )
        .get(parentId)?.n ?? 0
    );
  }
}
