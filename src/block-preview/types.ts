// The vocabulary of the preview renderer: what it asks the host for (PreviewDataSource and the
// records it answers with), what a caller passes in and what comes back.

/** A block as the parser gives it: `innerContent` holds `null` where each inner block goes. */
export interface ParsedBlock {
  /** `core/paragraph`; `null` for freeform HTML between blocks. */
  blockName: string | null;
  /** Always an object (parseBlocks turns missing or invalid attributes into `{}`). */
  attrs: Record<string, unknown>;
  innerBlocks: ParsedBlock[];
  innerHTML: string;
  innerContent: Array<string | null>;
}

/** The site's identity. Texts are plain text (not HTML); the renderer escapes them. */
export interface PreviewSite {
  title: string;
  description: string;
  /** The home page address: site title and logo link here. */
  url: string;
  logo?: { url: string; alt?: string };
  /** PHP date format (`F j, Y`) for post dates; WordPress's default when absent. */
  dateFormat?: string;
}

/** A post or page. `title` and `excerpt` are plain text; `content` is block markup or HTML. */
export interface PreviewPost {
  id: number;
  type: string;
  title: string;
  /** Block markup (raw) or already rendered HTML: both go through the renderer. */
  content: string;
  excerpt: string;
  /** `YYYY-MM-DDTHH:MM:SS` in the site's time, as the REST API answers it. */
  date: string;
  link: string;
  featuredImage?: { url: string; alt?: string };
  /** The author's user id; `author` when the host embedded the user with the post. */
  authorId?: number;
  author?: PreviewAuthor;
  /** Terms by taxonomy (`category`, `post_tag`) when the host embedded them with the post. */
  terms?: Record<string, PreviewTerm[]>;
  /** `open` or `closed`: whether a visitor sees the comment form. */
  commentStatus?: string;
}

/** A post's author as a visitor sees them. `name` and `description` are plain text. */
export interface PreviewAuthor {
  id: number;
  name: string;
  description: string;
  /** The author's archive on the site. */
  link: string;
  /** Avatar addresses by size in px (`24`, `48`, `96`). */
  avatarUrls: Record<string, string>;
}

/** A category, tag or other term. `name` is plain text. */
export interface PreviewTerm {
  id: number;
  name: string;
  link: string;
}

/** A page as the page list block shows it. */
export interface PreviewPage {
  id: number;
  parent: number;
  title: string;
  link: string;
  menuOrder?: number;
}

/** A template part, a pattern or a navigation menu: block markup to render in place. */
export interface PreviewMarkup {
  content: string;
  title?: string;
  /** Template parts: the area (header, footer…), which picks the wrapper element. */
  area?: string;
}

/** A navigation menu (wp_navigation) with its id, which the renderer's cycle guard needs. */
export interface PreviewNavigation extends PreviewMarkup {
  id: number;
}

/**
 * The query block's `query` attribute, as stored in block markup. Every field is optional:
 * old markup leaves most of them out.
 */
export interface PreviewQuery {
  perPage?: number | string;
  pages?: number | string;
  offset?: number | string;
  postType?: string;
  order?: string;
  orderBy?: string;
  author?: string | number | number[];
  search?: string;
  exclude?: number[];
  sticky?: string;
  inherit?: boolean;
  parents?: number[];
  taxQuery?: Record<string, unknown> | null;
}

/**
 * Everything the renderer reads from the host. Every method may reject: the block that asked
 * renders a placeholder and the rest of the preview goes on. A method answering `undefined`
 * means "no such thing" (a deleted part, an unknown pattern), which also renders a placeholder.
 */
export interface PreviewDataSource {
  /** A template part by theme (the active theme when empty) and slug. */
  getTemplatePart(theme: string, slug: string): Promise<PreviewMarkup | undefined>;
  /** A registered (theme) pattern by name, e.g. `meridian/hero`. */
  getPattern(name: string): Promise<PreviewMarkup | undefined>;
  /** A user pattern (wp_block) by id: what `core/block {"ref":…}` shows. */
  getUserPattern(id: number): Promise<PreviewMarkup | undefined>;
  /** A navigation menu (wp_navigation) by id: its raw content. */
  getNavigation(id: number): Promise<PreviewMarkup | undefined>;
  /**
   * The most recently published navigation menu (newest by date), what a navigation block
   * without a menu of its own shows; `undefined` when the site has none.
   */
  getLatestNavigation(): Promise<PreviewNavigation | undefined>;
  getSite(): Promise<PreviewSite>;
  /** Published pages, for the page list block. */
  getPages(): Promise<PreviewPage[]>;
  /** The posts a query loop asks for, in order. */
  queryPosts(query: PreviewQuery): Promise<PreviewPost[]>;
  getPost(type: string, id: number): Promise<PreviewPost | undefined>;
  /** A user by id, as the post author blocks show them (`/wp/v2/users/{id}`). */
  getUser(id: number): Promise<PreviewAuthor | undefined>;
  /** A post's terms of one taxonomy (`category`, `post_tag`…), in the host's order. */
  getPostTerms(taxonomy: string, post: { type: string; id: number }): Promise<PreviewTerm[]>;
  /**
   * The published post of the same type just before (`previous`, older) or after (`next`) the
   * given one by date, what the post navigation link shows; `undefined` at either end.
   */
  getAdjacentPost(
    post: { type: string; id: number; date: string },
    direction: 'previous' | 'next',
  ): Promise<PreviewPost | undefined>;
}

/** The post a template is rendered for (a page within its template), if any. */
export interface PreviewPostContext {
  postId: number;
  postType: string;
}

export interface RenderOptions {
  dataSource: PreviewDataSource;
  /** The post that post-title, post-content and friends read outside a query loop. */
  post?: PreviewPostContext;
  /** BCP 47 locale for month and day names in dates. Default `en-US`. */
  locale?: string;
}

/** What a render produces: body HTML and the per-block layout CSS it refers to. */
export interface BlockPreview {
  html: string;
  /** Rules for the `wp-container-…` classes in `html` (gaps, justification, widths). */
  css: string;
}
