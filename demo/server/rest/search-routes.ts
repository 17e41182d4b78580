// GET /wp/v2/search: WordPress's search across post types, as the link control of the block
// editor asks it (the navigation screens' "add a link"). Only the `post` handler is registered
// here: published items of the public post types shown over REST (posts and pages), matched as
// WP_Query matches `s` (every word in the title, excerpt or content), a title holding the whole
// phrase first, then newest first.
import type { PostRow } from '../db/posts';
import { type RestContext, type RouteDefinition, everyone, ok, readable } from './context';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';
import { postLink, renderText } from './posts/post-response';
import { postRestTypes } from './posts/post-rest-types';
import type { FieldSchema } from './schema';

/** The post types WordPress's post search handler covers (public, in REST, not attachments). */
const searchable = ['post', 'page'] as const;

const like = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;
const ids: FieldSchema = { type: 'array', items: { type: 'integer' }, default: [] };

function searchPosts(ctx: RestContext): { rows: PostRow[]; total: number } {
  const subtypes = ctx.query.subtype as string[];
  const types = subtypes.includes('any') ? [...searchable] : subtypes;
  // Published items of public types: anyone may read them.
  const clauses = [`type IN (${types.map(() => '?').join(', ')})`, "status = 'publish'"];
  const params: unknown[] = [...types];
  const include = ctx.query.include as number[];
  const exclude = ctx.query.exclude as number[];
  if (include.length) {
    clauses.push(`id IN (${include.map(() => '?').join(', ')})`);
    params.push(...include);
  }
  if (exclude.length) {
    clauses.push(`id NOT IN (${exclude.map(() => '?').join(', ')})`);
    params.push(...exclude);
  }
  const search = typeof ctx.query.search === 'string' ? ctx.query.search.trim() : '';
  let order = 'date DESC, id DESC';
  const orderParams: unknown[] = [];
  if (search) {
    for (const word of search.split(/\s+/)) {
      clauses.push(
        "(title LIKE ? ESCAPE '\\' OR excerpt LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\')",
      );
      params.push(like(word), like(word), like(word));
    }
    order = `(title LIKE ? ESCAPE '\\') DESC, ${order}`;
    orderParams.push(like(search));
  }
  const where = `WHERE ${clauses.join(' AND ')}`;
  const { db } = ctx.site;
  const total =
    db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM posts ${where}`).get(...params)
      ?.n ?? 0;
  const { limit, offset } = pageOf(ctx);
  const rows = db
    .prepare<unknown[], PostRow>(`SELECT * FROM posts ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, ...orderParams, limit, offset);
  return { rows, total };
}

function searchResult(ctx: RestContext, post: PostRow) {
  const restBase = postRestTypes[post.type]!.type.restBase;
  return {
    id: post.id,
    title: renderText(post.title),
    url: postLink(ctx, post),
    type: 'post',
    subtype: post.type,
    _links: {
      self: [{ embeddable: true, href: `${ctx.restRoot}wp/v2/${restBase}/${post.id}` }],
      about: [{ href: `${ctx.restRoot}wp/v2/types/${post.type}` }],
    },
  };
}

export function searchRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/search',
      endpoints: [
        {
          methods: readable,
          args: {
            context: { type: 'string', enum: ['view', 'embed'], default: 'view' },
            ...paginationArgs(),
            search: { type: 'string' },
            type: { type: 'string', enum: ['post'], default: 'post' },
            subtype: {
              type: 'array',
              items: { type: 'string', enum: [...searchable, 'any'] },
              default: ['any'],
            },
            include: ids,
            exclude: ids,
          },
          permission: everyone,
          handler: (ctx) => {
            const { rows, total } = searchPosts(ctx);
            const headers = totalsHeaders(ctx, total, 'rest_search_invalid_page_number');
            return ok(
              rows.map((post) => searchResult(ctx, post)),
              headers,
            );
          },
        },
      ],
    },
  ];
}
