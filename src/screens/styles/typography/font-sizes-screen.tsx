// `/typography/font-sizes` ('Font size presets', spec 2.4, 3, 8): the presets by origin, each
// opening its own screen. The theme's and the host's groups can be reset to their values; the
// custom group adds 'New Font Size {n}' presets and can be emptied, after a confirmation.
import { useState } from 'react';
import {
  addCustomFontSize,
  fontSizeConfirmation,
  isFontSizeOriginChanged,
  removeCustomFontSizes,
  resetFontSizes,
} from '../../../global-styles/font-size-presets';
import type { PresetOrigin } from '../../../global-styles/preset-edits';
import { __, sprintf } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { Icon } from '../../../ui/icons';
import { Link } from '../../../ui/link';
import { Menu, MenuItem } from '../../../ui/menu';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, sectionQuery } from '../parts';
import { ConfirmDialog } from '../confirm-dialog';
import { FONT_SIZE_ORIGINS, useFontSizes } from './font-size-edits';
import { typographyStyles } from './styles';

const groupLabels: Record<PresetOrigin, () => string> = {
  theme: () => __('Theme'),
  default: () => __('Default'),
  custom: () => __('Custom'),
};

/** `/typography/font-sizes/{origin}/{slug}` (the slug URL-encoded). */
export function fontSizeSection(origin: PresetOrigin, slug: string): string {
  return `/typography/font-sizes/${origin}/${encodeURIComponent(slug)}`;
}

type Pending = { kind: 'reset'; origin: PresetOrigin } | { kind: 'remove' };

export function FontSizesScreen({ parent }: StyleScreenProps) {
  useStyles(typographyStyles);
  const sizes = useFontSizes();
  const [pending, setPending] = useState<Pending>();
  const origins = FONT_SIZE_ORIGINS.filter(
    (origin) =>
      origin === 'custom' ||
      ((origin === 'theme' || sizes.showDefaults) && (sizes.shown[origin]?.length ?? 0) > 0),
  );
  const confirm = () => {
    if (!pending) return;
    sizes.edit(
      pending.kind === 'remove'
        ? removeCustomFontSizes(sizes.user)
        : resetFontSizes(sizes.user, pending.origin),
    );
    setPending(undefined);
  };
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Font size presets')}
        description={__('Create and edit the presets used for font sizes across the site.')}
        parent={parent}
      />
      {origins.map((origin) => {
        const list = sizes.shown[origin] ?? [];
        const label = groupLabels[origin]();
        return (
          <section key={origin} className="st-section" aria-label={label}>
            <div className="ty-group__head">
              <h3 className="st-section__title">{label}</h3>
              {origin === 'custom' && (
                <button
                  type="button"
                  className="se-icon-button st-icon-button"
                  aria-label={__('Add font size')}
                  onClick={() => sizes.edit(addCustomFontSize(sizes.user))}
                >
                  <Icon name="plus" />
                </button>
              )}
              <Menu
                label={sprintf(__('%s font size presets options'), label)}
                trigger={<Icon name="more" />}
                triggerClassName="se-icon-button st-icon-button"
                align="end"
              >
                {origin === 'custom' ? (
                  <MenuItem
                    onSelect={() => setPending({ kind: 'remove' })}
                    disabled={list.length === 0}
                  >
                    {__('Remove font size presets')}
                  </MenuItem>
                ) : (
                  <MenuItem
                    onSelect={() => setPending({ kind: 'reset', origin })}
                    disabled={!isFontSizeOriginChanged(sizes.user, sizes.base, origin)}
                  >
                    {__('Reset font size presets')}
                  </MenuItem>
                )}
              </Menu>
            </div>
            {list.length > 0 && (
              <ul className="ty-presets" aria-label={label}>
                {list.map((preset) => (
                  <li key={preset.slug}>
                    <Link
                      to="/styles"
                      query={sectionQuery(fontSizeSection(origin, preset.slug))}
                      className="ty-preset"
                    >
                      <span>{preset.name || preset.slug}</span>
                      <span className="ty-preset__size">{String(preset.size)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {pending && (
        <ConfirmDialog
          message={fontSizeConfirmation(pending.kind === 'remove' ? 'removeCustom' : 'reset')}
          action={pending.kind === 'remove' ? __('Remove') : __('Reset')}
          onConfirm={confirm}
          onCancel={() => setPending(undefined)}
        />
      )}
    </div>
  );
}
