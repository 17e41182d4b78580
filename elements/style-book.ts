import { StyleBookElement } from '../src/screens/style-book';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The Style Book: every block and style of the site on one page. */
export const contract: ElementContract = {
  tag: 'style-book',
  className: 'StyleBookElement',
  summary:
    'The Style Book: every block of the site shown from its example with the site’s styles (unsaved edits of a <site-editor> on the same page included), in tabs Overview, Text, Colors and Theme, and the site’s colours.',
  attributes: [
    ...hostAttributes,
    {
      name: 'category',
      property: 'category',
      type: 'string',
      tsType: "'overview' | 'text' | 'colors' | 'theme'",
      default: 'overview',
      description: 'The tab shown first.',
    },
    {
      name: 'interactive',
      property: 'interactive',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description:
        'Examples can be chosen (click or keyboard); each choice fires `example-select`.',
    },
  ],
  events: [
    {
      name: 'example-select',
      detail: '{ name: string; section: string }',
      description:
        'An example was chosen (with `interactive`): the block’s name (or `colors`, `typography`) and the Styles section that edits it (`/blocks/core%2Fparagraph`, `/colors/palette`, `/typography`).',
    },
  ],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, StyleBookElement, baseStyles);
