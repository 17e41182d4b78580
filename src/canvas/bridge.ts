// What crosses the frame between the editor (the host realm) and the canvas realm, the iframe in
// which WordPress's block editor runs (issue 18). Only strings, numbers and functions cross:
// objects of one realm fail the other's `instanceof` and plain-object checks, so records and
// edits travel as JSON text, parsed on arrival.

/** A record the canvas edits: `postType` records only (templates, parts, patterns, pages…). */
export interface CanvasEntity {
  kind: 'postType';
  name: string;
  id: string;
}

/** A host call made by the block editor (its api-fetch), sent through the editor's client. */
export interface HostRequest {
  /** Relative to the REST root, query included, as api-fetch gives it. */
  path: string;
  method: string;
  /** JSON text, or FormData / Blob (uploads) as they are. */
  body?: string | FormData | Blob | undefined;
  headers?: Record<string, string>;
}

/** The host's answer, whatever its status: the realm's api-fetch makes it a Response. */
export interface HostAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Everything the canvas needs of the site's styles: the CSS and theme.json's merged settings. */
export interface CanvasStyles {
  /** The site's stylesheet (theme and user global styles, unsaved edits included). */
  css: string;
  /** Merged theme.json settings as JSON text (palettes, font sizes, layout, supports). */
  settings: string;
}

/**
 * What a media block asks of the editor's media library (JSON text across the bridge): the kinds
 * of file it takes (`image`, `audio`, `video`, or MIME types; none means any), one or several,
 * the ids already chosen (shown selected), and the dialog's title.
 */
export interface MediaRequest {
  allowedTypes?: string[];
  multiple: boolean;
  /** A gallery: several images, in order. */
  gallery?: boolean;
  value?: number[];
  title?: string;
}

/** A notice the canvas sends the editor (`notify`). */
export interface CanvasNotice {
  status: 'success' | 'error' | 'warning' | 'info';
  content: string;
  /** The notice's id in the canvas: a later one of the same id replaces it. */
  id?: string;
  type: 'snackbar' | 'default';
}

/** What the editor gives the realm (set on the realm's window before its script runs). */
export interface CanvasHost {
  request(request: HostRequest): Promise<HostAnswer>;
  /**
   * What the host lets its users upload, as its editor settings say: JSON of
   * `{ allowedMimeTypes?: { [extensions]: mime }, maxUploadFileSize?: bytes }` ('{}' when unsaid).
   */
  uploadLimits(): string;
  /** The editor's unsaved edits of a record, as JSON text ('{}' when none). */
  editsOf(entity: CanvasEntity): string;
  /**
   * The user changed records in the canvas: `edits` is JSON text of `{ field: value }`. `typing`
   * continues the last change (characters typed into one block undo together); otherwise it is
   * a step of its own in the editor's undo history (a block inserted, moved, removed).
   */
  edit(entity: CanvasEntity, edits: string, typing: boolean): void;
  undo(): void;
  redo(): void;
  /**
   * Apply globally: `styles` (JSON) become the global styles of `blockName`, and `edits` (JSON
   * of `[{ entity, edits }]`, the block's own styles cleared) are made with them, as one step.
   */
  applyGlobally(blockName: string, blockTitle: string, styles: string, edits: string): void;
  /**
   * Opens the editor's media library over the editor (`request`: JSON of a MediaRequest). On a
   * choice, `onSelect` gets JSON of the chosen attachments as the host's `/wp/v2/media` answers
   * them (`context=edit`), in order; closed without a choice, `onClose` is called instead.
   */
  chooseMedia(request: string, onSelect: (attachments: string) => void, onClose: () => void): void;
  /**
   * A notice of the canvas (the block editor's 'Pattern "…" inserted.', 'Synced pattern
   * created: …') for the editor to show: JSON of a CanvasNotice.
   */
  notify(notice: string): void;
  /**
   * The canvas made records of a type through `request` (a pattern made from blocks, its new
   * categories): the editor's lists of that type load again.
   */
  recordsChanged(kind: string, name: string): void;
  /**
   * Move to trash, confirmed in the canvas's record tab: the editor trashes the record through its
   * own stores (its lists and unsaved edits follow), says so, and leaves it for the list of its
   * type, as WordPress does. A failure is the editor's notice; the record stays open.
   */
  trash(entity: CanvasEntity): void;
  /**
   * The block editor asks to edit another record (a template part's or a synced pattern's 'Edit
   * original'): the editor opens it in the canvas, with a way back to the record open now.
   */
  openRecord(postType: string, postId: string): void;
  /**
   * The user's preferences (JSON of `{ scope: { key: value } }`, the defaults filled in): the
   * canvas's view options (top toolbar, spotlight, distraction free, code editor…) are theirs.
   */
  preferences(): string;
  /** The user changed a preference in the canvas: `value` is JSON text. */
  setPreference(scope: string, key: string, value: string): void;
  /** Escape with nothing left to close in the canvas, or a key for the editor (primary+S, +K…). */
  key(key: { key: string; primary: boolean; shift: boolean; alt: boolean }): void;
  /** The realm is running: the editor may now call it. */
  ready(realm: CanvasRealm): void;
  /** The canvas could not start (its code did not load, or it threw). */
  failed(message: string): void;
}

/** How a record opens in the canvas. */
export interface CanvasOpenOptions {
  focusMode: boolean;
  title: string;
  listViewByDefault: boolean;
  /**
   * A page or post: the id of the template that shows it on the site. The page is then edited
   * inside it (its title and content editable, the rest shown locked), or, with `showTemplate`
   * false, its title and content alone, laid out as the template lays them out.
   */
  template?: string | undefined;
  showTemplate?: boolean | undefined;
}

/** What the realm offers the editor. */
export interface CanvasRealm {
  /** Shows a record in the canvas, editable. */
  open(entity: CanvasEntity, options: CanvasOpenOptions): void;
  /** The opened record's title changed (the realm's document takes it as its title). */
  setTitle(title: string): void;
  setStyles(styles: CanvasStyles): void;
  /**
   * The editor's value of a record changed by itself (undo, redo, discard): `edits` is JSON text
   * of the fields as the editor now has them (saved values included for fields it reset).
   */
  setValues(entity: CanvasEntity, values: string): void;
  /** A record was saved: the realm takes the saved record (JSON text) as its new base. */
  saved(entity: CanvasEntity, record: string): void;
  /** Whether the editor's Undo and Redo have anything to do. */
  setHistory(history: { canUndo: boolean; canRedo: boolean }): void;
  /** The user's preferences changed (JSON, as `CanvasHost.preferences` gives them). */
  setPreferences(preferences: string): void;
  /** Sends at once what the user changed and the realm has not sent yet (typing is batched). */
  flush(): void;
  focus(): void;
}

/** The property of the realm's window that holds the host's side until the realm takes it. */
export const CANVAS_HOST_KEY = '__siteEditorCanvasHost';

/** Two records are one when kind, name and id agree (ids compared as text). */
export function sameEntity(a: CanvasEntity, b: CanvasEntity): boolean {
  return a.kind === b.kind && a.name === b.name && String(a.id) === String(b.id);
}

export function entityKey(entity: CanvasEntity): string {
  return `${entity.kind}/${entity.name}/${entity.id}`;
}
