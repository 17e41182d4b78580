// What the shell shows about the site and its theme: the active theme (or the one being
// previewed), the site identity for the hub, and the style revisions count for the Design footer.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { decodeEntities } from '../block-preview/escape';
import type { ThemeFolders } from '../global-styles/theme-files';
import type { ThemeTraits } from '../routing/screens';
import { $canUser, canUser } from './capabilities';
import { loadCurrentUser } from './current-user';
import {
  type EntityRecord,
  type EntityRecordValue,
  entityRecord,
  entityRecords,
  loadEntityRecord,
  loadEntityRecords,
} from './entities';
import { $location } from './router';

/**
 * The site's settings (`/wp/v2/settings`) are for users who may manage options: others are never
 * asked for them (WordPress answers 403), and read the public index instead. The host's `Allow`
 * answer decides (capabilities.ts).
 */
export const SITE_SETTINGS = { kind: 'root', name: 'site' } as const;

/** The site's settings record, loaded only once the user may read it (else undefined). */
export function loadSiteSettings<T extends EntityRecord = EntityRecord>(): Promise<T | undefined> {
  return canUser('read', SITE_SETTINGS).then((may) =>
    may ? loadEntityRecord<T>('root', 'site') : undefined,
  );
}

interface ThemeRecord extends EntityRecord {
  stylesheet: string;
  name?: { rendered?: string; raw?: string } | string;
  is_block_theme?: boolean;
  theme_supports?: Record<string, unknown>;
  default_template_part_areas?: Array<{ area: string; label: string; description?: string }>;
  /** The theme's folder URL (WordPress 6.6+); `template_uri` its parent's for a child theme. */
  stylesheet_uri?: string;
  template_uri?: string;
  _links?: Record<string, { href: string }[] | undefined>;
}

export interface ActiveTheme {
  status: 'loading' | 'ready' | 'error';
  stylesheet?: string;
  /** '...' when the request failed: the failure is swallowed (spec 8). */
  name: string;
  traits?: ThemeTraits;
  globalStylesId?: string;
  /** Where the theme's `file:./` files are (its fonts): previews resolve them against it. */
  folders?: ThemeFolders;
  /** The template part areas the theme offers (header, footer, sidebar, General...). */
  templatePartAreas?: Array<{ area: string; label: string; description?: string }>;
}

