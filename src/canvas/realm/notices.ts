// The canvas's notices show among the editor's: the block editor's own ('Pattern "…" inserted.')
// and the realm's ('Synced pattern created: …') go to WordPress's notices store, which nothing
// in the realm shows. Each is taken out of it as it comes and sent to the editor (`notify`),
// whose snackbars are the ones the user sees, as in WordPress's editor.
import { dispatch, select, subscribe } from '@wordpress/data';
import type { CanvasHost } from '../bridge';

const NOTICES = 'core/notices';
const STATUSES = new Set(['success', 'error', 'warning', 'info']);

interface RealmNotice {
  id: string;
  status: string;
  content: unknown;
  type: string;
}

export function forwardNotices(host: CanvasHost): () => void {
  const send = () => {
    const { getNotices } = select(NOTICES) as unknown as { getNotices(): RealmNotice[] };
    const notices = getNotices();
    if (notices.length === 0) return;
    const { removeNotices } = dispatch(NOTICES) as unknown as {
      removeNotices(ids: string[]): void;
    };
    removeNotices(notices.map((notice) => notice.id));
    for (const notice of notices) {
      if (typeof notice.content !== 'string' || notice.content === '') continue;
      host.notify(
        JSON.stringify({
          status: STATUSES.has(notice.status) ? notice.status : 'info',
          content: notice.content,
          id: notice.id,
          type: notice.type === 'snackbar' ? 'snackbar' : 'default',
        }),
      );
    }
  };
  return subscribe(send, NOTICES);
}
