// One render asks the host for each thing once: a part used in two places, the site used by
// the title, tagline and logo, load once. Failures are remembered too, so a failing call is
// not repeated within the render. A new cache is made for every render, so edits show next time.
import type { PreviewDataSource, PreviewQuery } from './types';

export function withRenderCache(source: PreviewDataSource): PreviewDataSource {
  const memo = new Map<string, Promise<unknown>>();
  function cached<A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      let result = memo.get(key) as Promise<R> | undefined;
      if (!result) {
        // Through then(), so a method that throws synchronously still only rejects.
        result = Promise.resolve().then(() => call(...args));
        memo.set(key, result);
      }
      return result;
    };
  }
  const terms = cached('terms', (taxonomy: string, type: string, id: number) =>
    source.getPostTerms(taxonomy, { type, id }),
  );
  const adjacent = cached(
    'adjacent',
    (type: string, id: number, date: string, direction: 'previous' | 'next') =>
      source.getAdjacentPost({ type, id, date }, direction),
  );
  return {
    getTemplatePart: cached('part', (theme: string, slug: string) =>
      source.getTemplatePart(theme, slug),
    ),
    getPattern: cached('pattern', (name: string) => source.getPattern(name)),
    getUserPattern: cached('block', (id: number) => source.getUserPattern(id)),
    getNavigation: cached('navigation', (id: number) => source.getNavigation(id)),
    getLatestNavigation: cached('latest-navigation', () => source.getLatestNavigation()),
    getSite: cached('site', () => source.getSite()),
    getPages: cached('pages', () => source.getPages()),
    queryPosts: cached('query', (query: PreviewQuery) => source.queryPosts(query)),
    getPost: cached('post', (type: string, id: number) => source.getPost(type, id)),
    getUser: cached('user', (id: number) => source.getUser(id)),
    // Keyed by the post's identity only: callers pass whole posts.
    getPostTerms: (taxonomy, post) => terms(taxonomy, post.type, post.id),
    getAdjacentPost: (post, direction) => adjacent(post.type, post.id, post.date, direction),
  };
}
