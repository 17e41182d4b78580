// The font library (spec 2.7): tabs for the installed fonts ('Library'), 'Upload' and each font
// collection (the last two only for users who may create font families). The same component is
// the body of `<font-library>` and of the full editor's 'Fonts' modal.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { GOOGLE_FONTS_SLUG } from '../../fonts';
import { __ } from '../../i18n';
import { $canUser } from '../../stores';
import { $currentUser } from '../../stores/current-user';
import type { FontsModalFamily } from '../../stores/fonts-modal';
import { $fontCollections, loadFontCollection } from '../../stores/font-collections';
import { useStyles } from '../../ui/element-root';
import { lazyScreen } from '../../ui/lazy-screen';
import { useTablist } from '../../ui/tablist';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { LibraryTab } from './library-tab';
import { fontLibraryStyles } from './styles';

// Uploading and collections are less common than the library: their code loads when opened.
const UploadTab = lazyScreen(() => import('./upload-tab'));
const CollectionTab = lazyScreen<{ slug: string }>(() => import('./collection-tab'));

/** A collection's tab is this followed by the collection's slug. */
const COLLECTION_TAB = 'collection:';

interface Tab {
  id: string;
  title: string;
}

/**
 * Whether the user may manage fonts (spec 6: design needs edit_theme_options): undefined until
 * the user is known; false only once the host says the user lacks it (a host that will not say
 * who the user is is left to answer each call itself).
 */
function useMayManageFonts(): boolean | undefined {
  const user = useStore($currentUser);
  if (user === undefined) return undefined;
  return user === null || user.capabilities?.edit_theme_options === true;
}

export function FontLibrary({ initialFamily }: { initialFamily?: FontsModalFamily | undefined }) {
  useStyles(fontLibraryStyles);
  const mayManage = useMayManageFonts();
  // Users who may not manage fonts never get the tabs that change them.
  const canCreateFamilies = useStore(
    $canUser('create', { kind: 'postType', name: 'wp_font_family' }),
  );
  const canCreate = mayManage === true && canCreateFamilies;
  const collections = useStore($fontCollections);
  const [active, setActive] = useState('library');

  const onlyGoogle =
    collections.collections.length === 1 && collections.collections[0]?.slug === GOOGLE_FONTS_SLUG;
  const tabs: Tab[] = [
    { id: 'library', title: __('Library') },
    ...(canCreate
      ? [
          { id: 'upload', title: __('Upload') },
          ...collections.collections.map((collection) => ({
            id: `${COLLECTION_TAB}${collection.slug}`,
            title: onlyGoogle ? __('Install Fonts') : collection.name,
          })),
        ]
      : []),
  ];
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0]!;
  // The collection tab's code (a few KB) loads once there is a collection to open, so opening it
  // waits only for its families, which are asked for on demand (spec 7).
  const hasCollections = canCreate === true && collections.collections.length > 0;
  useEffect(() => {
    if (hasCollections) CollectionTab.preload();
  }, [hasCollections]);

  const select = (id: string) => {
    setActive(id);
    // A collection's families download while its tab's code loads, not one after the other.
    if (id.startsWith(COLLECTION_TAB)) {
      CollectionTab.preload();
      loadFontCollection(id.slice(COLLECTION_TAB.length));
    }
  };

  // Arrow keys move between tabs (and select them), Home and End go to the ends.
  const tablist = useTablist(
    tabs.map((tab) => tab.id),
    current.id,
    select,
  );

  return (
    <div className="fl-root">
      <div
        className="fl-tabs"
        role="tablist"
        aria-label={__('Fonts')}
        onKeyDown={tablist.onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              className={`fl-tab${selected ? ' is-selected' : ''}`}
              {...tablist.tabProps(tab.id)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {canCreate && collections.status === 'error' && (
        // The collections' tabs are missing: why, with Retry (they also come back by themselves).
        <LoadError message={collections.error ?? ''} />
      )}
      <div className="fl-panel" {...tablist.panelProps}>
        {current.id === 'library' ? (
          mayManage === undefined ? (
            <Spinner />
          ) : (
            <LibraryTab initialFamily={initialFamily} readOnly={!mayManage} />
          )
        ) : current.id === 'upload' ? (
          <UploadTab />
        ) : (
          <CollectionTab key={current.id} slug={current.id.slice(COLLECTION_TAB.length)} />
        )}
      </div>
    </div>
  );
}
