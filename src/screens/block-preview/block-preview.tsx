// <BlockPreview>: block markup shown as the site shows it, inside a card. Nothing happens until
// the card comes near the screen; then the markup is rendered from host data (the renderer and
// the styles engine load lazily, on the first preview) and shown in a sandboxed, scaled frame
// with the site's CSS. Edits to the global styles restyle every preview in place.
import { useStore } from '@nanostores/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockPreview as RenderedPreview, PreviewPostContext } from '../../block-preview';
import { $blockLibraryStylesheet, $siteStylesheet } from '../../stores/site-styles';
import { useSeen } from '../../ui/in-view';
import { useShadowRoot } from '../../ui/element-root';
import { Spinner } from '../../ui/spinner';
import { WARM_FRAMES, warmFrames } from './frame-pool';
import { useFrameTurn, watchScrolling } from './frame-queue';
import { PreviewFrame, type PreviewStylesheet } from './preview-frame';
import { renderPreview, startPreviewScreen } from './render-cache';
import { useStylesheetUrl } from './stylesheet-url';

/** Block previews are laid out at this width unless the content says otherwise (spec 9). */
export const BLOCK_PREVIEW_VIEWPORT_WIDTH = 500;

export interface BlockPreviewProps {
  markup: string;
  /** The frame's accessible name (the pattern's or template's title). */
  title: string;
  /** The width the content is laid out at (a pattern's viewportWidth when it has one). */
  viewportWidth?: number | undefined;
  /** Card height in px; the content is cropped to it. Default: the content's own height. */
  height?: number | undefined;
  /** The post a template is shown for (a page within its template). */
  post?: PreviewPostContext | undefined;
  /** Fill the parent (a card's media area): the content is cropped or centred in it. */
  fill?: boolean | undefined;
  /** Told once the markup is rendered whether it shows nothing (a site logo the site lacks). */
  onRendered?: ((empty: boolean) => void) | undefined;
}

/**
 * Other site CSS for the previews below it (a style revision's): while it is `undefined` the
 * previews wait; without the provider they show the site's own styles with unsaved edits.
 */
export const PreviewStylesheetContext = createContext<{ css: string | undefined } | null>(null);

/** The stylesheets every preview frame links to: the block library's, then the site's. */
function usePreviewStylesheets(): { stylesheets: PreviewStylesheet[]; ready: boolean } {
  const own = useStore($siteStylesheet);
  const override = useContext(PreviewStylesheetContext);
  const site = override
    ? { css: override.css ?? '', status: override.css === undefined ? 'loading' : 'ready' }
    : own;
  const blockLibrary = useStore($blockLibraryStylesheet);
  const siteHref = useStylesheetUrl(site.css);
  const stylesheets = useMemo<PreviewStylesheet[]>(
    () => [
      ...(blockLibrary ? [{ id: 'block-library', href: blockLibrary }] : []),
      { id: 'global-styles', href: siteHref },
    ],
    [blockLibrary, siteHref],
  );
  return { stylesheets, ready: site.status !== 'loading' && Boolean(blockLibrary) };
}

/**
 * For screens that show previews: starts them afresh, and loads the site's styles, the renderer
 * and the engine while the screen loads its own data, instead of after it; and has frames made
 * for its first `frames` previews meanwhile (a screenful of cards by default).
 */
export function usePreviewWarmUp(frames = WARM_FRAMES): void {
  const { stylesheets } = usePreviewStylesheets();
  // On the screen's first render, before its cards render (their effects run before the screen's).
  useState(startPreviewScreen);
  const shadowRoot = useShadowRoot();
  // Once per screen: later stylesheets reach the spare frames as previews take them.
  const sheets = useRef(stylesheets);
  sheets.current = stylesheets;
  useEffect(() => {
    warmFrames(shadowRoot ?? document, sheets.current, frames);
  }, [shadowRoot, frames]);
}

type RenderState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; preview: RenderedPreview }
  | { status: 'error' };

function useRenderedPreview(markup: string | undefined, post: PreviewPostContext | undefined) {
  const [state, setState] = useState<RenderState>({ status: 'idle' });
  const postKey = post ? `${post.postType}:${post.postId}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the post is keyed by postKey.
  useEffect(() => {
    if (markup === undefined) return;
    let current = true;
    setState({ status: 'loading' });
    renderPreview(markup, post).then(
      (preview) => current && setState({ status: 'ready', preview }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [markup, postKey]);
  return state;
}

export function BlockPreview({
  markup,
  title,
  viewportWidth = BLOCK_PREVIEW_VIEWPORT_WIDTH,
  height,
  post,
  fill = false,
  onRendered,
}: BlockPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) watchScrolling(root);
  }, []);
  const rendered = useRenderedPreview(seen ? markup : undefined, post);
  const renderedHtml = rendered.status === 'ready' ? rendered.preview.html : undefined;
  const onRenderedRef = useRef(onRendered);
  onRenderedRef.current = onRendered;
  useEffect(() => {
    if (renderedHtml !== undefined) onRenderedRef.current?.(renderedHtml.trim() === '');
  }, [renderedHtml]);
  const { stylesheets, ready: stylesReady } = usePreviewStylesheets();
  const turn = useFrameTurn(rendered.status === 'ready' && stylesReady, ref, stylesheets);
  const shown = turn.admitted && rendered.status === 'ready';
  // Waiting, a preview of its own (a page, a menu) shows a spinner; a card (a preview that fills
  // its card) waits still, on the card's own background: a grid of spinning cards has the
  // compositor draw every frame while the previews are made, which on a machine without a GPU
  // held the first twelve back by 90 to 200 ms.
  const waiting = seen && !shown && rendered.status !== 'error';
  return (
    <div
      ref={ref}
      className="se-block-preview"
      style={fill ? { width: '100%', height: '100%' } : height ? { height } : undefined}
      aria-busy={waiting || undefined}
    >
      {shown ? (
        <PreviewFrame
          frame={turn.frame}
          html={rendered.preview.html}
          css={rendered.preview.css}
          stylesheets={stylesheets}
          viewportWidth={viewportWidth}
          title={title}
          height={height}
          fill={fill}
        />
      ) : waiting && !fill ? (
        <Spinner />
      ) : null}
    </div>
  );
}
