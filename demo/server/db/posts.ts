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

/**
 * What may be stored in a post's title, content and excerpt, for one request: WordPress's kses
 * filters, attached when the user lacks unfiltered_html (site/kses/kses.ts).
 */
export interface PostTextFilter {
  /** Whether rows of this type hold markup (the JSON of global styles or fonts does not). */
  applies(type: string): boolean;
  title(text: string): string;
  markup(text: string): string;
}

type TextFields = Partial<Pick<PostRow, 'title' | 'content' | 'excerpt'>>;

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
  #textFilter: PostTextFilter | null = null;

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

  /**
   * Runs `write` with `filter` applied to every title, content and excerpt it stores, whichever
   * route or helper stores it (posts, templates, patterns, navigation, revisions, media).
   */
  withTextFilter<T>(filter: PostTextFilter, write: () => T): T {
    const previous = this.#textFilter;
    this.#textFilter = filter;
    try {
      return write();
    } finally {
      this.#textFilter = previous;
    }
  }

  /** The text fields as the current filter lets them be stored; a revision as its post's type. */
  #filterText<T extends TextFields>(type: string, parent: number, fields: T): T {
    const filter = this.#textFilter;
    if (!filter) return fields;
    const ownerType = type === 'revision' ? (this.get(parent)?.type ?? type) : type;
    if (!filter.applies(ownerType)) return fields;
    const out = { ...fields };
    if (typeof out.title === 'string') out.title = filter.title(out.title);
    if (typeof out.content === 'string') out.content = filter.markup(out.content);
    if (typeof out.excerpt === 'string') out.excerpt = filter.markup(out.excerpt);
    return out;
  }

  insert(post: NewPost): number {
    post = this.#filterText(post.type, post.parent ?? 0, post);
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
    if (this.#textFilter && ('title' in changes || 'content' in changes || 'excerpt' in changes)) {
      const row = this.get(id);
      if (row) changes = this.#filterText(row.type, row.parent, changes);
    }
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
