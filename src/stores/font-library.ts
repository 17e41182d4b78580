// The font library's state and actions (spec 2.7, 4, 7, 8): the installed fonts (the theme's,
// from its theme.json, and the custom ones, the host's font-family records), which faces are
// active (the global styles settings, edited until Update saves them), install and uninstall.
// The font collections are font-collections.ts. Screens render these stores and call these
// actions.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { apiFetch, apiFetchList } from '../api';
import { errorText } from './error-text';
import { loadWhileWatched } from './load-while-watched';
import {
  downloadErrorMessage,
  type FontFace,
  type FontFaceRecord,
  type FontFamiliesSettings,
  type FontFamily,
  type FontFamilyRecord,
  type FontInstallHost,
  type FontOrigin,
  type InstallProgress,
  installFamilies,
  isSameFace,
  mergeInstalled,
  sortFamilies,
  toggleFace,
  toggleFamily,
  withoutFamily,
} from '../fonts';
import { __, sprintf } from '../i18n';
import {
  editEntityRecord,
  saveEditedEntityRecord,
  saveEntityRecord,
  saveErrorNoticeId,
} from './entities';
import { createErrorNotice, createSuccessNotice, removeNotice } from './notices';
import { $activeTheme } from './site';
import { $globalStylesEntity, $themeGlobalStyles } from './site-styles';

/** The global styles record, as far as fonts are concerned. */
type GlobalStylesRecord = {
  id: number | string;
  settings?: { typography?: { fontFamilies?: FontFamiliesSettings } };
  [key: string]: unknown;
};

// ---------------------------------------------------------------------------------------------
// Installed custom fonts (the host's records)

export interface InstalledFonts {
  status: 'loading' | 'ready' | 'error';
  families: FontFamily[];
  error?: string;
}

/** A font-family record with its embedded faces, as the library lists it. */
export function familyFromRecord(record: FontFamilyRecord): FontFamily {
  const faces: FontFace[] = (record._embedded?.font_faces ?? []).map((face: FontFaceRecord) => ({
    ...face.font_face_settings,
    id: face.id,
  }));
  return {
    ...(record.font_family_settings as FontFamily),
    id: record.id,
    source: 'custom',
    fontFace: faces,
  };
}

export const $customFonts = atom<InstalledFonts>({ status: 'loading', families: [] });

/** Reads the installed families; a failure is kept in the store, and thrown. */
async function readCustomFonts(): Promise<void> {
  const { families } = $customFonts.get();
  $customFonts.set({ status: 'loading', families });
  try {
    const records = await apiFetchList<FontFamilyRecord>('wp/v2/font-families', {
      query: { _embed: true, per_page: -1 },
    });
    $customFonts.set({ status: 'ready', families: records.items.map(familyFromRecord) });
  } catch (error) {
    $customFonts.set({ status: 'error', families: [], error: errorText(error) });
    throw error;
  }
}

// Read each time the library is opened; while open, read again after a failure.
const reloadCustomFonts = loadWhileWatched($customFonts, readCustomFonts, () => false);

/** Reads the installed families again (after an install); a failure shows in the store. */
export function loadCustomFonts(): Promise<void> {
  return reloadCustomFonts();
}

// ---------------------------------------------------------------------------------------------
// Theme fonts and the activation lists

/** The theme's own families (its theme.json), marked as theme fonts. */
export const $themeFonts: ReadableAtom<FontFamily[]> = computed($themeGlobalStyles, (theme) => {
  if (theme.status !== 'ready') return [];
  const settings = theme.value.settings as GlobalStylesRecord['settings'];
  return (settings?.typography?.fontFamilies?.theme ?? []).map((family) => ({
    ...family,
    source: 'theme' as const,
  }));
});

const globalStylesId = () => $activeTheme.get().globalStylesId;

/** The user's global styles record, saved and as edited (empty until loaded or without one). */
export const $globalStylesRecord: ReadableAtom<{
  saved?: GlobalStylesRecord;
  edited?: GlobalStylesRecord;
}> = computed($globalStylesEntity, (entity) => {
  if (entity.status !== 'record') return {};
  const record = entity.value.record as GlobalStylesRecord | undefined;
  const edited = entity.value.edited as GlobalStylesRecord | undefined;
  return { ...(record ? { saved: record } : {}), ...(edited ? { edited } : {}) };
});

const familiesOf = (record: GlobalStylesRecord | undefined) =>
  record?.settings?.typography?.fontFamilies;

