// Editing one kind of preset as the Styles panel does: the user's presets are keyed by origin
// (`settings.typography.fontSizes`, `settings.shadow.presets`), and a user list for an origin
// replaces that origin's list from below (the base: the host's defaults and the theme). Edits
// start from what the panel shows, the user's list if there is one, else the base's, and
// return a new keyed value for the store to write; an edit that changes nothing returns the
// value it was given (`{}` for `undefined`), so a store can tell.

/** The origins whose presets the Styles panel lists and edits. */
export type PresetOrigin = 'default' | 'theme' | 'custom';

/** One preset kind's lists keyed by origin, as `settings` holds them. */
export type PresetsByOrigin<T> = Partial<Record<PresetOrigin, T[]>>;

interface Slugged {
  slug: string;
}

/** The list the panel shows for `origin`: the user's, else the base's. */
export function presetsIn<T>(
  user: PresetsByOrigin<T> | undefined,
  base: PresetsByOrigin<T> | undefined,
  origin: PresetOrigin,
): T[] {
  return user?.[origin] ?? base?.[origin] ?? [];
}

/** `user` with `origin`'s list replaced, or dropped when `list` is undefined. */
export function withPresets<T>(
  user: PresetsByOrigin<T> | undefined,
  origin: PresetOrigin,
  list: T[] | undefined,
): PresetsByOrigin<T> {
  if (list === undefined && user !== undefined && !(origin in user)) return user;
  const next: PresetsByOrigin<T> = { ...user };
  if (list === undefined) delete next[origin];
  else next[origin] = list;
  return next;
}

/**
 * The number of the next preset named `{prefix}{n}`: one more than the highest `n` among the
 * slugs, as WordPress picks it. Gaps are not reused, so a deleted preset's slug (which saved
 * content may still reference) never comes back as a different preset.
 */
export function nextPresetNumber(presets: readonly Slugged[], prefix: string): number {
  let highest = 0;
  for (const { slug } of presets) {
    if (typeof slug !== 'string' || !slug.startsWith(prefix)) continue;
    const rest = slug.slice(prefix.length);
    if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return highest + 1;
}

/**
 * `user` with the preset `slug` of `origin` replaced by `change(preset)`. Unchanged (the same
 * object) when there is no such preset or `change` returns it as it was.
 */
export function updatePreset<T extends Slugged>(
  user: PresetsByOrigin<T> | undefined,
  base: PresetsByOrigin<T> | undefined,
  origin: PresetOrigin,
  slug: string,
  change: (preset: T) => T,
): PresetsByOrigin<T> {
  const list = presetsIn(user, base, origin);
  const index = list.findIndex((preset) => preset.slug === slug);
  const current = list[index];
  if (current === undefined) return user ?? {};
  const updated = change(current);
  if (updated === current) return user ?? {};
  return withPresets(
    user,
    origin,
    list.map((preset, i) => (i === index ? updated : preset)),
  );
}

/** `user` without the custom preset `slug`; other origins' presets cannot be deleted. */
export function deleteCustomPreset<T extends Slugged>(
  user: PresetsByOrigin<T> | undefined,
  origin: PresetOrigin,
  slug: string,
): PresetsByOrigin<T> {
  const list = user?.[origin] ?? [];
  if (origin !== 'custom' || !list.some((preset) => preset.slug === slug)) return user ?? {};
  return withPresets(
    user,
    origin,
    list.filter((preset) => preset.slug !== slug),
  );
}

/**
 * Renames a custom preset. Other origins' presets cannot be renamed, and a name of only
 * spaces is ignored; a name with text is kept as typed, as WordPress keeps it.
 */
export function renameCustomPreset<T extends Slugged & { name?: string }>(
  user: PresetsByOrigin<T> | undefined,
  origin: PresetOrigin,
  slug: string,
  name: string,
): PresetsByOrigin<T> {
  if (origin !== 'custom' || name.trim() === '') return user ?? {};
  return updatePreset(user, undefined, origin, slug, (preset) =>
    preset.name === name ? preset : { ...preset, name },
  );
}

/** Whether two presets (plain JSON) hold the same values, key order aside. */
export function samePresetValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    samePresetValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
