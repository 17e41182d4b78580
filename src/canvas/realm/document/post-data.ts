// What the page's and post's panels read of core-data beyond the record itself: a list of
// records (users, templates, pages, terms) and a single one (the featured image).
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';

export type Item = Record<string, unknown>;

type CoreSelect = {
  getEntityRecords(kind: string, name: string, query?: object): Item[] | null;
  getEntityRecord(kind: string, name: string, id: number | string): Item | undefined;
  getUsers(query: object): Item[] | null;
  getThemeSupports(): Record<string, unknown> | undefined;
};

/** core-data's records of `kind`/`name` for `query`, `[]` until they come. */
export function useRecords(kind: string, name: string, query: object, skip = false): Item[] {
  const key = JSON.stringify(query);
  return (
    useSelect(
      (select) =>
        skip
          ? null
          : (select(coreStore) as unknown as CoreSelect).getEntityRecords(kind, name, query),
      [kind, name, key, skip],
    ) ?? NONE
  );
}

const NONE: Item[] = [];

/** The users who may author posts (`who=authors`, as WordPress's editor asks). */
export function useAuthors(): Item[] {
  return (
    useSelect(
      (select) =>
        (select(coreStore) as unknown as CoreSelect).getUsers({
          who: 'authors',
          per_page: 100,
          context: 'view',
          _fields: 'id,name',
        }),
      [],
    ) ?? NONE
  );
}

/** One record (an attachment), undefined until it comes. */
export function useRecord(kind: string, name: string, id: number): Item | undefined {
  return useSelect(
    (select) =>
      id > 0
        ? (select(coreStore) as unknown as CoreSelect).getEntityRecord(kind, name, id)
        : undefined,
    [kind, name, id],
  );
}

/** The active theme's post formats, when the theme says which it supports. */
export function useThemeFormats(): string[] | undefined {
  return useSelect((select) => {
    const formats = (select(coreStore) as unknown as CoreSelect).getThemeSupports()?.formats;
    return Array.isArray(formats) ? (formats as string[]) : undefined;
  }, []);
}

/** A rendered or raw text field's text (`{ rendered }` of a record in view context). */
export const renderedText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : String(
        (value as { raw?: unknown; rendered?: unknown } | undefined)?.raw ??
          (value as { rendered?: unknown } | undefined)?.rendered ??
          '',
      );
