// Preset classes: block markup names presets by class (`has-base-color`,
// `has-large-font-size`), so every preset with classes gets one rule per class, after all
// other styles and with `!important` so the chosen preset wins over global styles.
import { toRuleset } from './css';
import { PRESET_KINDS, presetSlugs } from './presets';
import { appendToSelector } from './selectors';
import type { Origin } from './types';

/**
 * The preset classes of a settings node. `scope` is the block's selector for block-level
 * presets (`.wp-block-group.has-x-color`), `''` for the top level.
 */
export function presetClassRules(
  settingsNode: unknown,
  scope: string,
  origins: readonly Origin[],
): string {
  let css = '';
  for (const kind of PRESET_KINDS) {
    if (kind.classes.length === 0) continue;
    const slugs = presetSlugs(settingsNode, kind, origins);
    for (const [suffix, property] of kind.classes) {
      for (const slug of slugs) {
        const className = `.has-${slug}${suffix}`;
        const selector = scope === '' ? className : appendToSelector(scope, className);
        css += toRuleset(selector, [
          { name: property, value: `var(${kind.variable}${slug}) !important` },
        ]);
      }
    }
  }
  return css;
}
