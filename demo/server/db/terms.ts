// Terms of every taxonomy (categories, tags, pattern categories, data view types, the wp_theme
// taxonomy that ties templates and global styles to a theme, template part areas). As in
// WordPress, a term's REST id is its term id, and posts link to terms through
// term_relationships.
import type { Db } from './database';

export interface TermRow {
  id: number;
  tt_id: number;
  name: string;
  slug: string;
  taxonomy: string;
  description: string;
  parent: number;
  count: number;
}

export interface TermQuery {
  taxonomy: string;
  search?: string;
  slugs?: string[];
  include?: number[];
  exclude?: number[];
  postId?: number;
  hideEmpty?: boolean;
  orderby: 'id' | 'name' | 'slug' | 'count' | 'description' | 'include';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// Counts only published objects, like WordPress's term counts.
const selectTerm = `SELECT t.id, tt.id AS tt_id, t.name, t.slug, tt.taxonomy, tt.description, tt.parent,
  (SELECT COUNT(*) FROM term_relationships r JOIN posts p ON p.id = r.object_id
    WHERE r.term_taxonomy_id = tt.id AND p.status = 'publish') AS count
  FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.id`;

export class Terms {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get(id: number, taxonomy: string): TermRow | undefined {
    return this.#db
      .prepare<[number, string], TermRow>(`${selectTerm} WHERE t.id = ? AND tt.taxonomy = ?`)
      .get(id, taxonomy);
  }

  bySlug(taxonomy: string, slug: string): TermRow | undefined {
    return this.#db
      .prepare<[string, string], TermRow>(`${selectTerm} WHERE tt.taxonomy = ? AND t.slug = ?`)
      .get(taxonomy, slug);
  }

  query(query: TermQuery): { rows: TermRow[]; total: number } {
    const where = ['tt.taxonomy = @taxonomy'];
    const params: Record<string, unknown> = { taxonomy: query.taxonomy };
    if (query.search) {
      where.push("(t.name LIKE @search ESCAPE '\\' OR t.slug LIKE @search ESCAPE '\\')");
      params.search = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    }
    const inList = (name: string, values: (string | number)[]) => {
      values.forEach((value, i) => {
        params[`${name}${i}`] = value;
      });
      return values.map((_, i) => `@${name}${i}`).join(', ');
    };
    if (query.slugs?.length) where.push(`t.slug IN (${inList('slug', query.slugs)})`);
    if (query.include?.length) where.push(`t.id IN (${inList('inc', query.include)})`);
    if (query.exclude?.length) where.push(`t.id NOT IN (${inList('exc', query.exclude)})`);
    if (query.postId !== undefined) {
      where.push(
        'tt.id IN (SELECT term_taxonomy_id FROM term_relationships WHERE object_id = @post)',
      );
      params.post = query.postId;
    }
    const base = `SELECT * FROM (${selectTerm} WHERE ${where.join(' AND ')})${query.hideEmpty ? ' WHERE count > 0' : ''}`;
    const total =
      this.#db
        .prepare<Record<string, unknown>, { n: number }>(`SELECT COUNT(*) AS n FROM (${base})`)
        .get(params)?.n ?? 0;
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const orderColumn = query.orderby === 'include' ? 'id' : query.orderby;
    const rows = this.#db
      .prepare<Record<string, unknown>, TermRow>(
        `${base} ORDER BY ${orderColumn} COLLATE NOCASE ${direction}, id ${direction} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: query.limit, offset: query.offset });
    return { rows, total };
  }

  insert(taxonomy: string, name: string, slug: string, description = '', parent = 0): number {
    const termId = Number(
      this.#db.prepare('INSERT INTO terms (name, slug) VALUES (?, ?)').run(name, slug)
        .lastInsertRowid,
    );
    this.#db
      .prepare(
        'INSERT INTO term_taxonomy (term_id, taxonomy, description, parent) VALUES (?, ?, ?, ?)',
      )
      .run(termId, taxonomy, description, parent);
    return termId;
  }

  update(
    id: number,
    taxonomy: string,
    changes: { name?: string; slug?: string; description?: string; parent?: number },
  ): void {
    if (changes.name !== undefined)
      this.#db.prepare('UPDATE terms SET name = ? WHERE id = ?').run(changes.name, id);
    if (changes.slug !== undefined)
      this.#db.prepare('UPDATE terms SET slug = ? WHERE id = ?').run(changes.slug, id);
    if (changes.description !== undefined || changes.parent !== undefined) {
      const row = this.get(id, taxonomy);
      if (!row) return;
      this.#db
        .prepare('UPDATE term_taxonomy SET description = ?, parent = ? WHERE id = ?')
        .run(changes.description ?? row.description, changes.parent ?? row.parent, row.tt_id);
    }
  }

  delete(id: number, taxonomy: string): void {
    const row = this.get(id, taxonomy);
    if (!row) return;
    this.#db.prepare('DELETE FROM term_relationships WHERE term_taxonomy_id = ?').run(row.tt_id);
    this.#db.prepare('DELETE FROM term_taxonomy WHERE id = ?').run(row.tt_id);
    const others = this.#db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM term_taxonomy WHERE term_id = ?')
      .get(id);
    if (!others?.n) this.#db.prepare('DELETE FROM terms WHERE id = ?').run(id);
  }

  /** The term ids of `taxonomy` attached to each post, for a page of results in one query. */
  idsForPosts(postIds: number[], taxonomy: string): Map<number, number[]> {
    const result = new Map<number, number[]>();
    if (postIds.length === 0) return result;
    const rows = this.#db
      .prepare<unknown[], { object_id: number; term_id: number }>(
        `SELECT r.object_id, tt.term_id FROM term_relationships r
         JOIN term_taxonomy tt ON tt.id = r.term_taxonomy_id
         WHERE tt.taxonomy = ? AND r.object_id IN (${postIds.map(() => '?').join(', ')})
         ORDER BY tt.term_id`,
      )
      .all(taxonomy, ...postIds);
    for (const row of rows) {
      const list = result.get(row.object_id) ?? [];
      list.push(row.term_id);
      result.set(row.object_id, list);
    }
    return result;
  }

  /** Replaces the post's terms of one taxonomy. Ids must exist (validated by the caller). */
  setForPost(postId: number, taxonomy: string, termIds: number[]): void {
    this.#db
      .prepare(
        `DELETE FROM term_relationships WHERE object_id = ? AND term_taxonomy_id IN
         (SELECT id FROM term_taxonomy WHERE taxonomy = ?)`,
      )
      .run(postId, taxonomy);
    const insert = this.#db.prepare(
      `INSERT OR IGNORE INTO term_relationships (object_id, term_taxonomy_id)
       SELECT ?, id FROM term_taxonomy WHERE term_id = ? AND taxonomy = ?`,
    );
    for (const termId of termIds) insert.run(postId, termId, taxonomy);
  }

  /** The term of `taxonomy` named by slug, created when missing (wp_theme, areas). */
  ensure(taxonomy: string, slug: string, name = slug): number {
    return this.bySlug(taxonomy, slug)?.id ?? this.insert(taxonomy, name, slug);
  }
}
