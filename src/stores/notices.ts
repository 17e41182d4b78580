import { atom } from 'nanostores';

export type NoticeStatus = 'success' | 'error' | 'warning' | 'info';

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/** A message for the user. Plain data: the UI decides how a snackbar or a banner looks. */
export interface Notice {
  id: string;
  status: NoticeStatus;
  content: string;
  /** `snackbar` notices float and go away by themselves; `default` ones sit above the content. */
  type: 'snackbar' | 'default';
  actions: NoticeAction[];
  isDismissible: boolean;
  /** The notice stays until the user dismisses it (no timeout). */
  explicitDismiss: boolean;
}

export interface NoticeOptions {
  id?: string;
  type?: Notice['type'];
  actions?: NoticeAction[];
  isDismissible?: boolean;
  explicitDismiss?: boolean;
}

/** The notices on show, oldest first. */
export const $notices = atom<Notice[]>([]);

let counter = 0;

/** Shows a notice and returns its id. A notice with the same id is replaced (and moves last). */
export function createNotice(
  status: NoticeStatus,
  content: string,
  options: NoticeOptions = {},
): string {
  counter += 1;
  const notice: Notice = {
    id: options.id ?? `notice-${counter}`,
    status,
    content,
    type: options.type ?? 'default',
    actions: options.actions ?? [],
    isDismissible: options.isDismissible ?? true,
    explicitDismiss: options.explicitDismiss ?? false,
  };
  $notices.set([...$notices.get().filter((n) => n.id !== notice.id), notice]);
  return notice.id;
}

export function createSuccessNotice(content: string, options?: NoticeOptions): string {
  return createNotice('success', content, options);
}

export function createErrorNotice(content: string, options?: NoticeOptions): string {
  return createNotice('error', content, options);
}

export function createWarningNotice(content: string, options?: NoticeOptions): string {
  return createNotice('warning', content, options);
}

export function createInfoNotice(content: string, options?: NoticeOptions): string {
  return createNotice('info', content, options);
}

export function removeNotice(id: string): void {
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}

/** Removes every notice, e.g. when the editor unmounts. */
export function removeAllNotices(): void {
  $notices.set([]);
}
