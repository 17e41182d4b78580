// Built-in examples of the core media blocks: saved HTML exactly as WordPress's front end has it,
// with our own captions and generated landscape pictures (landscape.ts) instead of uploads.
import { __ } from '../i18n/translate';
import { type LandscapeColors, LANDSCAPES, landscapeImage } from './landscape';
import { block, type ExampleMarkup, innerBlocks, paragraph, text } from './markup';

const img = (url: string, alt: string, className?: string) =>
  `<img${className ? ` class="${className}"` : ''} src="${url}" alt="${text(alt)}"/>`;

function galleryImage(colors: LandscapeColors, alt: string): string {
  return block(
    'core/image',
    { sizeSlug: 'large', linkDestination: 'none' },
    `<figure class="wp-block-image size-large">${img(landscapeImage(colors), alt)}</figure>`,
  );
}

function cover(): string {
  const url = landscapeImage(LANDSCAPES.dusk);
  const title = paragraph(
    text(__('Into the hills')),
    { align: 'center', fontSize: 'large' },
    'has-text-align-center has-large-font-size',
  );
  return block(
    'core/cover',
    { url, dimRatio: 50 },
    `<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="${url}" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container">${title}</div></div>`,
  );
}

export const MEDIA_EXAMPLES: Readonly<Record<string, ExampleMarkup>> = {
  'core/image': () =>
    block(
      'core/image',
      { sizeSlug: 'large' },
      `<figure class="wp-block-image size-large">${img(
        landscapeImage(LANDSCAPES.dawn),
        __('Green hills under an orange morning sky'),
      )}<figcaption class="wp-element-caption">${text(
        __('The valley at first light.'),
      )}</figcaption></figure>`,
    ),
  'core/gallery': () =>
    block(
      'core/gallery',
      { linkTo: 'none' },
      `<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${innerBlocks(
        galleryImage(LANDSCAPES.dawn, __('Hills at dawn')),
        galleryImage(LANDSCAPES.noon, __('Hills at noon')),
        galleryImage(LANDSCAPES.dusk, __('Hills at dusk')),
      )}</figure>`,
    ),
  'core/cover': cover,
  'core/media-text': () =>
    block(
      'core/media-text',
      { mediaType: 'image' },
      `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media">${img(
        landscapeImage(LANDSCAPES.noon),
        __('Green hills under a pale blue sky'),
      )}</figure><div class="wp-block-media-text__content">${paragraph(
        text(__('From the top of the ridge you can count three villages and one very slow river.')),
      )}</div></div>`,
    ),
};
