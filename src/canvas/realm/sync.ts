// The canvas edits the same records the rest of the editor shows: WordPress's entity store
// (core-data) holds them here, the editor's stores hold them there, and this keeps the two in
// step. The editor's stores are the truth for what is unsaved, saved and undone.
//
// Only what the user changed counts. Opening a template makes the block editor rewrite parts of
// it and of its template parts (attribute order, migrated attributes, a post date's `datetime`),
// so a record's change is sent to the editor only when it follows a user's action in the canvas
// (a key, a pointer press, a paste or a drop) closely, and only for the records that action was
// in (the block under it, the selected block, before and after); what a record changed by itself
// goes along with the next change the user makes to that record.
//
// Only a record the realm has counts (issue 30). The block editor shows a record it does not have
// yet as an empty paragraph; a click or a key there made the record's blocks that paragraph, and
// its content '' was saved over a template. editor.tsx shows nothing editable before the record is
// in; in depth, an action on a record not in yet is never the user's change of it (nothing they
// did was based on its blocks), and whatever the record was given before it came in is dropped
// when it does: the editor's value of it (saved, or with the editor's own edits) is its value. A
// record the user emptied on purpose (every block removed) was in when they did: that is sent.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, select, subscribe } from '@wordpress/data';
import { type CanvasEntity, type CanvasHost, entityKey } from '../bridge';

/** A change this long after the user's last action in the canvas is the user's. */
export const USER_ACTION_WINDOW_MS = 1500;
/**
 * While the user types, what they typed goes to the editor at most this often (and at once when
 * the canvas loses focus, before an undo, a save or the page going away): serialising a long
 * template at every key is work and garbage the next keys would wait for.
 */
export const TYPING_SEND_MS = 250;
/** Edits that only the block editor uses: never sent. */
const TRANSIENT = new Set(['blocks', 'selection']);

type EditedRecord = Record<string, unknown> & { blocks?: unknown[] };
type SelectCore = {
  getEntityRecord(kind: string, name: string, id: string): Record<string, unknown> | undefined;
  getEntityRecordEdits(kind: string, name: string, id: string): Record<string, unknown> | undefined;
  getEditedEntityRecord(kind: string, name: string, id: string): EditedRecord;
  __experimentalGetDirtyEntityRecords(): { kind: string; name: string; key: string | number }[];
};
type DispatchCore = {
  editEntityRecord(
    kind: string,
    name: string,
    id: string,
    edits: Record<string, unknown>,
    options?: { undoIgnore?: boolean },
  ): void;
  receiveEntityRecords(
    kind: string,
    name: string,
    records: unknown[],
    query?: unknown,
    invalidateCache?: boolean,
  ): void;
};

const core = () => select(coreStore) as unknown as SelectCore;
const coreActions = () => dispatch(coreStore) as unknown as DispatchCore;

/** A field's value as the editor's stores hold it: raw text, functions (content) evaluated. */
function plainValue(field: string, value: unknown, record: EditedRecord): unknown {
  if (typeof value === 'function') return (value as (r: EditedRecord) => unknown)(record);
  if (field !== 'content' && value && typeof value === 'object' && 'raw' in value) {
    return (value as { raw: unknown }).raw;
  }
  return value;
}

/** Fields of one record the user changed, as the editor's stores hold them. */
export interface UserChange {
  entity: CanvasEntity;
  edits: Record<string, unknown>;
}

export interface EditSync {
  /** Marks a user's action in the canvas (keys, pointer, paste, drop) on `target`. */
  userActed(target?: EventTarget | null): void;
  /**
   * The user changed a record's own fields (a document panel's title, status, terms), whatever
   * block is selected: into the realm's store and to the editor at once. `typing` continues the
   * same fields' last change (characters typed into one field undo together; the editor's
   * history merges only steps of the same fields).
   */
  editRecord(entity: CanvasEntity, edits: Record<string, unknown>, typing: boolean): void;
  /** The user's changes made just now, taken at once instead of at the next frame. */
  takeUserChanges(): UserChange[];
  /** Sends what is waiting for the next look now (before primary+S saves it). */
  flush(): void;
  /** The editor's values for a record (undo, redo, discard, restored edits). */
  applyHostValues(entity: CanvasEntity, values: Record<string, unknown>): void;
  saved(entity: CanvasEntity, record: Record<string, unknown>): void;
  stop(): void;
}

