// A create whose answer was lost is not made twice (issue 30). A POST to a collection that got
// no answer, a server error or a timeout may have made the record all the same; such a create is
// remembered with the host's time it was sent. When the same create (the same type and fields)
// is tried again, by the user pressing Create again or by anything else, the collection is first
// searched (context=edit) for the record it made (create-lookup.ts, a lazy chunk; src/kept-edits/landed.ts says which one is);
// when found it is adopted and nothing is sent. Only ordinary queries: works on WordPress as is.
// Used by saveEntityRecord (save.ts) for new records of post types.
import { hostNow, type QueryObject } from '../../api';
import { createFingerprint, mayHaveLanded } from '../../kept-edits';
import type { EntityConfig } from './config';
import type { EntityRecord } from './state';

/** Creates whose answer was lost: fingerprint → the host's time the first of them was sent. */
const lost = new Map<string, number>();

/** Types whose hosts refuse a second record of the same name themselves. */
const REFUSED_TWICE = new Set(['wp_font_family']);

export interface CreateOnce {
  /** The record a lost earlier answer made, if the host has it (nothing is sent then). */
  landed: () => Promise<EntityRecord | undefined>;
  /** Before sending. */
  sending: () => void;
  /** The answer arrived: a later create of the same fields is a new one. */
  answered: () => void;
  /** The create failed: a failure that may hide a made record is remembered. */
  failed: (error: { code?: string; status?: number | undefined }) => void;
}

/** The create of `body` as a new record of a post type; undefined for other kinds. */
export function createOnce(
  config: EntityConfig,
  body: EntityRecord,
  query: QueryObject | undefined,
): CreateOnce | undefined {
  if (config.kind !== 'postType' || REFUSED_TWICE.has(config.name)) return undefined;
  const fingerprint = createFingerprint(config.kind, config.name, body);
  let sentAt = hostNow();
  return {
    async landed() {
      const since = lost.get(fingerprint);
      if (since === undefined) return undefined;
      // Only after a lost answer: the search is a chunk of its own.
      const { findLandedCreate } = await import('./create-lookup');
      const found = await findLandedCreate(config, body, query, since);
      if (found) lost.delete(fingerprint);
      return found;
    },
    sending() {
      sentAt = hostNow();
    },
    answered() {
      lost.delete(fingerprint);
    },
    failed(error) {
      // The earliest send counts: any of them may have made the record.
      if (mayHaveLanded(error) && !lost.has(fingerprint)) lost.set(fingerprint, sentAt);
    },
  };
}
