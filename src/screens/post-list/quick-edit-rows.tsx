// Quick edit's rows (quick-edit-panel.tsx): a labelled control, and the chosen featured image.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { __, sprintf } from '../../i18n';
import { mediaItem, mediaTitle } from '../../stores/media';
import { Spinner } from '../../ui/spinner';

export function Row({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="se-quick-edit__row">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The chosen featured image: its thumbnail and name, loaded by id when not known yet. */
export function FeaturedImagePreview({ id }: { id: number }) {
  const { item, isLoading } = useStore(mediaItem(id));
  if (!item) {
    return <output>{isLoading ? <Spinner /> : sprintf(__('Image ID %d'), id)}</output>;
  }
  const name = mediaTitle(item);
  return (
    <output className="se-quick-edit__image">
      {item.source_url && <img src={item.source_url} alt="" />}
      <span>{name || sprintf(__('Image ID %d'), id)}</span>
    </output>
  );
}