/** Runs `task` once the realm is idle (input handled, frame painted), or within 100 ms. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 100 });
  else setTimeout(task, 0);
}

type SelectBlocks = {
  getSelectionStart(): { clientId?: string };
  getBlockParents(clientId: string, ascending?: boolean): string[];
  getBlockName(clientId: string): string | null;
  getBlockAttributes(clientId: string): Record<string, unknown> | null;
};

/**
 * The record that holds a block: the nearest template part, synced pattern or menu around it, or
 * `root` (the opened record) when none is.
 */
function recordOfBlock(clientId: string): string {
  const blocks = select(blockEditorStore) as unknown as SelectBlocks;
  for (const parent of blocks.getBlockParents(clientId, true)) {
    const attributes = blocks.getBlockAttributes(parent) ?? {};
    switch (blocks.getBlockName(parent)) {
      case 'core/template-part': {
        const theme =
          (attributes.theme as string | undefined) ??
          (
            select(coreStore) as unknown as { getCurrentTheme(): { stylesheet?: string } | null }
          ).getCurrentTheme()?.stylesheet;
        return `postType/wp_template_part/${theme}//${attributes.slug}`;
      }
      case 'core/block':
        return `postType/wp_block/${attributes.ref}`;
      case 'core/navigation':
        return `postType/wp_navigation/${attributes.ref}`;
    }
  }
  return 'root';
}

/** The record an `entityKey` names (ids may hold slashes: `theme//slug`). */
function entityOfKey(key: string): CanvasEntity | undefined {
  const [kind, name, ...id] = key.split('/');
  if (kind !== 'postType' || !name || id.length === 0) return undefined;
  return { kind, name, id: id.join('/') };
}

/** Whether core-data has the record (a template part inside a template may come later). */
function isLoaded(entity: CanvasEntity): boolean {
  return core().getEntityRecord(entity.kind, entity.name, entity.id) !== undefined;
}

/** The selected block (where a selection starts), if any. */
const selectedBlock = () =>
  (select(blockEditorStore) as unknown as SelectBlocks).getSelectionStart().clientId;

/** The record that holds the selected block, or `root` with no selection. */
function recordOfSelection(): string {
  const clientId = selectedBlock();
  return clientId ? recordOfBlock(clientId) : 'root';
}

/** The block an event happened in (the canvas's blocks and the list view's rows carry its id). */
function blockOf(target: EventTarget | null | undefined): string | undefined {
  // Duck-typed: the block canvas's elements belong to another document's realm.
  const element = target as { closest?: (selector: string) => Element | null } | null | undefined;
  return element?.closest?.('[data-block]')?.getAttribute('data-block') ?? undefined;
}

