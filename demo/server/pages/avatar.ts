// /avatar/<id>.svg: the user's initial on a colour picked from their id, standing in for
// Gravatar (which the closed demo network cannot reach).
import { send } from '../http/respond';
import { escapeHtml } from './html';
import type { PageRoute } from './page-route';

const colours = [
  '#3858e9',
  '#00a32a',
  '#d63638',
  '#dba617',
  '#8c4fd1',
  '#007cba',
  '#c2185b',
  '#2e7d32',
];

export function avatarSvg(name: string, id: number, size: number): string {
  const initial = escapeHtml((name.trim()[0] ?? '?').toUpperCase());
  const colour = colours[id % colours.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${initial}</text></svg>`;
}

export const avatarRoutes: PageRoute[] = [
  {
    methods: ['GET'],
    path: /^\/avatar\/(?<id>\d+)\.svg$/,
    handle: ({ site, params, url, res }) => {
      const id = Number(params.id);
      const user = site.users.get(id);
      const size = Math.min(512, Math.max(16, Number(url.searchParams.get('s')) || 96));
      send(res, 200, avatarSvg(user?.display_name ?? '?', id, size), {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=3600',
      });
    },
  },
];
