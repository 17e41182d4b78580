// /wp/v2/font-families/{id}/font-faces: the faces of one installed family. A face is created
// from `font_face_settings` (JSON) whose src names uploaded parts (`file-0-0`…) or URLs; each
// uploaded file must be an OTF, TTF, WOFF or WOFF2 font by its extension and by its first bytes.
// Files are stored in DATA_DIR/uploads/fonts/ and the saved src is the URL they are served at.
// A second face with the same style, weight, stretch and range in a family is refused.
import { hasCap } from '../../auth/current-user';
import type { UploadedFile } from '../../http/multipart';
import type { PostRow } from '../../db/posts';
import {
  type FontFaceSettings,
  addFontFace,
  checkFontFile,
  deleteFontFace,
  findFontFace,
  fontFaceType,
  fontFacesOf,
  getFontFamily,
  removeFontFiles,
  saveFontFile,
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
import { RestError, authStatus, invalidParams, invalidPostId, notFound } from '../errors';
import { paginationArgs, totalsHeaders } from '../pagination';
import type { FieldSchema, ParamSchema } from '../schema';
import {
  checkSettings,
  optionalFields,
  parseSettingsJson,
  readFontInput,
  themeJsonVersionArg,
} from './font-input';
import { familiesPath, prepareFontFace } from './font-response';

// Faces have no post type entry of their own here: WordPress maps every font-face capability
// to edit_theme_options, as it does for families.
const caps = postTypes.wp_font_family!.caps;
const base = `/${familiesPath}/(?<font_family_id>\\d+)/font-faces`;

const text: FieldSchema = { type: 'string' };
const faceSettingsSchema: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fontFamily: text,
    fontStyle: text,
    fontWeight: { type: ['string', 'integer'] },
    fontDisplay: { type: 'string', enum: ['auto', 'block', 'fallback', 'swap', 'optional'] },
    src: { type: ['string', 'array'], items: { type: 'string' } },
    fontStretch: text,
    ascentOverride: text,
    descentOverride: text,
    fontVariant: text,
    fontFeatureSettings: text,
    fontVariationSettings: text,
    lineGapOverride: text,
    sizeAdjust: text,
    unicodeRange: text,
    preview: text,
  },
};

const createSchema: ParamSchema = {
  font_face_settings: {
    type: 'string',
    required: true,
    description: 'font-face declaration in theme.json format, encoded as a string.',
  },
  theme_json_version: themeJsonVersionArg,
};

const settingsName = 'font_face_settings';
const invalidSetting = (reason: string) => invalidParams({ [settingsName]: reason });

function requireCap(ctx: RestContext, cap: string, code: string, message: string): void {
  if (!hasCap(ctx.user, cap)) throw new RestError(code, message, authStatus(ctx.user.id));
}

const requireRead = (ctx: RestContext) =>
  requireCap(
    ctx,
    caps.read,
    'rest_cannot_read',
    'Sorry, you are not allowed to access font faces.',
  );

function loadFamily(ctx: RestContext): PostRow {
  const family = getFontFamily(ctx.site, Number(ctx.params.font_family_id));
  if (!family) throw notFound('rest_post_invalid_parent', 'Invalid post parent ID.');
  return family;
}

function loadFace(ctx: RestContext): PostRow {
  const family = loadFamily(ctx);
  const face = ctx.site.posts.get(Number(ctx.params.id));
  if (face?.type !== fontFaceType) throw invalidPostId();
  if (face.parent !== family.id) {
    throw notFound(
      'rest_font_face_parent_id_mismatch',
      `The font face does not belong to the specified font family with id of "${family.id}".`,
    );
  }
  return face;
}

/** A weight WordPress and CSS accept: 1–1000, or a range "200 900" (or a keyword). */
function checkWeight(weight: unknown): void {
  if (weight === undefined) return;
  const value = String(weight).trim();
  if (['normal', 'bold', 'lighter', 'bolder'].includes(value)) return;
  const numbers = value.split(/\s+/);
  const valid =
    numbers.length <= 2 &&
    numbers.every((n) => /^\d+(\.\d+)?$/.test(n) && Number(n) >= 1 && Number(n) <= 1000);
  if (!valid) {
    throw invalidSetting(
      `${settingsName}[fontWeight] must be a weight from 1 to 1000, or a range such as "200 900".`,
    );
  }
}

/**
 * The new face's settings with each src checked: a non-empty string naming an uploaded part or
 * an http(s) URL. Every uploaded part must be used by src. Answers the files src refers to.
 */
