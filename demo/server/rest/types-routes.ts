// /wp/v2/types and /wp/v2/taxonomies: descriptions of what the host stores,
// keyed by slug like WordPress. Labels, supports and capabilities are edit-context fields, so
// clients ask with `context=edit`.
import { hasCap } from '../auth/current-user';
import { type PostTypeDefinition, postTypes } from '../site/post-types';
import { type TaxonomyDefinition, taxonomies } from '../site/taxonomies';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  contextOf,
  ok,
  readable,
  withCuries,
} from './context';
import { RestError, authStatus } from './errors';

function canEditType(ctx: RestContext, type: PostTypeDefinition): boolean {
  return hasCap(ctx.user, type.caps.edit_posts);
}

function prepareType(ctx: RestContext, type: PostTypeDefinition) {
  const base = {
    description: type.description,
    hierarchical: type.hierarchical,
    has_archive: type.hasArchive,
    name: type.labels.name,
    slug: type.slug,
    icon: type.icon,
    taxonomies: type.taxonomies.filter((slug) => taxonomies[slug]?.restBase),
    rest_base: type.restBase,
    rest_namespace: 'wp/v2',
    template: [],
    template_lock: false,
    _links: withCuries({
      collection: [{ href: `${ctx.restRoot}wp/v2/types` }],
      'wp:items': [{ href: `${ctx.restRoot}wp/v2/${type.restBase}` }],
    }),
  };
  if (contextOf(ctx) !== 'edit') return base;
  return {
    ...base,
    capabilities: { ...type.caps },
    labels: type.labels,
    supports: Object.fromEntries(type.supports.map((feature) => [feature, true])),
    viewable: type.viewable,
    visibility: { show_in_nav_menus: type.viewable, show_ui: true },
  };
}

function prepareTaxonomy(ctx: RestContext, taxonomy: TaxonomyDefinition) {
  const base = {
    name: taxonomy.name,
    slug: taxonomy.slug,
    description: taxonomy.description,
    types: taxonomy.types,
    hierarchical: taxonomy.hierarchical,
    rest_base: taxonomy.restBase,
    rest_namespace: 'wp/v2',
    _links: withCuries({
      collection: [{ href: `${ctx.restRoot}wp/v2/taxonomies` }],
      'wp:items': [{ href: `${ctx.restRoot}wp/v2/${taxonomy.restBase}` }],
    }),
  };
  if (contextOf(ctx) !== 'edit') return base;
  const lower = taxonomy.name.toLowerCase();
  return {
    ...base,
    capabilities: taxonomy.caps,
    labels: {
      name: taxonomy.name,
      singular_name: taxonomy.singular,
      search_items: `Search ${taxonomy.name}`,
      all_items: `All ${taxonomy.name}`,
      edit_item: `Edit ${taxonomy.singular}`,
      update_item: `Update ${taxonomy.singular}`,
      add_new_item: `Add New ${taxonomy.singular}`,
      new_item_name: `New ${taxonomy.singular} Name`,
      not_found: `No ${lower} found.`,
      no_terms: `No ${lower}`,
      menu_name: taxonomy.name,
      name_admin_bar: taxonomy.singular,
    },
    show_cloud: !taxonomy.hierarchical && taxonomy.publiclyQueryable,
    visibility: {
      public: taxonomy.publiclyQueryable,
      publicly_queryable: taxonomy.publiclyQueryable,
      show_admin_column: taxonomy.publiclyQueryable,
      show_in_nav_menus: taxonomy.publiclyQueryable,
      show_in_quick_edit: taxonomy.publiclyQueryable,
      show_ui: true,
    },
  };
}

const restTaxonomies = () => Object.values(taxonomies).filter((taxonomy) => taxonomy.restBase);

function editContextPermission(ctx: RestContext): void {
  if (contextOf(ctx) !== 'edit') return;
  if (!Object.values(postTypes).some((type) => canEditType(ctx, type))) {
    throw new RestError(
      'rest_cannot_view',
      'Sorry, you are not allowed to edit posts in this post type.',
      authStatus(ctx.user.id),
    );
  }
}

export function typesRoutes(): RouteDefinition[] {
  const args = { ...contextArg(), type: { type: 'string' as const } };
  return [
    {
      path: '/wp/v2/types',
      endpoints: [
        {
          methods: readable,
          args,
          permission: editContextPermission,
          handler: (ctx) => {
            const edit = contextOf(ctx) === 'edit';
            const list = Object.values(postTypes).filter((type) => !edit || canEditType(ctx, type));
            return ok(Object.fromEntries(list.map((type) => [type.slug, prepareType(ctx, type)])));
          },
        },
      ],
    },
    {
      path: '/wp/v2/types/(?<type>[\\w-]+)',
      endpoints: [
        {
          methods: readable,
          args,
          permission: (ctx) => {
            const type = postTypes[ctx.params.type ?? ''];
            if (!type) throw new RestError('rest_type_invalid', 'Invalid post type.', 404);
            if (contextOf(ctx) === 'edit' && !canEditType(ctx, type)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to edit posts in this post type.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok(prepareType(ctx, postTypes[ctx.params.type!]!)),
        },
      ],
    },
    {
      path: '/wp/v2/taxonomies',
      endpoints: [
        {
          methods: readable,
          args,
          permission: (ctx) => {
            if (contextOf(ctx) !== 'edit') return;
            if (
              !restTaxonomies().some((taxonomy) => hasCap(ctx.user, taxonomy.caps.assign_terms))
            ) {
              throw new RestError(
                'rest_cannot_view',
                'Sorry, you are not allowed to manage terms in this taxonomy.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => {
            const edit = contextOf(ctx) === 'edit';
            const type = ctx.query.type as string | undefined;
            const list = restTaxonomies()
              .filter((taxonomy) => !type || taxonomy.types.includes(type))
              .filter((taxonomy) => !edit || hasCap(ctx.user, taxonomy.caps.assign_terms));
            return ok(
              Object.fromEntries(
                list.map((taxonomy) => [taxonomy.slug, prepareTaxonomy(ctx, taxonomy)]),
              ),
            );
          },
        },
      ],
    },
    {
      path: '/wp/v2/taxonomies/(?<taxonomy>[\\w-]+)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            const taxonomy = taxonomies[ctx.params.taxonomy ?? ''];
            if (!taxonomy?.restBase)
              throw new RestError('rest_taxonomy_invalid', 'Invalid taxonomy.', 404);
            if (contextOf(ctx) === 'edit' && !hasCap(ctx.user, taxonomy.caps.assign_terms)) {
              throw new RestError(
                'rest_forbidden_context',
                'Sorry, you are not allowed to manage terms in this taxonomy.',
                authStatus(ctx.user.id),
              );
            }
          },
          handler: (ctx) => ok(prepareTaxonomy(ctx, taxonomies[ctx.params.taxonomy!]!)),
        },
      ],
    },
  ];
}
