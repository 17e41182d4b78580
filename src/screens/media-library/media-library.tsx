// The media library (issue 31, item 2): a modal over the editor in which the user finds, uploads
// and chooses attachments for a media block, a gallery, a page's featured image or a background.
// Search, a type filter (unless the request fixes the type), pages the host answers; uploads (the
// button, or files dropped on the dialog) with their progress and the host's errors, only for
// users who may upload; the chosen item's details edited and saved; one item or several, in the
// order chosen. A lazy chunk (index.ts): nothing of it loads before a library is opened.
import { useStore } from '@nanostores/react';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { __, sprintf } from '../../i18n';
import { $canUser } from '../../stores/capabilities';
import type { MediaItem } from '../../stores/media';
import {
  $mediaLibrary,
  $mediaUploads,
  dismissUpload,
  loadMediaByIds,
  loadMediaLibrary,
  refuseUpload,
  uploadMedia,
} from '../../stores/media-library';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { MediaDetails } from './media-details';
import { MediaGrid } from './media-grid';
import { acceptOf, isAllowedType, typeChoices } from './media-types';
import { addToSelection, type MediaSelection, noSelection, select } from './selection';
import { mediaLibraryStyles } from './styles';

export interface MediaLibraryProps {
  /** `image`, `audio`, `video`, `application` or MIME types; none: any file. */
  allowedTypes?: string[] | undefined;
  multiple?: boolean | undefined;
  /** A gallery: several images, and the button says whether one is made or updated. */
  gallery?: boolean | undefined;
  /** Ids chosen now: they start selected. */
  value?: number[] | undefined;
  title?: string | undefined;
  /** The primary button's text ('Select' by default). */
  selectLabel?: string | undefined;
  onSelect(items: MediaItem[]): void;
  onRequestClose(): void;
}

const SEARCH_DELAY_MS = 300;

