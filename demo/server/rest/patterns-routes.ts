// GET /wp/v2/block-patterns/patterns (the active theme's patterns) and
// /wp/v2/block-patterns/categories (WordPress's core pattern categories plus any category a
// theme pattern uses). Readable by anyone who can edit posts.
import { hasCap } from '../auth/current-user';
import { type RestContext, type RouteDefinition, ok, readable } from './context';
import { RestError, authStatus } from './errors';

const coreCategories: [string, string, string][] = [
  ['banner', 'Banners', 'Bold sections designed to showcase key content.'],
  ['buttons', 'Buttons', 'Patterns that contain buttons and call to actions.'],
  ['columns', 'Columns', 'Multi-column patterns with more complex layouts.'],
  ['text', 'Text', 'Patterns containing mostly text.'],
  ['query', 'Posts', 'Display your latest posts in lists, grids or other layouts.'],
  ['featured', 'Featured', 'A set of high quality curated patterns.'],
  ['call-to-action', 'Call to action', 'Sections whose purpose is to trigger a specific action.'],
  ['team', 'Team', 'A variety of designs to display your team members.'],
  ['testimonials', 'Testimonials', 'Share reviews and feedback about your brand or business.'],
  ['services', 'Services', 'Briefly describe what your business does and how you can help.'],
  ['contact', 'Contact', 'Display your contact information.'],
  ['about', 'About', 'Introduce yourself.'],
  ['portfolio', 'Portfolio', 'Showcase your latest work.'],
  ['gallery', 'Gallery', 'Different layouts for displaying images.'],
  ['media', 'Media', 'Different layouts containing video or audio.'],
  ['videos', 'Videos', 'Different layouts containing videos.'],
  ['audio', 'Audio', 'Different layouts containing audio.'],
  ['posts', 'Posts', 'Display your latest posts in lists, grids or other layouts.'],
  ['footer', 'Footers', 'A variety of footer designs displaying information and site navigation.'],
  ['header', 'Headers', 'A variety of header designs displaying your site title and navigation.'],
];

function canRead(ctx: RestContext): void {
  if (!hasCap(ctx.user, 'edit_posts') && !hasCap(ctx.user, 'edit_pages')) {
    throw new RestError(
      'rest_cannot_view',
      'Sorry, you are not allowed to view the registered block patterns.',
      authStatus(ctx.user.id),
    );
  }
}

function label(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function patternsRoutes(): RouteDefinition[] {
  return [
    {
      path: '/wp/v2/block-patterns/patterns',
      endpoints: [
        {
          methods: readable,
          permission: canRead,
          handler: (ctx) =>
            ok(
              ctx.theme.patterns.map((pattern) => ({
                name: pattern.name,
                title: pattern.title,
                content: pattern.content,
                description: pattern.description,
                viewport_width: pattern.viewportWidth ?? null,
                inserter: pattern.inserter,
                categories: pattern.categories,
                keywords: pattern.keywords,
                block_types: pattern.blockTypes,
                post_types: pattern.postTypes,
                template_types: pattern.templateTypes,
                source: pattern.source,
              })),
            ),
        },
      ],
    },
    {
      path: '/wp/v2/block-patterns/categories',
      endpoints: [
        {
          methods: readable,
          permission: canRead,
          handler: (ctx) => {
            const known = new Set(coreCategories.map(([name]) => name));
            const categories = coreCategories.map(([name, labelText, description]) => ({
              name,
              label: labelText,
              description,
            }));
            for (const pattern of ctx.theme.patterns) {
              for (const name of pattern.categories) {
                if (known.has(name)) continue;
                known.add(name);
                categories.push({ name, label: label(name), description: '' });
              }
            }
            return ok(categories);
          },
        },
      ],
    },
  ];
}
