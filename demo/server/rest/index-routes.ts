// GET /wp-json/ (the site and route index) and GET /wp-json/<namespace> (that namespace's
// routes). Route patterns are printed in WordPress's `(?P<name>...)` syntax.
import { type RestContext, type RouteDefinition, everyone, ok, readable } from './context';

export const namespaces = ['wp/v2', 'wp-block-editor/v1'];

function describeRoutes(ctx: RestContext, definitions: RouteDefinition[], namespace?: string) {
  const routes: Record<string, unknown> = {};
  for (const definition of definitions) {
    const routeNamespace = definition.path.split('/').slice(1, 3).join('/');
    if (namespace && routeNamespace !== namespace) continue;
    const path = definition.path.replace(/\(\?</g, '(?P<');
    const entry: Record<string, unknown> = {
      namespace: namespaces.includes(routeNamespace) ? routeNamespace : '',
      methods: definition.endpoints.flatMap((e) => e.methods),
      endpoints: definition.endpoints.map((e) => ({
        methods: e.methods,
        args: Object.fromEntries(
          Object.entries({ ...(e.args ?? {}), ...(e.body ?? {}) })
            .filter(([, schema]) => !schema.readonly)
            .map(([name, schema]) => [
              name,
              { type: schema.type, required: Boolean(schema.required) },
            ]),
        ),
      })),
    };
    if (!definition.path.includes('(')) {
      entry._links = { self: [{ href: `${ctx.restRoot}${definition.path.slice(1)}` }] };
    }
    routes[path] = entry;
  }
  return routes;
}

export function indexRoutes(allRoutes: () => RouteDefinition[]): RouteDefinition[] {
  return [
    {
      path: '/',
      endpoints: [
        {
          methods: readable,
          permission: everyone,
          handler: (ctx) => {
            const options = ctx.site.options;
            const siteIcon = options.getInt('site_icon', 0);
            return ok({
              name: options.get('blogname'),
              description: options.get('blogdescription'),
              url: options.get('siteurl') || ctx.origin,
              home: options.get('home') || ctx.origin,
              gmt_offset: options.get('gmt_offset', '0'),
              timezone_string: options.get('timezone_string', 'UTC'),
              page_for_posts: options.getInt('page_for_posts', 0),
              page_on_front: options.getInt('page_on_front', 0),
              show_on_front: options.get('show_on_front', 'posts'),
              namespaces,
              authentication: {},
              routes: describeRoutes(ctx, allRoutes()),
              site_logo: options.getInt('site_logo', 0),
              site_icon: siteIcon,
              site_icon_url: options.get('demo_site_icon_url'),
              _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
            });
          },
        },
      ],
    },
    ...namespaces.map(
      (namespace): RouteDefinition => ({
        path: `/${namespace}`,
        endpoints: [
          {
            methods: readable,
            permission: everyone,
            handler: (ctx) =>
              ok({ namespace, routes: describeRoutes(ctx, allRoutes(), namespace) }),
          },
        ],
      }),
    ),
  ];
}
