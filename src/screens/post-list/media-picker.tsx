// The featured image picker: a modal with the media library as a grid of thumbnails (a
// listbox: arrow keys move in two dimensions, Home and End, Enter or Space chooses, a double
// click chooses and confirms), a search and pages the host answers, and an upload whose new
// image comes first and chosen. The library's data and calls live in src/stores/media.ts.
import { useStore } from '@nanostores/react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '../../i18n';
import {
  $mediaLibrary,
  loadMediaLibrary,
  type MediaItem,
  mediaTitle,
  UPLOAD_TYPES,
  uploadMedia,
} from '../../stores/media';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';

export interface MediaPickerProps {
  /** The image chosen now (0 for none): it starts selected. */
  selectedId: number;
  onSelect: (item: MediaItem) => void;
  onRequestClose: () => void;
  /** The modal's title and confirm button (the featured image's by default). */
  title?: string;
  selectLabel?: string;
  /** Offer Upload (only where the user may create media); on by default. */
  canUpload?: boolean;
}

const SEARCH_DELAY_MS = 300;

export const mediaPickerStyles = /* css */ `
.se-media-picker__toolbar { display: flex; gap: 8px; align-items: center; margin-bottom: 12px; }
.se-media-picker__toolbar input[type="search"] {
  flex: 1; min-height: 32px; padding: 4px 8px; border: 1px solid #949494; border-radius: 2px;
  font: inherit; color: inherit; background: #fff;
}
.se-media-picker__grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(112px, 1fr)); gap: 12px;
  margin: 0; padding: 4px; min-height: 120px; list-style: none;
}
.se-media-picker__grid:focus-visible { outline: 2px solid var(--se-accent, #3858e9); }
.se-media-picker__option {
  display: grid; gap: 4px; padding: 4px; border-radius: 4px; cursor: pointer;
  border: 2px solid transparent; min-width: 0;
}
.se-media-picker__option img {
  display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 2px;
  background: #f0f0f0;
}
.se-media-picker__name {
  font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.se-media-picker__option[aria-selected="true"] { border-color: var(--se-accent, #3858e9); }
.se-media-picker__grid:focus-visible .se-media-picker__option.is-active {
  box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1e1e1e;
}
.se-media-picker__status { margin: 8px 0; color: #757575; }
.se-media-picker__error {
  margin: 0 0 12px; padding: 8px 12px; border-inline-start: 4px solid #cc1818; background: #fcf0f1;
}
.se-media-picker__footer {
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between;
  margin-top: 16px;
}
.se-media-picker__pages, .se-media-picker__actions { display: flex; gap: 8px; align-items: center; }
`;

/** How many thumbnails a row of the grid holds, from its laid-out columns. */
function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return Math.max(1, columns);
}

/** The index an arrow key (or Home/End) moves to, or null for other keys. */
function movedIndex(key: string, index: number, count: number, columns: number, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const moves: Record<string, number> = {
    [forward]: index + 1,
    [back]: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  };
  if (!(key in moves)) return null;
  return Math.min(Math.max(moves[key]!, 0), count - 1);
}

