// One shadow preset (spec 2.4 /shadows/edit/{category}/{slug}): its preview and layers. A custom
// preset can be renamed (an empty name is ignored, spec 5) and deleted after a confirmation
// (spec 8); a default or theme preset can only be reset to its base, which is disabled while
// it equals the base (spec 4).
import { useState } from 'react';
import { __ } from '../../../i18n';
import {
  deleteShadow,
  isShadowEqualToBase,
  renameShadow,
  resetShadow,
  setShadow,
  shadowConfirmation,
} from '../../../global-styles/shadow-presets';
import { useStyles } from '../../../ui/element-root';
import { TextField } from '../layout/fields';
import { layoutStyles } from '../layout/styles';
import type { StyleScreenProps } from '../navigator';
import { openSection, ScreenHeader, Section } from '../parts';
import { ConfirmDialog } from '../confirm-dialog';
import { isShadowOrigin, useShadowPresets, writeShadows } from './shadow-data';
import { ShadowLayers } from './shadow-layers';
import { shadowStyles } from './styles';

export function ShadowScreen({ params, parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  useStyles(shadowStyles);
  const { user, base, shown } = useShadowPresets();
  const [confirming, setConfirming] = useState(false);
  const origin = params.category;
  const slug = params.slug ?? '';
  const preset = isShadowOrigin(origin)
    ? shown[origin].find((entry) => entry.slug === slug)
    : undefined;
  if (!isShadowOrigin(origin) || !preset) {
    return (
      <div className="st-screen">
        <ScreenHeader title={__('Shadows')} parent={parent} />
        <p className="st-message">{__('This shadow no longer exists.')}</p>
      </div>
    );
  }
  const name = preset.name ?? preset.slug;
  const isCustom = origin === 'custom';
  return (
    <div className="st-screen">
      <ScreenHeader title={name} parent={parent} />
      <div className="st-shadow-preview" aria-hidden="true">
        <div className="st-shadow-preview__box" style={{ boxShadow: preset.shadow }} />
      </div>
      {isCustom && (
        <Section>
          <TextField
            label={__('Name')}
            value={name}
            onCommit={(next) => {
              // Spec 5: an empty name is ignored (the field shows the old name again).
              if (next !== undefined) writeShadows(renameShadow(user, origin, slug, next));
            }}
          />
        </Section>
      )}
      <Section>
        <ShadowLayers
          shadow={preset.shadow}
          onChange={(shadow) => writeShadows(setShadow(user, base, origin, slug, shadow))}
        />
      </Section>
      <Section>
        <div className="st-actions">
          {isCustom ? (
            <button
              type="button"
              className="st-button is-destructive"
              onClick={() => setConfirming(true)}
            >
              {__('Delete shadow')}
            </button>
          ) : (
            <button
              type="button"
              className="st-button"
              disabled={isShadowEqualToBase(user, base, origin, slug)}
              onClick={() => writeShadows(resetShadow(user, base, origin, slug))}
            >
              {__('Reset shadow')}
            </button>
          )}
        </div>
      </Section>
      {confirming && (
        <ConfirmDialog
          message={shadowConfirmation('delete', name)}
          action={__('Delete')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            writeShadows(deleteShadow(user, origin, slug));
            openSection('/shadows');
          }}
        />
      )}
    </div>
  );
}
