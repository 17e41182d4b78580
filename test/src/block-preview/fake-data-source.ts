// An in-memory PreviewDataSource for tests: records every call, and fails the methods named
// in `failing`.
import type {
  PreviewAuthor,
  PreviewDataSource,
  PreviewMarkup,
  PreviewPage,
  PreviewPost,
  PreviewQuery,
  PreviewSite,
  PreviewTerm,
} from '../../../src/block-preview';

type Method = keyof PreviewDataSource;

export class FakeDataSource implements PreviewDataSource {
  /** Template parts by slug. */
  parts: Record<string, PreviewMarkup> = {};
  patterns: Record<string, string> = {};
  userPatterns: Record<number, string> = {};
  menus: Record<number, string> = {};
  /** The menu (an id in `menus`) the host answers as its most recently published one. */
  latestMenu?: number;
  site: PreviewSite = {
    title: 'Meridian',
    description: 'A slow journal',
    url: 'https://example.test/',
  };
  pages: PreviewPage[] = [];
  posts: PreviewPost[] = [];
  users: PreviewAuthor[] = [];
  /** Terms by `taxonomy:postId`. */
  terms: Record<string, PreviewTerm[]> = {};
  failing = new Set<Method>();
  readonly calls: string[] = [];
  readonly queries: PreviewQuery[] = [];

  private async answer<T>(method: Method, args: unknown[], value: () => T): Promise<T> {
    this.calls.push(`${method}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
    await Promise.resolve();
    if (this.failing.has(method)) throw new Error(`${method} failed`);
    return value();
  }

  getTemplatePart(theme: string, slug: string) {
    return this.answer('getTemplatePart', [theme, slug], () => this.parts[slug]);
  }
  getPattern(name: string) {
    return this.answer('getPattern', [name], () => {
      const content = this.patterns[name];
      return content === undefined ? undefined : { content };
    });
  }
  getUserPattern(id: number) {
    return this.answer('getUserPattern', [id], () => {
      const content = this.userPatterns[id];
      return content === undefined ? undefined : { content };
    });
  }
  getNavigation(id: number) {
    return this.answer('getNavigation', [id], () => {
      const content = this.menus[id];
      return content === undefined ? undefined : { content };
    });
  }
  getLatestNavigation() {
    return this.answer('getLatestNavigation', [], () => {
      const id = this.latestMenu;
      const content = id === undefined ? undefined : this.menus[id];
      return id === undefined || content === undefined ? undefined : { id, content };
    });
  }
  getSite() {
    return this.answer('getSite', [], () => this.site);
  }
  getPages() {
    return this.answer('getPages', [], () => this.pages);
  }
  queryPosts(query: PreviewQuery) {
    return this.answer('queryPosts', [query], () => {
      this.queries.push(query);
      const type = query.postType || 'post';
      const perPage = Number(query.perPage) || 10;
      return this.posts
        .filter((post) => post.type === type)
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, perPage);
    });
  }
  getPost(type: string, id: number) {
    return this.answer('getPost', [type, id], () =>
      this.posts.find((post) => post.type === type && post.id === id),
    );
  }

  getUser(id: number) {
    return this.answer('getUser', [id], () => this.users.find((user) => user.id === id));
  }
  getPostTerms(taxonomy: string, post: { type: string; id: number }) {
    return this.answer('getPostTerms', [taxonomy, post.id], () => [
      ...(this.terms[`${taxonomy}:${post.id}`] ?? []),
    ]);
  }
  getAdjacentPost(
    post: { type: string; id: number; date: string },
    direction: 'previous' | 'next',
  ) {
    return this.answer('getAdjacentPost', [post.id, direction], () => {
      const others = this.posts
        .filter((other) => other.type === post.type && other.id !== post.id)
        .sort((a, b) => a.date.localeCompare(b.date));
      return direction === 'previous'
        ? others.filter((other) => other.date < post.date).at(-1)
        : others.find((other) => other.date > post.date);
    });
  }

  /** How many calls of one method were made. */
  count(method: Method): number {
    return this.calls.filter((call) => call.startsWith(`${method}(`)).length;
  }
}

export function post(id: number, fields: Partial<PreviewPost> = {}): PreviewPost {
  return {
    id,
    type: 'post',
    title: `Post ${id}`,
    content: `<!-- wp:paragraph -->\n<p>Body of post ${id}.</p>\n<!-- /wp:paragraph -->`,
    excerpt: '',
    date: `2024-05-${String(id).padStart(2, '0')}T09:30:00`,
    link: `https://example.test/?p=${id}`,
    ...fields,
  };
}

/** The rendered HTML as a fragment, to query like a user would see it. */
export function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

export function textOf(root: ParentNode, selector: string): string[] {
  return Array.from(root.querySelectorAll(selector), (el) => el.textContent?.trim() ?? '');
}
