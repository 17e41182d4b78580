// A record as the document panels read it: core-data's edited record (the user's unsaved edits
// included), and how a field of it is changed.
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import type { CanvasEntity } from '../../bridge';
import { useRealm } from '../realm-context';

export type EditedRecord = Record<string, unknown>;

/** A text field as core-data holds it: a string, or `{ raw }` before it is edited. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { raw?: unknown } | undefined)?.raw ?? '');

export function useEditedRecord(entity: CanvasEntity): {
  record: EditedRecord;
  edit(edits: EditedRecord, typing?: boolean): void;
} {
  const realm = useRealm();
  const record = useSelect(
    (select) =>
      (
        select(coreStore) as unknown as {
          getEditedEntityRecord(kind: string, name: string, id: string): EditedRecord;
        }
      ).getEditedEntityRecord(entity.kind, entity.name, entity.id),
    [entity.kind, entity.name, entity.id],
  );
  return { record, edit: (edits, typing) => realm.editRecord(entity, edits, typing) };
}
