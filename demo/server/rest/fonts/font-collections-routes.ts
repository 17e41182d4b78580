// /wp/v2/font-collections: the collections fonts can be installed from (see
// site/font-collections.ts), readable with edit_theme_options. Face sources are the host's own
// /wp-content/font-collections/ files, answered as absolute URLs on the host the client called.
import { hasCap } from '../../auth/current-user';
import { immutableBody } from '../../http/respond';
import { type FontCollection, loadFontCollections } from '../../site/font-collections';
import { type RestContext, type RouteDefinition, contextArg, ok, readable } from '../context';
import { RestError, authStatus, notFound } from '../errors';
import { fieldRequested, parseFieldList } from '../fields';
import { pageOf, paginationArgs, totalsHeaders } from '../pagination';

function requireRead(ctx: RestContext): void {
  if (!hasCap(ctx.user, 'edit_theme_options')) {
    throw new RestError(
      'rest_cannot_read',
      'Sorry, you are not allowed to access font collections.',
      authStatus(ctx.user.id),
    );
  }
}

/** Each collection as answered with its families, by the origin its URLs are made absolute on. */
const answered = new WeakMap<FontCollection, Map<string, object>>();

/**
 * The collection as answered; the families (the bulk of it) only when `_fields` wants them. The
 * whole answer (megabytes for Google Fonts) is built and its JSON written once per origin.
 */
function prepareCollection(ctx: RestContext, collection: FontCollection) {
  const { font_families, ...rest } = collection;
  if (!fieldRequested(parseFieldList(ctx.rawQuery._fields), 'font_families')) return rest;
  let byOrigin = answered.get(collection);
  if (!byOrigin) {
    byOrigin = new Map();
    answered.set(collection, byOrigin);
  }
  const known = byOrigin.get(ctx.origin);
  if (known) return known;
  const absolute = (src: string) => (src.startsWith('/') ? `${ctx.origin}${src}` : src);
  const prepared = immutableBody({
    ...rest,
    font_families: font_families.map((family) => ({
      ...family,
      font_family_settings: {
        ...family.font_family_settings,
        fontFace: family.font_family_settings.fontFace.map((face) => ({
          ...face,
          src: absolute(face.src),
        })),
      },
    })),
  });
  if (byOrigin.size >= 4) byOrigin.clear(); // the Host header is the client's to choose
  byOrigin.set(ctx.origin, prepared);
  return prepared;
}

/** `familyCount` pads the Google Fonts collection (the `--font-families N` argument). */
export function fontCollectionsRoutes(familyCount = 0): RouteDefinition[] {
  const collections = (ctx: RestContext) =>
    loadFontCollections(ctx.site.config.projectRoot, familyCount).collections;
  return [
    {
      path: '/wp/v2/font-collections',
      endpoints: [
        {
          methods: readable,
          args: { ...contextArg(), ...paginationArgs() },
          permission: requireRead,
          handler: (ctx) => {
            const all = collections(ctx);
            const headers = totalsHeaders(ctx, all.length, 'rest_collection_invalid_page_number');
            const { limit, offset } = pageOf(ctx);
            return ok(
              all.slice(offset, offset + limit).map((item) => prepareCollection(ctx, item)),
              headers,
            );
          },
        },
      ],
    },
    {
      path: '/wp/v2/font-collections/(?<slug>[\\w-]+)',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: requireRead,
          handler: (ctx) => {
            const found = collections(ctx).find((item) => item.slug === ctx.params.slug);
            if (!found)
              throw notFound('rest_font_collection_not_found', 'Font collection not found.');
            return ok(prepareCollection(ctx, found));
          },
        },
      ],
    },
  ];
}
