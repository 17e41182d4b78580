// Shadows (spec 2.4 /shadows): the shadow presets by origin (the host's defaults, the theme's,
// the user's own), each with a swatch, leading to its edit screen; 'Add shadow' makes a custom
// one (`shadow-{n}`, spec 3) and opens it; all custom ones can be removed at once, after a
// confirmation (spec 8).
import { useState } from 'react';
import { __ } from '../../../i18n';
import {
  addCustomShadow,
  newCustomShadow,
  removeCustomShadows,
  shadowConfirmation,
} from '../../../global-styles/shadow-presets';
import type { ShadowPreset } from '../../../global-styles/types';
import { useStyles } from '../../../ui/element-root';
import { Icon } from '../../../ui/icons';
import { Link } from '../../../ui/link';
import { layoutStyles } from '../layout/styles';
import type { StyleScreenProps } from '../navigator';
import { openSection, ScreenHeader, sectionQuery } from '../parts';
import { ConfirmDialog } from '../confirm-dialog';
import { type ShadowOrigin, useShadowPresets, writeShadows } from './shadow-data';
import { shadowStyles } from './styles';

const originLabels: Record<ShadowOrigin, () => string> = {
  default: () => __('Default'),
  theme: () => __('Theme'),
  custom: () => __('Custom'),
};

/** `/shadows/edit/{category}/{slug}`. */
export function shadowSection(origin: ShadowOrigin, slug: string): string {
  return `/shadows/edit/${origin}/${encodeURIComponent(slug)}`;
}

function ShadowLink({ origin, preset }: { origin: ShadowOrigin; preset: ShadowPreset }) {
  return (
    <li>
      <Link
        to="/styles"
        query={sectionQuery(shadowSection(origin, preset.slug))}
        className="st-nav__item"
      >
        <span
          className="st-shadow-swatch"
          aria-hidden="true"
          style={{ boxShadow: preset.shadow }}
        />
        <span className="st-nav__label">{preset.name ?? preset.slug}</span>
        <Icon name="forward" className="se-flip-rtl st-nav__chevron" />
      </Link>
    </li>
  );
}

export function ShadowsScreen({ parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  useStyles(shadowStyles);
  const { user, shown, showDefault } = useShadowPresets();
  const [confirming, setConfirming] = useState(false);
  const origins = (['default', 'theme', 'custom'] as const).filter(
    (origin) =>
      origin === 'custom' || (shown[origin].length > 0 && (origin !== 'default' || showDefault)),
  );
  const add = () => {
    const created = newCustomShadow(shown.custom);
    writeShadows(addCustomShadow({ ...user, custom: shown.custom }));
    openSection(shadowSection('custom', created.slug));
  };
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Shadows')}
        description={__('Manage and create shadow styles for use across the site.')}
        parent={parent}
      />
      {origins.map((origin) => (
        <section key={origin} className="st-section" aria-label={originLabels[origin]()}>
          <div className="st-shadow-group__header">
            <h3 className="st-section__title">{originLabels[origin]()}</h3>
            {origin === 'custom' && (
              <div className="st-shadow-group__actions">
                <button
                  type="button"
                  className="se-icon-button st-icon-button"
                  aria-label={__('Add shadow')}
                  title={__('Add shadow')}
                  onClick={add}
                >
                  <Icon name="plus" />
                </button>
              </div>
            )}
          </div>
          {shown[origin].length > 0 ? (
            <ul className="st-nav">
              {shown[origin].map((preset) => (
                <ShadowLink key={preset.slug} origin={origin} preset={preset} />
              ))}
            </ul>
          ) : (
            <p className="st-help">{__('No custom shadows yet.')}</p>
          )}
          {origin === 'custom' && shown.custom.length > 0 && (
            <p>
              <button
                type="button"
                className="st-button is-destructive"
                onClick={() => setConfirming(true)}
              >
                {__('Remove all custom shadows')}
              </button>
            </p>
          )}
        </section>
      ))}
      {confirming && (
        <ConfirmDialog
          message={shadowConfirmation('removeCustom')}
          action={__('Remove all')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            writeShadows(removeCustomShadows(user));
          }}
        />
      )}
    </div>
  );
}
