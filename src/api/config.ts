import { atom } from 'nanostores';

/** How the elements reach the host's REST API. One per page: every element shares it. */
export interface ApiConfig {
  /** The REST root, e.g. `/wp-json/` or `/index.php?rest_route=/`. */
  root: string;
  /** The REST nonce sent as `X-WP-Nonce`; refreshed by the client when the host rejects it. */
  nonce?: string;
  /** Where a fresh nonce is served as plain text. Defaults to WordPress's admin-ajax action. */
  nonceEndpoint?: string;
  /** The fetch implementation; tests pass an in-memory host here. */
  fetch?: typeof fetch;
  /**
   * The theme being previewed, sent as `wp_theme_preview` with every call (spec 2.2). Left
   * unset, it is the page's own `wp_theme_preview` parameter, as WordPress reads it.
   */
  themePreview?: string;
}

export const DEFAULT_API_ROOT = '/wp-json/';
const NONCE_ACTION = 'admin-ajax.php?action=rest-nonce';

export const $apiConfig = atom<ApiConfig>({ root: DEFAULT_API_ROOT });

/**
 * Sets how every element on the page talks to the host. Fields left out keep their value, so
 * `configureApiClient({ nonce })` only swaps the nonce for all later requests.
 */
export function configureApiClient(config: Partial<ApiConfig>): void {
  const defined = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
  $apiConfig.set({ ...$apiConfig.get(), ...defined });
}

function pageUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/**
 * A wp-admin page beside the REST root (`/wp-json/` → `/wp-admin/{file}`; a plain-permalink root
 * `/blog/index.php?rest_route=/` → `/blog/wp-admin/{file}`), same-origin as a path.
 */
export function adminUrl(file: string, config: ApiConfig = $apiConfig.get()): string {
  const root = new URL(config.root, pageUrl());
  // A plain-permalink root (`index.php?rest_route=`) sits in the site folder, not below it.
  const admin = root.search.includes('rest_route') ? 'wp-admin/' : '../wp-admin/';
  const url = new URL(admin + file, new URL(root.pathname, root.origin));
  return url.origin === new URL(pageUrl()).origin ? url.pathname + url.search : url.href;
}

/**
 * The nonce endpoint: the configured one, else `wp-admin/admin-ajax.php?action=rest-nonce`
 * beside the REST root.
 */
export function nonceEndpointUrl(config: ApiConfig = $apiConfig.get()): string {
  return config.nonceEndpoint || adminUrl(NONCE_ACTION, config);
}

/** The theme every call previews: the configured one, else the page's `wp_theme_preview`. */
export function themePreview(config: ApiConfig = $apiConfig.get()): string {
  if (config.themePreview !== undefined) return config.themePreview;
  if (typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get('wp_theme_preview') ?? '';
}
