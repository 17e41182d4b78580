// The font library (spec 2.7): tabs for the installed fonts ('Library'), 'Upload' and each font
// collection (the last two only for users who may create font families). The same component is
// the body of `<font-library>` and of the full editor's 'Fonts' modal.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { GOOGLE_FONTS_SLUG } from '../../fonts';
import { __ } from '../../i18n';
import { $canUser } from '../../stores';
import { $fontCollections, loadFontCollection } from '../../stores/font-collections';
import { useStyles } from '../../ui/element-root';
import { lazyScreen } from '../../ui/lazy-screen';
import { LoadError } from '../../ui/load-error';
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

export function FontLibrary() {
  useStyles(fontLibraryStyles);
  const canCreate = useStore($canUser('create', { kind: 'postType', name: 'wp_font_family' }));
  const collections = useStore($fontCollections);
  const [active, setActive] = useState('library');
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

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
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    select(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div className="fl-root">
      <div className="fl-tabs" role="tablist" aria-label={__('Fonts')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`fl-tab${selected ? ' is-selected' : ''}`}
              onClick={() => select(tab.id)}
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
      <div
        className="fl-panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
      >
        {current.id === 'library' ? (
          <LibraryTab />
        ) : current.id === 'upload' ? (
          <UploadTab />
        ) : (
          <CollectionTab key={current.id} slug={current.id.slice(COLLECTION_TAB.length)} />
        )}
      </div>
    </div>
  );
}
