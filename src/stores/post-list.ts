// The page and post lists' rows (spec 2.11, 7): one store per post type and view, built on the
// entity lists so saves show in the rows and invalidation reloads them.
//
// A flat list is one host query. Levels (pages in a tree) are worked out on the client, since
// WordPress core cannot order by hierarchy (src/posts/page-tree.ts, tree-page.ts): what orders
// the tree is read first, then the page's rows by id. Both ask only for what the user may edit
// (src/posts/list-scope.ts), which needs the user's capabilities: until `users/me` answers, the
// first requests leave as if the user may list everything (post-list-preload.ts), the common
// case, and the store shows nothing until it knows.
import { atom, onMount, type ReadableAtom, task } from 'nanostores';
import type { ApiError, QueryObject } from '../api';
import type { View } from '../data-view/types';
import {
  type LoadHostPage,
  loadTreePage,
  type PageTreeEntry,
  type PageTreeRow,
  type PostListQueryOptions,
  type PostListScope,
  pageRowsQuery,
  pageTreeOrder,
  postListQuery,
  postListScope,
  showsLevels,
  siblingOrder,
} from '../posts';
import { $currentUser } from './current-user';
import { loadEntityRecords } from './entities/load';
import type { EntityRecord } from './entities/state';
import { entityRecords } from './entities/stores';
import { preloadPostList } from './post-list-preload';

export interface PostListValue<T extends EntityRecord = EntityRecord> {
  /** This page's rows, in the order shown. */
  items: T[];
  /** With levels: each row's depth by id (0 at the top level); undefined for a flat list. */
  levels: ReadonlyMap<number, number> | undefined;
  total: number;
  totalPages: number;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Whose items the list asks for; undefined until the user's capabilities are known. */
  scope: PostListScope | undefined;
}

const LOADING: PostListValue = {
  items: [],
  levels: undefined,
  total: 0,
  totalPages: 0,
  isLoading: true,
  error: undefined,
  scope: undefined,
};

const ignore = () => {};
const TYPE = 'postType';

/**
 * A loader of host pages through the entity lists (cached: the preload's requests are the
 * store's), noting each query it was asked for.
 */
function cachedLoader(postType: string, asked?: QueryObject[]): LoadHostPage {
  return (query) => {
    asked?.push(query);
    return loadEntityRecords<PageTreeEntry>(TYPE, postType, query);
  };
}

/** Orders whole indexes, keeping the last result while the same items come again. */
function memoisedOrder(view: View) {
  let last: { entries: PageTreeEntry[]; rows: PageTreeRow[] } | undefined;
  return (entries: PageTreeEntry[]) => {
    const same =
      last?.entries.length === entries.length && last.entries.every((e, i) => e === entries[i]);
    if (!last || !same) last = { entries, rows: pageTreeOrder(entries, siblingOrder(view)) };
    return last.rows;
  };
}

/** Loads the rows of a page (of a tree) by id, for what may soon be shown. */
function loadRows(postType: string, view: View, options: PostListQueryOptions) {
  return (rows: readonly PageTreeRow[]) => {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return Promise.resolve();
    return loadEntityRecords(TYPE, postType, pageRowsQuery(ids, view, options)).then(ignore);
  };
}

type Emit = (value: PostListValue) => void;

/** Follows a flat list: one host query. Returns the unsubscribe. */
function followFlat(postType: string, view: View, scope: PostListScope, emit: Emit) {
  const $rows = entityRecords(TYPE, postType, postListQuery(view, { scope }));
  return $rows.subscribe((rows) => emit({ ...rows, levels: undefined, scope }));
}

const FLAT = 'flat';

/**
 * Follows levels: works out the page's rows (tree-page.ts), then follows those rows by id. The
 * lists it read are watched: when one reloads (a page saved, trashed or added marks them out of
 * date), the page is worked out again.
 */
