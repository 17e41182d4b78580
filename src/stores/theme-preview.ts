// Theme preview and activation (spec 2.2, 4, 7): while `wp_theme_preview` names a theme, every
// screen shows that theme (the API client sends the parameter with each call); saving saves the
// edits, activates the theme through the host's themes.php, and drops the parameter.
import { atom, computed } from 'nanostores';
import { apiFetch } from '../api';
import { sendAdminRequest } from '../api/admin';
import { __ } from '../i18n/translate';
import { sprintf } from '../i18n/sprintf';
import { decodeEntities } from '../block-preview/escape';
import { $dirtyEntityRecords, type DirtyEntityRecord } from './entities';
import { $editorSettings } from './editor-settings';
import { errorText } from './error-text';
import { createErrorNotice, removeNotice } from './notices';
import { updateQuery } from './router';
import { $isActivatingTheme, saveChanges } from './save-changes';
import { $activeTheme, $themePreview } from './site';

export { $isActivatingTheme, $themePreview };

/** An installed theme, as the switcher lists it. */
export interface InstalledTheme {
  stylesheet: string;
  name: string;
  isBlockTheme: boolean;
  /** The theme the site really runs (not the previewed one). */
  active: boolean;
}

interface ThemeListItem {
  stylesheet: string;
  name?: { rendered?: string; raw?: string } | string;
  status?: string;
  is_block_theme?: boolean;
}

const themeName = (theme: ThemeListItem) =>
  decodeEntities(
    typeof theme.name === 'string' ? theme.name : (theme.name?.rendered ?? theme.name?.raw ?? ''),
  );

/** The host's theme list read into what the switcher and the prompt need. */
export function readInstalledThemes(list: readonly ThemeListItem[]): InstalledTheme[] {
  return list.map((theme) => ({
    stylesheet: theme.stylesheet,
    name: themeName(theme) || theme.stylesheet,
    isBlockTheme: theme.is_block_theme === true,
    active: theme.status === 'active',
  }));
}

/**
 * Every installed theme as the site runs (`wp_theme_preview` sent empty: the previewed theme
 * would otherwise be reported active). Only users who may switch themes can read the list.
 */
export async function fetchInstalledThemes(): Promise<InstalledTheme[]> {
  const list = await apiFetch<ThemeListItem[]>('wp/v2/themes', {
    query: { wp_theme_preview: '', _fields: 'stylesheet,name,status,is_block_theme' },
  });
  return readInstalledThemes(list);
}

/** The theme the site runs, for the prompt ('...' until known or when it cannot be read). */
export const $runningThemeName = atom('...');

/** The previewed theme's name once known, else '' (not previewing). */
export const $previewedThemeName = computed([$themePreview, $activeTheme], (preview, theme) =>
  preview ? theme.name || preview : '',
);

/** Reads the running theme's name for the prompt; failures keep '...' (spec 8). */
export function loadRunningThemeName(): void {
  fetchInstalledThemes().then(
    (themes) => $runningThemeName.set(themes.find((theme) => theme.active)?.name ?? '...'),
    () => {},
  );
}

/** Spec 4's prompt before activating. */
export function activationPrompt(running: string, previewed: string): string {
  return sprintf(
    __('Saving your changes will change your active theme from %1$s to %2$s.'),
    running,
    previewed,
  );
}

function activationNonce(): string {
  const fromSettings = $editorSettings.get().themeActivationNonce;
  if (fromSettings) return fromSettings;
  const global = (globalThis as { WP_BLOCK_THEME_ACTIVATE_NONCE?: unknown })
    .WP_BLOCK_THEME_ACTIVATE_NONCE;
  return typeof global === 'string' ? global : '';
}

const ACTIVATION_NOTICE = 'theme-activation-error';

/**
 * Saves the given records (all unsaved ones by default), then activates the previewed theme
 * (spec 7: themes.php?action=activate) and drops `wp_theme_preview`. A save that fails stops
 * before activating (its edits are kept); an activation the host refused, or did not do, keeps
 * the preview and says so. Resolves true once the theme is active.
 */
export async function activatePreviewedTheme(
  records: readonly DirtyEntityRecord[] = $dirtyEntityRecords.get(),
): Promise<boolean> {
  const stylesheet = $themePreview.get();
  if (!stylesheet || $isActivatingTheme.get()) return false;
  const name = $previewedThemeName.get();
  $isActivatingTheme.set(true);
  removeNotice(ACTIVATION_NOTICE);
  try {
    const failed = await saveChanges(records);
    if (failed.length > 0) return false;
    const query = new URLSearchParams({
      action: 'activate',
      stylesheet,
      _wpnonce: activationNonce(),
    });
    await sendAdminRequest(`themes.php?${query}`);
    // The page may answer 200 without switching (a login page, a plugin's redirect): ask.
    const themes = await fetchInstalledThemes();
    if (!themes.some((theme) => theme.active && theme.stylesheet === stylesheet)) {
      throw new Error(__('The site still runs its previous theme.'));
    }
    $runningThemeName.set(name);
    updateQuery({ wp_theme_preview: '' }, { replace: true });
    return true;
  } catch (error) {
    createErrorNotice(`${sprintf(__('%s could not be activated.'), name)} ${errorText(error)}`, {
      id: ACTIVATION_NOTICE,
    });
    return false;
  } finally {
    $isActivatingTheme.set(false);
  }
}
