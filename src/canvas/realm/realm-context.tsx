// What the realm's own panels and tools need beyond the block editor: the host's side of the
// bridge, the user's preferences, and how a record's own fields are edited as the user's change.
import { createContext, useContext } from 'react';
import type { CanvasEntity, CanvasHost } from '../bridge';
import type { EditSync } from './sync';

export type RealmPreferences = Record<string, Record<string, unknown>>;

export interface Realm {
  host: CanvasHost;
  /** The record opened in the canvas. */
  entity: CanvasEntity;
  preferences: RealmPreferences;
  /** A `core` preference (the defaults come with them from the editor). */
  preference<T = unknown>(key: string): T;
  setPreference(key: string, value: unknown, scope?: string): void;
  /**
   * Edits a record's own fields (a document panel's title, status, terms): the user's change of
   * that record, sent to the editor as a step of its own (its Undo undoes it).
   */
  editRecord(entity: CanvasEntity, edits: Record<string, unknown>, typing?: boolean): void;
}

export function makeRealm(
  host: CanvasHost,
  sync: EditSync,
  entity: CanvasEntity,
  preferences: RealmPreferences,
): Realm {
  return {
    host,
    entity,
    preferences,
    preference: <T,>(key: string) => preferences.core?.[key] as T,
    setPreference(key, value, scope = 'core') {
      host.setPreference(scope, key, JSON.stringify(value));
    },
    editRecord(record, edits, typing = false) {
      sync.editRecord(record, edits, typing);
    },
  };
}

export const RealmContext = createContext<Realm | undefined>(undefined);

export function useRealm(): Realm {
  const realm = useContext(RealmContext);
  if (!realm) throw new Error('useRealm outside the canvas editor');
  return realm;
}