function describeTheme(theme: ThemeRecord): ActiveTheme {
  const name =
    typeof theme.name === 'string' ? theme.name : (theme.name?.rendered ?? theme.name?.raw ?? '');
  const isBlockTheme = theme.is_block_theme === true;
  const href = theme._links?.['wp:user-global-styles']?.[0]?.href;
  const { stylesheet_uri: stylesheetUri, template_uri: templateUri } = theme;
  return {
    status: 'ready',
    stylesheet: theme.stylesheet,
    name,
    traits: {
      isBlockTheme,
      supportsStyles: isBlockTheme || Boolean(theme.theme_supports?.['editor-styles']),
    },
    ...(href
      ? {
          globalStylesId: href
            .replace(/[?#].*$/, '')
            .split('/')
            .pop(),
        }
      : {}),
    ...(Array.isArray(theme.default_template_part_areas)
      ? { templatePartAreas: theme.default_template_part_areas }
      : {}),
    ...(stylesheetUri
      ? { folders: { stylesheetUri, ...(templateUri ? { templateUri } : {}) } }
      : {}),
  };
}

/** The theme being previewed (`wp_theme_preview`), or empty. */
export const $themePreview = computed(
  $location,
  (location) => location.query.wp_theme_preview ?? '',
);

/** The query of the active (or previewed) theme: one cache entry for every reader. */
export const activeThemeQuery = (preview: string = $themePreview.get()) => ({
  status: 'active',
  ...(preview ? { wp_theme_preview: preview } : {}),
});

/**
 * Asks for what the editor's frame waits for (the active theme) and shows first (the site's
 * title), before anything watches them: the element calls it as it enters the page.
 */
export function preloadSite(): void {
  const ignore = () => {};
  loadEntityRecords('root', 'theme', activeThemeQuery($themePreview.get())).catch(ignore);
  loadSiteSettings().catch(ignore);
  loadEntityRecord('root', '__unstableBase').catch(ignore);
  // The Design sidebar offers only the screens the user may use (spec 6).
  void loadCurrentUser();
}

/** The active theme, or the previewed one while `wp_theme_preview` is in the URL. */
export const $activeTheme: ReadableAtom<ActiveTheme> = (() => {
  const store = atom<ActiveTheme>({ status: 'loading', name: '' });
  onMount(store, () => {
    let unsubscribeList: (() => void) | undefined;
    const unsubscribePreview = $themePreview.subscribe((preview) => {
      unsubscribeList?.();
      const query = activeThemeQuery(preview);
      unsubscribeList = entityRecords<ThemeRecord>('root', 'theme', query).subscribe((list) => {
        const theme = list.items[0];
        if (theme) store.set(describeTheme(theme));
        else if (list.error) store.set({ status: 'error', name: '...' });
        else store.set({ status: 'loading', name: '' });
      });
    });
    return () => {
      unsubscribePreview();
      unsubscribeList?.();
    };
  });
  return store;
})();

export interface SiteIdentity {
  title: string;
  url: string;
  home: string;
  iconUrl?: string;
}

type SiteSettings = EntityRecord & { title?: string; url?: string };

/** The settings record as the entity stores hold it, for users who may read it. */
const $site: ReadableAtom<EntityRecordValue<SiteSettings> | undefined> = (() => {
  const store = atom<EntityRecordValue<SiteSettings> | undefined>(undefined);
  onMount(store, () => {
    let unsubscribeRecord: (() => void) | undefined;
    const unsubscribeMay = $canUser('read', SITE_SETTINGS).subscribe((may) => {
      unsubscribeRecord?.();
      unsubscribeRecord = may
        ? entityRecord<SiteSettings>('root', 'site').subscribe((value) => store.set(value))
        : undefined;
      if (!may) store.set(undefined);
    });
    return () => {
      unsubscribeMay();
      unsubscribeRecord?.();
    };
  });
  return store;
})();
const $base = entityRecord<{ name?: string; home?: string; url?: string; site_icon_url?: string }>(
  'root',
  '__unstableBase',
);

/**
 * The site title (with unsaved edits) and address. Users who may not read the settings get the
 * public name from the index. The host keeps the title escaped, as WordPress does ('Tom &amp;
 * Jerry'): it is decoded once here and shown as text.
 */
export const $siteIdentity = computed([$site, $base], (site, base): SiteIdentity => {
  const title = decodeEntities(
    (site?.edited?.title as string | undefined) ?? base.edited?.name ?? '',
  );
  const url = site?.edited?.url ?? base.edited?.url ?? '';
  return {
    title,
    url,
    home: base.edited?.home ?? url,
    ...(base.edited?.site_icon_url ? { iconUrl: base.edited.site_icon_url } : {}),
  };
});

const viewRecords = new Map<string, ReadableAtom<EntityRecordValue>>();

/** A record not loaded yet, in the entity stores' shape. */
const loadingRecord: EntityRecordValue = {
  record: undefined,
  edited: undefined,
  edits: {},
  title: '',
  isDirty: false,
  isLoading: true,
  isSaving: false,
  isDeleting: false,
  error: undefined,
  saveError: undefined,
};

/**
 * The record as a user who may not edit it reads it (`context=view`: WordPress answers 403 to
 * `context=edit`), in the entity stores' shape: never edited, loaded once per id.
 */
function viewRecord(kind: string, name: string, id: string): ReadableAtom<EntityRecordValue> {
  const key = `${kind}/${name}/${id}`;
  let store = viewRecords.get(key);
  if (!store) {
    const loading = loadingRecord;
    const value = atom<EntityRecordValue>(loading);
    onMount(value, () => {
      if (value.get().record) return;
      loadEntityRecord(kind, name, id, { context: 'view' }).then(
        (record) => value.set({ ...loading, record, edited: record, isLoading: false }),
        (error) => value.set({ ...loading, isLoading: false, error }),
      );
    });
    store = value;
    viewRecords.set(key, store);
  }
  return store;
}

/**
 * The active theme's user global styles record: with its edits for users who may change it,
 * else as they may read it (`context=view`), so an editor's or author's screens ask for nothing
 * the host would refuse. Undefined-free: loading until the host has said which.
 */
export function userGlobalStylesRecord<T extends EntityRecord = EntityRecord>(
  id: string,
): ReadableAtom<EntityRecordValue<T>> {
  const store = atom<EntityRecordValue<T>>(loadingRecord as EntityRecordValue<T>);
  onMount(store, () => {
    let unsubscribeRecord: (() => void) | undefined;
    const unsubscribeMay = $canUser('update', { kind: 'root', name: 'globalStyles', id }).subscribe(
      (may) => {
        unsubscribeRecord?.();
        unsubscribeRecord = undefined;
        if (may === undefined) return;
        const source = may
          ? entityRecord<T>('root', 'globalStyles', id)
          : viewRecord('root', 'globalStyles', id);
        unsubscribeRecord = source.subscribe((value) => store.set(value as EntityRecordValue<T>));
      },
    );
    return () => {
      unsubscribeMay();
      unsubscribeRecord?.();
    };
  });
  return store;
}

interface GlobalStylesRecord extends EntityRecord {
  _links?: Record<string, { href: string; count?: number }[] | undefined>;
}

/**
 * A user global styles record's links as the user may follow them: its revisions only for users
 * who may change the styles (the host refuses the revisions to the others, though it counts them
 * in the record it lets them read).
 */
function linksOf(id: string): ReadableAtom<Record<string, unknown> | undefined> {
  return computed(
    [
      $canUser('update', { kind: 'root', name: 'globalStyles', id }),
      userGlobalStylesRecord<GlobalStylesRecord>(id),
    ],
    (may, value) => {
      const links = value.record?._links as Record<string, unknown> | undefined;
      if (!links || may === true) return links;
      const { 'version-history': _revisions, ...readable } = links;
      return readable;
    },
  );
}

/** The `_links` of the active theme's user global styles record (undefined until known). */
const $globalStylesLinks: ReadableAtom<Record<string, unknown> | undefined> = (() => {
  const store = atom<Record<string, unknown> | undefined>(undefined);
  onMount(store, () => {
    let unsubscribeRecord: (() => void) | undefined;
    let currentId: string | undefined;
    const unsubscribeTheme = $activeTheme.subscribe((theme) => {
      if (theme.globalStylesId === currentId) return;
      currentId = theme.globalStylesId;
      unsubscribeRecord?.();
      unsubscribeRecord = currentId
        ? linksOf(currentId).subscribe((links) => store.set(links))
        : undefined;
    });
    return () => {
      unsubscribeTheme();
      unsubscribeRecord?.();
    };
  });
  return store;
})();

/** How many saved style revisions there are (undefined until known). */
export const $styleRevisionCount: ReadableAtom<number | undefined> = computed(
  $globalStylesLinks,
  (links) => (links?.['version-history'] as { count?: number }[] | undefined)?.[0]?.count,
);

/** The user may add CSS to the site's styles (the record's `wp:action-edit-css` link, spec 6). */
export const $canEditGlobalCss: ReadableAtom<boolean> = computed($globalStylesLinks, (links) =>
  Boolean((links?.['wp:action-edit-css'] as unknown[] | undefined)?.length),
);
