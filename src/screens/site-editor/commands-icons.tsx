// Each command's icon in the palette, as WordPress's palette draws its own: one of
// @wordpress/icons per command (by id) and per kind of found item. A command without one of its
// own (a later addition) still shows the generic one, so the column of icons stays whole.
import {
  backup,
  brush,
  cog,
  download,
  external,
  fullscreen,
  Icon,
  layout,
  listView,
  navigation,
  page,
  post,
  seen,
  styles,
  symbol,
  symbolFilled,
  trash,
  typography,
} from '@wordpress/icons';
import type { ResultKind } from '../../commands';

type IconElement = Parameters<typeof Icon>[0]['icon'];

const COMMAND_ICONS: Record<string, IconElement> = {
  'view-site': external,
  navigation,
  styles,
  pages: page,
  templates: layout,
  patterns: symbol,
  'manage-fonts': typography,
  'customize-css': brush,
  'style-revisions': backup,
  'open-style-book': seen,
  'reset-styles': trash,
  export: download,
  'preference-showIconLabels': cog,
  'preference-distractionFree': fullscreen,
  'preference-showListViewByDefault': listView,
};

const KIND_ICONS: Record<ResultKind, IconElement> = {
  page,
  post,
  wp_template: layout,
  wp_template_part: symbolFilled,
  wp_block: symbol,
  wp_navigation: navigation,
};

/** The icon beside a command (by its id) or a found item (by its kind). Decorative. */
export function CommandIcon({ command, kind }: { command?: string; kind?: ResultKind }) {
  const icon = (kind ? KIND_ICONS[kind] : command ? COMMAND_ICONS[command] : undefined) ?? cog;
  return (
    <span className="se-commands__icon" aria-hidden="true">
      <Icon icon={icon} size={24} />
    </span>
  );
}
