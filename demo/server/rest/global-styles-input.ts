// What a write to the user's global styles stores, checked before anything is saved: `styles`
// and `settings` may only hold theme.json's top-level keys (a 400 names each unknown one), blocks
// and elements theme.json does not know are dropped as WordPress drops them, values that would
// leave their CSS declaration are removed, and custom CSS (the root's, a block's, a variation's)
// may only change for users with edit_css and must be a string without markup.
import { hasCap } from '../auth/current-user';
import type { UserGlobalStyles } from '../site/global-styles';
import { withoutUnsafeStyleValues } from '../site/style-values';
import {
  type GlobalStylesPart,
  unknownTopLevelKeys,
  withoutUnknownNodes,
} from '../site/theme-json-keys';
import type { RestContext } from './context';
import { RestError, authStatus, invalidParams } from './errors';

type JsonObject = Record<string, unknown>;

const parts: GlobalStylesPart[] = ['styles', 'settings'];

/** The record a write would store: the body's `styles` and `settings`, else the current ones. */
export function globalStylesFromBody(
  ctx: RestContext,
  current: UserGlobalStyles,
): UserGlobalStyles {
  const problems: Record<string, string> = {};
  for (const part of parts) {
    const value = ctx.body[part] as JsonObject | undefined;
    if (value === undefined) continue;
    for (const key of unknownTopLevelKeys(part, value)) {
      problems[`${part}.${key}`] = `${key} is not a valid theme.json ${part} property.`;
    }
  }
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  const read = (part: GlobalStylesPart): JsonObject => {
    const value = ctx.body[part] as JsonObject | undefined;
    if (value === undefined) return current[part];
    return withoutUnsafeStyleValues(withoutUnknownNodes(part, value)) as JsonObject;
  };
  const next = { styles: read('styles'), settings: read('settings') };
  checkCustomCss(ctx, next.styles, current.styles);
  return next;
}

/** Every `css` value of a styles tree (root, blocks, elements, variations) by its dotted path. */
function customCss(node: JsonObject, path: string, found = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'css') found.set(`${path}.css`, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      customCss(value as JsonObject, `${path}.${key}`, found);
    }
  }
  return found;
}

/**
 * Custom CSS may only change for users with edit_css (WordPress drops it from their saves; the
 * host refuses instead, so nothing is lost without a word). A changed value must be a string
 * (WordPress 7.1's rest_custom_css_invalid_type) and carry no markup.
 */
function checkCustomCss(ctx: RestContext, next: JsonObject, previous: JsonObject): void {
  const after = customCss(next, 'styles');
  const before = customCss(previous, 'styles');
  const changed = [...new Set([...after.keys(), ...before.keys()])].filter(
    (path) => after.get(path) !== before.get(path),
  );
  if (changed.length === 0) return;
  if (!hasCap(ctx.user, 'edit_css')) {
    throw new RestError(
      'rest_cannot_edit_css',
      'Sorry, you are not allowed to add custom CSS.',
      authStatus(ctx.user.id),
    );
  }
  for (const path of changed) {
    const css = after.get(path);
    if (css === undefined) continue;
    if (typeof css !== 'string') {
      throw new RestError('rest_custom_css_invalid_type', 'CSS must be a string.', 400, {
        params: { [path]: 'CSS must be a string.' },
      });
    }
    if (/<\/?\w+/.test(css)) {
      throw new RestError('rest_custom_css_illegal_markup', 'Markup is not allowed in CSS.', 400, {
        params: { [path]: 'Markup is not allowed in CSS.' },
      });
    }
  }
}
