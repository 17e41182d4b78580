// GET /wp/v2/block-types, /wp/v2/block-types/{namespace} and /wp/v2/block-types/{namespace}/{name}:
// the core blocks the host knows (demo/server/site/block-types), shaped like WordPress's block
// types controller. Readable by anyone who can edit posts of some type, as in WordPress.
import { hasCap } from '../auth/current-user';
import {
  type CoreBlockType,
  type JsonObject,
  blockAttributes,
  blockStyles,
  blockVariations,
  coreBlockTypes,
  findBlockType,
} from '../site/block-types';
import { postTypes } from '../site/post-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  ok,
  readable,
  withCuries,
} from './context';
import { RestError, authStatus, notFound } from './errors';

const namePart = '[a-zA-Z0-9_-]+';

function canViewBlockTypes(ctx: RestContext): void {
  if (hasCap(ctx.user, 'edit_posts')) return;
  if (Object.values(postTypes).some((type) => hasCap(ctx.user, type.caps.edit_posts))) return;
  throw new RestError(
    'rest_block_type_cannot_view',
    'Sorry, you are not allowed to manage block types.',
    authStatus(ctx.user.id),
  );
}

/** PHP encodes an empty associative array as `[]`; WordPress's responses carry that quirk. */
function phpObject(value: JsonObject | undefined): JsonObject | [] {
  return value && Object.keys(value).length > 0 ? value : [];
}

function prepareBlockType(ctx: RestContext, block: CoreBlockType) {
  const [namespace = '', slug = ''] = block.name.split('/');
  const links = withCuries({
    collection: [{ href: `${ctx.restRoot}wp/v2/block-types` }],
    self: [{ href: `${ctx.restRoot}wp/v2/block-types/${block.name}` }],
    up: [{ href: `${ctx.restRoot}wp/v2/block-types/${namespace}` }],
    ...(block.dynamic
      ? {
          'wp:render-block': [
            { href: `${ctx.restRoot}wp/v2/block-renderer/${block.name}?context=edit` },
          ],
        }
      : {}),
  });
  return {
    attributes: blockAttributes(block),
    is_dynamic: block.dynamic,
    api_version: 3,
    name: block.name,
    title: block.title,
    description: block.description,
    icon: null,
    category: block.category,
    keywords: block.keywords ?? [],
    parent: block.parent ?? null,
    ancestor: block.ancestor ?? null,
    allowed_blocks: block.allowedBlocks ?? null,
    provides_context: phpObject(block.providesContext),
    uses_context: block.usesContext ?? [],
    selectors: phpObject(block.selectors),
    supports: block.supports,
    styles: blockStyles(block, ctx.theme.blockStyleVariations ?? []),
    textdomain: 'default',
    example: block.example ?? null,
    // Block scripts live in the editor bundle and every block's CSS in the one block-library
    // stylesheet, so no block lists handles of its own.
    editor_script_handles: [],
    script_handles: [],
    view_script_handles: [],
    view_script_module_ids: block.viewScriptModule ? [`@wordpress/block-library/${slug}/view`] : [],
    editor_style_handles: [],
    style_handles: [],
    view_style_handles: [],
    variations: blockVariations(block),
    block_hooks: [],
    editor_script: null,
    script: null,
    view_script: null,
    editor_style: null,
    style: null,
    _links: links,
  };
}

export function blockTypesRoutes(): RouteDefinition[] {
  const collectionArgs = { ...contextArg(), namespace: { type: 'string' as const } };
  const list = {
    methods: readable,
    args: collectionArgs,
    permission: canViewBlockTypes,
    handler: (ctx: RestContext) => {
      const namespace = ctx.params.namespace ?? (ctx.query.namespace as string | undefined);
      return ok(
        coreBlockTypes
          .filter((block) => !namespace || block.name.startsWith(`${namespace}/`))
          .map((block) => prepareBlockType(ctx, block)),
      );
    },
  };
  return [
    { path: '/wp/v2/block-types', endpoints: [list] },
    { path: `/wp/v2/block-types/(?<namespace>${namePart})`, endpoints: [list] },
    {
      path: `/wp/v2/block-types/(?<namespace>${namePart})/(?<name>${namePart})`,
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: (ctx) => {
            canViewBlockTypes(ctx);
            if (!findBlockType(`${ctx.params.namespace}/${ctx.params.name}`)) {
              throw notFound('rest_block_type_invalid', 'Invalid block type.');
            }
          },
          handler: (ctx) =>
            ok(prepareBlockType(ctx, findBlockType(`${ctx.params.namespace}/${ctx.params.name}`)!)),
        },
      ],
    },
  ];
}