function followTree(postType: string, view: View, scope: PostListScope, emit: Emit) {
  const options = { scope };
  const order = memoisedOrder(view);
  const guess = (rows: PageTreeRow[]) => void loadRows(postType, view, options)(rows).catch(ignore);
  let run = 0;
  let stopWatching = ignore;
  let stopRows = ignore;
  let rowsKey: string | undefined;
  let rows: Pick<PostListValue, 'items' | 'isLoading' | 'error'> = {
    items: [],
    isLoading: true,
    error: undefined,
  };
  let again: ReturnType<typeof setTimeout> | undefined;

  const workOut = () => {
    const mine = ++run;
    const asked: QueryObject[] = [];
    // A task, so tests can wait for the whole of it (allTasks) and not only each request.
    task(() => loadTreePage(view, options, cachedLoader(postType, asked), { order, guess })).then(
      (page) => {
        if (mine !== run) return;
        watch(asked);
        if (page.flat) {
          // Too long to put in levels (a broad search of a long list): the host's flat list.
          if (rowsKey === FLAT) return;
          stopRows();
          rowsKey = FLAT;
          stopRows = followFlat(postType, view, scope, emit);
          return;
        }
        const ids = page.rows.map((row) => row.id);
        const shown = {
          levels: new Map(page.rows.map((row) => [row.id, row.level])),
          total: page.total,
          totalPages: page.totalPages,
          scope,
        };
        const key = ids.join(',');
        if (key === rowsKey) {
          emit({ ...shown, ...rows });
          return;
        }
        stopRows();
        rowsKey = key;
        if (ids.length === 0) {
          stopRows = ignore;
          rows = { items: [], isLoading: false, error: undefined };
          emit({ ...shown, ...rows });
          return;
        }
        // Rows still on the page stay shown while the page's new rows load (after a row was
        // trashed, say), as a flat list keeps its rows while it reloads: the selection keeps them.
        const kept = new Set(ids);
        const carried = rows.items.filter((item) => kept.has(item.id as number));
        const $rows = entityRecords(TYPE, postType, pageRowsQuery(ids, view, options));
        stopRows = $rows.subscribe(({ items, isLoading, error }) => {
          rows = { items: isLoading && items.length === 0 ? carried : items, isLoading, error };
          emit({ ...shown, ...rows });
        });
      },
      (error: ApiError) => {
        if (mine !== run) return;
        watch(asked);
        emit({ ...LOADING, items: [], isLoading: false, error, scope });
      },
    );
  };

  // Watching a list keeps it mounted, so it reloads itself once out of date; its new value
  // (after the reload, not the loading flag before it) has the page worked out again.
  const watch = (queries: QueryObject[]) => {
    stopWatching();
    const stops = queries.map((query) =>
      entityRecords(TYPE, postType, query).listen((value) => {
        // A failure is the list's to retry (entities/stores.ts): its success works it out again.
        if (value.isLoading || value.error) return;
        clearTimeout(again);
        again = setTimeout(workOut, 0);
      }),
    );
    stopWatching = () => {
      for (const stop of stops) stop();
    };
  };

  workOut();
  return () => {
    run += 1;
    clearTimeout(again);
    stopWatching();
    stopRows();
  };
}

// What of a view changes the rows: the layout, fields and the like do not.
function requestKey(postType: string, view: View): string {
  const { search, filters, sort, page, perPage, showLevels } = view;
  return JSON.stringify([postType, search, filters, sort, page, perPage, showLevels]);
}

const lists = new Map<string, ReadableAtom<PostListValue>>();

/**
 * One page of a post type's list for a data-view `View`, loaded when first watched:
 * `useStore(postList('page', view))`. Rows, totals and (with levels) each row's depth.
 */
export function postList<T extends EntityRecord = EntityRecord>(
  postType: string,
  view: View,
): ReadableAtom<PostListValue<T>> {
  const key = requestKey(postType, view);
  let store = lists.get(key);
  if (!store) {
    const $list = atom<PostListValue>(LOADING);
    onMount($list, () => {
      let scopeKey: string | undefined;
      let stopSource = ignore;
      const stopUser = $currentUser.subscribe((user) => {
        if (user === undefined) {
          preloadPostList(postType, view);
          return;
        }
        const scope = postListScope(user, postType);
        const next = JSON.stringify(scope);
        if (next === scopeKey) return;
        scopeKey = next;
        stopSource();
        $list.set(LOADING);
        const follow = showsLevels(view, postType) ? followTree : followFlat;
        stopSource = follow(postType, view, scope, (value) => $list.set(value));
      });
      return () => {
        stopUser();
        stopSource();
      };
    });
    store = $list;
    lists.set(key, store);
  }
  return store as ReadableAtom<PostListValue<T>>;
}
