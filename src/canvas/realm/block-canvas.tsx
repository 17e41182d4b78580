// The block canvas: the block editor's own iframe with the record's blocks, its block tools and
// the site's styles, put together from the block editor's public parts as its `BlockCanvas` puts
// them, so that the iframe can be given its scale: zoomed out (zoom-out.tsx), the page shows
// scaled to fit the canvas in a 40 px frame, as WordPress's site editor shows it. The public
// `BlockCanvas` takes no props for its iframe.
import {
  BlockList,
  BlockTools,
  __unstableEditorStyles as EditorStyles,
  __unstableIframe as Iframe,
  __unstableUseBlockSelectionClearer as useBlockSelectionClearer,
  __unstableUseMouseMoveTypingReset as useMouseMoveTypingReset,
  __unstableUseTypingObserver as useTypingObserver,
  useBlockCommands,
} from '@wordpress/block-editor';
import { type ReactNode, useCallback, useRef } from 'react';
import { useZoomedOut } from './zoom-out';

/** The iframe zoomed out: scaled to fit (the block editor works the scale out), framed. */
const ZOOMED_OUT = { scale: 'auto-scaled', frameSize: '40px' } as const;

export interface BlockCanvasProps {
  height: string;
  styles: { css: string; isGlobalStyles?: boolean }[];
  /** The canvas's content; the record's blocks (the root block list) when none. */
  children?: ReactNode;
}

export function BlockCanvas({ height, styles, children }: BlockCanvasProps) {
  useBlockCommands();
  const resetTyping = useMouseMoveTypingReset();
  const clearSelection = useBlockSelectionClearer();
  const observeTyping = useTypingObserver();
  // The iframe's body, where the block tools place themselves.
  const content = useRef<HTMLElement | null>(null);
  const contentRef = useCallback(
    (body: HTMLElement | null) => {
      content.current = body;
      clearSelection(body);
      observeTyping(body);
    },
    [clearSelection, observeTyping],
  );
  const zoomedOut = useZoomedOut();
  return (
    <BlockTools __unstableContentRef={content} style={{ height, display: 'flex' }}>
      <Iframe
        {...(zoomedOut ? ZOOMED_OUT : {})}
        ref={resetTyping}
        contentRef={contentRef}
        name="editor-canvas"
      >
        <EditorStyles styles={styles} />
        {children ?? <BlockList />}
      </Iframe>
    </BlockTools>
  );
}
