// The search for the record a create whose answer was lost made (create-once.ts), in a lazy
// chunk: only a create tried again after a lost answer needs it. Post types are searched by title
// among the newest written; templates and parts (their collection takes no search) are listed
// whole. src/kept-edits/landed.ts says which listed record is the one.
import { apiFetch, type QueryObject } from '../../api';
import { isLandedCreate } from '../../kept-edits/landed';
import { collectionPath, type EntityConfig } from './config';
import type { EntityRecord } from './state';

/** Templates are listed whole (their collection takes no search); post types are searched. */
const LISTED_WHOLE = new Set(['wp_template', 'wp_template_part']);

function lookupQuery(name: string, body: EntityRecord): QueryObject {
  if (LISTED_WHOLE.has(name)) return { context: 'edit' };
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  return {
    context: 'edit',
    per_page: 20,
    orderby: 'modified',
    order: 'desc',
    status: typeof body.status === 'string' ? body.status : 'any',
    ...(title ? { search: title } : {}),
  };
}

/** The record the create of `body`, first sent at `since` (host time), made; undefined if none. */
export async function findLandedCreate(
  config: EntityConfig,
  body: EntityRecord,
  query: QueryObject | undefined,
  since: number,
): Promise<EntityRecord | undefined> {
  const listed = await apiFetch<EntityRecord[]>(collectionPath(config, query), {
    query: lookupQuery(config.name, body),
  });
  return (Array.isArray(listed) ? listed : []).find((record) =>
    isLandedCreate(record, body, since),
  );
}
