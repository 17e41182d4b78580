import { PlaceholderScreen } from '../src/screens/placeholder-screen';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The font library: installed fonts, upload, font collections, install and activation. Not built yet. */
export const contract: ElementContract = {
  tag: 'font-library',
  className: 'FontLibraryElement',
  summary:
    'The font library: installed fonts, upload, font collections, install and activation. Not built yet.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, PlaceholderScreen, baseStyles);
