// The SQL for a posts collection: filters from the query arguments, ordering (optionally by
// hierarchy, a demo-host extension where children follow their parent), and one page of rows
// with the count of every match. Like WP_Query for a REST request, the statuses asked for
// are matched for every author: which rows the user may see is decided row by row afterwards
// (posts-controller.ts), and the count includes the rows left out, as WordPress's does.
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/posts';
import { RestError } from '../errors';
import type { PostRestType } from './post-rest-types';

export interface PostQueryResult {
  rows: PostRow[];
  total: number;
}

type Params = Record<string, unknown>;

const orderColumns: Record<string, string> = {
  date: 'date',
  modified: 'modified',
  id: 'id',
  author: 'author',
  title: 'title COLLATE NOCASE',
  slug: 'name',
  include_slugs: 'name',
  parent: 'parent',
  menu_order: 'menu_order',
};

const like = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

class Where {
  readonly clauses: string[] = [];
  readonly params: Params = {};
  #n = 0;

  add(clause: string, values: Params = {}): void {
    this.clauses.push(clause);
    Object.assign(this.params, values);
  }

  /** A placeholder list for `values`, registered as parameters. */
  list(values: unknown[]): string {
    return values
      .map((value) => {
        const name = `p${this.#n++}`;
        this.params[name] = value;
        return `@${name}`;
      })
      .join(', ');
  }

  sql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

function buildWhere(rest: PostRestType, q: Params, db: Db): Where {
  const where = new Where();
  where.add('type = @type', { type: rest.type.slug });
  let statuses = q.status as string[];
  if (statuses.includes('any')) statuses = ['publish', 'future', 'draft', 'pending', 'private'];
  where.add(`status IN (${where.list(statuses)})`);
  const idList = (key: string, column: string, negate = false) => {
    const values = q[key] as number[] | undefined;
    if (values?.length) where.add(`${column} ${negate ? 'NOT IN' : 'IN'} (${where.list(values)})`);
  };
  idList('include', 'id');
  idList('exclude', 'id', true);
  idList('author', 'author');
  idList('author_exclude', 'author', true);
  idList('parent', 'parent');
  idList('parent_exclude', 'parent', true);
  const slugs = q.slug as string[] | undefined;
  if (slugs?.length) where.add(`name IN (${where.list(slugs)})`);
  if (q.menu_order !== undefined)
    where.add('menu_order = @menu_order', { menu_order: q.menu_order });
  const dates: [string, string, string][] = [
    ['after', 'date', '>'],
    ['before', 'date', '<'],
    ['modified_after', 'modified', '>'],
    ['modified_before', 'modified', '<'],
  ];
  for (const [key, column, op] of dates) {
    if (typeof q[key] === 'string')
      where.add(
        `${column} ${op} ${where.list([(q[key] as string).slice(0, 19).replace('T', ' ')])}`,
      );
  }
  if (typeof q.search === 'string' && q.search !== '') {
    const columns = (q.search_columns as string[] | undefined)?.length
      ? (q.search_columns as string[]).map((c) => c.replace('post_', ''))
      : ['title', 'excerpt', 'content'];
    const term = where.list([like(q.search)]);
    where.add(`(${columns.map((c) => `${c} LIKE ${term} ESCAPE '\\'`).join(' OR ')})`);
  }
  for (const term of rest.terms) {
    const values = q[term.field] as number[] | undefined;
    if (!values?.length) continue;
    where.add(
      `id IN (SELECT r.object_id FROM term_relationships r JOIN term_taxonomy tt ON tt.id = r.term_taxonomy_id
        WHERE tt.taxonomy = ${where.list([term.taxonomy])} AND tt.term_id IN (${where.list(values)}))`,
    );
  }
  if (q.sticky !== undefined) {
    const sticky = JSON.parse(
      db
        .prepare<[], { value: string }>("SELECT value FROM options WHERE name = 'sticky_posts'")
        .get()?.value || '[]',
    ) as number[];
    where.add(`id ${q.sticky ? 'IN' : 'NOT IN'} (${sticky.length ? where.list(sticky) : 'NULL'})`);
  }
  return where;
}

function orderBy(where: Where, q: Params): string {
  const direction = q.order === 'asc' ? 'ASC' : 'DESC';
  const orderby = q.orderby as string;
  if (orderby === 'relevance') {
    if (typeof q.search !== 'string' || q.search === '') {
      throw new RestError(
        'rest_no_search_term_defined',
        'You need to define a search term to order by relevance.',
        400,
      );
    }
    return `(title LIKE ${where.list([like(q.search)])} ESCAPE '\\') DESC, date DESC, id DESC`;
  }
  if (orderby === 'include') {
    const include = q.include as number[];
    if (include.length === 0) {
      throw new RestError(
        'rest_orderby_include_missing_include',
        'You need to define an include parameter to order by include.',
        400,
      );
    }
    return `CASE id ${include.map((id, i) => `WHEN ${Number(id)} THEN ${i}`).join(' ')} END`;
  }
  return `${orderColumns[orderby] ?? 'date'} ${direction}, id ${direction}`;
}

/** Depth-first order: each parent, then its children, siblings in query order. */
function hierarchyOrder(items: { id: number; parent: number }[]): number[] {
  const present = new Set(items.map((item) => item.id));
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const item of items) {
    if (item.parent !== 0 && present.has(item.parent)) {
      const list = children.get(item.parent) ?? [];
      list.push(item.id);
      children.set(item.parent, list);
    } else roots.push(item.id);
  }
  const ordered: number[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    ordered.push(id);
    const kids = children.get(id);
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return ordered;
}

/** The rows of `ids`, in that order. */
function rowsOf(db: Db, ids: number[]): PostRow[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    db
      .prepare<number[], PostRow>(
        `SELECT * FROM posts WHERE id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(...ids)
      .map((row) => [row.id, row]),
  );
  return ids.map((id) => byId.get(id) as PostRow);
}

export function queryPosts(
  db: Db,
  rest: PostRestType,
  q: Params,
  limit: number,
  offset: number,
): PostQueryResult {
  const where = buildWhere(rest, q, db);
  const order = orderBy(where, q);
  const filter = where.sql();
  const total =
    db.prepare<Params, { n: number }>(`SELECT COUNT(*) AS n FROM posts ${filter}`).get(where.params)
      ?.n ?? 0;
  if (q.orderby_hierarchy) {
    const all = db
      .prepare<Params, { id: number; parent: number }>(
        `SELECT id, parent FROM posts ${filter} ORDER BY ${order}`,
      )
      .all(where.params);
    return { rows: rowsOf(db, hierarchyOrder(all).slice(offset, offset + limit)), total };
  }
  // The page's ids first, then its rows: sorting ids (from the indexes) instead of whole rows
  // keeps a page deep into a long list cheap (10 000 pages read 100 at a time, say).
  const ids = db
    .prepare<Params, { id: number }>(
      `SELECT id FROM posts ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...where.params, limit, offset })
    .map((row) => row.id);
  return { rows: rowsOf(db, ids), total };
}
