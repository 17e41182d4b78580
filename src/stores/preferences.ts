import { atom, computed, onMount, task } from 'nanostores';
import { apiFetch } from '../api';
import { loadCurrentUser } from './current-user';

/** `core/edit-site` for the site editor's own keys, `core` for those every editor shares. */
export type PreferenceScope = 'core/edit-site' | 'core' | (string & {});
export type Preferences = Record<string, Record<string, unknown>>;

// Spec section 9, and where WordPress keeps each key.
export const PREFERENCE_DEFAULTS: Preferences = {
  'core/edit-site': {
    welcomeGuide: true,
    welcomeGuideStyles: true,
    welcomeGuidePage: true,
    welcomeGuideTemplate: true,
  },
  core: {
    editorMode: 'visual',
    editorTool: 'edit',
    fixedToolbar: false,
    openPanels: ['post-status'],
    showBlockBreadcrumbs: true,
    showIconLabels: false,
    showListViewByDefault: false,
    distractionFree: false,
  },
};

/** How long after the last change the preferences are sent to the host. */
export const PREFERENCES_SAVE_DELAY = 1000;

/** What is persisted: the user's own values by scope, and `_modified` (an ISO date). */
type Persisted = Record<string, unknown> & { _modified?: string };

const $userPreferences = atom<Preferences>({});
/** The user's own values are in (until then `$preferences` holds the defaults). */
export const $preferencesLoaded = atom(false);
let loading: Promise<void> | undefined;
let storageKey = 'site-editor-preferences-guest';
let hostKeepsThem = false;
let modified: string | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** Every preference: the user's values over the defaults. Loads the user's when first watched. */
export const $preferences = computed($userPreferences, (user) => {
  const merged: Preferences = {};
  for (const scope of new Set([...Object.keys(PREFERENCE_DEFAULTS), ...Object.keys(user)])) {
    merged[scope] = { ...PREFERENCE_DEFAULTS[scope], ...user[scope] };
  }
  return merged;
});

onMount($preferences, () => {
  void loadPreferences();
});

function readLocal(): Persisted | undefined {
  try {
    const text = localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as Persisted) : undefined;
  } catch {
    return undefined;
  }
}

function writeLocal(data: Persisted): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(data));
  } catch {
    // Storage full or blocked (sandboxed frame): the values live until the page closes.
  }
}

function isPersisted(value: unknown): value is Persisted {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The newer of two copies by `_modified` (a copy without a date loses). */
function newer(a: Persisted | undefined, b: Persisted | undefined): Persisted | undefined {
  if (!a || !b) return a ?? b;
  return (a._modified ?? '') >= (b._modified ?? '') ? a : b;
}

function mergeScopes(base: Preferences, over: Preferences): Preferences {
  const merged: Preferences = { ...base };
  for (const [scope, values] of Object.entries(over)) merged[scope] = { ...base[scope], ...values };
  return merged;
}

/**
 * Loads the user's preferences once: from the host (`meta.persisted_preferences` of
 * `users/me`) or this browser's copy, whichever is newer. Values set meanwhile win.
 */
export function loadPreferences(): Promise<void> {
  loading ??= task(async () => {
    const user = await loadCurrentUser();
    storageKey = `site-editor-preferences-${user?.id ?? 'guest'}`;
    const remote = user?.meta?.persisted_preferences;
    // The host keeps them when it has the field at all: WordPress answers `[]` (PHP's empty
    // array) for a user who has none yet.
    hostKeepsThem = isPersisted(remote) || (Array.isArray(remote) && remote.length === 0);
    const chosen = newer(isPersisted(remote) ? remote : undefined, readLocal());
    const { _modified, ...loaded } = chosen ?? {};
    modified ??= typeof _modified === 'string' ? _modified : undefined;
    $userPreferences.set(mergeScopes(loaded as Preferences, $userPreferences.get()));
    $preferencesLoaded.set(true);
  });
  return loading;
}

/** Sends the preferences to the host now instead of after the delay. */
export function flushPreferences(): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = undefined;
  return task(async () => {
    await loadPreferences();
    const persisted: Persisted = { ...$userPreferences.get(), _modified: modified };
    writeLocal(persisted);
    if (!hostKeepsThem) return;
    try {
      const body = { meta: { persisted_preferences: persisted } };
      await apiFetch('wp/v2/users/me', { method: 'POST', body });
    } catch {
      // Kept in this browser; the host is tried again with the next change.
    }
  });
}

/** The value of a preference (the default until the user's values are loaded). */
export function getPreference<T = unknown>(scope: PreferenceScope, key: string): T {
  return $preferences.get()[scope]?.[key] as T;
}

/** Changes a preference at once, and saves it for the user shortly after. */
export function setPreference(scope: PreferenceScope, key: string, value: unknown): void {
  const current = $userPreferences.get();
  $userPreferences.set({ ...current, [scope]: { ...current[scope], [key]: value } });
  modified = new Date().toISOString();
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void flushPreferences(), PREFERENCES_SAVE_DELAY);
}

export function togglePreference(scope: PreferenceScope, key: string): void {
  setPreference(scope, key, !getPreference(scope, key));
}

/** Forgets the loaded preferences (another user, or a fresh test). */
export function resetPreferences(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = undefined;
  loading = undefined;
  modified = undefined;
  hostKeepsThem = false;
  $userPreferences.set({});
  $preferencesLoaded.set(false);
}
