// The comments table, as wp_comments: one row a comment, replies pointing at their parent, the
// approval state in `approved` ('1' approved, '0' pending, 'spam', 'trash'). Read-only over REST
// for now: the canvas's Comments blocks list them; the seed writes them.
import type { Db } from './database';

export interface CommentRow {
  id: number;
  post_id: number;
  parent: number;
  author: number;
  author_name: string;
  author_email: string;
  author_url: string;
  date: string;
  date_gmt: string;
  content: string;
  approved: string;
  type: string;
}

export type NewComment = Omit<CommentRow, 'id' | 'approved' | 'type'> &
  Partial<Pick<CommentRow, 'approved' | 'type'>>;

export interface CommentQuery {
  post?: number[];
  parent?: number[];
  approved: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export class Comments {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  insert(comment: NewComment): number {
    const row = { approved: '1', type: 'comment', ...comment };
    const result = this.#db
      .prepare(
        `INSERT INTO comments (post_id, parent, author, author_name, author_email, author_url,
           date, date_gmt, content, approved, type)
         VALUES (@post_id, @parent, @author, @author_name, @author_email, @author_url,
           @date, @date_gmt, @content, @approved, @type)`,
      )
      .run(row);
    return Number(result.lastInsertRowid);
  }

  get(id: number): CommentRow | undefined {
    return this.#db.prepare<[number], CommentRow>('SELECT * FROM comments WHERE id = ?').get(id);
  }

  /** One page of the comments matching `query`, by date then id, and how many match in all. */
  find(query: CommentQuery): { rows: CommentRow[]; total: number } {
    const where = ['approved = ?'];
    const values: (string | number)[] = [query.approved];
    for (const [column, ids] of [
      ['post_id', query.post],
      ['parent', query.parent],
    ] as const) {
      if (!ids || ids.length === 0) continue;
      where.push(`${column} IN (${ids.map(() => '?').join(', ')})`);
      values.push(...ids);
    }
    const clause = where.join(' AND ');
    const total = this.#db
      .prepare<(string | number)[], { n: number }>(
        `SELECT COUNT(*) AS n FROM comments WHERE ${clause}`,
      )
      .get(...values)!.n;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const rows = this.#db
      .prepare<(string | number)[], CommentRow>(
        `SELECT * FROM comments WHERE ${clause} ORDER BY date_gmt ${direction}, id ${direction} LIMIT ? OFFSET ?`,
      )
      .all(...values, query.limit, query.offset);
    return { rows, total };
  }
}
