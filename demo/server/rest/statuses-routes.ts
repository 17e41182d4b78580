// GET /wp/v2/statuses: the post statuses, keyed by slug. Visitors see only public ones.
import { hasCap } from '../auth/current-user';
import {
  type RestContext,
  type RouteDefinition,
  contextArg,
  ok,
  readable,
  withCuries,
} from './context';

const statuses = [
  {
    slug: 'publish',
    name: 'Published',
    public: true,
    private: false,
    protected: false,
    date_floating: false,
    show_in_list: true,
  },
  {
    slug: 'future',
    name: 'Scheduled',
    public: false,
    private: false,
    protected: true,
    date_floating: false,
    show_in_list: true,
  },
  {
    slug: 'draft',
    name: 'Draft',
    public: false,
    private: false,
    protected: true,
    date_floating: true,
    show_in_list: true,
  },
  {
    slug: 'pending',
    name: 'Pending',
    public: false,
    private: false,
    protected: true,
    date_floating: true,
    show_in_list: true,
  },
  {
    slug: 'private',
    name: 'Private',
    public: false,
    private: true,
    protected: false,
    date_floating: false,
    show_in_list: true,
  },
  {
    slug: 'trash',
    name: 'Trash',
    public: false,
    private: false,
    protected: false,
    date_floating: false,
    show_in_list: false,
  },
];

function prepareStatus(ctx: RestContext, status: (typeof statuses)[number]) {
  return {
    ...status,
    queryable: status.public,
    _links: withCuries({
      archives: [{ href: `${ctx.restRoot}wp/v2/posts?status=${status.slug}` }],
    }),
  };
}

export function statusesRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/statuses',
      endpoints: [
        {
          methods: readable,
          args: contextArg(),
          permission: () => {},
          handler: (ctx) => {
            const editor = hasCap(ctx.user, 'edit_posts');
            const list = statuses.filter((status) => status.public || editor);
            return ok(
              Object.fromEntries(list.map((status) => [status.slug, prepareStatus(ctx, status)])),
            );
          },
        },
      ],
    },
  ];
}
