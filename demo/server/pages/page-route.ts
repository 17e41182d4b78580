// What a page handler receives. Pages (unlike REST) trust the session cookie alone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CurrentUser } from '../auth/current-user';
import { redirect } from '../http/respond';
import type { Site } from '../site/site';

export interface PageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  site: Site;
  url: URL;
  user: CurrentUser;
  origin: string;
  /** Named groups of the route pattern. */
  params: Record<string, string>;
}

export interface PageRoute {
  methods: ReadonlyArray<'GET' | 'POST'>;
  path: RegExp;
  handle: (request: PageRequest) => void | Promise<void>;
}

/** Sends logged-out visitors to the login form, coming back here afterwards. */
export function requireLogin(request: PageRequest): boolean {
  if (request.user.id !== 0) return true;
  const back = request.url.pathname + request.url.search;
  redirect(request.res, `/login?redirect_to=${encodeURIComponent(back)}`);
  return false;
}