/**
 * The activation lists: the user's settings where they list an origin; else every theme font is
 * active (the theme's own list) and no custom font is.
 */
export const $activeFonts: ReadableAtom<{ theme: FontFamily[]; custom: FontFamily[] }> = computed(
  [$globalStylesRecord, $themeFonts],
  ({ edited }, themeFonts) => {
    const user = familiesOf(edited);
    return {
      theme: user?.theme ?? themeFonts,
      custom: user?.custom ?? [],
    };
  },
);

/** Whether the font-family settings have edits Update would save (spec 4). */
export const $fontFamiliesDirty: ReadableAtom<boolean> = computed(
  $globalStylesRecord,
  ({ saved, edited }) =>
    JSON.stringify(familiesOf(saved) ?? null) !== JSON.stringify(familiesOf(edited) ?? null),
);

function editFontFamilies(next: FontFamiliesSettings): void {
  const id = globalStylesId();
  if (!id) return;
  const { edited } = $globalStylesRecord.get();
  const settings = edited?.settings ?? {};
  editEntityRecord('root', 'globalStyles', id, {
    settings: {
      ...settings,
      typography: { ...(settings.typography ?? {}), fontFamilies: next },
    },
  });
}

/**
 * The lists an edit starts from: the user's own, with the active custom fonts. The theme's list
 * is written only where the user's record has one, or when a theme font is toggled: writing it
 * before the theme's fonts are known (an upload finishing first) would write an empty list and
 * turn every theme font off.
 */
function currentLists(): FontFamiliesSettings {
  const { edited } = $globalStylesRecord.get();
  return { ...(familiesOf(edited) ?? {}), custom: $activeFonts.get().custom };
}

/** One origin's active list: the theme's is the theme's own until the user changed it. */
function activeList(lists: FontFamiliesSettings, origin: FontOrigin): FontFamily[] {
  return origin === 'theme' ? $activeFonts.get().theme : (lists.custom ?? []);
}

const originOf = (family: FontFamily): FontOrigin =>
  family.source === 'theme' ? 'theme' : 'custom';

/** Spec 4: toggles a face in the pending settings (removing the last face removes the family). */
export function toggleActiveFace(family: FontFamily, face: FontFace): void {
  const lists = currentLists();
  const origin = originOf(family);
  editFontFamilies({ ...lists, [origin]: toggleFace(activeList(lists, origin), family, face) });
}

/** Toggles every face of a family at once. */
export function toggleActiveFamily(family: FontFamily): void {
  const lists = currentLists();
  const origin = originOf(family);
  editFontFamilies({ ...lists, [origin]: toggleFamily(activeList(lists, origin), family) });
}

/** Update: saves the global styles settings (spec 8 messages). */
export async function saveFontFamilies(): Promise<boolean> {
  const id = globalStylesId();
  if (!id) return false;
  // A later save (the user's, or a retry once the host is back) takes the failure away.
  const failureNotice = saveErrorNoticeId({ kind: 'root', name: 'globalStyles', key: id });
  try {
    await saveEditedEntityRecord('root', 'globalStyles', id);
    removeNotice(failureNotice);
    createSuccessNotice(__('Font family updated successfully.'), { type: 'snackbar' });
    return true;
  } catch (error) {
    createErrorNotice(
      sprintf(__('There was an error updating the font family. %s'), errorText(error)),
      { id: failureNotice },
    );
    return false;
  }
}

/**
 * Saves only the font families (after an install or uninstall): other pending edits of the
 * global styles stay pending, with the new families under them.
 */
async function saveFontFamiliesNow(next: FontFamiliesSettings): Promise<void> {
  const id = globalStylesId();
  if (!id) return;
  const settings = $globalStylesRecord.get().saved?.settings ?? {};
  await saveEntityRecord('root', 'globalStyles', {
    id,
    settings: { ...settings, typography: { ...(settings.typography ?? {}), fontFamilies: next } },
  });
  editFontFamilies(next);
}

// ---------------------------------------------------------------------------------------------
// Uninstall

