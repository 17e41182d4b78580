// The details of the (last) chosen attachment: what it is, and its alternative text (images),
// caption and title, each saved to the host when the field is left changed, with the outcome said
// beside them ('Saved.', or the host's message). Saving is the store's (saveMediaDetails).
import { useEffect, useId, useState } from 'react';
import { __, sprintf } from '../../i18n';
import { type MediaItem, mediaTitle } from '../../stores/media';
import { type MediaDetailsChange, saveMediaDetails } from '../../stores/media-library';
import { MediaTile } from './media-grid';

type Field = 'alt_text' | 'caption' | 'title';
type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

const fieldValue = (item: MediaItem, field: Field): string =>
  field === 'alt_text' ? (item.alt_text ?? '') : (item[field]?.raw ?? item[field]?.rendered ?? '');

function fileSize(bytes: number | undefined): string {
  if (!bytes) return '';
  if (bytes < 1024) return sprintf(__('%d bytes'), bytes);
  if (bytes < 1024 * 1024) return sprintf(__('%s KB'), (bytes / 1024).toFixed(0));
  return sprintf(__('%s MB'), (bytes / 1024 / 1024).toFixed(1));
}

export function MediaDetails({ item }: { item: MediaItem }) {
  const uid = useId();
  const isImage = item.media_type === 'image' || !!item.mime_type?.startsWith('image/');
  const fields: { field: Field; label: string; multiline: boolean }[] = [
    ...(isImage
      ? [{ field: 'alt_text' as const, label: __('Alternative text'), multiline: true }]
      : []),
    { field: 'caption', label: __('Caption'), multiline: true },
    { field: 'title', label: __('Title'), multiline: false },
  ];
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    alt_text: fieldValue(item, 'alt_text'),
    caption: fieldValue(item, 'caption'),
    title: fieldValue(item, 'title'),
  }));
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  // Another item shown: its own values, and no outcome of the last one's save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the item shown changes.
  useEffect(() => {
    setValues({
      alt_text: fieldValue(item, 'alt_text'),
      caption: fieldValue(item, 'caption'),
      title: fieldValue(item, 'title'),
    });
    setSave({ status: 'idle' });
  }, [item.id]);

  const saveField = async (field: Field) => {
    if (values[field] === fieldValue(item, field)) return;
    setSave({ status: 'saving' });
    try {
      await saveMediaDetails(item.id, { [field]: values[field] } as MediaDetailsChange);
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', message: (error as Error).message });
    }
  };

  const size = item.media_details?.width
    ? sprintf(__('%1$d by %2$d pixels'), item.media_details.width, item.media_details.height ?? 0)
    : '';
  return (
    <section className="se-media-library__details" aria-label={__('Attachment details')}>
      <div className="se-media-library__preview">
        <MediaTile item={item} />
      </div>
      <p className="se-media-library__facts">
        <strong>{mediaTitle(item) || __('(no title)')}</strong>
        <span>{item.mime_type}</span>
        {size && <span>{size}</span>}
        {fileSize(item.media_details?.filesize) && (
          <span>{fileSize(item.media_details?.filesize)}</span>
        )}
      </p>
      {fields.map(({ field, label, multiline }) => {
        const id = `${uid}-${field}`;
        const props = {
          id,
          value: values[field],
          onChange: (event: { target: { value: string } }) =>
            setValues((now) => ({ ...now, [field]: event.target.value })),
          onBlur: () => void saveField(field),
        };
        return (
          <div className="se-media-library__field" key={field}>
            <label htmlFor={id}>{label}</label>
            {multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
          </div>
        );
      })}
      <p
        className={`se-media-library__save is-${save.status}`}
        role={save.status === 'failed' ? 'alert' : 'status'}
      >
        {save.status === 'saving' && __('Saving…')}
        {save.status === 'saved' && __('Saved.')}
        {save.status === 'failed' && sprintf(__('Not saved: %s'), save.message)}
      </p>
    </section>
  );
}
