// Renders the shared notices: snackbars (bottom, announced politely, gone after a while unless
// they ask to stay) and notices (top of the screen; errors are announced assertively).
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { __ } from '../i18n';
import { $notices, type Notice, removeNotice } from '../stores';
import { useShadowRoot } from './element-root';
import { Icon } from './icons';
import { $snackbarSlots, topSnackbarSlot } from './snackbar-slots';

const SNACKBAR_LIFETIME_MS = 10_000;

function NoticeActions({ notice }: { notice: Notice }) {
  return (
    <>
      {(notice.actions ?? []).map((action) => (
        <button
          key={action.label}
          type="button"
          className="se-notice__action"
          onClick={() => {
            action.onClick?.();
            removeNotice(notice.id);
          }}
        >
          {action.label}
        </button>
      ))}
    </>
  );
}

function Snackbar({ notice, moved }: { notice: Notice; moved: boolean }) {
  useEffect(() => {
    if (notice.explicitDismiss) return;
    const timer = setTimeout(() => removeNotice(notice.id), SNACKBAR_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className={`se-snackbar is-${notice.status}`} {...(moved ? { 'aria-live': 'off' } : {})}>
      <span className="se-snackbar__content">{notice.content}</span>
      <NoticeActions notice={notice} />
      <button
        type="button"
        className="se-notice__dismiss"
        aria-label={__('Dismiss this notice')}
        onClick={() => removeNotice(notice.id)}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

function Banner({ notice }: { notice: Notice }) {
  return (
    <div
      className={`se-notice is-${notice.status}`}
      role={notice.status === 'error' ? 'alert' : 'status'}
    >
      <span className="se-notice__content">{notice.content}</span>
      <NoticeActions notice={notice} />
      {notice.isDismissible !== false && (
        <button
          type="button"
          className="se-notice__dismiss"
          aria-label={__('Dismiss this notice')}
          onClick={() => removeNotice(notice.id)}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}

/** Notices shown at the top of a screen. */
export function NoticeBanners() {
  const notices = useStore($notices).filter((n) => n.type !== 'snackbar');
  if (notices.length === 0) return null;
  return (
    <div className="se-notices">
      {notices.map((notice) => (
        <Banner key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

/**
 * Snackbars, in a polite live region that exists before any snackbar arrives. They float over
 * the bottom of a screen that fills its box; `inFlow` lays them out in the flow instead, for a
 * screen whose box grows with its content (nothing then lies under them).
 *
 * One list per screen, and only one: while a modal dialog is open (the page behind it inert and
 * under its backdrop) the list shows in the dialog's slot (ui/snackbar-slots.ts), placed where it
 * usually is, and comes back when the dialog closes. Each snackbar is heard once, from the region
 * it first showed in: shown elsewhere later (moved into a dialog, or back), it is marked
 * `aria-live="off"` so the move is not announced again.
 */
export function Snackbars({ inFlow = false }: { inFlow?: boolean }) {
  const notices = useStore($notices).filter((n) => n.type === 'snackbar');
  const slots = useStore($snackbarSlots);
  const shadowRoot = useShadowRoot();
  const slot = topSnackbarSlot(slots, shadowRoot ?? document);
  // Where each snackbar was first shown (null: here). Written during render, idempotently: a
  // snackbar's first place is the one of the render that first shows it.
  const firstShown = useRef(new Map<string, HTMLElement | null>());
  const place = slot ?? null;
  const ids = new Set(notices.map((n) => n.id));
  for (const id of firstShown.current.keys()) if (!ids.has(id)) firstShown.current.delete(id);
  for (const id of ids) if (!firstShown.current.has(id)) firstShown.current.set(id, place);
  const items = notices.map((notice) => (
    <Snackbar key={notice.id} notice={notice} moved={firstShown.current.get(notice.id) !== place} />
  ));
  const region = (children: ReactNode, home: boolean) => (
    <div
      className={`se-snackbars${inFlow ? ' is-in-flow' : home ? ' is-home' : ''}`}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {children}
    </div>
  );
  // The screen's own region stays mounted while a dialog is open: a snackbar that arrives as the
  // dialog closes is then an addition to a region that already exists, and is heard.
  return (
    <>
      {region(slot ? null : items, true)}
      {slot && createPortal(region(items, false), slot)}
    </>
  );
}
