// What the host keeps of a global styles value, as WordPress filters global styles on save: a
// style or setting value that would end its declaration, its rule or the <style> element it is
// printed into (`red;}</style><script>…`) is removed, and so is a key that would (custom
// properties take their names from settings.custom keys). Labels (a preset's name) are text,
// printed escaped, and custom CSS (`css`) is free text checked on its own (no markup).
import { staysInDeclaration } from '../../../src/global-styles/css';

const textKeys = new Set(['name', 'title', 'description', 'slug', 'css']);

/** A copy of `value` without the strings and keys that would leave their declaration. */
export function withoutUnsafeStyleValues(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return textKeys.has(key) || staysInDeclaration(value) ? value : undefined;
  }
  if (Array.isArray(value)) {
    return value.map((item) => withoutUnsafeStyleValues(item)).filter((item) => item !== undefined);
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries: Array<[string, unknown]> = [];
  for (const [name, item] of Object.entries(value)) {
    if (!staysInDeclaration(name)) continue;
    const kept = withoutUnsafeStyleValues(item, name);
    if (kept !== undefined) entries.push([name, kept]);
  }
  // fromEntries defines each key, so a `__proto__` key stays data.
  return Object.fromEntries(entries);
}
