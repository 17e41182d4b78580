// The preview's data source over the host's REST API (WordPress's routes, through src/api).
// One instance keeps everything it loaded (a failed call is forgotten, so it is asked again), so
// a grid of previews asks the host once for the site, the pages or a part: make a new instance
// after the host's data changed. `createHostDataSource()` is cheap.
import { ApiError } from '../api/error';
import { apiFetch } from '../api/fetch';
import type { QueryObject } from '../api/query';
import { textFromHtml } from './escape';
import {
  type Media,
  markupOf,
  type PartRecord,
  type PostRecord,
  type TermRecord,
  textOf,
  toAuthor,
  toPost,
  toTerm,
  type UserRecord,
} from './host-records';
import { restQueryFor } from './rest-query';
import type { PreviewDataSource, PreviewNavigation, PreviewPage, PreviewSite } from './types';

export interface HostDataSourceOptions {
  /**
   * Where the site's index (`name`, `description`, `url`, `home`, `site_logo`) and its date
   * format come from, when the caller already has them (the editor's stores): no request then.
   */
  siteIndex?: () => Promise<Record<string, unknown>>;
  dateFormat?: () => Promise<string | undefined>;
}

const KNOWN_BASES: Record<string, string> = { post: 'posts', page: 'pages' };
const TAXONOMY_BASES: Record<string, string> = { category: 'categories', post_tag: 'tags' };
/** What a post embeds for the blocks of a single template: its image, author and terms. */
const POST_EMBEDS = 'wp:featuredmedia,author,wp:term';

