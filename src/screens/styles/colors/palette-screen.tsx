// `/colors/palette` (spec 2.4): tabs Color and Gradient, each listing the theme's, the default
// (when the theme keeps it on) and the custom presets for editing (palette-edit.tsx). The
// duotone presets are listed read-only on the Gradient tab, where WordPress lists them (its
// duotone list there takes no edits either). With `params.blockName` it edits that block's own
// palette (`/blocks/{name}/colors/palette`).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { __ } from '../../../i18n';
import { getPath } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { $globalStyles, setSetting } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import { useTablist } from '../../../ui/tablist';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader } from '../parts';
import { PaletteEdit } from './palette-edit';
import {
  originLabel,
  duotonePresets,
  PALETTE_ORIGINS,
  PALETTE_PATHS,
  type PaletteKind,
  paletteEntries,
  showsDefaultOrigin,
} from './palette';
import { colorsStyles } from './styles';

const TABS: readonly { kind: PaletteKind; label: () => string }[] = [
  { kind: 'color', label: () => __('Color') },
  { kind: 'gradient', label: () => __('Gradient') },
];

export function PaletteScreen({ params, parent }: StyleScreenProps) {
  useStyles(colorsStyles);
  const blockName = params.blockName;
  const [kind, setKind] = useState<PaletteKind>('color');
  const tablist = useTablist(
    TABS.map((tab) => tab.kind),
    kind,
    setKind,
  );
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Palette')}
        description={__(
          'Palettes are used to provide default color options for blocks and various design tools. Here you can edit the colors with their labels.',
        )}
        parent={parent}
      />
      <div
        className="co-tabs"
        role="tablist"
        aria-label={__('Palette')}
        onKeyDown={tablist.onKeyDown}
      >
        {TABS.map((tab) => (
          <button key={tab.kind} className="co-tab" {...tablist.tabProps(tab.kind)}>
            {tab.label()}
          </button>
        ))}
      </div>
      <div {...tablist.panelProps}>
        <PaletteOrigins key={kind} kind={kind} blockName={blockName} />
        {kind === 'gradient' && <DuotoneList blockName={blockName} />}
      </div>
    </div>
  );
}

function PaletteOrigins({
  kind,
  blockName,
}: {
  kind: PaletteKind;
  blockName?: string | undefined;
}) {
  const { merged, user } = useStore($globalStyles);
  const settings = settingsFor(merged, blockName);
  const userSettings = blockName ? getPath(user.settings, ['blocks', blockName]) : user.settings;
  const origins = PALETTE_ORIGINS.filter(
    (origin) =>
      origin === 'custom' ||
      ((origin === 'theme' || showsDefaultOrigin(settings, kind)) &&
        paletteEntries(settings, kind, origin).length > 0),
  );
  return (
    <>
      {origins.map((origin) => (
        <PaletteEdit
          key={origin}
          kind={kind}
          title={originLabel(origin)}
          entries={paletteEntries(settings, kind, origin)}
          isCustom={origin === 'custom'}
          canReset={
            origin !== 'custom' &&
            getPath(userSettings, [...PALETTE_PATHS[kind], origin]) !== undefined
          }
          onChange={(entries) => setSetting([...PALETTE_PATHS[kind], origin], entries, blockName)}
        />
      ))}
    </>
  );
}

/** The duotone presets by origin, each with its slug and colours (read-only). */
function DuotoneList({ blockName }: { blockName?: string | undefined }) {
  const { merged } = useStore($globalStyles);
  const byOrigin = duotonePresets(settingsFor(merged, blockName));
  if (byOrigin.length === 0) return null;
  return (
    <section className="st-section" aria-label={__('Duotone')}>
      <h3 className="st-section__title">{__('Duotone')}</h3>
      {byOrigin.map(({ origin, presets }) => (
        <div key={origin}>
          <h4 className="co-picker__title">{originLabel(origin)}</h4>
          <ul className="co-entries">
            {presets.map((preset) => {
              const colors = preset.colors.map(
                (color) => resolveStyleValue(merged, color) ?? color,
              );
              return (
                <li key={preset.slug} className="co-entry">
                  <span className="co-duotone" aria-hidden="true">
                    {colors.map((color, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat.
                      <span key={index} style={{ background: color }} />
                    ))}
                  </span>
                  <span className="co-entry__fields">
                    <span className="co-entry__name">{preset.name ?? preset.slug}</span>
                    <span className="co-entry__slug">
                      {preset.slug}: {colors.join(', ')}
                    </span>
                  </span>
                  <span />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
