import { atom, computed, type ReadableAtom, task } from 'nanostores';
import { apiFetch } from '../api';
import { $currentUser, type CurrentUser, loadCurrentUser } from './current-user';
import { type EntityKey, getEntityConfig, recordPath } from './entities/config';

export type PermissionAction = 'create' | 'read' | 'update' | 'delete';
/** `'media'` (a `wp/v2/` route) or an entity type, optionally one record of it. */
export type PermissionResource = string | { kind: string; name: string; id?: EntityKey };

// The HTTP method the host lists in `Allow` for each action, as WordPress does.
const METHODS: Record<PermissionAction, string> = {
  create: 'POST',
  read: 'GET',
  update: 'PUT',
  delete: 'DELETE',
};

/** Answers so far, by `action path`. */
const $permissions = atom<Record<string, boolean>>({});
const asking = new Map<string, Promise<void>>();

function resourcePath(resource: PermissionResource): string {
  if (typeof resource === 'string') return `wp/v2/${resource}`;
  return recordPath(getEntityConfig(resource.kind, resource.name), resource.id);
}

const answerId = (action: PermissionAction, path: string) => `${action} ${path}`;

/** One OPTIONS request per resource answers all four actions from its `Allow` header. */
function askHost(path: string): Promise<void> {
  let running = asking.get(path);
  if (!running) {
    running = task(async () => {
      let allowed: string[] = [];
      try {
        const response = await apiFetch(path, { method: 'OPTIONS', parse: false });
        allowed = (response.headers.get('Allow') ?? '')
          .split(',')
          .map((m) => m.trim().toUpperCase());
        // Only the header counts: the body (the route's schema) is let go, not left open.
        response.body?.cancel().catch(() => undefined);
      } catch {
        // Refused or unreachable: the user may do nothing here.
      }
      const answers = { ...$permissions.get() };
      for (const [action, method] of Object.entries(METHODS)) {
        answers[answerId(action as PermissionAction, path)] = allowed.includes(method);
      }
      $permissions.set(answers);
    });
    asking.set(path, running);
  }
  return running;
}

/**
 * Whether the current user may do `action` on a resource, asked once per resource:
 * `canUser('create', { kind: 'postType', name: 'wp_block' })`, `canUser('create', 'media')`.
 */
export async function canUser(action: PermissionAction, resource: PermissionResource) {
  const path = resourcePath(resource);
  const id = answerId(action, path);
  if (!(id in $permissions.get())) await askHost(path);
  return $permissions.get()[id] ?? false;
}

const stores = new Map<string, ReadableAtom<boolean | undefined>>();

/** `canUser` as a store: `undefined` while the host is asked, then `true` or `false`. */
export function $canUser(
  action: PermissionAction,
  resource: PermissionResource,
): ReadableAtom<boolean | undefined> {
  const path = resourcePath(resource);
  const id = answerId(action, path);
  let store = stores.get(id);
  if (!store) {
    // Asked whenever the answer is missing while watched: also after the answers were reset
    // (another user) while the store stayed mounted, when onMount would not run again.
    store = computed($permissions, (answers) => {
      if (!(id in answers)) void askHost(path);
      return answers[id];
    });
    stores.set(id, store);
  }
  return store;
}

function userHas(user: CurrentUser | null | undefined, capability: string) {
  if (user === undefined) return undefined;
  return user?.capabilities?.[capability] === true;
}

/**
 * Whether the current user has a capability, e.g. `hasCapability('edit_theme_options')`;
 * `undefined` until the user is known (asking starts loading the user).
 */
export function hasCapability(capability: string): boolean | undefined {
  const user = $currentUser.get();
  if (user === undefined) void loadCurrentUser();
  return userHas(user, capability);
}

/** `hasCapability` as a store, which loads the user when first watched. */
export function $hasCapability(capability: string): ReadableAtom<boolean | undefined> {
  return computed($currentUser, (user) => userHas(user, capability));
}

/** Additional CSS is offered when the global styles record links the edit-css action. */
export function canEditCss(globalStyles: { _links?: Record<string, unknown> } | undefined) {
  return Boolean(globalStyles?._links?.['wp:action-edit-css']);
}

/** Forgets every answer (another user, or a fresh test). */
export function resetPermissions(): void {
  asking.clear();
  $permissions.set({});
}
