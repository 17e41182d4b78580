// The background image of the site (or of one block, with `blockName`): an image from the media
// library (Upload only for users who may create media, spec 6) stored as WordPress stores it
// (`styles.background.backgroundImage: { url, id, source: 'file', title }`), its size (Cover,
// Contain, or Tile with a width), repetition, position and attachment. Remove takes the image
// away, overriding the theme's with `none` when the theme sets one.
//
// The size shown is the one the site's CSS applies: an image chosen here is saved with its size,
// as WordPress saves it (the size already set, else the default: Tile for the site's background,
// which WordPress's stylesheet prints at the image's own size; Cover for a block's, which it
// prints covering).
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { __ } from '../../../i18n';
import { getPath, isObject } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { THEME_FILE_PREFIX } from '../../../global-styles/theme-files';
import type { JsonObject } from '../../../global-styles/types';
import { $globalStyles, setStyle } from '../../../stores/global-styles';
import { mediaTitle } from '../../../stores/media';
import { useStyles } from '../../../ui/element-root';
import { MediaLibraryModal } from '../../media-library';
import { Section } from '../parts';
import { BackgroundOptions } from './background-options';
import { backgroundStyles } from './styles';

export interface BackgroundImage {
  url?: string;
  id?: number;
  source?: string;
  title?: string;
}

/** The image a `backgroundImage` value names, or undefined (none, `none`, or not an image). */
export function imageOf(value: unknown): BackgroundImage | undefined {
  return isObject(value) && typeof value.url === 'string' ? (value as BackgroundImage) : undefined;
}

/**
 * The size an image chosen without one gets, as WordPress's Styles give it: a block's image
 * covers the block, the site's background tiles at the image's own size.
 */
export function defaultBackgroundSize(blockName: string | undefined): 'cover' | 'auto' {
  return blockName ? 'cover' : 'auto';
}

/** A name for the image: its title, else its file name. */
function imageName(image: BackgroundImage): string {
  if (image.title) return image.title;
  const file = image.url?.split(/[?#]/)[0]?.split('/').pop();
  return file ? decodeURIComponent(file) : __('Background image');
}

export function BackgroundPanel({ blockName }: { blockName?: string | undefined }) {
  useStyles(backgroundStyles);
  const { merged, user, base } = useStore($globalStyles);
  const [picking, setPicking] = useState(false);
  const id = useId();
  const settings = settingsFor(merged, blockName);
  const root = blockName ? ['styles', 'blocks', blockName] : ['styles'];
  const background = getPath(merged, [...root, 'background']);
  const image = imageOf(getPath(background, ['backgroundImage']));
  const themeImage = imageOf(getPath(base, [...root, 'background', 'backgroundImage']));
  const userBackground = getPath(user, [...root, 'background']);
  const mayStyle = getPath(settings, ['background', 'backgroundSize']) === true;

  const defaultSize = defaultBackgroundSize(blockName);
  /**
   * One edit: the image with its size (the one set, else the default), and (as WordPress does for
   * a tiled image without a position) the top centre as its position, so its focus more likely
   * shows.
   */
  const setImage = (value: BackgroundImage) => {
    const own = isObject(userBackground) ? userBackground : {};
    const size = typeof own.backgroundSize === 'string' ? own.backgroundSize : defaultSize;
    const placed = own.backgroundPosition !== undefined || size !== 'auto';
    setStyle(
      ['background'],
      {
        ...own,
        backgroundImage: value,
        backgroundSize: size,
        ...(placed ? {} : { backgroundPosition: '50% 0' }),
      },
      blockName,
    );
  };
  const remove = () => {
    // One edit: the user's image and its options go; the theme's image is covered by `none`.
    setStyle(['background'], themeImage ? { backgroundImage: 'none' } : undefined, blockName);
  };
  const preview = image?.url && !image.url.startsWith(THEME_FILE_PREFIX) ? image.url : undefined;
  return (
    <Section title={__('Background image')}>
      {image ? (
        <div className="bg-image">
          {preview ? (
            <img className="bg-image__thumb" src={preview} alt="" />
          ) : (
            <span className="bg-image__thumb" aria-hidden="true" />
          )}
          <span className="bg-image__name" id={`${id}-name`}>
            {imageName(image)}
          </span>
        </div>
      ) : (
        <p className="bg-empty">{__('No background image.')}</p>
      )}
      <div className="bg-actions">
        <button type="button" className="st-button" onClick={() => setPicking(true)}>
          {image ? __('Replace image') : __('Add background image')}
        </button>
        {(image || isObject(userBackground)) && (
          <button type="button" className="st-button is-destructive" onClick={remove}>
            {__('Remove image')}
          </button>
        )}
      </div>
      {image && mayStyle && (
        <BackgroundOptions
          background={(isObject(background) ? background : {}) as JsonObject}
          isBlock={blockName !== undefined}
          onChange={(property, value) => setStyle(['background', property], value, blockName)}
        />
      )}
      {picking && (
        <MediaLibraryModal
          title={__('Background image')}
          selectLabel={__('Set background image')}
          allowedTypes={['image']}
          value={image?.id ? [image.id] : []}
          onRequestClose={() => setPicking(false)}
          onSelect={([item]) => {
            setPicking(false);
            if (!item?.source_url) return;
            setImage({
              url: item.source_url,
              id: item.id,
              source: 'file',
              ...(mediaTitle(item) ? { title: mediaTitle(item) } : {}),
            });
          }}
        />
      )}
    </Section>
  );
}
