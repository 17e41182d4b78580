import { PlaceholderScreen } from '../src/screens/placeholder-screen';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The shared list component (table, grid, list; filters; sort; pagination; bulk actions). Not built yet. */
export const contract: ElementContract = {
  tag: 'data-view',
  className: 'DataViewElement',
  summary:
    'The shared list component (table, grid, list; filters; sort; pagination; bulk actions). Not built yet.',
  attributes: hostAttributes,
  events: [],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, PlaceholderScreen, baseStyles);
