// The site's CSS, as the previews need it: the theme's base styles and the user's global styles
// (with unsaved edits) turned into one stylesheet by the global styles engine, which loads lazily
// the first time a preview asks. An edit to the global styles record makes a new stylesheet; the
// content of the previews is not loaded again.
import { atom, computed, onMount, type ReadableAtom, task } from 'nanostores';
import { apiFetch, noteNoAnswer, retriesOf } from '../api';
import type { ThemeJson } from '../global-styles';
import type { BlockTypeInfo } from '../global-styles/block-panels';
import type { EntityRecordValue } from './entities';
import { errorText } from './error-text';
import { loadWhileWatched } from './load-while-watched';
import { $activeTheme, $siteIdentity, userGlobalStylesRecord } from './site';

type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** `message`: why, for a screen that shows it (the font library). */
  | { status: 'error'; message?: string };

export interface SiteStylesheet {
  status: 'loading' | 'ready' | 'error';
  /** The site's CSS for previews ('' until ready). */
  css: string;
}

/** The block library's front-end styles: where WordPress serves them under the site's URL. */
export function blockLibraryStylesheetUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}/wp-includes/css/dist/block-library/style.min.css`;
}

/** `$siteIdentity`'s URL with the block library path; '' until the site's address is known. */
export const $blockLibraryStylesheet: ReadableAtom<string> = (() => {
  const store = atom('');
  onMount(store, () =>
    $siteIdentity.subscribe(({ url }) => store.set(url ? blockLibraryStylesheetUrl(url) : '')),
  );
  return store;
})();

/** Block type metadata (selectors, supports, style variations; title, category, description and keywords for the Styles blocks list) from `/wp/v2/block-types`. */
export const $blockTypes = atom<Loaded<BlockTypeInfo[]>>({ status: 'loading' });
loadWhileWatched(
  $blockTypes,
  async () => {
    try {
      const value = await apiFetch<BlockTypeInfo[]>('wp/v2/block-types', {
        query: {
          context: 'view',
          _fields:
            'name,title,category,description,keywords,parent,ancestor,selectors,supports,styles,example',
        },
      });
      $blockTypes.set({ status: 'ready', value });
    } catch (error) {
      $blockTypes.set({ status: 'error', message: errorText(error) });
      throw error;
    }
  },
  () => $blockTypes.get().status === 'ready',
);

/** The active theme's base global styles (`/wp/v2/global-styles/themes/{stylesheet}`). */
export const $themeGlobalStyles: ReadableAtom<Loaded<ThemeJson>> = (() => {
  const store = atom<Loaded<ThemeJson>>({ status: 'loading' });
  onMount(store, () => {
    let loaded: string | undefined;
    const load = (stylesheet: string) => {
      store.set({ status: 'loading' });
      void task(async () => {
        try {
          const value = await apiFetch<ThemeJson>(
            `wp/v2/global-styles/themes/${encodeURIComponent(stylesheet)}`,
          );
          if (loaded !== stylesheet) return;
          retries.succeeded();
          store.set({ status: 'ready', value });
        } catch (error) {
          if (loaded !== stylesheet) return;
          store.set({ status: 'error', message: errorText(error) });
          retries.failed(error);
        }
      });
    };
    // Tried again while watched (api/recovery.ts): the font library and previews recover.
    const retries = retriesOf(() => loaded && load(loaded));
    const stop = $activeTheme.subscribe((theme) => {
      if (theme.status === 'error') store.set({ status: 'error' });
      if (!theme.stylesheet || theme.stylesheet === loaded) return;
      loaded = theme.stylesheet;
      load(loaded);
    });
    return () => {
      stop();
      retries.stop();
    };
  });
  return store;
})();

/** The user's global styles record of the active theme (settings, styles, links). */
export interface GlobalStylesRecord {
  id: number | string;
  settings?: Record<string, unknown>;
  styles?: object;
  _links?: object;
  [key: string]: unknown;
}

export type GlobalStylesEntity =
  | { status: 'loading' }
  /** The theme has no user global styles record (or it is not known to this user). */
  | { status: 'none' }
  | { status: 'record'; value: EntityRecordValue<GlobalStylesRecord> };

/**
 * The active theme's user global styles record as the entity stores hold it (saved, edited,
 * loading, error), following the active theme. The previews' styles and the font library's
 * activation both read it.
 */
export const $globalStylesEntity: ReadableAtom<GlobalStylesEntity> = (() => {
  const store = atom<GlobalStylesEntity>({ status: 'loading' });
  onMount(store, () => {
    let unsubscribeRecord: (() => void) | undefined;
    let currentId: string | undefined;
    const unsubscribeTheme = $activeTheme.subscribe((theme) => {
      if (theme.status !== 'ready') return;
      if (!theme.globalStylesId) {
        unsubscribeRecord?.();
        currentId = undefined;
        store.set({ status: 'none' });
        return;
      }
      if (theme.globalStylesId === currentId) return;
      currentId = theme.globalStylesId;
      unsubscribeRecord?.();
      unsubscribeRecord = userGlobalStylesRecord<GlobalStylesRecord>(currentId).subscribe(
        (value) => store.set({ status: 'record', value }),
      );
    });
    return () => {
      unsubscribeTheme();
      unsubscribeRecord?.();
    };
  });
  return store;
})();

/** The user's global styles with unsaved edits ({} when the user may not read them). */
export const $userGlobalStyles: ReadableAtom<Loaded<ThemeJson>> = computed(
  $globalStylesEntity,
  (entity): Loaded<ThemeJson> => {
    if (entity.status === 'loading') return { status: 'loading' };
    if (entity.status === 'none') return { status: 'ready', value: {} };
    const { edited, error, isLoading } = entity.value;
    if (edited) {
      // `_links` carries the record's theme file URLs (`wp:theme-file`).
      const { settings = {}, styles = {}, _links } = edited;
      return {
        status: 'ready',
        value: { settings, styles, ...(_links ? { _links } : {}) } as ThemeJson,
      };
    }
    // Editors and authors may not read the record (403): previews show the theme's styles.
    if (error || !isLoading) return { status: 'ready', value: {} };
    return { status: 'loading' };
  },
);

/** The site's stylesheet for previews; the engine is loaded on first use. */
export const $siteStylesheet: ReadableAtom<SiteStylesheet> = (() => {
  const store = atom<SiteStylesheet>({ status: 'loading', css: '' });
  onMount(store, () => {
    let generation = 0;
    const loadEngine = () => {
      const loading = import('../global-styles/site-stylesheet');
      loading.catch(() => {}); // Handled where it is awaited.
      return loading;
    };
    // The engine's chunk loads while the styles and block types are fetched; if it does not
    // arrive, it is asked for again while watched (api/recovery.ts).
    let engine = loadEngine();
    const retries = retriesOf(() => {
      engine = loadEngine();
      update();
    });
    const update = () => {
      const theme = $themeGlobalStyles.get();
      const user = $userGlobalStyles.get();
      const blockTypes = $blockTypes.get();
      if (theme.status === 'error') {
        store.set({ status: 'error', css: '' });
        return;
      }
      if (theme.status !== 'ready' || user.status !== 'ready' || blockTypes.status === 'loading')
        return;
      const run = ++generation;
      void task(async () => {
        try {
          const { siteStylesheet, themeFileLinks } = await engine.catch((error) => {
            if (run === generation) {
              noteNoAnswer();
              retries.failed(error);
            }
            throw error;
          });
          if (run !== generation) return;
          const { folders } = $activeTheme.get();
          const css = siteStylesheet({
            theme: theme.value,
            user: user.value,
            blockTypes: blockTypes.status === 'ready' ? blockTypes.value : [],
            // `file:./` images resolve through the responses' theme file links; the theme's
            // fonts (which WordPress never links) through the theme's folders.
            themeFileUris: [...themeFileLinks(theme.value), ...themeFileLinks(user.value)],
            ...(folders ? { themeFolders: folders } : {}),
          });
          store.set({ status: 'ready', css });
        } catch {
          // The engine's chunk did not load: previews show with the block library's CSS alone.
          if (run === generation) store.set({ status: 'error', css: '' });
        }
      });
    };
    const unsubscribers = [
      $themeGlobalStyles.listen(update),
      $userGlobalStyles.listen(update),
      $blockTypes.listen(update),
    ];
    update();
    return () => {
      generation += 1;
      retries.stop();
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  });
  return store;
})();

/**
 * The site's stylesheet with other user styles in place of the user's own (a revision's, for
 * its preview). Rejects until the theme's styles are known, or when the engine did not load.
 */
export async function siteStylesheetWith(user: ThemeJson): Promise<string> {
  const theme = $themeGlobalStyles.get();
  if (theme.status !== 'ready') throw new Error('The theme’s styles are not loaded yet.');
  const blockTypes = $blockTypes.get();
  const { siteStylesheet, themeFileLinks } = await import('../global-styles/site-stylesheet');
  const { folders } = $activeTheme.get();
  return siteStylesheet({
    theme: theme.value,
    user,
    blockTypes: blockTypes.status === 'ready' ? blockTypes.value : [],
    themeFileUris: [...themeFileLinks(theme.value), ...themeFileLinks(user)],
    ...(folders ? { themeFolders: folders } : {}),
  });
}
