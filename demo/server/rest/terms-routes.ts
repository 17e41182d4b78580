// Terms endpoints for every REST taxonomy (categories, tags, wp_pattern_category,
// wp_dataviews_type): list, create, read, update and delete (deleting needs force=true, since
// terms have no trash).
import { hasCap } from '../auth/current-user';
import type { TermRow } from '../db/terms';
import { type TaxonomyDefinition, taxonomies } from '../site/taxonomies';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  creatable,
  deletable,
  editable,
  ok,
  readable,
} from './context';
import { RestError, authStatus } from './errors';
import { closesParentLoop, parentLoopError } from './hierarchy';
import { pageOf, paginationArgs, totalsHeaders } from './pagination';
import { prepareTerm, uniqueTermSlug } from './term-response';
import type { ParamSchema } from './schema';

export function termsRoutes(taxonomy: TaxonomyDefinition): RouteDefinition[] {
  const base = `/wp/v2/${taxonomy.restBase}`;
  const status = (ctx: RestContext) => authStatus(ctx.user.id);
  const load = (ctx: RestContext): TermRow => {
    const term = ctx.site.terms.get(Number(ctx.params.id), taxonomy.slug);
    if (!term) throw new RestError('rest_term_invalid', 'Term does not exist.', 404);
    return term;
  };
  const body: ParamSchema = {
    id: { type: 'integer', readonly: true },
    count: { type: 'integer', readonly: true },
    link: { type: 'string', readonly: true },
    taxonomy: { type: 'string', readonly: true },
    _links: { type: 'object', readonly: true },
    name: { type: 'string', maxLength: 200 },
    slug: { type: 'string', maxLength: 200 },
    description: { type: 'string' },
    meta: { type: ['object', 'array'] },
    ...(taxonomy.hierarchical ? { parent: { type: 'integer', minimum: 0 } } : {}),
  };
  const listArgs: ParamSchema = {
    ...contextArg(),
    ...paginationArgs(),
    search: { type: 'string' },
    exclude: { type: 'array', items: { type: 'integer' }, default: [] },
    include: { type: 'array', items: { type: 'integer' }, default: [] },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    orderby: {
      type: 'string',
      enum: [
        'id',
        'include',
        'name',
        'slug',
        'include_slugs',
        'term_group',
        'description',
        'count',
      ],
      default: 'name',
    },
    hide_empty: { type: 'boolean', default: false },
    post: { type: 'integer' },
    slug: { type: 'array', items: { type: 'string' } },
  };

  /** A parent must be a term of this taxonomy, and must not make a loop (WordPress's words). */
  const checkParent = (ctx: RestContext, parentId: unknown, termId = 0) => {
    if (typeof parentId !== 'number' || parentId === 0) return;
    if (!ctx.site.terms.get(parentId, taxonomy.slug))
      throw new RestError('rest_term_invalid', 'Parent term does not exist.', 400);
    const parentOf = (id: number) => ctx.site.terms.get(id, taxonomy.slug)?.parent ?? 0;
    if (termId && closesParentLoop(termId, parentId, parentOf))
      throw parentLoopError('rest_term_invalid_parent', 'term');
  };

  /** wp_insert_term's check: a name already used in the taxonomy, whatever its case. */
  const checkName = (ctx: RestContext, name: string) => {
    if (name.trim() === '')
      throw new RestError('empty_term_name', 'A name is required for this term.', 400);
    const clash = ctx.site.terms
      .query({
        taxonomy: taxonomy.slug,
        orderby: 'id',
        order: 'asc',
        limit: 100,
        offset: 0,
        search: name,
      })
      .rows.find((row) => row.name.toLowerCase() === name.trim().toLowerCase());
    if (clash) {
      throw new RestError(
        'term_exists',
        'A term with the name provided already exists in this taxonomy.',
        400,
        { term_id: clash.id },
      );
    }
  };

  return [
    {
      path: base,
      endpoints: [
        {
          methods: readable,
          args: listArgs,
          permission: () => {},
          handler: (ctx) => {
            const q = ctx.query;
            const { limit, offset } = pageOf(ctx);
            const orderby = String(q.orderby)
              .replace('include_slugs', 'slug')
              .replace('term_group', 'id');
            const { rows, total } = ctx.site.terms.query({
              taxonomy: taxonomy.slug,
              search: q.search as string | undefined,
              slugs: q.slug as string[] | undefined,
              include: q.include as number[],
              exclude: q.exclude as number[],
              postId: q.post as number | undefined,
              hideEmpty: Boolean(q.hide_empty),
              orderby: orderby as 'name',
              order: q.order as 'asc',
              limit,
              offset,
            });
            const headers = totalsHeaders(ctx, total, 'rest_term_invalid_page_number');
            return ok(
              rows.map((row) => prepareTerm(ctx, taxonomy, row)),
              headers,
            );
          },
        },
        {
          methods: creatable,
          body: { ...body, name: { ...body.name!, required: true } },
          permission: (ctx) => {
            if (!hasCap(ctx.user, taxonomy.caps.edit_terms)) {
              throw new RestError(
                'rest_cannot_create',
                'Sorry, you are not allowed to create terms in this taxonomy.',
                status(ctx),
              );
            }
          },
          handler: (ctx) => {
            const name = String(ctx.body.name);
            checkName(ctx, name);
            checkParent(ctx, ctx.body.parent);
            const slug = uniqueTermSlug(
              ctx,
              taxonomy.slug,
              (ctx.body.slug as string | undefined) || name,
            );
            const id = ctx.site.terms.insert(
              taxonomy.slug,
              name.trim(),
              slug,
              (ctx.body.description as string | undefined) ?? '',
              (ctx.body.parent as number | undefined) ?? 0,
            );
            const term = ctx.site.terms.get(id, taxonomy.slug)!;
            return ok(
              prepareTerm(ctx, taxonomy, term),
              { Location: `${ctx.restRoot}wp/v2/${taxonomy.restBase}/${id}` },
              201,
            );
          },
        },
      ],
    },
    {
      path: `${base}/(?<id>\\d+)`,
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            load(ctx);
          },
          handler: (ctx) => ok(prepareTerm(ctx, taxonomy, load(ctx))),
        },
        {
          methods: editable,
          body,
          permission: (ctx) => {
            load(ctx);
            if (!hasCap(ctx.user, taxonomy.caps.edit_terms)) {
              throw new RestError(
                'rest_cannot_update',
                'Sorry, you are not allowed to edit this term.',
                status(ctx),
              );
            }
          },
          handler: (ctx) => {
            const term = load(ctx);
            const name = ctx.body.name as string | undefined;
            // wp_update_term checks no names: a rename may repeat another term's name.
            if (name !== undefined && name.trim() === '')
              throw new RestError('empty_term_name', 'A name is required for this term.', 400);
            checkParent(ctx, ctx.body.parent, term.id);
            const slug = ctx.body.slug as string | undefined;
            ctx.site.terms.update(term.id, taxonomy.slug, {
              name: name?.trim(),
              slug:
                slug === undefined ? undefined : uniqueTermSlug(ctx, taxonomy.slug, slug, term.id),
              description: ctx.body.description as string | undefined,
              parent: ctx.body.parent as number | undefined,
            });
            return ok(prepareTerm(ctx, taxonomy, load(ctx)));
          },
        },
        {
          methods: deletable,
          args: { force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            load(ctx);
            if (!hasCap(ctx.user, taxonomy.caps.delete_terms)) {
              throw new RestError(
                'rest_cannot_delete',
                'Sorry, you are not allowed to delete this term.',
                status(ctx),
              );
            }
          },
          handler: (ctx) => {
            const term = load(ctx);
            if (!ctx.query.force) {
              throw new RestError(
                'rest_trash_not_supported',
                "Terms do not support trashing. Set 'force' to true to delete.",
                501,
              );
            }
            const previous = prepareTerm(ctx, taxonomy, term);
            ctx.site.terms.delete(term.id, taxonomy.slug);
            return ok({ deleted: true, previous });
          },
        },
      ],
    },
  ];
}

export function allTermsRoutes(): RouteDefinition[] {
  return Object.values(taxonomies)
    .filter((taxonomy) => taxonomy.restBase)
    .flatMap((taxonomy) => termsRoutes(taxonomy));
}
