// /wp/v2/font-families: the installed (custom) font families. Everything needs
// edit_theme_options, as in WordPress. A family is created from `font_family_settings` (a JSON
// string, multipart or JSON body) without faces; faces are added through font-faces-routes.ts.
// Families cannot be trashed: DELETE needs force=true and takes the faces and their files along.
import { hasCap } from '../../auth/current-user';
import type { PostRow } from '../../db/posts';
import {
  type FontFamilySettings,
  addFontFamily,
  deleteFontFamily,
  fontFaceIdsOf,
  getFontFamily,
  queryFontFamilies,
} from '../../site/font-library';
import { postTypes } from '../../site/post-types';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  creatable,
  deletable,
  ok,
  readable,
} from '../context';
import { RestError, authStatus, invalidParams, invalidPostId } from '../errors';
import { pageOf, paginationArgs, totalsHeaders } from '../pagination';
import type { FieldSchema, ParamSchema } from '../schema';
import {
  checkSettings,
  optionalFields,
  parseSettingsJson,
  readFontInput,
  themeJsonVersionArg,
} from './font-input';
import { familiesPath, prepareFontFamily } from './font-response';

const caps = postTypes.wp_font_family!.caps;
const base = `/${familiesPath}`;

const familySettingsSchema: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    slug: { type: 'string' },
    fontFamily: { type: 'string' },
    preview: { type: 'string' },
  },
};

const createSchema: ParamSchema = {
  font_family_settings: {
    type: 'string',
    required: true,
    description: 'font-family declaration in theme.json format, encoded as a string.',
  },
  theme_json_version: themeJsonVersionArg,
};

function requireCap(ctx: RestContext, cap: string, code: string, message: string): void {
  if (!hasCap(ctx.user, cap)) throw new RestError(code, message, authStatus(ctx.user.id));
}

const requireRead = (ctx: RestContext) =>
  requireCap(
    ctx,
    caps.read,
    'rest_cannot_read',
    'Sorry, you are not allowed to access font families.',
  );

function load(ctx: RestContext): PostRow {
  const family = getFontFamily(ctx.site, Number(ctx.params.id));
  if (!family) throw invalidPostId();
  return family;
}

function single(ctx: RestContext, family: PostRow) {
  const faces = fontFaceIdsOf(ctx.site, [family.id]).get(family.id) ?? [];
  return prepareFontFamily(ctx, family, faces);
}

/**
 * WordPress's sanitize_title as it applies to font family slugs, on create and in `?slug=`
 * alike, so a client finds a family by the slug it created it with: Latin accents dropped,
 * lower case, dashes between words, and letters of other scripts kept percent-encoded as
 * WordPress stores them ('字体' → '%e5%ad%97%e4%bd%93'). The posts' slugify drops those
 * letters, which left a family named in another script without a slug (a 400).
 */
export function fontFamilySlug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&[^;\s]+;/g, '')
      // Runs of non-ASCII characters are percent-encoded.
      .replace(/[^ -~\t\n\r]+/g, (run) => encodeURIComponent(run).toLowerCase())
      // A '%' that does not start an escape is dropped, as WordPress drops it.
      .replace(/%(?![0-9a-f]{2})/g, '')
      .replace(/[^%a-z0-9_\s-]/g, '')
      .trim()
      .replace(/[\s_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 200)
      // Never half an escape at the cut.
      .replace(/%[0-9a-f]?$/, '')
  );
}

/** The settings of a new family: name, slug and fontFamily required, the slug unused. */
function newFamilySettings(ctx: RestContext, raw: unknown): FontFamilySettings {
  const name = 'font_family_settings';
  const settings = checkSettings(name, parseSettingsJson(name, raw), familySettingsSchema, [
    'name',
    'slug',
    'fontFamily',
  ]) as unknown as FontFamilySettings;
  const slug = fontFamilySlug(settings.slug);
  if (!slug) throw invalidParams({ [name]: `${name}[slug] cannot be empty.` });
  if (ctx.site.posts.bySlug('wp_font_family', slug, true)) {
    throw new RestError(
      'rest_duplicate_font_family',
      `A font family with slug "${slug}" already exists.`,
      400,
    );
  }
  return {
    name: settings.name.trim(),
    slug,
    fontFamily: settings.fontFamily.trim(),
    ...(settings.preview ? { preview: settings.preview } : {}),
  };
}

export function fontFamiliesRoutes(): RouteDefinition[] {
  return [
    {
      path: base,
      endpoints: [
        {
          methods: readable,
          args: {
            ...contextArg(),
            ...paginationArgs(),
            slug: { type: 'array', items: { type: 'string' }, default: [] },
            include: { type: 'array', items: { type: 'integer' }, default: [] },
            exclude: { type: 'array', items: { type: 'integer' }, default: [] },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
            orderby: { type: 'string', enum: ['id', 'include'], default: 'id' },
          },
          permission: requireRead,
          handler: (ctx) => {
            const { limit, offset } = pageOf(ctx);
            const { rows, total } = queryFontFamilies(ctx.site, {
              slugs: (ctx.query.slug as string[]).map(fontFamilySlug),
              include: ctx.query.include as number[],
              exclude: ctx.query.exclude as number[],
              order: ctx.query.order as 'asc' | 'desc',
              orderby: ctx.query.orderby as 'id' | 'include',
              limit,
              offset,
            });
            const headers = totalsHeaders(ctx, total, 'rest_post_invalid_page_number');
            const faces = fontFaceIdsOf(
              ctx.site,
              rows.map((row) => row.id),
            );
            return ok(
              rows.map((row) => prepareFontFamily(ctx, row, faces.get(row.id) ?? [])),
              headers,
            );
          },
        },
        {
          methods: creatable,
          acceptsMultipart: true,
          body: optionalFields(createSchema),
          permission: (ctx) =>
            requireCap(
              ctx,
              caps.create_posts,
              'rest_cannot_create',
              'Sorry, you are not allowed to create font families.',
            ),
          handler: (ctx) => {
            const { values } = readFontInput(ctx, createSchema);
            const settings = newFamilySettings(ctx, values.font_family_settings);
            const family = addFontFamily(ctx.site, settings, ctx.user.id);
            return ok(
              single(ctx, family),
              { Location: `${ctx.restRoot}${familiesPath}/${family.id}` },
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
            requireRead(ctx);
          },
          handler: (ctx) => ok(single(ctx, load(ctx))),
        },
        {
          methods: deletable,
          args: { force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            load(ctx);
            requireCap(
              ctx,
              caps.delete_posts,
              'rest_cannot_delete',
              'Sorry, you are not allowed to delete this font family.',
            );
          },
          handler: (ctx) => {
            const family = load(ctx);
            if (!ctx.query.force) {
              throw new RestError(
                'rest_trash_not_supported',
                "Font families do not support trashing. Set 'force=true' to delete.",
                501,
              );
            }
            const previous = single(ctx, family);
            deleteFontFamily(ctx.site, family);
            return ok({ deleted: true, previous });
          },
        },
      ],
    },
  ];
}