export async function uninstallFamily(family: FontFamily): Promise<boolean> {
  if (family.id === undefined || family.source === 'theme') return false;
  try {
    await apiFetch(`wp/v2/font-families/${family.id}`, {
      method: 'DELETE',
      query: { force: true },
    });
  } catch (error) {
    createErrorNotice(
      `${__('There was an error uninstalling the font family.')} ${errorText(error)}`,
    );
    return false;
  }
  try {
    const lists = currentLists();
    await saveFontFamiliesNow({
      ...lists,
      custom: withoutFamily(lists.custom ?? [], family.slug),
    });
  } catch {
    // The family is gone from the host; the settings still name it until the next save.
  }
  $customFonts.set({
    ...$customFonts.get(),
    families: $customFonts.get().families.filter((entry) => entry.id !== family.id),
  });
  createSuccessNotice(__('Font family uninstalled successfully.'), { type: 'snackbar' });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Install

export const $installing = atom<InstallProgress | null>(null);

/** The host calls of the install flow, through the one client. */
const host: FontInstallHost = {
  async findFamily(slug) {
    const found = await apiFetch<FontFamilyRecord[]>('wp/v2/font-families', {
      query: { slug, _embed: true },
    });
    const record = found[0];
    if (!record) return undefined;
    return { id: record.id, faces: familyFromRecord(record).fontFace ?? [] };
  },
  async createFamily(family) {
    const { fontFace: _faces, category: _category, id: _id, source: _source, ...settings } = family;
    const body = new FormData();
    body.append('font_family_settings', JSON.stringify(settings));
    const created = await apiFetch<FontFamilyRecord>('wp/v2/font-families', {
      method: 'POST',
      body,
    });
    return created.id;
  },
  async uploadFace(familyId, face, file, fileName) {
    const body = new FormData();
    const { id: _id, ...settings } = face;
    body.append('font_face_settings', JSON.stringify({ ...settings, src: 'file-0-0' }));
    body.append('file-0-0', file, fileName);
    const saved = await apiFetch<FontFaceRecord>(`wp/v2/font-families/${familyId}/font-faces`, {
      method: 'POST',
      body,
    });
    return { ...saved.font_face_settings, id: saved.id };
  },
  async deleteFamily(familyId) {
    await apiFetch(`wp/v2/font-families/${familyId}`, { method: 'DELETE', query: { force: true } });
  },
  async download(url) {
    let response: Response;
    try {
      response = await fetch(url);
    } catch {
      throw new Error(downloadErrorMessage(url, 0));
    }
    if (!response.ok) throw new Error(downloadErrorMessage(url, response.status));
    return response.blob();
  },
};

/**
 * The install flow (spec 4): installs, merges the installed faces into the custom fonts, saves
 * the settings and refreshes the library; says how it went (spec 8). Resolves true when every
 * face made it.
 */
export async function installFonts(families: FontFamily[]): Promise<boolean> {
  if ($installing.get()) return false;
  $installing.set({ facesDone: 0, facesTotal: 0, bytesDone: 0, bytesTotal: 0 });
  try {
    const { installed, errors } = await installFamilies(families, host, (progress) =>
      $installing.set(progress),
    );
    if (installed.length > 0) {
      await loadCustomFonts();
      // Activated under the host's slug, not the one we sent: the host sanitizes it (a family
      // named in another script gets a percent-encoded slug), and the library matches installed
      // families to the activation lists by slug. Gutenberg also activates the host's data.
      const hosted = $customFonts.get().families;
      const activated = installed.map((family) => ({
        ...family,
        slug: hosted.find((entry) => entry.id === family.id)?.slug ?? family.slug,
      }));
      const lists = currentLists();
      try {
        await saveFontFamiliesNow({
          ...lists,
          custom: mergeInstalled(lists.custom ?? [], activated),
        });
      } catch (error) {
        const message = errorText(error);
        if (!errors.includes(message)) errors.push(message);
      }
    }
    if (errors.length > 0) {
      createErrorNotice([__('There was an error installing fonts.'), ...errors].join(' '));
      return false;
    }
    createSuccessNotice(__('Fonts were installed successfully.'), { type: 'snackbar' });
    return true;
  } finally {
    $installing.set(null);
  }
}

/** Whether a face of a family is installed already (same weight and style on the host). */
export function isInstalledFace(slug: string, face: FontFace): boolean {
  const family = $customFonts.get().families.find((entry) => entry.slug === slug);
  return family?.fontFace?.some((installed) => isSameFace(installed, face)) ?? false;
}

/** Theme fonts then custom ones, each by name. */
export const $libraryFonts: ReadableAtom<{ theme: FontFamily[]; custom: FontFamily[] }> = computed(
  [$themeFonts, $customFonts],
  (theme, custom) => ({ theme: sortFamilies(theme), custom: sortFamilies(custom.families) }),
);