/** Raw fields need `context=edit`; users without edit rights still get the rendered ones. */
async function readEditable<T>(path: string, query: QueryObject): Promise<T> {
  try {
    return await apiFetch<T>(path, { query: { ...query, context: 'edit' } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return apiFetch<T>(path, { query: { ...query, context: 'view' } });
    }
    throw error;
  }
}

/** Keeps each answer by its key for the instance's life; a failure is not kept. */
function remembered() {
  const answers = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}

export function createHostDataSource(options: HostDataSourceOptions = {}): PreviewDataSource {
  const source = createUncachedHostDataSource(options);
  const remember = remembered();
  return {
    getTemplatePart: (theme, slug) =>
      remember(`part:${theme}//${slug}`, () => source.getTemplatePart(theme, slug)),
    getPattern: (name) => remember(`pattern:${name}`, () => source.getPattern(name)),
    getUserPattern: (id) => remember(`block:${id}`, () => source.getUserPattern(id)),
    getNavigation: (id) => remember(`navigation:${id}`, () => source.getNavigation(id)),
    getLatestNavigation: () => remember('navigation:latest', () => source.getLatestNavigation()),
    getSite: () => remember('site', () => source.getSite()),
    getPages: () => remember('pages', () => source.getPages()),
    queryPosts: (query) =>
      remember(`query:${JSON.stringify(query)}`, () => source.queryPosts(query)),
    getPost: (type, id) => remember(`post:${type}:${id}`, () => source.getPost(type, id)),
    getUser: (id) => remember(`user:${id}`, () => source.getUser(id)),
    getPostTerms: (taxonomy, post) =>
      remember(`terms:${taxonomy}:${post.type}:${post.id}`, () =>
        source.getPostTerms(taxonomy, post),
      ),
    getAdjacentPost: (post, direction) =>
      remember(`adjacent:${direction}:${post.type}:${post.id}:${post.date}`, () =>
        source.getAdjacentPost(post, direction),
      ),
  };
}

function createUncachedHostDataSource(options: HostDataSourceOptions): PreviewDataSource {
  let parts: Promise<PartRecord[]> | undefined;
  let patterns: Promise<Array<{ name: string; title?: string; content?: string }>> | undefined;
  const bases = new Map<string, Promise<string>>();
  const images = new Map<number, Promise<Media | undefined>>();

  /** A featured image the host did not embed (or could not), read by id once; none on failure. */
  const featuredImage = (record: PostRecord): Promise<Media | undefined> => {
    const id = Number(record.featured_media) || 0;
    if (id <= 0 || record._embedded?.['wp:featuredmedia']?.[0]?.source_url) {
      return Promise.resolve(undefined);
    }
    if (!images.has(id)) {
      const query = { _fields: 'id,source_url,alt_text' };
      images.set(
        id,
        apiFetch<Media>(`wp/v2/media/${id}`, { query }).catch(() => undefined),
      );
    }
    return images.get(id)!;
  };
  const toPostWithImage = async (record: PostRecord, type: string) =>
    toPost(record, type, await featuredImage(record));

  const restBase = (type: string): Promise<string> => {
    const known = KNOWN_BASES[type];
    if (known) return Promise.resolve(known);
    if (!bases.has(type)) {
      const path = `wp/v2/types/${encodeURIComponent(type)}`;
      const base = apiFetch<{ rest_base?: string }>(path, { query: { _fields: 'rest_base' } });
      bases.set(
        type,
        base.then((record) => record.rest_base || type),
      );
    }
    return bases.get(type)!;
  };

  const taxonomyBase = (taxonomy: string): Promise<string> => {
    const known = TAXONOMY_BASES[taxonomy];
    if (known) return Promise.resolve(known);
    if (!bases.has(`taxonomy:${taxonomy}`)) {
      const path = `wp/v2/taxonomies/${encodeURIComponent(taxonomy)}`;
      const base = apiFetch<{ rest_base?: string }>(path, { query: { _fields: 'rest_base' } });
      bases.set(
        `taxonomy:${taxonomy}`,
        base.then((record) => record.rest_base || taxonomy),
      );
    }
    return bases.get(`taxonomy:${taxonomy}`)!;
  };

  return {
    async getTemplatePart(theme, slug) {
      parts ??= apiFetch<PartRecord[]>('wp/v2/template-parts', {
        query: { context: 'edit' },
      });
      const found = (await parts).find((p) => p.slug === slug && (!theme || p.theme === theme));
      if (found) return markupOf(found);
      if (!theme) return undefined;
      const id = `${encodeURIComponent(theme)}//${encodeURIComponent(slug)}`;
      return markupOf(
        await apiFetch<PartRecord>(`wp/v2/template-parts/${id}`, { query: { context: 'edit' } }),
      );
    },
    async getPattern(name) {
      patterns ??= apiFetch('wp/v2/block-patterns/patterns');
      const found = (await patterns).find((pattern) => pattern.name === name);
      return found ? { content: found.content ?? '', title: found.title ?? '' } : undefined;
    },
    async getUserPattern(id) {
      return markupOf(await readEditable<PostRecord>(`wp/v2/blocks/${id}`, {}));
    },
    async getNavigation(id) {
      return markupOf(await readEditable<PostRecord>(`wp/v2/navigation/${id}`, {}));
    },
    async getLatestNavigation() {
      // WordPress's own choice for a navigation block without a menu (the newest published
      // wp_navigation); its REST API has no such route that does not create a menu as it reads.
      const [menu] = await readEditable<PostRecord[]>('wp/v2/navigation', {
        per_page: 1,
        status: 'publish',
        orderby: 'date',
        order: 'desc',
      });
      return menu ? ({ id: menu.id, ...markupOf(menu) } satisfies PreviewNavigation) : undefined;
    },
    async getSite() {
      // The index and the date format at once; the logo needs the index's answer.
      const settingsCall = (
        options.dateFormat
          ? options.dateFormat().then((date_format) => ({ date_format }))
          : apiFetch<{ date_format?: string }>('wp/v2/settings', {
              query: { _fields: 'date_format' },
            })
      ).catch(() => undefined);
      const index = await (options.siteIndex?.() ??
        apiFetch<Record<string, unknown>>('', {
          query: { _fields: 'name,description,url,home,site_logo' },
        }));
      const logoId = Number(index.site_logo) || 0;
      const [logo, settings] = await Promise.all([
        logoId
          ? apiFetch<Media>(`wp/v2/media/${logoId}`, {
              query: { _fields: 'source_url,alt_text' },
            }).catch(() => undefined)
          : undefined,
        settingsCall,
      ]);
      const media = logo as Media | undefined;
      const dateFormat = (settings as { date_format?: string } | undefined)?.date_format;
      const site: PreviewSite = {
        title: textFromHtml(String(index.name ?? '')),
        description: textFromHtml(String(index.description ?? '')),
        url: String(index.home ?? index.url ?? ''),
        ...(media?.source_url
          ? { logo: { url: media.source_url, alt: media.alt_text ?? '' } }
          : {}),
        ...(dateFormat ? { dateFormat } : {}),
      };
      return site;
    },
    async getPages() {
      const records = await apiFetch<Array<PostRecord & { parent?: number; menu_order?: number }>>(
        'wp/v2/pages',
        {
          query: {
            per_page: 100,
            _fields: 'id,link,menu_order,parent,title',
            orderby: 'menu_order',
            order: 'asc',
          },
        },
      );
      return records.map(
        (page): PreviewPage => ({
          id: page.id,
          parent: page.parent ?? 0,
          title: textOf(page.title),
          link: page.link ?? '',
          menuOrder: page.menu_order ?? 0,
        }),
      );
    },
    async queryPosts(query) {
      const type = query.postType || 'post';
      const base = await restBase(type);
      const records = await readEditable<PostRecord[]>(`wp/v2/${base}`, {
        ...restQueryFor(query, type),
        _embed: POST_EMBEDS,
      });
      return Promise.all(records.map((record) => toPostWithImage(record, type)));
    },
    async getPost(type, id) {
      const base = await restBase(type);
      const record = await readEditable<PostRecord>(`wp/v2/${base}/${id}`, {
        _embed: POST_EMBEDS,
      });
      return toPostWithImage(record, type);
    },
    async getUser(id) {
      const user = await apiFetch<UserRecord>(`wp/v2/users/${id}`, {
        query: { context: 'view', _fields: 'id,name,description,link,avatar_urls' },
      });
      return toAuthor(user);
    },
    async getPostTerms(taxonomy, post) {
      const base = await taxonomyBase(taxonomy);
      const terms = await apiFetch<TermRecord[]>(`wp/v2/${base}`, {
        query: { post: post.id, per_page: 100, _fields: 'id,name,link' },
      });
      return terms.map(toTerm);
    },
    async getAdjacentPost(post, direction) {
      // WordPress's previous post is the next older published one of the type; next, newer.
      const base = await restBase(post.type);
      const [found] = await apiFetch<PostRecord[]>(`wp/v2/${base}`, {
        query: {
          per_page: 1,
          orderby: 'date',
          order: direction === 'previous' ? 'desc' : 'asc',
          [direction === 'previous' ? 'before' : 'after']: post.date,
          exclude: post.id,
          _fields: 'id,type,title,link,date',
        },
      });
      return found ? toPost(found, post.type) : undefined;
    },
  };
}
