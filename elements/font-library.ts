import { FontLibraryElement } from '../src/screens/font-library';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The font library: installed fonts, upload, font collections, install and activation. */
export const contract: ElementContract = {
  tag: 'font-library',
  className: 'FontLibraryElement',
  summary:
    'The font library: the installed fonts with their activation (saved to the global styles), upload (fonts parsed in the browser), the font collections, install and uninstall.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, FontLibraryElement, baseStyles);
