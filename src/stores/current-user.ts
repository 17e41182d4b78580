import { atom, onMount, task } from 'nanostores';
import { apiFetch } from '../api';

/** The signed-in user, from `GET /wp/v2/users/me?context=edit`. */
export interface CurrentUser {
  id: number;
  name: string;
  /** Avatar URLs by size (`'24'`, `'48'`, `'96'`). */
  avatar_urls: Record<string, string>;
  /** Capabilities and roles the user has, e.g. `{ edit_theme_options: true }`. */
  capabilities: Record<string, boolean>;
  meta?: { persisted_preferences?: unknown; [key: string]: unknown };
}

/** `undefined` while unknown (loads when first watched); `null` when the host would not say. */
export const $currentUser = atom<CurrentUser | null | undefined>(undefined);

let loading: Promise<CurrentUser | null> | undefined;

/** Loads the current user once; resolves with `null` when the host refuses or fails. */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  loading ??= task(async () => {
    try {
      const user = await apiFetch<CurrentUser>('wp/v2/users/me', { query: { context: 'edit' } });
      $currentUser.set(user);
      return user;
    } catch {
      $currentUser.set(null);
      return null;
    }
  });
  return loading;
}

onMount($currentUser, () => {
  void loadCurrentUser();
});

/** Forgets the user (signed out, or a fresh test). */
export function resetCurrentUser(): void {
  loading = undefined;
  $currentUser.set(undefined);
}
