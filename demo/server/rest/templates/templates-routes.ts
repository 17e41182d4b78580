// /wp/v2/templates and /wp/v2/template-parts. Anyone who edits posts may read them; writes need
// edit_theme_options. Saving a theme template stores a customised copy (source 'custom'); deleting
// a customised one with force=true reverts to the theme file; a custom template is deleted.
import { hasCap } from '../../auth/current-user';
import { postTypes } from '../../site/post-types';
import {
  type BlockTemplate,
  type TemplateType,
  findTemplate,
  listTemplates,
  templateHierarchy,
} from '../../site/templates';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  creatable,
  deletable,
  editable,
  ok,
  readable,
} from '../context';
import { RestError, authStatus, invalidParams } from '../errors';
import { prepareTemplate } from './template-response';
import {
  rawOf,
  sanitizeSlug,
  saveTemplate,
  templateBody,
  uniqueTemplateSlug,
} from './template-write';

export function templatesRoutes(type: TemplateType): RouteDefinition[] {
  const definition = postTypes[type]!;
  const base = definition.restBase!;
  const isPart = type === 'wp_template_part';
  const denied = (ctx: RestContext) =>
    new RestError(
      'rest_cannot_manage_templates',
      'Sorry, you are not allowed to access the templates on this site.',
      authStatus(ctx.user.id),
    );
  const canRead = (ctx: RestContext) => {
    if (!hasCap(ctx.user, definition.caps.read)) throw denied(ctx);
  };
  const canWrite = (ctx: RestContext) => {
    if (!hasCap(ctx.user, definition.caps.edit_posts)) throw denied(ctx);
  };
  /** Themes by stylesheet, with the previewed theme standing in for its own name. */
  const themesFor = (ctx: RestContext) => (stylesheet: string) =>
    stylesheet === ctx.theme.stylesheet ? ctx.theme : ctx.site.themes.get(stylesheet);
  const find = (ctx: RestContext, source?: string): BlockTemplate => {
    const template = findTemplate(ctx.site, themesFor(ctx), type, ctx.params.id ?? '', source);
    if (!template)
      throw new RestError('rest_template_not_found', 'No templates exist with that id.', 404);
    return template;
  };
  const body = templateBody(isPart);
  const save = (ctx: RestContext, template: BlockTemplate | undefined, slug?: string) =>
    saveTemplate(ctx, type, template, slug);

  return [
    {
      path: `/wp/v2/${base}`,
      endpoints: [
        {
          methods: readable,
          args: {
            ...contextArg(),
            wp_id: { type: 'integer' },
            area: { type: 'string' },
            post_type: { type: 'string' },
          },
          permission: canRead,
          handler: (ctx) => {
            const q = ctx.query;
            const list = listTemplates(ctx.site, ctx.theme, type).filter(
              (t) =>
                (q.wp_id === undefined || t.wpId === q.wp_id) &&
                (q.area === undefined || t.area === q.area) &&
                (q.post_type === undefined ||
                  !t.postTypes ||
                  t.postTypes.includes(q.post_type as string)),
            );
            return ok(list.map((t) => prepareTemplate(ctx, t, base)));
          },
        },
        {
          methods: creatable,
          body: { ...body, slug: { ...body.slug!, required: true } },
          permission: canWrite,
          handler: (ctx) => {
            if (!ctx.theme.isBlockTheme) {
              throw new RestError(
                'rest_template_not_supported',
                'The active theme does not support block templates.',
                400,
              );
            }
            // As wp_insert_post: the slug sanitised (`page-été` → `page-ete`; nothing left → the
            // title's), then made unique among this theme's rows (`-2`); a theme file's slug
            // makes its customised copy.
            const wanted =
              sanitizeSlug(String(ctx.body.slug)) || sanitizeSlug(rawOf(ctx.body.title) ?? '');
            if (!wanted) throw invalidParams({ slug: 'The slug has no letter or digit to keep.' });
            const slug = uniqueTemplateSlug(ctx, type, wanted);
            const file = findTemplate(
              ctx.site,
              themesFor(ctx),
              type,
              `${ctx.theme.stylesheet}//${slug}`,
              'theme',
            );
            const saved = save(ctx, file, slug);
            return ok(
              prepareTemplate(ctx, saved, base),
              { Location: `${ctx.restRoot}wp/v2/${base}/${saved.id}` },
              201,
            );
          },
        },
      ],
    },
    ...(isPart
      ? []
      : [
          {
            path: `/wp/v2/${base}/lookup`,
            endpoints: [
              {
                methods: readable,
                args: {
                  slug: { type: 'string', required: true },
                  is_custom: { type: 'boolean' },
                  template_prefix: { type: 'string' },
                  ignore_empty: { type: 'boolean' },
                },
                permission: canRead,
                handler: (ctx: RestContext) => {
                  const all = new Map(
                    listTemplates(ctx.site, ctx.theme, type).map((t) => [t.slug, t]),
                  );
                  const chain = ctx.query.is_custom
                    ? ['page', 'singular', 'index']
                    : templateHierarchy(String(ctx.query.slug)).slice(1);
                  if (typeof ctx.query.template_prefix === 'string' && ctx.query.template_prefix)
                    chain.unshift(ctx.query.template_prefix);
                  const fallback = chain
                    .map((slug) => all.get(slug))
                    .find((t) => t && (!ctx.query.ignore_empty || t.content.trim() !== ''));
                  if (!fallback)
                    throw new RestError(
                      'rest_template_not_found',
                      'No templates exist with that id.',
                      404,
                    );
                  return ok(prepareTemplate(ctx, fallback, base));
                },
              },
            ],
          } satisfies RouteDefinition,
        ]),
    {
      path: `/wp/v2/${base}/(?<id>[^/]+//[^/]+)`,
      endpoints: [
        {
          methods: readable,
          args: {
            ...contextArg(),
            source: { type: 'string', enum: ['theme', 'custom', 'plugin'] },
          },
          permission: canRead,
          handler: (ctx) =>
            ok(prepareTemplate(ctx, find(ctx, ctx.query.source as string | undefined), base)),
        },
        {
          methods: editable,
          body,
          permission: (ctx) => {
            canWrite(ctx);
            find(ctx);
          },
          handler: (ctx) => {
            const template = find(ctx);
            if (template.theme !== ctx.theme.stylesheet) {
              throw new RestError(
                'rest_template_not_found',
                'No templates exist with that id.',
                404,
              );
            }
            return ok(prepareTemplate(ctx, save(ctx, template), base));
          },
        },
        {
          methods: deletable,
          args: { force: { type: 'boolean', default: false } },
          permission: (ctx) => {
            canWrite(ctx);
            find(ctx);
          },
          handler: (ctx) => {
            const template = find(ctx);
            if (template.source !== 'custom' || !template.wpId) {
              throw new RestError(
                'rest_invalid_template',
                "Templates based on theme files can't be removed.",
                400,
              );
            }
            const previous = prepareTemplate(ctx, template, base);
            if (ctx.query.force) {
              ctx.site.posts.delete(template.wpId);
              return ok({ deleted: true, previous });
            }
            ctx.site.posts.update(template.wpId, { status: 'trash' });
            return ok({ ...previous, status: 'trash' });
          },
        },
      ],
    },
  ];
}
