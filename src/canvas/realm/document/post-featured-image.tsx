// A page's or post's featured image: set, replaced or removed through the editor's media library
// (the bridge's chooseMedia), as the media blocks open it.
import { Button } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import { useRealm } from '../realm-context';
import { renderedText, useRecord } from './post-data';
import type { EditedRecord } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

export function PostFeaturedImage({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const realm = useRealm();
  const id = Number(record.featured_media ?? 0);
  const media = useRecord('root', 'media', id);
  const sizes = (media?.media_details as { sizes?: Record<string, { source_url?: string }> })
    ?.sizes;
  const src = sizes?.medium?.source_url ?? (media?.source_url as string | undefined);
  const choose = () =>
    realm.host.chooseMedia(
      JSON.stringify({
        allowedTypes: ['image'],
        multiple: false,
        title: __('Featured image'),
        ...(id ? { value: [id] } : {}),
      }),
      (chosen) => {
        const [first] = JSON.parse(chosen) as { id?: number }[];
        if (first?.id) edit({ featured_media: first.id });
      },
      () => {},
    );
  return (
    <div className="canvas-document__featured-image">
      {id > 0 && src && (
        <img
          src={src}
          alt={renderedText(media?.alt_text) || __('Featured image')}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      )}
      {id > 0 ? (
        <div className="canvas-document__featured-image-actions">
          <Button variant="secondary" size="compact" onClick={choose}>
            {__('Replace')}
          </Button>
          <Button
            variant="secondary"
            size="compact"
            isDestructive
            onClick={() => edit({ featured_media: 0 })}
          >
            {__('Remove')}
          </Button>
        </div>
      ) : (
        <Button
          __next40pxDefaultSize
          variant="secondary"
          onClick={choose}
          className="canvas-document__featured-image-set"
          style={{ width: '100%', justifyContent: 'center' }}
        >
          {__('Set featured image')}
        </Button>
      )}
    </div>
  );
}
