// Rendered previews, kept by what they show, so a card scrolled away and back (or the same
// pattern in two places) renders once. The renderer and the host data source load lazily with
// the first preview; the data source keeps what it fetched for every later render.
import type { BlockPreview, PreviewDataSource, PreviewPostContext } from '../../block-preview';
import { loadEntityRecord } from '../../stores';
import { loadSiteSettings } from '../../stores/site';

const MAX_ENTRIES = 300;
const cache = new Map<string, Promise<BlockPreview>>();
let dataSource: Promise<PreviewDataSource> | undefined;

/** The site as the editor already loaded it at start (the index), so previews ask for nothing. */
const siteIndex = () => loadEntityRecord('root', '__unstableBase');
/** The settings are readable by administrators only; others get WordPress's default format. */
const dateFormat = () =>
  loadSiteSettings<{ id?: number; date_format?: string }>().then(
    (settings) => settings?.date_format,
  );

async function loadDataSource(): Promise<PreviewDataSource> {
  const { createHostDataSource } = await import('../../block-preview/host-data-source');
  return createHostDataSource({ siteIndex, dateFormat });
}

let renderer: Promise<typeof import('../../block-preview/render')> | undefined;

/**
 * Starts loading what previews need, so the first card does not wait for it in turn: the
 * renderer, and the site and its pages, which every header with a title or a menu shows.
 */
export function warmUpPreviews(): void {
  // Code that did not arrive is asked for again by the next preview, not failed for good.
  if (!dataSource) {
    const loading = loadDataSource();
    dataSource = loading;
    loading.then(
      (source) => {
        source.getSite().catch(() => {});
        source.getPages().catch(() => {});
      },
      () => {
        if (dataSource === loading) dataSource = undefined;
      },
    );
  }
  if (!renderer) {
    const loading = import('../../block-preview/render');
    renderer = loading;
    loading.catch(() => {
      if (renderer === loading) renderer = undefined;
    });
  }
}

export function renderPreview(
  markup: string,
  post: PreviewPostContext | undefined,
): Promise<BlockPreview> {
  const key = `${post ? `${post.postType}:${post.postId}` : ''}\n${markup}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so the oldest entry is the one dropped.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  warmUpPreviews();
  const rendering = (async () => {
    const [{ renderBlockPreview }, source] = await Promise.all([renderer!, dataSource!]);
    return renderBlockPreview(markup, { dataSource: source, ...(post ? { post } : {}) });
  })();
  rendering.catch(() => cache.delete(key));
  cache.set(key, rendering);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendering;
}

/**
 * A screen with previews opens: previews and the host data behind them are rendered afresh
 * (parts, patterns or pages may have changed since the last screen), then kept while it is open.
 */
export function startPreviewScreen(): void {
  cache.clear();
  dataSource = undefined;
  warmUpPreviews();
}
