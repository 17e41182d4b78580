// The editor's side of the canvas bridge (bridge.ts): the block editor's host calls go through the
// editor's client; the records it edits become edits in the editor's stores (one undo history,
// the save button, kept edits, the review panel); the editor's own changes to those records
// (undo, redo, discard, save) go back into the canvas; the site's styles with unsaved edits
// style it; and a media block's request opens the editor's media library (canvas-frame.tsx shows
// it over the canvas).
import { sendRequest } from '../api/client';
import { ApiError } from '../api/error';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import {
  $canRedo,
  $canUndo,
  type EntityEdits,
  deleteEntityRecord,
  editEntityRecord,
  invalidateEntityRecords,
  loadEntityRecord,
  redo,
  undo,
  undoTogether,
} from '../stores/entities';
import {
  $entityEdits,
  $entityRecordStates,
  isEqual,
  rawValue,
  recordId,
} from '../stores/entities/state';
import { $globalStyles, setUserValue } from '../stores/global-styles';
import { $editorSettings } from '../stores/editor-settings';
import {
  createErrorNotice,
  createNotice,
  createSuccessNotice,
  type NoticeStatus,
} from '../stores/notices';
import { mergeStyles } from './apply-globally';
import { knownRefusal } from './known-refusals';
import { $preferences, setPreference } from '../stores/preferences';
import { openFromCanvas } from '../stores/edit-mode';
import { navigate } from '../stores/router';
import { $siteStylesheet } from '../stores/site-styles';
import {
  type CanvasEntity,
  type CanvasHost,
  type CanvasNotice,
  type CanvasRealm,
  type HostAnswer,
  type HostRequest,
  type MediaRequest,
  entityKey,
} from './bridge';

/** Apply globally's styles, over the block type's global styles the user has. */
function applyBlockStyles(blockName: string, styles: Record<string, unknown>): void {
  const { user } = $globalStyles.get();
  const blocks = (user.styles?.blocks ?? {}) as Record<string, unknown>;
  setUserValue('styles', ['blocks', blockName], mergeStyles(blocks[blockName] ?? {}, styles));
}

const NOTICE_STATUSES = new Set<NoticeStatus>(['success', 'error', 'warning', 'info']);

/** Typing in one record undoes as one step (within the history's merge time). */
const mergeKey = (entity: CanvasEntity) => `canvas:${entityKey(entity)}`;

async function request(asked: HostRequest): Promise<HostAnswer> {
  const refused = await knownRefusal(asked);
  if (refused) return refused;
  const { path, method, body, headers } = asked;
  try {
    const response = await sendRequest(path, {
      method: method.toUpperCase() as 'GET',
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
    });
    return {
      status: response.status,
      headers: [...response.headers],
      body: response.status === 204 ? '' : await response.text(),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.status ?? 500,
      headers: [['content-type', 'application/json']],
      body: JSON.stringify({ code: error.code, message: error.message, data: error.data }),
    };
  }
}

/**
 * Move to trash from the canvas: through the editor's stores (the record's edits and undo steps
 * dropped, its lists loaded again), then the list of its type, where it now shows in Trash.
 */
async function trashRecord(entity: CanvasEntity): Promise<void> {
  try {
    await deleteEntityRecord(entity.kind, entity.name, entity.id);
  } catch (error) {
    createErrorNotice(
      error instanceof Error && error.message ? error.message : __('Could not move to the trash.'),
      { type: 'snackbar' },
    );
    return;
  }
  invalidateEntityRecords(entity.kind, entity.name);
  createSuccessNotice(
    entity.name === 'page' ? __('Page moved to the trash.') : __('Post moved to the trash.'),
    { type: 'snackbar' },
  );
  // The posts-only app shows its post list for `/post` too (its root).
  navigate(`/${entity.name}`);
}

export interface HostBridgeOptions {
  /** Where the editor's keys go (primary+S is the save button's). */
  keyTarget: EventTarget;
  /** Escape with nothing left to close in the canvas: focus leaves it. */
  onEscape(): void;
  onReady(realm: CanvasRealm): void;
  onFailed(message: string): void;
  /**
   * A media block asks for the media library: show it; `choose` with the chosen attachments
   * (none: closed without a choice). A request while one is open replaces it (closing the first).
   */
  onChooseMedia(request: MediaRequest, choose: (attachments: unknown[]) => void): void;
}