export function startEditSync(
  host: CanvasHost,
  /** The record opened in the canvas. */
  opened: () => CanvasEntity | undefined,
): EditSync {
  let lastAction = 0;
  /** The records the user's actions in the current window were in (`entityKey`s). */
  let acted = new Set<string>();
  /** The blocks whose records are in `acted`: typing in a block looks its record up once. */
  let actedBlocks = new Set<string>();
  /**
   * Records the user acted on, or that changed, before the realm had them: what they were given
   * then is dropped once they are in (`dropEditsBeforeLoad`).
   */
  const actedBeforeLoad = new Set<string>();
  const note = (record: string) => {
    const root = opened();
    const key = record === 'root' ? (root ? entityKey(root) : '') : record;
    const entity = entityOfKey(key);
    if (entity && !isLoaded(entity)) actedBeforeLoad.add(key);
    else acted.add(key);
  };
  /**
   * A record acted on before it was in, now in: whatever it was given before is dropped, and it
   * takes the editor's value again (the saved one, or the editor's unsaved edits of it).
   */
  const dropEditsBeforeLoad = () => {
    for (const key of actedBeforeLoad) {
      const entity = entityOfKey(key);
      if (!entity || !isLoaded(entity)) continue;
      actedBeforeLoad.delete(key);
      const edits = core().getEntityRecordEdits(entity.kind, entity.name, entity.id) ?? {};
      if (!('blocks' in edits) && !('content' in edits)) continue;
      const saved = core().getEntityRecord(entity.kind, entity.name, entity.id) ?? {};
      const content = saved.content as { raw?: unknown } | string | undefined;
      const values: Record<string, unknown> = {
        content: typeof content === 'object' ? content.raw : content,
        ...(JSON.parse(host.editsOf(entity)) as Record<string, unknown>),
      };
      known(entity).set('content', JSON.stringify(values.content));
      lastAction = 0;
      forget();
      coreActions().editEntityRecord(
        entity.kind,
        entity.name,
        entity.id,
        { ...values, blocks: undefined, selection: undefined },
        { undoIgnore: true },
      );
    }
  };
  const noteBlock = (clientId: string | undefined) => {
    if (!clientId) note('root');
    else if (!actedBlocks.has(clientId)) {
      actedBlocks.add(clientId);
      note(recordOfBlock(clientId));
    }
  };
  const forget = () => {
    acted = new Set();
    actedBlocks = new Set();
  };
  const act = (target?: EventTarget | null) => {
    const now = Date.now();
    if (now - lastAction > USER_ACTION_WINDOW_MS) forget();
    lastAction = now;
    noteBlock(selectedBlock());
    const block = blockOf(target);
    if (block) noteBlock(block);
  };
  /** Per record, the fields as last exchanged with the editor (JSON of each value). */
  const exchanged = new Map<string, Map<string, string>>();
  const known = (entity: CanvasEntity) => {
    const key = entityKey(entity);
    let fields = exchanged.get(key);
    if (!fields) {
      fields = new Map();
      exchanged.set(key, fields);
    }
    return fields;
  };
  /**
   * Per record, what each edited field was at the last look: the value itself, or for content
   * the blocks (compared by identity: serialising every record at every change would cost).
   */
  const seen = new Map<string, Map<string, unknown>>();
  let scheduled = false;

  // A record changed right after the user's action, one the action was in, is the user's change:
  // its changed fields go to the editor. Records that changed by themselves (a part the block
  // editor rewrote as it opened, while the user typed in the template) are only noted.
  const collect = (byUser: boolean): UserChange[] => {
    const found: UserChange[] = [];
    dropEditsBeforeLoad();
    // Where the selection is now counts too (a block inserted, a click that selected).
    if (byUser) note(recordOfSelection());
    for (const { kind, name, key } of core().__experimentalGetDirtyEntityRecords()) {
      if (kind !== 'postType') continue;
      const entity: CanvasEntity = { kind, name, id: String(key) };
      // Changed before it was in: never sent (dropped once it is in).
      if (!isLoaded(entity)) {
        actedBeforeLoad.add(entityKey(entity));
        continue;
      }
      const mine = byUser && acted.has(entityKey(entity));
      const edits = core().getEntityRecordEdits(kind, name, entity.id) ?? {};
      const lastSeen = seen.get(entityKey(entity)) ?? new Map<string, unknown>();
      seen.set(entityKey(entity), lastSeen);
      const fields = known(entity);
      const changed: Record<string, unknown> = {};
      let record: EditedRecord | undefined;
      for (const [field, value] of Object.entries(edits)) {
        if (TRANSIENT.has(field)) continue;
        const signal = field === 'content' ? (edits.blocks ?? value) : value;
        if (lastSeen.get(field) === signal) continue;
        lastSeen.set(field, signal);
        if (!mine) continue;
        record ??= core().getEditedEntityRecord(kind, name, entity.id);
        const plain = plainValue(field, value, record);
        const text = JSON.stringify(plain);
        if (fields.get(field) === text) continue;
        fields.set(field, text);
        changed[field] = plain;
      }
      if (Object.keys(changed).length > 0) found.push({ entity, edits: changed });
    }
    return found;
  };
  let lastSent = 0;
  /** Set while typed changes wait for their turn (TYPING_SEND_MS). */
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const look = (now = false) => {
    scheduled = false;
    const byUser = Date.now() - lastAction <= USER_ACTION_WINDOW_MS;
    // The block editor marks what it would make an undo level of its own: anything but typing.
    const typing = !(
      select(blockEditorStore) as unknown as { isLastBlockChangePersistent(): boolean }
    ).isLastBlockChangePersistent();
    const wait = lastSent + TYPING_SEND_MS - Date.now();
    if (byUser && typing && !now && wait > 0) {
      typingTimer ??= setTimeout(
        () =>
          whenIdle(() => {
            typingTimer = undefined;
            look();
          }),
        wait,
      );
      return;
    }
    clearTimeout(typingTimer);
    typingTimer = undefined;
    const changes = collect(byUser);
    if (changes.length === 0) return;
    lastSent = Date.now();
    for (const { entity, edits } of changes) host.edit(entity, JSON.stringify(edits), typing);
  };

  // Looked at when the canvas is idle (typing makes a change per key): serialising a long
  // template is work no keystroke's frame, nor the handling of the next key, must wait for.
  const unsubscribe = subscribe(() => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => scheduled && look());
  }, coreStore);

  return {
    userActed: act,
    editRecord(entity, edits, typing) {
      // What was typed in the blocks goes first, as a step of its own.
      look(true);
      const fields = known(entity);
      const lastSeen = seen.get(entityKey(entity)) ?? new Map<string, unknown>();
      seen.set(entityKey(entity), lastSeen);
      for (const [field, value] of Object.entries(edits)) {
        fields.set(field, JSON.stringify(value));
        lastSeen.set(field, value);
      }
      coreActions().editEntityRecord(entity.kind, entity.name, entity.id, edits, {
        undoIgnore: true,
      });
      // The editor's history merges a typed run only into a step of the same fields.
      host.edit(entity, JSON.stringify(edits), typing);
    },
    takeUserChanges() {
      act();
      return collect(true);
    },
    flush() {
      if (scheduled || typingTimer) look(true);
    },
    applyHostValues(entity, values) {
      // Not in the realm yet (edits restored, undone or discarded in the editor before it
      // loaded): the realm's entity store cannot take edits of it, and `open` applies the
      // editor's edits on arrival.
      if (!isLoaded(entity)) return;
      const fields = known(entity);
      const edits: Record<string, unknown> = {};
      const current = core().getEditedEntityRecord(entity.kind, entity.name, entity.id);
      for (const [field, value] of Object.entries(values)) {
        const text = JSON.stringify(value);
        fields.set(field, text);
        if (JSON.stringify(plainValue(field, current[field], current)) === text) continue;
        edits[field] = value;
        // New content: the blocks are parsed from it again.
        if (field === 'content') edits.blocks = undefined;
      }
      if (Object.keys(edits).length === 0) return;
      // What follows from the editor's own change is not the user's.
      lastAction = 0;
      forget();
      coreActions().editEntityRecord(entity.kind, entity.name, entity.id, edits, {
        undoIgnore: true,
      });
    },
    saved(entity, record) {
      coreActions().receiveEntityRecords(entity.kind, entity.name, [record], undefined, false);
    },
    stop() {
      unsubscribe();
      clearTimeout(typingTimer);
    },
  };
}
