// Renders the shared notices: snackbars (bottom, announced politely, gone after a while unless
// they ask to stay) and notices (top of the screen; errors are announced assertively).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { __ } from '../i18n';
import { $notices, type Notice, removeNotice } from '../stores';
import { Icon } from './icons';

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

function Snackbar({ notice }: { notice: Notice }) {
  useEffect(() => {
    if (notice.explicitDismiss) return;
    const timer = setTimeout(() => removeNotice(notice.id), SNACKBAR_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className={`se-snackbar is-${notice.status}`}>
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
 */
export function Snackbars({ inFlow = false }: { inFlow?: boolean }) {
  const notices = useStore($notices).filter((n) => n.type === 'snackbar');
  return (
    <div
      className={inFlow ? 'se-snackbars is-in-flow' : 'se-snackbars'}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {notices.map((notice) => (
        <Snackbar key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
