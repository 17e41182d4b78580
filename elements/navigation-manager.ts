import { NavigationManagerElement } from '../src/screens/navigation';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** Navigation menus: list, rename, duplicate, delete and edit menu items. */
export const contract: ElementContract = {
  tag: 'navigation-manager',
  className: 'NavigationManagerElement',
  summary:
    'Navigation menus: the list of menus (or the one menu), each menu’s items as a tree to add, edit, nest, reorder (mouse and keyboard) and remove, with Save; rename, duplicate and delete; a preview for block themes. Routes inside itself.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, NavigationManagerElement, baseStyles);
