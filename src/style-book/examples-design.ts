// Built-in examples of the core design blocks (buttons, columns, group, separator, spacer), the
// navigation block and the search form: saved HTML exactly as WordPress's front end has it, with
// our own short example texts. Navigation and search are dynamic: the preview renderer draws
// them from these attributes and inner blocks (the home link from the site's address).
import { __ } from '../i18n/translate';
import {
  block,
  type ExampleMarkup,
  heading,
  innerBlocks,
  paragraph,
  text,
  voidBlock,
} from './markup';

function button(translated: string, style?: string): string {
  const className = style ? `is-style-${style}` : undefined;
  return block(
    'core/button',
    className ? { className } : {},
    `<div class="wp-block-button${className ? ` ${className}` : ''}"><a class="wp-block-button__link wp-element-button">${text(translated)}</a></div>`,
  );
}

const column = (title: string, body: string) =>
  block(
    'core/column',
    {},
    `<div class="wp-block-column">${innerBlocks(heading(3, text(title)), paragraph(text(body)))}</div>`,
  );

const navigationLink = (label: string) =>
  voidBlock('core/navigation-link', { label: text(label), url: '#', kind: 'custom' });

export const DESIGN_EXAMPLES: Readonly<Record<string, ExampleMarkup>> = {
  'core/buttons': () =>
    block(
      'core/buttons',
      {},
      `<div class="wp-block-buttons">${innerBlocks(
        button(__('Plan a visit')),
        button(__('See the map'), 'outline'),
      )}</div>`,
    ),
  'core/columns': () =>
    block(
      'core/columns',
      {},
      `<div class="wp-block-columns">${innerBlocks(
        column(__('Spring'), __('Sow early under glass and keep the seedlings out of the wind.')),
        column(__('Summer'), __('Water in the evening, when the ground can hold on to it.')),
        column(__('Autumn'), __('Lift what is left, then cover the beds with leaves.')),
      )}</div>`,
    ),
  'core/group': () =>
    block(
      'core/group',
      { layout: { type: 'constrained' } },
      `<div class="wp-block-group">${innerBlocks(
        heading(3, text(__('Open on Saturdays'))),
        paragraph(text(__('The community garden welcomes visitors from nine until noon.'))),
      )}</div>`,
    ),
  'core/separator': () =>
    block('core/separator', {}, '<hr class="wp-block-separator has-alpha-channel-opacity"/>'),
  'core/spacer': () =>
    block(
      'core/spacer',
      {},
      '<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>',
    ),
  'core/navigation': () =>
    block(
      'core/navigation',
      {},
      innerBlocks(
        voidBlock('core/home-link'),
        navigationLink(__('About')),
        navigationLink(__('Journal')),
        navigationLink(__('Contact')),
      ),
    ),
  'core/search': () => voidBlock('core/search', { label: __('Search'), buttonText: __('Search') }),
};
