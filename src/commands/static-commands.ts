// The command palette's own commands (spec 2.3), each only for whom it is meant (spec 6): 'View
// site', the Design screens, 'Manage fonts', 'Customize CSS' (the edit-css action), 'Style
// revisions' (a revision count), 'Open Style Book', 'Reset styles' (when the user changed the
// styles), 'Export' (block themes, users who may export), and toggles of
// the editor preferences (spec 3), each labelled by what it will do. Pure: what a command does is
// a plain action the store runs (stores/commands.ts).
import { __ } from '../i18n/translate';
import { canvasMode, type EditorQuery } from '../routing/location';
import type { AppMode } from '../routing/routes';
import {
  designItems,
  isScreenSupported,
  mayOpen,
  type ThemeTraits,
  type UserCapabilities,
} from '../routing/screens';

export type CommandAction =
  | { type: 'open-site' }
  | {
      type: 'navigate';
      path: string;
      query?: EditorQuery;
      /** A style command: run from the edit canvas, it keeps the canvas (`withEditCanvas`). */
      styles?: true;
    }
  | { type: 'manage-fonts' }
  | { type: 'export' }
  | { type: 'reset-styles' }
  | { type: 'preference'; key: PreferenceToggleKey; value: boolean };

export interface StaticCommand {
  id: string;
  label: string;
  action: CommandAction;
}

export interface CommandContext {
  theme: ThemeTraits;
  capabilities: UserCapabilities;
  /** The global styles record has the edit-css action. */
  canEditCss: boolean;
  revisionCount: number | undefined;
  /** The user has changed the site's styles from the theme's (Reset styles has work to do). */
  hasUserStyles?: boolean;
  /** The `core` scope of the preferences. */
  preferences: Record<string, unknown>;
  /** The posts-only app has no Design screens: only its own post list and items. */
  mode?: AppMode;
}

const designLabels: Record<string, () => string> = {
  navigation: () => __('Navigation'),
  styles: () => __('Styles'),
  pages: () => __('Pages'),
  templates: () => __('Templates'),
  patterns: () => __('Patterns'),
};

/** The `core` preferences the palette toggles, and its label for turning each on or off. */
const preferenceToggles = {
  showIconLabels: { on: () => __('Show icon labels'), off: () => __('Hide icon labels') },
  distractionFree: {
    on: () => __('Turn on distraction free mode'),
    off: () => __('Turn off distraction free mode'),
  },
  showListViewByDefault: {
    on: () => __('Always open List View'),
    off: () => __('Stop always opening List View'),
  },
} satisfies Record<string, { on: () => string; off: () => string }>;

export type PreferenceToggleKey = keyof typeof preferenceToggles;

export function staticCommands(context: CommandContext): StaticCommand[] {
  const { theme, capabilities } = context;
  const styles = { name: 'styles' as const, params: {} };
  const siteMode = context.mode !== 'posts';
  // Design editing needs edit_theme_options (spec 6); the Styles panel a block theme.
  const mayDesign = siteMode && mayOpen('styles', capabilities) === true;
  const stylesOpen = mayDesign && isScreenSupported(styles, theme);
  const commands: StaticCommand[] = [
    { id: 'view-site', label: __('View site'), action: { type: 'open-site' } },
    ...(siteMode ? designItems(theme, capabilities) : []).map((item) => ({
      id: item.id,
      label: designLabels[item.id]?.() ?? item.id,
      action: { type: 'navigate' as const, path: item.path },
    })),
  ];
  if (mayDesign) {
    commands.push({
      id: 'manage-fonts',
      label: __('Manage fonts'),
      action: { type: 'manage-fonts' },
    });
  }
  if (stylesOpen && context.canEditCss) {
    commands.push({
      id: 'customize-css',
      label: __('Customize CSS'),
      action: { type: 'navigate', path: '/styles', query: { section: '/css' }, styles: true },
    });
  }
  if (stylesOpen && context.revisionCount) {
    commands.push({
      id: 'style-revisions',
      label: __('Style revisions'),
      action: {
        type: 'navigate',
        path: '/styles',
        query: { section: '/revisions' },
        styles: true,
      },
    });
  }
  // The Style Book beside the Styles panel (a classic theme's 'Styles' is its Style Book already).
  if (stylesOpen) {
    commands.push({
      id: 'open-style-book',
      label: __('Open Style Book'),
      action: { type: 'navigate', path: '/styles', query: { preview: 'stylebook' } },
    });
  }
  if (stylesOpen && context.hasUserStyles) {
    commands.push({
      id: 'reset-styles',
      label: __('Reset styles'),
      action: { type: 'reset-styles' },
    });
  }
  if (siteMode && theme.isBlockTheme && capabilities?.export === true) {
    commands.push({ id: 'export', label: __('Export'), action: { type: 'export' } });
  }
  for (const [key, labels] of Object.entries(preferenceToggles)) {
    const on = context.preferences[key] === true;
    commands.push({
      id: `preference-${key}`,
      label: on ? labels.off() : labels.on(),
      action: { type: 'preference', key: key as PreferenceToggleKey, value: !on },
    });
  }
  return commands;
}

/**
 * The query a navigate command opens (spec 2.2: switching to edit for style commands goes through
 * `/styles?canvas=edit`): a style command run from the edit canvas keeps it, the Styles opening
 * beside the canvas, as WordPress opens its Styles in the editor it is in; run from anywhere
 * else, the Styles open beside the site preview.
 */
export function commandQuery(
  action: Extract<CommandAction, { type: 'navigate' }>,
  current: EditorQuery,
): EditorQuery {
  const query = action.query ?? {};
  return action.styles && canvasMode(current) === 'edit' ? { ...query, canvas: 'edit' } : query;
}
