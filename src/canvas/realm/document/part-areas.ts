// The template part areas the canvas offers, as the editor's Details panel has them (WordPress's
// `default_template_part_areas`: Header, Footer, Sidebar and General), with their icons.
import { footer, header, sidebar, symbolFilled } from '@wordpress/icons';
import { __ } from '../../../i18n/translate';

export const PART_AREAS = [
  { value: 'header', label: () => __('Header'), icon: header },
  { value: 'footer', label: () => __('Footer'), icon: footer },
  { value: 'sidebar', label: () => __('Sidebar'), icon: sidebar },
  { value: 'uncategorized', label: () => __('General'), icon: symbolFilled },
];

/** An area's icon; a part of an area the list does not know shows General's. */
export function areaIcon(area: string) {
  return (PART_AREAS.find((item) => item.value === area) ?? PART_AREAS[3]!).icon;
}