function newFaceSettings(
  raw: unknown,
  files: Record<string, UploadedFile>,
): { settings: FontFaceSettings; used: string[] } {
  const settings = checkSettings(
    settingsName,
    parseSettingsJson(settingsName, raw),
    faceSettingsSchema,
    ['fontFamily', 'src'],
  ) as FontFaceSettings;
  checkWeight(settings.fontWeight);
  const srcs = Array.isArray(settings.src) ? settings.src : [settings.src];
  const used: string[] = [];
  for (const src of srcs) {
    const value = src.trim();
    if (!value) throw invalidSetting(`${settingsName}[src] values must be non-empty strings.`);
    if (Object.hasOwn(files, value)) {
      used.push(value);
      continue;
    }
    if (!/^https?:\/\/[^\s/]+/i.test(value)) {
      throw invalidSetting(
        `${settingsName}[src] value "${value}" must be a valid URL or file reference.`,
      );
    }
  }
  for (const name of Object.keys(files)) {
    if (!used.includes(name)) {
      throw invalidParams({ [name]: `File ${name} must be used in ${settingsName}[src].` });
    }
  }
  return { settings, used };
}

export function fontFacesRoutes(): RouteDefinition[] {
  return [
    {
      path: base,
      endpoints: [
        {
          methods: readable,
          args: { ...contextArg(), ...paginationArgs() },
          permission: (ctx) => {
            requireRead(ctx);
            loadFamily(ctx);
          },
          handler: (ctx) => {
            const faces = fontFacesOf(ctx.site, loadFamily(ctx).id);
            const headers = totalsHeaders(ctx, faces.length, 'rest_post_invalid_page_number');
            const perPage = ctx.query.per_page as number;
            const offset =
              (ctx.query.offset as number | undefined) ??
              ((ctx.query.page as number) - 1) * perPage;
            const page = faces.slice(offset, offset + perPage);
            return ok(
              page.map((face) => prepareFontFace(ctx, face)),
              headers,
            );
          },
        },
        {
          methods: creatable,
          acceptsMultipart: true,
          body: optionalFields(createSchema),
          permission: (ctx) => {
            requireCap(
              ctx,
              caps.create_posts,
              'rest_cannot_create',
              'Sorry, you are not allowed to create font faces.',
            );
            loadFamily(ctx);
          },
          handler: (ctx) => {
            const family = loadFamily(ctx);
            const { values, files } = readFontInput(ctx, createSchema);
            const { settings, used } = newFaceSettings(values.font_face_settings, files);
            const extensions = new Map(
              used.map((name) => {
                const file = files[name]!;
                return [name, checkFontFile(file.fileName, file.bytes)] as const;
              }),
            );
            if (findFontFace(ctx.site, family.id, settings)) {
              throw new RestError(
                'rest_duplicate_font_face',
                'A font face matching those settings already exists.',
                400,
              );
            }
            const saved = (src: string) => {
              const file = files[src.trim()];
              return file
                ? saveFontFile(ctx.site, file.fileName, extensions.get(src.trim())!, file.bytes)
                : src.trim();
            };
            const stored: FontFaceSettings = {
              ...settings,
              src: Array.isArray(settings.src) ? settings.src.map(saved) : saved(settings.src),
            };
            let face: PostRow;
            try {
              face = addFontFace(ctx.site, family.id, stored, ctx.user.id);
            } catch (error) {
              removeFontFiles(ctx.site, stored);
              throw error;
            }
            return ok(
              prepareFontFace(ctx, face),
              { Location: `${ctx.restRoot}${familiesPath}/${family.id}/font-faces/${face.id}` },
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
            requireRead(ctx);
            loadFace(ctx);
          },
          handler: (ctx) => ok(prepareFontFace(ctx, loadFace(ctx))),
        },
        {
          methods: deletable,
          args: { force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            requireCap(
              ctx,
              caps.delete_posts,
              'rest_cannot_delete',
              'Sorry, you are not allowed to delete this font face.',
            );
            loadFace(ctx);
          },
          handler: (ctx) => {
            const face = loadFace(ctx);
            if (!ctx.query.force) {
              throw new RestError(
                'rest_trash_not_supported',
                "Font faces do not support trashing. Set 'force=true' to delete.",
                501,
              );
            }
            const previous = prepareFontFace(ctx, face);
            deleteFontFace(ctx.site, face);
            return ok({ deleted: true, previous });
          },
        },
      ],
    },
  ];
}
