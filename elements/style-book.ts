import { PlaceholderScreen } from '../src/screens/placeholder-screen';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The Style Book: every block and style of the site on one page. Not built yet. */
export const contract: ElementContract = {
  tag: 'style-book',
  className: 'StyleBookElement',
  summary: 'The Style Book: every block and style of the site on one page. Not built yet.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, PlaceholderScreen, baseStyles);
