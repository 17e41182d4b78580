// The library's items: a listbox of thumbnails (images) and file tiles (audio, video, documents),
// reached by Tab as one stop and moved in with the arrow keys in two dimensions, Home and End
// (aria-activedescendant); how clicks and keys change the selection is selection.ts's. A double
// click in single mode chooses and confirms.
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { __ } from '../../i18n';
import { type MediaItem, mediaTitle } from '../../stores/media';
import { type MediaSelection, movedIndex, type SelectGesture } from './selection';

/** How many tiles a row of the grid holds, from its laid-out columns. */
function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  return Math.max(1, getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** A file's kind for its tile: the part after the slash, upper case (MP3, PDF, WAV…). */
function fileLabel(item: MediaItem): string {
  const fromUrl = /\.([a-z0-9]+)(?:\?|$)/i.exec(item.source_url ?? '')?.[1];
  return (fromUrl ?? item.mime_type?.split('/')[1] ?? '').toUpperCase();
}

export function MediaTile({ item }: { item: MediaItem }) {
  if (item.media_type === 'image' || item.mime_type?.startsWith('image/')) {
    const thumbnail =
      item.media_details?.sizes?.medium?.source_url ??
      item.media_details?.sizes?.thumbnail?.source_url ??
      item.source_url;
    return <img src={thumbnail} alt="" loading="lazy" />;
  }
  return (
    <span className="se-media-library__file" aria-hidden="true">
      {fileLabel(item)}
    </span>
  );
}

export interface MediaGridProps {
  items: MediaItem[];
  selection: MediaSelection;
  multiple: boolean;
  busy: boolean;
  onSelect(gesture: SelectGesture): void;
  /** Double click in single mode: choose this one and close. */
  onConfirm(item: MediaItem): void;
}

export function MediaGrid({
  items,
  selection,
  multiple,
  busy,
  onSelect,
  onConfirm,
}: MediaGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const optionId = (index: number) => `se-media-${uid}-${index}`;
  const current = items.length === 0 ? -1 : Math.min(active, items.length - 1);

  useEffect(() => {
    if (current >= 0) grid.current?.children[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  // A new first item (an upload) becomes the active one.
  const first = items[0]?.id;
  useEffect(() => {
    if (first !== undefined && selection.ids.includes(first)) setActive(0);
  }, [first, selection.ids]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = movedIndex(event.key, current, items.length, columnsOf(grid.current), rtl);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onSelect({ index: current, toggle: multiple && !event.shiftKey, range: event.shiftKey });
    } else if (multiple && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelect({ index: 0, toggle: false, range: false });
      onSelect({ index: items.length - 1, toggle: false, range: true });
    }
  };

  const onClick = (event: MouseEvent, index: number) => {
    setActive(index);
    onSelect({ index, toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };

  return (
    <div
      ref={grid}
      role="listbox"
      className="se-media-library__grid"
      aria-label={__('Media items')}
      aria-multiselectable={multiple || undefined}
      aria-busy={busy}
      tabIndex={0}
      {...(current >= 0 ? { 'aria-activedescendant': optionId(current) } : {})}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const name = mediaTitle(item) || __('(no title)');
        const order = selection.ids.indexOf(item.id);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
          <div
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={order >= 0}
            aria-label={name}
            className={`se-media-library__option${index === current ? ' is-active' : ''}`}
            onMouseDown={(event) => event.shiftKey && event.preventDefault()}
            onClick={(event) => onClick(event, index)}
            onDoubleClick={() => !multiple && onConfirm(item)}
          >
            <MediaTile item={item} />
            <span className="se-media-library__name" aria-hidden="true">
              {name}
            </span>
            {multiple && order >= 0 && (
              <span className="se-media-library__order" aria-hidden="true">
                {order + 1}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