export function MediaPicker({
  selectedId,
  onSelect,
  onRequestClose,
  title,
  selectLabel,
  canUpload = true,
}: MediaPickerProps) {
  useStyles(mediaPickerStyles);
  const library = useStore($mediaLibrary);
  const [search, setSearch] = useState(library.search);
  const [chosen, setChosen] = useState<MediaItem | undefined>(undefined);
  const [chosenId, setChosenId] = useState(selectedId);
  const [active, setActive] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const optionId = (index: number) => `se-media-${uid}-${index}`;
  const items = library.items;
  const current = items.length === 0 ? -1 : Math.min(active, items.length - 1);

  // The first page on opening; then a search the user stopped typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, on opening.
  useEffect(() => {
    void loadMediaLibrary({ page: 1, search });
  }, []);
  useEffect(() => {
    if (search === $mediaLibrary.get().search) return;
    const timer = setTimeout(() => void loadMediaLibrary({ page: 1, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (current >= 0) grid.current?.children[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (item: MediaItem, index: number) => {
    setChosen(item);
    setChosenId(item.id);
    setActive(index);
  };
  const chosenItem = chosen ?? items.find((item) => item.id === chosenId);
  const confirm = (item = chosenItem) => {
    if (item) onSelect(item);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = movedIndex(event.key, current, items.length, columnsOf(grid.current), rtl);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(items[current]!, current);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      const item = await uploadMedia(file);
      if (search) setSearch('');
      choose(item, 0);
      grid.current?.focus();
    } catch (error) {
      setUploadError(
        error instanceof Error && error.message
          ? error.message
          : __('The file could not be uploaded.'),
      );
    } finally {
      setUploading(false);
    }
  };

  const goToPage = (page: number) => {
    setActive(0);
    void loadMediaLibrary({ page });
  };

  return (
    <Modal title={title ?? __('Featured image')} size="large" onRequestClose={onRequestClose}>
      <div className="se-media-picker">
        <div className="se-media-picker__toolbar">
          <input
            type="search"
            aria-label={__('Search media')}
            placeholder={__('Search media')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {canUpload && (
            <>
              <button
                type="button"
                className="dv-button"
                disabled={uploading}
                aria-busy={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? __('Uploading…') : __('Upload')}
              </button>
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_TYPES.join(',')}
                hidden
                tabIndex={-1}
                aria-label={__('Upload')}
                onChange={onFile}
              />
            </>
          )}
        </div>
        {uploadError && (
          <p className="se-media-picker__error" role="alert">
            {uploadError}
          </p>
        )}
        {library.error && !library.isLoading && (
          <LoadError message={library.error.message} onRetry={() => void loadMediaLibrary()} />
        )}
        {library.isLoading && items.length === 0 ? (
          <Spinner />
        ) : (
          <div
            ref={grid}
            role="listbox"
            className="se-media-picker__grid"
            aria-label={__('Media library')}
            aria-busy={library.isLoading}
            tabIndex={0}
            {...(current >= 0 ? { 'aria-activedescendant': optionId(current) } : {})}
            onKeyDown={onGridKeyDown}
          >
            {items.map((item, index) => {
              const name = mediaTitle(item) || __('(no title)');
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys.
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
                <div
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={item.id === chosenId}
                  aria-label={name}
                  className={`se-media-picker__option${index === current ? ' is-active' : ''}`}
                  onClick={() => choose(item, index)}
                  onDoubleClick={() => confirm(item)}
                >
                  <img src={item.source_url} alt="" loading="lazy" />
                  <span className="se-media-picker__name" aria-hidden="true">
                    {name}
                  </span>
                </div>
              );
            })}
          </div>
        )}
        {!library.isLoading && !library.error && items.length === 0 && (
          <p className="se-media-picker__status">{__('No media items found.')}</p>
        )}
        <div className="se-media-picker__footer">
          <div className="se-media-picker__pages">
            {library.totalPages > 1 && (
              <>
                <button
                  type="button"
                  className="dv-button"
                  disabled={library.page <= 1 || library.isLoading}
                  onClick={() => goToPage(library.page - 1)}
                >
                  {__('Previous page')}
                </button>
                <span>{sprintf(__('Page %1$d of %2$d'), library.page, library.totalPages)}</span>
                <button
                  type="button"
                  className="dv-button"
                  disabled={library.page >= library.totalPages || library.isLoading}
                  onClick={() => goToPage(library.page + 1)}
                >
                  {__('Next page')}
                </button>
              </>
            )}
          </div>
          <div className="se-media-picker__actions">
            <button type="button" className="dv-button" onClick={onRequestClose}>
              {__('Cancel')}
            </button>
            <button
              type="button"
              className="dv-button is-primary"
              disabled={!chosenItem}
              onClick={() => confirm()}
            >
              {selectLabel ?? __('Set featured image')}
            </button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
