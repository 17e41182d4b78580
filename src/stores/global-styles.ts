// Editing the site's global styles (spec 2.4): the theme's base styles, the user's record with
// its unsaved edits, and the two merged as the site gets them; the actions every Styles control
// calls. Each change is an edit of the user's global styles record through the entity stores,
// so the previews, another element on the page and a host script see it at once, undo and redo
// step through it, and the save button saves it. Only the Styles screens (a lazy chunk) import
// this module: the merge code stays out of the first screen.
import { atom, computed, onMount, type ReadableAtom, task } from 'nanostores';
import { apiFetch } from '../api';
import {
  type JsonObject,
  mergeGlobalStyles,
  type ThemeJson,
  type ThemeJsonSettings,
  type ThemeJsonStyles,
} from '../global-styles';
import { isObject } from '../global-styles/json';
import { withValueAt } from '../global-styles/user-edits';
import { variationKind, withPreset } from '../global-styles/variations';

export { variationKind };
import { editEntityRecord } from './entities';
import { errorText } from './error-text';
import { $activeTheme } from './site';
import { $blockTypes, $globalStylesEntity, $themeGlobalStyles } from './site-styles';

export interface GlobalStylesState {
  status: 'loading' | 'ready' | 'error';
  /** Why it could not load. */
  message?: string;
  /** The record's id; undefined when the theme has none (nothing can be edited). */
  recordId: string | undefined;
  /** The theme's styles (defaults included), as the host serves them. */
  base: ThemeJson;
  /** The user's styles and settings, with unsaved edits. */
  user: { styles: ThemeJsonStyles; settings: ThemeJsonSettings };
  /** What the site gets: base and user merged, presets keyed by origin. */
  merged: JsonObject;
  /** The user may add CSS (the record's `wp:action-edit-css` link, spec 6). */
  canEditCss: boolean;
  /** Saved revisions of the record (its `version-history` count), 0 without any. */
  revisionCount: number;
  /** The saved record's styles and settings differ from the edited ones (there is something to save). */
  isDirty: boolean;
}

const EMPTY = { styles: {}, settings: {} };

export const $globalStyles: ReadableAtom<GlobalStylesState> = computed(
  [$themeGlobalStyles, $globalStylesEntity, $blockTypes],
  (theme, entity, blockTypes): GlobalStylesState => {
    const none = { recordId: undefined, base: {}, user: EMPTY, merged: {}, canEditCss: false };
    const counts = { revisionCount: 0, isDirty: false };
    if (theme.status === 'error' || (entity.status === 'record' && entity.value.error)) {
      const message =
        theme.status === 'error'
          ? theme.message
          : entity.status === 'record'
            ? entity.value.error?.message
            : undefined;
      return { status: 'error', ...(message ? { message } : {}), ...none, ...counts };
    }
    if (theme.status !== 'ready' || entity.status === 'loading' || blockTypes.status === 'loading')
      return { status: 'loading', ...none, ...counts };
    if (entity.status === 'record' && !entity.value.edited)
      return { status: 'loading', ...none, ...counts };
    const record = entity.status === 'record' ? entity.value.edited : undefined;
    const user = {
      styles: isObject(record?.styles) ? (record.styles as ThemeJsonStyles) : {},
      settings: isObject(record?.settings) ? (record.settings as ThemeJsonSettings) : {},
    };
    const links = (record?._links ?? {}) as Record<string, { count?: number }[] | undefined>;
    const merged = mergeGlobalStyles(
      { theme: theme.value, user },
      { blockTypes: blockTypes.status === 'ready' ? blockTypes.value : [] },
    );
    return {
      status: 'ready',
      recordId: record ? String(record.id) : undefined,
      base: theme.value,
      user,
      merged,
      canEditCss: Boolean(links['wp:action-edit-css']?.length),
      revisionCount: links['version-history']?.[0]?.count ?? 0,
      isDirty:
        entity.status === 'record' &&
        ('styles' in entity.value.edits || 'settings' in entity.value.edits),
    };
  },
);

type Tree = 'styles' | 'settings';

/**
 * Sets (or, with `undefined`, clears) one value of the user's styles or settings: `path` inside
 * the tree, e.g. `['color', 'text']` or `['blocks', 'core/button', 'color', 'background']`.
 * Edits of one path in quick succession undo as one step.
 */
export function setUserValue(tree: Tree, path: readonly string[], value: unknown): void {
  const { recordId, user } = $globalStyles.get();
  if (!recordId) return;
  const next = withValueAt(user[tree], path, value);
  editEntityRecord(
    'root',
    'globalStyles',
    recordId,
    { [tree]: next },
    {
      mergeKey: `${tree}.${path.join('.')}`,
    },
  );
}

