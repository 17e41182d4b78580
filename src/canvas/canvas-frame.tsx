// The canvas realm's iframe, inside the element: made once, the first time a canvas is wanted (the
// user's intent to edit, or edit mode itself), and kept while the editor lives, hidden when no
// record is edited, so going back to edit mode costs nothing. Its document is written in place
// (same origin, the page's address), and the realm's module is added to it: WordPress's block
// editor runs there with its own React, styles and popovers, and nothing of it reaches the page.
// The document's first element is its Content-Security-Policy (realm-policy.ts): records' markup
// shown in the canvas never runs a script there, whatever the host page's own policy.
// A media block's request opens the editor's media library here, over the canvas, in the
// element's shadow root (a lazy chunk); when it closes, focus goes back into the canvas.
import realmUrl from 'virtual:canvas-realm-url';
import { useEffect, useRef, useState } from 'react';
import { __ } from '../i18n';
import { useStyles } from '../ui/element-root';
import { MediaLibraryModal } from '../screens/media-library';
import {
  CANVAS_HOST_KEY,
  type CanvasEntity,
  type CanvasRealm,
  entityKey,
  type MediaRequest,
} from './bridge';
import { createHostBridge } from './host-bridge';
import { canvasContentSecurityPolicy, policyMeta } from './realm-policy';

const styles = /* css */ `
.se-canvas-frame { position: absolute; inset: var(--se-canvas-top, 0) 0 0 0; display: flex; background: #fff; }
.se-canvas-frame[hidden] { display: none; }
.se-canvas-frame iframe { flex: 1; width: 100%; height: 100%; border: 0; display: block; }
.se-canvas-frame__message { margin: auto; color: #757575; }
`;

/** The realm's document: its policy first, so that it governs everything written after it. */
const realmDocument = () =>
  `<!doctype html><html><head><meta charset="utf-8">${policyMeta(
    canvasContentSecurityPolicy(realmUrl, location.href),
  )}</head><body></body></html>`;

export interface CanvasFrameProps {
  /** The record to edit; none keeps the realm hidden (started on the user's intent). */
  entity: CanvasEntity | undefined;
  title: string;
  focusMode: boolean;
  listViewByDefault: boolean;
  /** A page's or post's template (its id), and whether it shows around the page. */
  template?: string | undefined;
  showTemplate?: boolean;
  /** Hidden while something takes the canvas's place (the Style Book): the record stays open. */
  covered?: boolean;
  /** Where the editor's own keys go (primary+S). */
  keyTarget: EventTarget;
  /** Escape that nothing in the canvas used. */
  onEscape(): void;
}

export default function CanvasFrame(props: CanvasFrameProps) {
  useStyles(styles);
  const holder = useRef<HTMLDivElement>(null);
  const [realm, setRealm] = useState<CanvasRealm>();
  const bridgeRef = useRef<ReturnType<typeof createHostBridge> | undefined>(undefined);
  const [failure, setFailure] = useState<string>();
  const [media, setMedia] = useState<{
    request: MediaRequest;
    choose: (attachments: unknown[]) => void;
  }>();
  const latest = useRef(props);
  latest.current = props;

  // The realm is made once: what it needs of later props, it reads from `latest`.
  useEffect(() => {
    const container = holder.current;
    if (!container) return;
    const frame = document.createElement('iframe');
    frame.title = __('Editor');
    container.append(frame);
    const doc = frame.contentDocument;
    const win = frame.contentWindow as (Window & Record<string, unknown>) | null;
    if (!doc || !win) return;
    const bridge = createHostBridge({
      keyTarget: latest.current.keyTarget,
      onEscape: () => latest.current.onEscape(),
      onReady: setRealm,
      onFailed: setFailure,
      onChooseMedia: (request, choose) =>
        setMedia((open) => {
          open?.choose([]);
          return { request, choose };
        }),
    });
    bridgeRef.current = bridge;
    doc.open();
    doc.write(realmDocument());
    doc.close();
    win[CANVAS_HOST_KEY] = bridge.host;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = realmUrl;
    script.onerror = () => setFailure(__('The editor could not be loaded.'));
    doc.head.append(script);
    return () => {
      bridge.stop();
      frame.remove();
    };
  }, []);

  const { entity, title, focusMode, listViewByDefault, template, showTemplate = true } = props;
  const opened = entity ? entityKey(entity) : undefined;
  // A record opens once (a title changed while it is open only retitles it).
  useEffect(() => {
    const { entity: now, title: titleNow } = latest.current;
    if (realm && now && opened) {
      bridgeRef.current?.open(now, {
        title: titleNow,
        focusMode,
        listViewByDefault,
        template,
        showTemplate,
      });
    }
  }, [realm, opened, focusMode, listViewByDefault, template, showTemplate]);
  useEffect(() => {
    if (realm && opened) realm.setTitle(title);
  }, [realm, opened, title]);

  const closeMedia = (attachments: unknown[]) => {
    media?.choose(attachments);
    setMedia(undefined);
    // The modal gave focus back to the frame: into the canvas, where the block is.
    requestAnimationFrame(() => realm?.focus());
  };

  return (
    <>
      <div ref={holder} className="se-canvas-frame" hidden={!entity || props.covered === true}>
        {failure && entity && (
          <p className="se-canvas-frame__message" role="alert">
            {failure}
          </p>
        )}
      </div>
      {media && (
        <MediaLibraryModal
          allowedTypes={media.request.allowedTypes}
          multiple={media.request.multiple}
          gallery={media.request.gallery}
          value={media.request.value}
          title={media.request.title}
          onSelect={closeMedia}
          onRequestClose={() => closeMedia([])}
        />
      )}
    </>
  );
}
