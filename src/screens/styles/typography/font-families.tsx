// The Typography screen's Fonts section (spec 2.4): the site's font families, each named in its
// own font once that has loaded and with its variant count (spec 9), each opening the font
// library on its details, and 'Manage fonts', which opens the font library's list.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { type FontFamily, previewFace, variantsText } from '../../../fonts';
import { settingsFor } from '../../../global-styles/panel-support';
import { themeFileLinks } from '../../../global-styles/theme-files';
import { __ } from '../../../i18n';
import { openFontsModal } from '../../../stores/fonts-modal';
import { $globalStyles } from '../../../stores/global-styles';
import { $themeGlobalStyles } from '../../../stores/site-styles';
import { useFacePreview } from '../../font-library/font-faces';
import { Section } from '../parts';
import { fontFamilyChoices } from './typography-values';

function useThemeFiles() {
  const theme = useStore($themeGlobalStyles);
  return useMemo(() => (theme.status === 'ready' ? themeFileLinks(theme.value) : []), [theme]);
}

/**
 * A family's name in its own font: its normal face loaded into the page (a font file), or the
 * family's CSS value itself when it lists no faces (fonts the system has).
 */
function FamilyName({ family }: { family: FontFamily }) {
  const themeFiles = useThemeFiles();
  const face = previewFace(family);
  const preview = useFacePreview(face, family.name, themeFiles);
  // Spec 9: at 400 or the face's nearest weight (a variable face's range holds 400).
  const style = face ? preview : { fontFamily: family.fontFamily };
  return (
    <span className="ty-family__name" style={style}>
      {family.name || family.slug}
    </span>
  );
}

export function FontFamiliesSection() {
  const { merged } = useStore($globalStyles);
  const families = fontFamilyChoices(settingsFor(merged));
  return (
    <Section title={__('Fonts')}>
      {families.length === 0 ? (
        <p className="ty-empty">{__('No fonts activated.')}</p>
      ) : (
        <ul className="ty-families">
          {families.map((family) => (
            <li key={family.slug}>
              <button
                type="button"
                className="ty-family"
                onClick={() => openFontsModal({ slug: family.slug })}
              >
                <FamilyName family={family} />
                <span className="ty-family__count">
                  {variantsText(Math.max(family.fontFace?.length ?? 0, 1))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="st-button ty-manage" onClick={() => openFontsModal()}>
        {__('Manage fonts')}
      </button>
    </Section>
  );
}
