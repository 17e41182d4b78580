// Spacing presets generated from `settings.spacing.spacingScale`: a medium step with slug `50`,
// steps below it (`40`, `30`...) and above it (`60`, `70`...), named in t-shirt sizes. Block
// markup refers to them by slug (`var:preset|spacing|50`), so every theme's scale yields the
// same slugs.
import { __ } from '../i18n/translate';
import { sprintf } from '../i18n/sprintf';
import { isNumeric, roundTo } from './numbers';
import type { SpacingScale, SpacingSizePreset } from './types';

function isValidScale(scale: SpacingScale): boolean {
  return (
    isNumeric(scale.steps) &&
    Number(scale.steps) !== 0 &&
    isNumeric(scale.mediumStep) &&
    typeof scale.unit === 'string' &&
    (scale.operator === '+' || scale.operator === '*') &&
    isNumeric(scale.increment)
  );
}

function cssUnit(unit: string): string {
  return unit === '%' ? '%' : unit.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** The sizes a scale describes, smallest first; `[]` when the scale is incomplete or 0 steps. */
export function spacingSizesFromScale(scale: SpacingScale): SpacingSizePreset[] {
  if (!isValidScale(scale)) return [];
  const steps = Number(scale.steps);
  const medium = Number(scale.mediumStep);
  const increment = Number(scale.increment);
  const add = scale.operator === '+';
  const unit = cssUnit(scale.unit ?? '');
  // Medium sits just past the middle: 7 steps give 3 below and 3 above.
  const midPoint = Math.round(steps / 2);

  const below: SpacingSizePreset[] = [];
  let current = medium;
  let slug = 40;
  // Steps that would reach zero or below are added above the medium step instead.
  let skipped = 0;
  for (let count = midPoint - 1; steps > 1 && slug > 0 && count > 0; count--) {
    if (add) current -= increment;
    else current = increment > 1 ? current / increment : current * increment;
    if (current <= 0) {
      skipped = count;
      break;
    }
    const distance = midPoint - count;
    const name =
      distance === 1 ? __('Small') : sprintf(__('%sX-Small'), distance === 2 ? '' : distance - 1);
    below.push({ name, slug: String(slug), size: `${roundTo(current, 2)}${unit}` });
    slug -= 10;
  }

  const sizes = below.reverse();
  sizes.push({ name: __('Medium'), slug: '50', size: `${scale.mediumStep}${unit}` });

  current = medium;
  slug = 60;
  const above = steps - midPoint + skipped;
  for (let count = 0; count < above; count++) {
    if (add) current += increment;
    else current = increment >= 1 ? current * increment : current / increment;
    const name = count === 0 ? __('Large') : sprintf(__('%sX-Large'), count === 1 ? '' : count);
    sizes.push({ name, slug: String(slug), size: `${roundTo(current, 2)}${unit}` });
    slug += 10;
  }
  return sizes;
}

/**
 * A theme's own `spacingSizes` laid over the sizes its scale generates: same slugs replace,
 * new ones join, all ordered by slug. Without generated sizes the theme's order is kept.
 */
export function mergeSpacingSizes(
  generated: readonly SpacingSizePreset[],
  own: readonly SpacingSizePreset[],
): SpacingSizePreset[] {
  if (generated.length === 0) return [...own];
  const bySlug = new Map<string, SpacingSizePreset>();
  for (const size of generated) bySlug.set(String(size.slug), size);
  for (const size of own) bySlug.set(String(size.slug), size);
  const numericSlug = (slug: string) => Number.parseFloat(slug) || 0;
  return [...bySlug.values()].sort((a, b) => numericSlug(a.slug) - numericSlug(b.slug));
}