/** A MediaRequest from the realm's JSON, with anything of the wrong shape left out. */
export function parseMediaRequest(text: string): MediaRequest {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // An unreadable request opens the library for any file, one of them.
  }
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  const ids = Array.isArray(value.value)
    ? value.value.map(Number).filter((id) => Number.isInteger(id) && id > 0)
    : [];
  const allowedTypes = strings(value.allowedTypes);
  return {
    multiple: value.multiple === true,
    ...(value.gallery === true ? { gallery: true } : {}),
    ...(allowedTypes.length > 0 ? { allowedTypes } : {}),
    ...(ids.length > 0 ? { value: ids } : {}),
    ...(typeof value.title === 'string' && value.title ? { title: value.title } : {}),
  };
}

export function createHostBridge(options: HostBridgeOptions): {
  host: CanvasHost;
  /** Opens a record in the canvas, with the editor's unsaved edits of it; later ones follow. */
  open(entity: CanvasEntity, open: Parameters<CanvasRealm['open']>[1]): void;
  stop(): void;
} {
  /**
   * Per record the canvas has edited, each field's value as last exchanged. Compared by identity
   * first: the value the canvas sent is the one the stores keep, so typing costs no comparison of
   * a long template's text.
   */
  const exchanged = new Map<string, { entity: CanvasEntity; fields: Map<string, unknown> }>();
  const stops: (() => void)[] = [];
  let realm: CanvasRealm | undefined;

  const currentValue = (id: string, field: string) => {
    const edits = $entityEdits.get()[id] ?? {};
    if (field in edits) return edits[field];
    return rawValue($entityRecordStates.get()[id]?.record?.[field]);
  };

  const entryOf = (entity: CanvasEntity) => {
    const id = recordId(entity.kind, entity.name, entity.id);
    let entry = exchanged.get(id);
    if (!entry) {
      entry = { entity, fields: new Map() };
      exchanged.set(id, entry);
    }
    return { id, entry };
  };

  // The editor changed a record the canvas shows (undo, redo, discard, edits restored after a
  // crash, a quick edit from a list): the canvas follows.
  const pushValues = () => {
    if (!realm) return;
    for (const [id, { entity, fields }] of exchanged) {
      const values: Record<string, unknown> = {};
      const names = new Set([...fields.keys(), ...Object.keys($entityEdits.get()[id] ?? {})]);
      for (const field of names) {
        const last = fields.get(field);
        const value = currentValue(id, field) ?? '';
        if (fields.has(field) && (value === last || isEqual(value, last))) continue;
        fields.set(field, value);
        values[field] = value;
      }
      if (Object.keys(values).length > 0) realm.setValues(entity, JSON.stringify(values));
    }
  };

  // A save gives the record a new base in the canvas too.
  let lastRecords = $entityRecordStates.get();
  const pushSaved = () => {
    const states = $entityRecordStates.get();
    if (!realm || states === lastRecords) return;
    for (const [id, { entity }] of exchanged) {
      const record = states[id]?.record;
      if (record && record !== lastRecords[id]?.record) {
        realm.saved(entity, JSON.stringify(record));
      }
    }
    lastRecords = states;
  };

  const pushStyles = () => {
    if (!realm) return;
    const { css } = $siteStylesheet.get();
    const { merged } = $globalStyles.get();
    realm.setStyles({ css, settings: JSON.stringify(merged.settings ?? {}) });
  };
  const pushHistory = () => realm?.setHistory({ canUndo: $canUndo.get(), canRedo: $canRedo.get() });

  /** The user's edits of a record in the canvas, into the editor's stores. */
  const editFromCanvas = (entity: CanvasEntity, edits: EntityEdits, typing: boolean) => {
    const { id, entry } = entryOf(entity);
    for (const [field, value] of Object.entries(edits)) entry.fields.set(field, value ?? '');
    // A record first edited here (a template part inside a template) is known to the editor's
    // stores too: the review panel names it, the save sends it.
    if (!$entityRecordStates.get()[id]?.record) {
      loadEntityRecord(entity.kind, entity.name, entity.id).catch(() => {});
    }
    editEntityRecord(
      entity.kind,
      entity.name,
      entity.id,
      edits,
      // Typing continues the step it follows; anything else is a step of its own.
      typing ? { mergeKey: mergeKey(entity) } : {},
    );
  };

  const host: CanvasHost = {
    request,
    uploadLimits() {
      const { allowedMimeTypes, maxUploadFileSize } = $editorSettings.get();
      return JSON.stringify({ allowedMimeTypes, maxUploadFileSize });
    },
    editsOf(entity) {
      return JSON.stringify(
        $entityEdits.get()[recordId(entity.kind, entity.name, entity.id)] ?? {},
      );
    },
    edit(entity, text, typing) {
      editFromCanvas(entity, JSON.parse(text) as Record<string, unknown>, typing);
    },
    applyGlobally(blockName, blockTitle, styles, edits) {
      undoTogether(() => {
        applyBlockStyles(blockName, JSON.parse(styles) as Record<string, unknown>);
        for (const change of JSON.parse(edits) as { entity: CanvasEntity; edits: EntityEdits }[]) {
          editFromCanvas(change.entity, change.edits, false);
        }
      });
      createSuccessNotice(sprintf(__('%s styles applied.'), blockTitle), {
        type: 'snackbar',
        actions: [{ label: __('Undo'), onClick: () => void undo() }],
      });
    },

    notify(text) {
      const notice = JSON.parse(text) as Partial<CanvasNotice>;
      if (typeof notice.content !== 'string' || notice.content === '') return;
      const status: NoticeStatus = NOTICE_STATUSES.has(notice.status as NoticeStatus)
        ? (notice.status as NoticeStatus)
        : 'info';
      createNotice(status, notice.content, {
        type: notice.type === 'snackbar' ? 'snackbar' : 'default',
        ...(typeof notice.id === 'string' ? { id: `canvas:${notice.id}` } : {}),
      });
    },
    recordsChanged(kind, name) {
      invalidateEntityRecords(kind, name);
    },
    trash(entity) {
      void trashRecord(entity);
    },
    openRecord(postType, postId) {
      if (typeof postType === 'string' && typeof postId === 'string') {
        openFromCanvas(postType, postId);
      }
    },

    chooseMedia(request, onSelect, onClose) {
      let answered = false;
      options.onChooseMedia(parseMediaRequest(request), (attachments) => {
        if (answered) return;
        answered = true;
        if (attachments.length > 0) onSelect(JSON.stringify(attachments));
        else onClose();
      });
    },
    undo,
    redo,
    preferences() {
      return JSON.stringify($preferences.get());
    },
    setPreference(scope, key, value) {
      try {
        setPreference(scope, key, JSON.parse(value));
      } catch {
        // Not JSON: nothing of the realm's is kept.
      }
    },
    key({ key, primary, shift, alt }) {
      if (key === 'Escape') {
        options.onEscape();
        return;
      }
      options.keyTarget.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          ctrlKey: primary,
          shiftKey: shift,
          altKey: alt,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    },
    ready(ready) {
      realm = ready;
      pushStyles();
      pushHistory();
      // The page going away: what was typed reaches the stores before they are kept (capture
      // runs before the kept edits' own listener).
      const flush = () => realm?.flush();
      const onHidden = () => document.visibilityState === 'hidden' && flush();
      window.addEventListener('pagehide', flush, true);
      document.addEventListener('visibilitychange', onHidden, true);
      stops.push(
        () => window.removeEventListener('pagehide', flush, true),
        () => document.removeEventListener('visibilitychange', onHidden, true),
        $entityEdits.listen(pushValues),
        $entityRecordStates.listen(pushSaved),
        $siteStylesheet.subscribe(pushStyles),
        $globalStyles.listen(pushStyles),
        $canUndo.listen(pushHistory),
        $canRedo.listen(pushHistory),
        $preferences.listen((preferences) => realm?.setPreferences(JSON.stringify(preferences))),
      );
      options.onReady(ready);
    },
    failed: options.onFailed,
  };
  return {
    host,
    open(entity, open) {
      if (!realm) return;
      // The realm takes the edits the record has now as it opens (`editsOf`).
      const { id, entry } = entryOf(entity);
      for (const [field, value] of Object.entries($entityEdits.get()[id] ?? {})) {
        entry.fields.set(field, value);
      }
      realm.open(entity, open);
    },
    stop() {
      for (const stop of stops) stop();
      realm = undefined;
    },
  };
}
