// The 'Library' tab (spec 2.7, 4, 8): the theme's fonts and the installed ones, each with its
// variants and how many are active; a family's screen toggles its faces, and 'Update' saves the
// activation to the global styles settings. Custom fonts can be deleted (uninstalled) by users
// who may delete them; theme fonts never.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  activeFaceCount,
  activeVariantsText,
  type FontFamily,
  faceKey,
  faceName,
  isFaceActive,
  sortFaces,
  variantsText,
} from '../../fonts';
import { themeFileLinks } from '../../global-styles/theme-files';
import { __, sprintf } from '../../i18n';
import { $canUser } from '../../stores';
import {
  $activeFonts,
  $customFonts,
  $fontFamiliesDirty,
  $libraryFonts,
  saveFontFamilies,
  toggleActiveFace,
  toggleActiveFamily,
  uninstallFamily,
} from '../../stores/font-library';
import { $themeGlobalStyles } from '../../stores/site-styles';
import { Icon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { useFacePreview } from './font-faces';

function useThemeFiles() {
  const theme = useStore($themeGlobalStyles);
  return useMemo(() => (theme.status === 'ready' ? themeFileLinks(theme.value) : []), [theme]);
}

/** The list an origin's activation lives in. */
function useActiveList(family: FontFamily) {
  const active = useStore($activeFonts);
  return family.source === 'theme' ? active.theme : active.custom;
}

/** A family's name shown in its own font (its normal face, or its first). */
function FamilyName({ family }: { family: FontFamily }) {
  const themeFiles = useThemeFiles();
  const faces = sortFaces(family.fontFace ?? []);
  const face =
    faces.find((entry) => String(entry.fontWeight ?? '400').startsWith('400')) ?? faces[0];
  const preview = useFacePreview(face, family.name, themeFiles);
  return (
    <span className="fl-family-name" style={preview && { fontFamily: preview.fontFamily }}>
      {family.name}
    </span>
  );
}

function FamilyRow({ family, onOpen }: { family: FontFamily; onOpen: () => void }) {
  const list = useActiveList(family);
  const total = Math.max(family.fontFace?.length ?? 0, 1);
  const active = activeFaceCount(list, family);
  return (
    <li>
      <button type="button" className="fl-family" onClick={onOpen}>
        <FamilyName family={family} />
        <span className="fl-family__meta">
          {active > 0 && active < total ? activeVariantsText(active, total) : variantsText(total)}
        </span>
        <Icon name="forward" />
      </button>
    </li>
  );
}

export function LibraryTab() {
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
  const [openSlug, setOpenSlug] = useState<{ slug: string; source: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const open = openSlug
    ? [...theme, ...custom].find(
        (family) => family.slug === openSlug.slug && family.source === openSlug.source,
      )
    : undefined;

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
              <section aria-labelledby="fl-theme-fonts">
                <h3 className="fl-heading" id="fl-theme-fonts">
                  {__('Theme')}
                </h3>
                <ul className="fl-families">
                  {theme.map((family) => (
                    <FamilyRow
                      key={`theme:${family.slug}`}
                      family={family}
                      onOpen={() => setOpenSlug({ slug: family.slug, source: 'theme' })}
                    />
                  ))}
                </ul>
              </section>
            )}
            {custom.length > 0 && (
              <section aria-labelledby="fl-custom-fonts">
                <h3 className="fl-heading" id="fl-custom-fonts">
                  {__('Custom')}
                </h3>
                <ul className="fl-families">
                  {custom.map((family) => (
                    <FamilyRow
                      key={`custom:${family.slug}`}
                      family={family}
                      onOpen={() => setOpenSlug({ slug: family.slug, source: 'custom' })}
                    />
                  ))}
                </ul>
              </section>
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const remove = async () => {
    setDeleting(true);
    const done = await uninstallFamily(family);
    setDeleting(false);
    setConfirming(false);
    if (done) onBack();
  };

  return (
    <div className="fl-detail">
      <div className="fl-detail__header">
        <button type="button" className="fl-icon-button" onClick={onBack} aria-label={__('Back')}>
          <Icon name="back" />
        </button>
        <h3 className="fl-detail__title" ref={heading} tabIndex={-1}>
          {family.name}
        </h3>
        {family.source === 'custom' && canDelete && (
          <button
            type="button"
            className="fl-button is-destructive"
            onClick={() => setConfirming(true)}
          >
            {__('Delete')}
          </button>
        )}
      </div>
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
  const preview = useFacePreview(face, family.name, themeFiles);
  return (
    <label className="fl-face">
      <input type="checkbox" checked={checked} onChange={() => toggleActiveFace(family, face)} />
      <span className="fl-face__sample" style={preview}>
        {family.name}
      </span>
      <span className="fl-face__name">{faceName(face)}</span>
    </label>
  );
}
