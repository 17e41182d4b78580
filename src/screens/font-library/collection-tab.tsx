// A font collection's tab (spec 2.7, 4, 5, 9): its families, loaded when the tab opens, searched
// by name (debounced 300 ms) and filtered by category, both back to page 1; pages as tall as the
// window allows; a family's screen with its variants to choose and install. The Google Fonts
// collection asks first for permission to connect to it, kept in the browser's storage.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  COLLECTION_SEARCH_DEBOUNCE_MS,
  collectionPageSize,
  type FontFace,
  type FontFamily,
  faceKey,
  faceName,
  filterCollectionFamilies,
  GOOGLE_FONTS_PERMISSION_KEY,
  GOOGLE_FONTS_SLUG,
  isSameFace,
  pageOf,
  sortFaces,
  variantsText,
} from '../../fonts';
import { __, sprintf } from '../../i18n';
import { $fontCollections, fontCollection } from '../../stores/font-collections';
import { $installing, installFonts, isInstalledFace } from '../../stores/font-library';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/menu';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { DetailHeader } from './family-parts';
import { useFacePreview } from './font-faces';

function readPermission(): boolean {
  try {
    return localStorage.getItem(GOOGLE_FONTS_PERMISSION_KEY) === 'true';
  } catch {
    return false;
  }
}

function writePermission(allowed: boolean): void {
  try {
    localStorage.setItem(GOOGLE_FONTS_PERMISSION_KEY, allowed ? 'true' : 'false');
  } catch {
    // Storage may be off: the permission lasts as long as the tab.
  }
}

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

export default function CollectionTab({ slug }: { slug: string }) {
  const isGoogle = slug === GOOGLE_FONTS_SLUG;
  const [allowed, setAllowed] = useState(() => !isGoogle || readPermission());
  if (!allowed) {
    return (
      <div className="fl-permission">
        <h3 className="fl-heading">{__('Connect to Google Fonts')}</h3>
        <p>
          {__(
            'To install fonts from Google you must give permission to connect directly to Google servers. The fonts you install will be downloaded from Google and stored on your site. Your site will then use these locally-hosted fonts.',
          )}
        </p>
        <button
          type="button"
          className="fl-button is-primary"
          onClick={() => {
            writePermission(true);
            setAllowed(true);
          }}
        >
          {__('Allow access to Google Fonts')}
        </button>
      </div>
    );
  }
  return (
    <CollectionBrowser
      slug={slug}
      onRevoke={
        isGoogle
          ? () => {
              writePermission(false);
              setAllowed(false);
            }
          : undefined
      }
    />
  );
}