export default function MediaLibrary({
  allowedTypes,
  multiple = false,
  gallery = false,
  value = [],
  title,
  selectLabel,
  onSelect,
  onRequestClose,
}: MediaLibraryProps) {
  useStyles(mediaLibraryStyles);
  const library = useStore($mediaLibrary);
  const uploads = useStore($mediaUploads);
  const canUpload = useStore($canUser('create', 'media')) === true;
  const several = multiple || gallery;
  const choices = useMemo(() => typeChoices(allowedTypes), [allowedTypes]);
  const [type, setType] = useState(choices[0]!.value);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<MediaSelection>({ ids: value, anchor: -1 });
  // Every item chosen, by id: those of other pages or searches stay chosen, in order.
  const [known, setKnown] = useState<Map<number, MediaItem>>(new Map());
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const items = library.items;

  const remember = useCallback(
    (list: MediaItem[]) =>
      setKnown((now) => new Map([...now, ...list.map((item) => [item.id, item] as const)])),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening.
  useEffect(() => {
    void loadMediaLibrary({ page: 1, search: '', type });
    loadMediaByIds(value).then(remember, () => {});
  }, []);
  useEffect(() => remember(items), [remember, items]);
  useEffect(() => {
    const current = $mediaLibrary.get();
    if (search === current.search && type === current.type) return;
    const delay = type === current.type ? SEARCH_DELAY_MS : 0;
    const timer = setTimeout(() => void loadMediaLibrary({ page: 1, search, type }), delay);
    return () => clearTimeout(timer);
  }, [search, type]);

  const order = items.map((item) => item.id);
  const chosen = selection.ids.flatMap((id) => known.get(id) ?? []);
  const last = chosen.at(-1);

  const upload = async (files: File[]) => {
    for (const file of files) {
      if (file.type && !isAllowedType(file.type, allowedTypes)) {
        // Not sent: the block asking could not use it.
        refuseUpload(file.name, __('This file type is not allowed here.'));
        continue;
      }
      const item = await uploadMedia(file);
      if (!item || !isAllowedType(item.mime_type ?? '', allowedTypes)) continue;
      remember([item]);
      setSelection((now) => addToSelection(now, item.id, several));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canUpload) void upload([...(event.dataTransfer?.files ?? [])]);
  };

  const primaryLabel =
    selectLabel ??
    (gallery
      ? value.length > 0
        ? __('Update gallery')
        : __('Create a new gallery')
      : __('Select'));

  return (
    <Modal title={title || __('Media Library')} size="fill" onRequestClose={onRequestClose}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut for Upload files. */}
      <div
        className={`se-media-library${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          if (!canUpload || !event.dataTransfer?.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <div className="se-media-library__toolbar">
          <input
            type="search"
            aria-label={__('Search media')}
            placeholder={__('Search media')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {choices.length > 1 && (
            <select
              aria-label={__('Media type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
          {canUpload && (
            <>
              <button
                type="button"
                className="se-ml-button"
                onClick={() => fileInput.current?.click()}
              >
                {__('Upload files')}
              </button>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={acceptOf(allowedTypes)}
                hidden
                tabIndex={-1}
                aria-label={__('Upload files')}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void upload(files);
                }}
              />
            </>
          )}
        </div>
        {uploads.length > 0 && (
          <ul className="se-media-library__uploads" aria-label={__('Uploads')}>
            {uploads.map((item) =>
              item.error ? (
                <li key={item.key} className="se-media-library__upload-error" role="alert">
                  <span>
                    {sprintf(__('%1$s could not be uploaded: %2$s'), item.name, item.error)}
                  </span>
                  <button
                    type="button"
                    className="se-ml-button is-compact"
                    aria-label={sprintf(__('Dismiss the error of %s'), item.name)}
                    onClick={() => dismissUpload(item.key)}
                  >
                    {__('Dismiss')}
                  </button>
                </li>
              ) : (
                <li key={item.key}>
                  <span>{item.name}</span>
                  <progress
                    aria-label={item.name}
                    max={1}
                    {...(item.progress > 0 ? { value: item.progress } : {})}
                  />
                </li>
              ),
            )}
          </ul>
        )}
        <div className="se-media-library__main">
          <div className="se-media-library__list">
            {library.error && !library.isLoading && (
              <LoadError message={library.error.message} onRetry={() => void loadMediaLibrary()} />
            )}
            {library.isLoading && items.length === 0 ? (
              <Spinner />
            ) : (
              <MediaGrid
                items={items}
                selection={selection}
                multiple={several}
                busy={library.isLoading}
                onSelect={(gesture) => setSelection((now) => select(now, order, gesture, several))}
                onConfirm={(item) => onSelect([item])}
              />
            )}
            {!library.isLoading && !library.error && items.length === 0 && (
              <p className="se-media-library__status">{__('No media items found.')}</p>
            )}
            {library.totalPages > 1 && (
              <div className="se-media-library__pages">
                <button
                  type="button"
                  className="se-ml-button"
                  disabled={library.page <= 1 || library.isLoading}
                  onClick={() => void loadMediaLibrary({ page: library.page - 1 })}
                >
                  {__('Previous page')}
                </button>
                <span>{sprintf(__('Page %1$d of %2$d'), library.page, library.totalPages)}</span>
                <button
                  type="button"
                  className="se-ml-button"
                  disabled={library.page >= library.totalPages || library.isLoading}
                  onClick={() => void loadMediaLibrary({ page: library.page + 1 })}
                >
                  {__('Next page')}
                </button>
              </div>
            )}
          </div>
          {last && <MediaDetails item={last} />}
        </div>
        <div className="se-media-library__footer">
          <span className="se-media-library__count" aria-live="polite">
            {several && chosen.length > 0 ? sprintf(__('%d selected'), chosen.length) : ''}
          </span>
          <div className="se-media-library__actions">
            {several && chosen.length > 0 && (
              <button
                type="button"
                className="se-ml-button"
                onClick={() => setSelection(noSelection)}
              >
                {__('Clear')}
              </button>
            )}
            <button type="button" className="se-ml-button" onClick={onRequestClose}>
              {__('Cancel')}
            </button>
            <button
              type="button"
              className="se-ml-button is-primary"
              disabled={chosen.length === 0}
              onClick={() => onSelect(chosen)}
            >
              {primaryLabel}
            </button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
