// The 'Library' tab (spec 2.7, 4, 8): the theme's fonts and the installed ones, each with its
// variants and how many are active; a family's screen toggles its faces, and 'Update' saves the
// activation to the global styles settings. Custom fonts can be deleted (uninstalled) by users
// who may delete them; theme fonts never. Users who may not manage fonts (no edit_theme_options)
// see the theme's fonts read-only. The list may open on one family (chosen in Typography).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  activeFaceCount,
  activeVariantsText,
  type FontFamily,
  faceKey,
  isFaceActive,
  sortFaces,
} from '../../fonts';
import type { themeFileLinks } from '../../global-styles/theme-files';
import { __, sprintf } from '../../i18n';
import { $canUser } from '../../stores';
import {
  $customFonts,
  $fontFamiliesDirty,
  $libraryFonts,
  saveFontFamilies,
  toggleActiveFace,
  toggleActiveFamily,
  uninstallFamily,
} from '../../stores/font-library';
import { $themeGlobalStyles } from '../../stores/site-styles';
import { Modal } from '../../ui/modal';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import {
  DetailHeader,
  FaceSample,
  FamilyName,
  FamilySection,
  findFamily,
  type OpenFamily,
  useActiveList,
  useThemeFiles,
} from './family-parts';
import { ReadOnlyLibrary } from './library-read-only';

export function LibraryTab({
  initialFamily,
  readOnly = false,
}: {
  /** The family whose details show first (a font chosen in the Typography screen's list). */
  initialFamily?: OpenFamily | undefined;
  readOnly?: boolean;
}) {
  return readOnly ? (
    <ReadOnlyLibrary initialFamily={initialFamily} />
  ) : (
    <ManagedLibrary initialFamily={initialFamily} />
  );
}

function ManagedLibrary({ initialFamily }: { initialFamily?: OpenFamily | undefined }) {
  const { theme, custom } = useStore($libraryFonts);
  const customFonts = useStore($customFonts);
  const themeStyles = useStore($themeGlobalStyles);
  // Both sources answer before 'No fonts installed.' can be said; a failed one says why instead.
  const loading = customFonts.status === 'loading' || themeStyles.status === 'loading';
  const failure =
    customFonts.status === 'error'
      ? customFonts.error
      : themeStyles.status === 'error'
        ? themeStyles.message || __('An error occurred while loading the data.')
        : undefined;
  const dirty = useStore($fontFamiliesDirty);
  const [openSlug, setOpenSlug] = useState<OpenFamily>(initialFamily ?? null);
  const [saving, setSaving] = useState(false);
  const open = findFamily([...theme, ...custom], openSlug);

  const update = async () => {
    setSaving(true);
    await saveFontFamilies();
    setSaving(false);
  };

  return (
    <div className="fl-library">
      <div className="fl-body">
        {open ? (
          <FamilyDetail family={open} onBack={() => setOpenSlug(null)} />
        ) : theme.length === 0 && custom.length === 0 ? (
          loading ? (
            <Spinner />
          ) : failure ? (
            <LoadError message={failure} />
          ) : (
            <p className="fl-empty" role="status">
              {__('No fonts installed.')}
            </p>
          )
        ) : (
          <>
            {theme.length > 0 && (
              <FamilySection source="theme" families={theme} onOpen={setOpenSlug} />
            )}
            {custom.length > 0 && (
              <FamilySection source="custom" families={custom} onOpen={setOpenSlug} />
            )}
            {failure && !loading && <LoadError message={failure} />}
          </>
        )}
      </div>
      <div className="fl-footer">
        <button
          type="button"
          className="fl-button is-primary"
          disabled={!dirty || saving}
          aria-busy={saving || undefined}
          onClick={update}
        >
          {__('Update')}
        </button>
      </div>
    </div>
  );
}

function FamilyDetail({ family, onBack }: { family: FontFamily; onBack: () => void }) {
  const list = useActiveList(family);
  const themeFiles = useThemeFiles();
  const canDelete = useStore(
    $canUser('delete', { kind: 'postType', name: 'wp_font_family', id: family.id ?? 0 }),
  );
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const faces = sortFaces(family.fontFace ?? []);
  const total = Math.max(faces.length, 1);
  const active = activeFaceCount(list, family);

  const remove = async () => {
    setDeleting(true);
    const done = await uninstallFamily(family);
    setDeleting(false);
    setConfirming(false);
    if (done) onBack();
  };

  return (
    <div className="fl-detail">
      <DetailHeader family={family} onBack={onBack}>
        {family.source === 'custom' && canDelete && (
          <button
            type="button"
            className="fl-button is-destructive"
            onClick={() => setConfirming(true)}
          >
            {__('Delete')}
          </button>
        )}
      </DetailHeader>
      <p className="fl-detail__count">{activeVariantsText(active, total)}</p>
      {faces.length === 0 ? (
        <label className="fl-face">
          <input type="checkbox" checked={active > 0} onChange={() => toggleActiveFamily(family)} />
          <FamilyName family={family} />
        </label>
      ) : (
        <>
          <label className="fl-face is-all">
            <input
              type="checkbox"
              checked={active === total}
              ref={(node) => {
                if (node) node.indeterminate = active > 0 && active < total;
              }}
              onChange={() => toggleActiveFamily(family)}
            />
            {__('Select all')}
          </label>
          <ul className="fl-faces">
            {faces.map((face) => (
              <li key={faceKey(face)}>
                <FaceToggle
                  family={family}
                  face={face}
                  checked={isFaceActive(list, family.slug, face)}
                  themeFiles={themeFiles}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {confirming && (
        <Modal
          title={__('Delete')}
          size="small"
          hideHeader
          onRequestClose={() => !deleting && setConfirming(false)}
        >
          <p>
            {sprintf(
              __('Are you sure you want to delete "%s" font and all its variants and assets?'),
              family.name,
            )}
          </p>
          <div className="fl-confirm">
            <button
              type="button"
              className="fl-button"
              disabled={deleting}
              onClick={() => setConfirming(false)}
            >
              {__('Cancel')}
            </button>
            <button
              type="button"
              className="fl-button is-destructive-primary"
              disabled={deleting}
              aria-busy={deleting || undefined}
              onClick={remove}
            >
              {__('Delete')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

function FaceToggle({
  family,
  face,
  checked,
  themeFiles,
}: {
  family: FontFamily;
  face: NonNullable<FontFamily['fontFace']>[number];
  checked: boolean;
  themeFiles: ReturnType<typeof themeFileLinks>;
}) {
  return (
    <label className="fl-face">
      <input type="checkbox" checked={checked} onChange={() => toggleActiveFace(family, face)} />
      <FaceSample family={family} face={face} themeFiles={themeFiles} />
    </label>
  );
}