function CollectionBrowser({
  slug,
  onRevoke,
}: {
  slug: string;
  onRevoke?: (() => void) | undefined;
}) {
  const state = useStore(fontCollection(slug));
  const summary = useStore($fontCollections).collections.find((entry) => entry.slug === slug);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FontFamily | null>(null);
  const searchId = useId();
  const categoryId = useId();
  const perPage = collectionPageSize(useWindowHeight());

  // Spec 9: the search applies 300 ms after the last keystroke, and starts again at page 1.
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, COLLECTION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  // While the body is still arriving, `collection` holds its first families: enough for the
  // first page, not for a search, a category or the page count.
  const collection = state.collection;
  const complete = state.status === 'ready';
  const filtered = useMemo(
    () => filterCollectionFamilies(collection?.font_families ?? [], { search, category }),
    [collection, search, category],
  );
  const shown = pageOf(filtered, page, perPage);

  if (state.status === 'error') return <LoadError message={state.error ?? ''} />;
  if (open) return <CollectionFamily family={open} onBack={() => setOpen(null)} />;
  // Until its families arrive the tab shows the collection as the list of collections gave it,
  // so the families are all that is left to draw when they come.
  const { name, description } = collection ?? summary ?? { name: '', description: '' };

  return (
    <div className="fl-collection">
      <div className="fl-collection__header">
        <div>
          <h3 className="fl-heading">{name}</h3>
          {description && <p className="fl-description">{description}</p>}
        </div>
        {onRevoke && (
          <Menu
            label={__('Actions')}
            trigger={<Icon name="more" />}
            triggerClassName="fl-icon-button"
            align="end"
          >
            <MenuItem onSelect={onRevoke}>{__('Revoke access to Google Fonts')}</MenuItem>
          </Menu>
        )}
      </div>
      <div className="fl-collection__filters">
        <label htmlFor={searchId} className="fl-visually-hidden">
          {__('Search fonts')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={__('Font name…')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <label htmlFor={categoryId}>{__('Category')}</label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{__('All')}</option>
          {collection?.categories.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      {!collection || (!complete && (search || category)) ? (
        <Spinner />
      ) : shown.items.length === 0 ? (
        <p className="fl-empty" role="status">
          {__('No fonts found. Try with a different search term')}
        </p>
      ) : (
        <ul className="fl-families">
          {shown.items.map((entry) => (
            <li key={entry.font_family_settings.slug}>
              <button
                type="button"
                className="fl-family"
                onClick={() => setOpen(entry.font_family_settings)}
              >
                <CollectionFamilyName family={entry.font_family_settings} />
                <span className="fl-family__meta">
                  {variantsText(Math.max(entry.font_family_settings.fontFace?.length ?? 0, 1))}
                </span>
                <Icon name="forward" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {complete && (
        <nav className="fl-pages" aria-label={__('Pagination')}>
          <button
            type="button"
            className="fl-button"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
          >
            {__('Previous page')}
          </button>
          <span>{sprintf(__('Page %1$s of %2$s'), shown.page, shown.totalPages)}</span>
          <button
            type="button"
            className="fl-button"
            disabled={shown.page >= shown.totalPages}
            onClick={() => setPage(shown.page + 1)}
          >
            {__('Next page')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** A family's name in its own font: its preview picture when the collection gives one. */
function CollectionFamilyName({ family }: { family: FontFamily }) {
  if (family.preview)
    return <img className="fl-preview-image" src={family.preview} alt={family.name} />;
  return <FaceSample family={family} face={sortFaces(family.fontFace ?? [])[0]} />;
}

function FaceSample({ family, face }: { family: FontFamily; face: FontFace | undefined }) {
  return (
    <span className="fl-family-name" style={useFacePreview(face, family.name, [])}>
      {family.name}
    </span>
  );
}

function CollectionFamily({ family, onBack }: { family: FontFamily; onBack: () => void }) {
  const installing = useStore($installing);
  const faces = sortFaces(family.fontFace ?? []);
  const [selected, setSelected] = useState<FontFace[]>([]);
  const isSelected = (face: FontFace) => selected.some((entry) => isSameFace(entry, face));
  const toggle = (face: FontFace) =>
    setSelected((current) =>
      isSelected(face) ? current.filter((entry) => !isSameFace(entry, face)) : [...current, face],
    );
  const allSelected = faces.length > 0 && selected.length === faces.length;

  const install = async () => {
    const done = await installFonts([{ ...family, fontFace: selected }]);
    if (done) setSelected([]);
  };

  return (
    <div className="fl-detail">
      <DetailHeader family={family} onBack={onBack} />
      <p className="fl-hint">
        {__(
          'Choose font variants. Keep in mind that too many variants could make your site slower.',
        )}
      </p>
      <label className="fl-face is-all">
        <input
          type="checkbox"
          checked={allSelected}
          ref={(node) => {
            if (node) node.indeterminate = selected.length > 0 && !allSelected;
          }}
          onChange={() => setSelected(allSelected ? [] : faces)}
        />
        {__('Select all')}
      </label>
      <ul className="fl-faces">
        {faces.map((face) => (
          <li key={faceKey(face)}>
            <label className="fl-face">
              <input type="checkbox" checked={isSelected(face)} onChange={() => toggle(face)} />
              {face.preview ? (
                <img className="fl-preview-image" src={face.preview} alt="" />
              ) : (
                <FaceSample family={family} face={face} />
              )}
              <span className="fl-face__name">
                {faceName(face)}
                {isInstalledFace(family.slug, face) && ` (${__('Installed')})`}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="fl-footer">
        <button
          type="button"
          className="fl-button is-primary"
          disabled={selected.length === 0 || installing !== null}
          aria-busy={installing !== null || undefined}
          onClick={install}
        >
          {__('Install')}
        </button>
      </div>
    </div>
  );
}