/** A style value: `setStyle(['typography', 'fontSize'], '2rem', 'core/button')`. */
export function setStyle(path: readonly string[], value: unknown, blockName?: string): void {
  setUserValue('styles', blockName ? ['blocks', blockName, ...path] : path, value);
}

/** A setting: `setSetting(['color', 'palette', 'custom'], [...])`. */
export function setSetting(path: readonly string[], value: unknown, blockName?: string): void {
  setUserValue('settings', blockName ? ['blocks', blockName, ...path] : path, value);
}

/** Replaces the user's styles and settings at once, as one undo step (a variation, a reset). */
export function setUserConfig(config: { styles?: JsonObject; settings?: JsonObject }): void {
  const { recordId } = $globalStyles.get();
  if (!recordId) return;
  editEntityRecord('root', 'globalStyles', recordId, {
    styles: config.styles ?? {},
    settings: config.settings ?? {},
  });
}

/**
 * `settings` with the user's font families kept (installed fonts, and which theme fonts are on):
 * the font library manages them, so a reset or a style variation leaves them (dropping them
 * would turn fonts off). A variation's own font list (plain, the theme's) takes the theme's place.
 */
function withInstalledFonts(settings: JsonObject, userSettings: JsonObject): JsonObject {
  const own = fontFamiliesOf(userSettings);
  if (own === undefined) return settings;
  const typography = isObject(settings.typography) ? settings.typography : {};
  const families = typography.fontFamilies;
  const byOrigin = Array.isArray(families)
    ? { theme: families }
    : isObject(families)
      ? families
      : {};
  return { ...settings, typography: { ...typography, fontFamilies: { ...own, ...byOrigin } } };
}

function fontFamiliesOf(settings: JsonObject): JsonObject | undefined {
  const typography = settings.typography;
  const families = isObject(typography) ? typography.fontFamilies : undefined;
  return isObject(families) ? families : undefined;
}

/** The user's settings without their font families (the font library's, not a style choice). */
export function withoutFontFamilies(settings: JsonObject): JsonObject {
  return withValueAt(settings, ['typography', 'fontFamilies'], undefined);
}

/** Reset styles (spec 2.4): the user's styles cleared, as an edit to save or undo. */
export function resetGlobalStyles(): void {
  const { user } = $globalStyles.get();
  setUserConfig({ styles: {}, settings: withInstalledFonts({}, user.settings) });
}

/** Has the user changed anything from the theme (the record with its edits), fonts aside? */
export const $hasUserStyles = computed($globalStyles, ({ user }) => {
  return (
    Object.keys(user.styles).length > 0 ||
    Object.keys(withoutFontFamilies(user.settings)).length > 0
  );
});

export interface StyleVariation extends ThemeJson {
  title: string;
  description?: string;
}

type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string };

/** The active theme's style variations (`styles/*.json`), loaded when first watched. */
export const $styleVariations: ReadableAtom<Loaded<StyleVariation[]>> = (() => {
  const store = atom<Loaded<StyleVariation[]>>({ status: 'loading' });
  onMount(store, () =>
    $activeTheme.subscribe(({ stylesheet }) => {
      if (!stylesheet) return;
      void task(async () => {
        try {
          const value = await apiFetch<StyleVariation[]>(
            `wp/v2/global-styles/themes/${encodeURIComponent(stylesheet)}/variations`,
          );
          if ($activeTheme.get().stylesheet === stylesheet) store.set({ status: 'ready', value });
        } catch (error) {
          store.set({ status: 'error', message: errorText(error) });
        }
      });
    }),
  );
  return store;
})();

/**
 * Applies a style variation as an edit: a whole style replaces the user's styles (keeping the
 * installed fonts); a colour or typography preset replaces only that property, everywhere.
 */
export function applyStyleVariation(variation: ThemeJson): void {
  const { user } = $globalStyles.get();
  const kind = variationKind(variation);
  const styles = (variation.styles ?? {}) as JsonObject;
  const settings = (variation.settings ?? {}) as JsonObject;
  if (kind === 'full') {
    setUserConfig({ styles, settings: withInstalledFonts(settings, user.settings) });
    return;
  }
  const nextSettings = withPreset(user.settings, settings, kind);
  setUserConfig({
    styles: withPreset(user.styles, styles, kind),
    settings:
      kind === 'typography' ? withInstalledFonts(nextSettings, user.settings) : nextSettings,
  });
}
