// The Library of a user who may not manage fonts (spec 6: no edit_theme_options): WordPress
// offers such a user no font library at all; here, mounted on a page they may see, the theme's
// fonts (which anyone who edits posts may read) are listed and opened with nothing that changes
// them: no activation, no Update, and no failure for the installed fonts the host will not show.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { type FontFamily, faceKey, sortFaces, sortFamilies, variantsText } from '../../fonts';
import { __ } from '../../i18n';
import { $themeFonts } from '../../stores/font-library';
import { $themeGlobalStyles } from '../../stores/site-styles';
import { Spinner } from '../../ui/spinner';
import {
  DetailHeader,
  FaceSample,
  FamilyName,
  FamilySection,
  findFamily,
  type OpenFamily,
  useThemeFiles,
} from './family-parts';

export function ReadOnlyLibrary({ initialFamily }: { initialFamily?: OpenFamily | undefined }) {
  const themeFonts = useStore($themeFonts);
  const themeStyles = useStore($themeGlobalStyles);
  const theme = useMemo(() => sortFamilies(themeFonts), [themeFonts]);
  const [openSlug, setOpenSlug] = useState<OpenFamily>(initialFamily ?? null);
  const open = findFamily(theme, openSlug);
  return (
    <div className="fl-library">
      <p className="fl-description" role="note">
        {__('Only users who may change the site’s appearance can change its fonts.')}
      </p>
      {open ? (
        <FamilyFaces family={open} onBack={() => setOpenSlug(null)} />
      ) : theme.length === 0 ? (
        themeStyles.status === 'loading' ? (
          <Spinner />
        ) : (
          <p className="fl-empty" role="status">
            {__('No fonts installed.')}
          </p>
        )
      ) : (
        <FamilySection source="theme" families={theme} readOnly onOpen={setOpenSlug} />
      )}
    </div>
  );
}

/** A family's faces, each in its own font, with nothing to change (read-only). */
function FamilyFaces({ family, onBack }: { family: FontFamily; onBack: () => void }) {
  const themeFiles = useThemeFiles();
  const faces = sortFaces(family.fontFace ?? []);
  return (
    <div className="fl-detail">
      <DetailHeader family={family} onBack={onBack} />
      <p className="fl-detail__count">{variantsText(Math.max(faces.length, 1))}</p>
      <ul className="fl-faces">
        {faces.length === 0 ? (
          <li className="fl-face">
            <FamilyName family={family} />
          </li>
        ) : (
          faces.map((face) => (
            <li key={faceKey(face)} className="fl-face">
              <FaceSample family={family} face={face} themeFiles={themeFiles} />
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
