// Which actions a page or post offers (spec 4, 5): pure predicates over the record, so the screen
// builds its data-view `Action`s from them. Three checks must all pass: the record's status, the
// per-record permissions the host sent (`permissions`), and the user's capabilities (`can`).

export type PostActionId =
  | 'edit-post'
  | 'view-post'
  | 'quick-edit'
  | 'duplicate-post'
  | 'move-to-trash'
  | 'restore'
  | 'permanently-delete';

export interface PostActionRecord {
  status?: string;
  link?: string;
  /** Per-record permissions, when the list was loaded with them. */
  permissions?: { update?: boolean; delete?: boolean };
}

/** The user's capabilities for an action; absent means allowed. */
export type CanPerform = (action: PostActionId) => boolean;

const isTrashed = (record: PostActionRecord) => record.status === 'trash';

// Which per-record permission each action needs; view and duplicate need none of the record's
// (duplicating needs create permission on the type: the screen's `can`).
const RECORD_PERMISSION: Readonly<Record<PostActionId, 'update' | 'delete' | undefined>> = {
  'edit-post': undefined,
  'view-post': undefined,
  'quick-edit': 'update',
  'duplicate-post': undefined,
  'move-to-trash': 'delete',
  restore: 'update',
  'permanently-delete': 'delete',
};

function permitted(record: PostActionRecord, action: PostActionId, can?: CanPerform): boolean {
  const needed = RECORD_PERMISSION[action];
  if (needed && record.permissions?.[needed] === false) return false;
  return can ? can(action) : true;
}

/** Spec 4: a trashed item cannot be clicked open. */
export function isPostClickable(record: PostActionRecord): boolean {
  return !isTrashed(record);
}

export function canEditPost(record: PostActionRecord, can?: CanPerform): boolean {
  return !isTrashed(record) && permitted(record, 'edit-post', can);
}

export function canViewPost(record: PostActionRecord, can?: CanPerform): boolean {
  return !isTrashed(record) && !!record.link && permitted(record, 'view-post', can);
}

export function canQuickEditPost(record: PostActionRecord, can?: CanPerform): boolean {
  return !isTrashed(record) && permitted(record, 'quick-edit', can);
}

export function canDuplicatePost(record: PostActionRecord, can?: CanPerform): boolean {
  return !isTrashed(record) && permitted(record, 'duplicate-post', can);
}

export function canTrashPost(record: PostActionRecord, can?: CanPerform): boolean {
  return !isTrashed(record) && permitted(record, 'move-to-trash', can);
}

export function canRestorePost(record: PostActionRecord, can?: CanPerform): boolean {
  return isTrashed(record) && permitted(record, 'restore', can);
}

export function canDeletePermanently(record: PostActionRecord, can?: CanPerform): boolean {
  return isTrashed(record) && permitted(record, 'permanently-delete', can);
}

/** Per action: whether it applies to a bulk selection (the data view's `supportsBulk`). */
export const POST_ACTION_SUPPORTS_BULK: Readonly<Record<PostActionId, boolean>> = {
  'edit-post': false,
  'view-post': false,
  'quick-edit': false,
  'duplicate-post': false,
  'move-to-trash': true,
  restore: true,
  'permanently-delete': true,
};

/** Per action: its eligibility rule, to use as the data view action's `isEligible`. */
export const POST_ACTION_ELIGIBILITY: Readonly<
  Record<PostActionId, (record: PostActionRecord, can?: CanPerform) => boolean>
> = {
  'edit-post': canEditPost,
  'view-post': canViewPost,
  'quick-edit': canQuickEditPost,
  'duplicate-post': canDuplicatePost,
  'move-to-trash': canTrashPost,
  restore: canRestorePost,
  'permanently-delete': canDeletePermanently,
};
