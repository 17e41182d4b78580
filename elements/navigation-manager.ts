import { PlaceholderScreen } from '../src/screens/placeholder-screen';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** Navigation menus: list, rename, duplicate, delete and edit menu items. Not built yet. */
export const contract: ElementContract = {
  tag: 'navigation-manager',
  className: 'NavigationManagerElement',
  summary: 'Navigation menus: list, rename, duplicate, delete and edit menu items. Not built yet.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, PlaceholderScreen, baseStyles);
