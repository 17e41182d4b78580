// The template part areas the canvas offers: the host theme's `default_template_part_areas` (its
// REST record, read through core-data's current theme), in its order, with its labels and
// descriptions. Until the theme comes, or when the host gives none, WordPress's four (Header,
// Footer, Sidebar and General). Known areas keep their icons.
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { footer, header, navigationOverlay, sidebar, symbolFilled } from '@wordpress/icons';
import { __ } from '../../../i18n/translate';

export interface PartArea {
  value: string;
  label: string;
  description?: string;
}

const ICONS: Record<string, typeof header> = {
  header,
  footer,
  sidebar,
  // WordPress 7.1's own fourth area, in place of the sidebar.
  'navigation-overlay': navigationOverlay,
  uncategorized: symbolFilled,
};

const FIXED = (): PartArea[] => [
  { value: 'header', label: __('Header') },
  { value: 'footer', label: __('Footer') },
  { value: 'sidebar', label: __('Sidebar') },
  { value: 'uncategorized', label: __('General') },
];

/** An area's icon; a part of an area without one of its own shows General's. */
export function areaIcon(area: string) {
  return ICONS[area] ?? symbolFilled;
}

/** The theme's areas from its REST record, or none when it has none of the right shape. */
export function themeAreas(declared: unknown): PartArea[] {
  if (!Array.isArray(declared)) return [];
  const areas: PartArea[] = [];
  for (const item of declared as Record<string, unknown>[]) {
    if (!item || typeof item.area !== 'string' || !item.area) continue;
    if (areas.some((known) => known.value === item.area)) continue;
    areas.push({
      value: item.area,
      label: typeof item.label === 'string' && item.label ? item.label : item.area,
      ...(typeof item.description === 'string' && item.description
        ? { description: item.description }
        : {}),
    });
  }
  return areas;
}

/** The areas a part may be given, as the host's theme declares them. */
export function usePartAreas(): PartArea[] {
  const declared = useSelect(
    (select) =>
      (
        select(coreStore) as unknown as {
          getCurrentTheme(): { default_template_part_areas?: unknown } | null | undefined;
        }
      ).getCurrentTheme()?.default_template_part_areas,
    [],
  );
  const areas = themeAreas(declared);
  return areas.length > 0 ? areas : FIXED();
}
