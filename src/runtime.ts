// The page's one runtime, as the host sees it: `window.siteEditorElements`. Every element on the
// page shares these stores; a host script can use them to read or change what the elements show
// (for example after it changed data on the server itself), or to load translations.
import { setLocaleData } from './i18n';
import {
  createNotice,
  discardEntityEdits,
  editEntityRecord,
  entityRecord,
  type EntityKey,
  invalidateEntityRecord,
  invalidateEntityRecords,
  keepUnsavedEdits,
  saveEditedEntityRecord,
} from './stores';
import { navigate } from './stores/router';
import { watchSession } from './stores/session';

export const RUNTIME_VERSION = '0.1.0';

export interface SiteEditorRuntime {
  version: string;
  navigate: typeof navigate;
  editEntityRecord: typeof editEntityRecord;
  discardEntityEdits: typeof discardEntityEdits;
  saveEditedEntityRecord: typeof saveEditedEntityRecord;
  invalidateEntityRecord: typeof invalidateEntityRecord;
  invalidateEntityRecords: typeof invalidateEntityRecords;
  /** The record with unsaved edits applied, as the elements show it (undefined until loaded). */
  getEditedEntityRecord: (kind: string, name: string, key?: EntityKey) => unknown;
  createNotice: typeof createNotice;
  setLocaleData: typeof setLocaleData;
}

declare global {
  interface Window {
    siteEditorElements?: SiteEditorRuntime;
  }
}

/** Publishes the runtime once per page; a second copy of the bundle leaves the first in place. */
export function exposeRuntime(): void {
  if (typeof window === 'undefined' || window.siteEditorElements) return;
  // No edit lost: every element's entity edits are kept in the browser from the start.
  keepUnsavedEdits();
  // A session that ended: the offer to log in again, and the saves that waited sent after.
  watchSession();
  const runtime: SiteEditorRuntime = Object.freeze({
    version: RUNTIME_VERSION,
    navigate,
    editEntityRecord,
    discardEntityEdits,
    saveEditedEntityRecord,
    invalidateEntityRecord,
    invalidateEntityRecords,
    getEditedEntityRecord: (kind: string, name: string, key?: EntityKey) =>
      entityRecord(kind, name, key).get().edited,
    createNotice,
    setLocaleData,
  });
  Object.defineProperty(window, 'siteEditorElements', {
    value: runtime,
    configurable: false,
    writable: false,
  });
}
