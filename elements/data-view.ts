import { DataViewElement } from '../src/screens/data-view-element';
import { baseStyles } from '../src/ui/base-styles';
import { type ElementContract, hostAttributes, themeProperties } from './contract';
import { defineElement } from './define';

/** The shared list component on its own: table, grid and list layouts, filters, sort, pages. */
export const contract: ElementContract = {
  tag: 'data-view',
  className: 'DataViewElement',
  summary:
    'The shared list component (table, grid, list; search, filters, sort; view options; pagination; bulk actions) for host pages without React. Without pagination-info it searches, filters, sorts and pages `data` itself.',
  attributes: [
    ...hostAttributes,
    {
      name: 'fields',
      property: 'fields',
      type: 'json',
      tsType: 'DataViewField[]',
      description: 'The fields: id, label, type (integer, text, datetime, media), elements, filterBy, enableHiding, enableSorting, enableGlobalSearch; as a property also getValue and render.',
    },
    {
      name: 'data',
      property: 'data',
      type: 'json',
      tsType: 'Record<string, unknown>[]',
      description: 'The items (each with an id). All of them in client-side mode, one page when pagination-info is set.',
    },
    {
      name: 'view',
      property: 'view',
      type: 'json',
      tsType: 'DataViewView',
      description: 'The view: type (table, grid, list), search, page, perPage, sort, filters, fields, titleField, mediaField, descriptionField, layout.',
    },
    {
      name: 'actions',
      property: 'actions',
      type: 'json',
      tsType: 'DataViewAction[]',
      description: 'Item actions: id, label, isPrimary, isDestructive, supportsBulk; as a property also isEligible. Choosing one fires `action`.',
    },
    {
      name: 'pagination-info',
      property: 'paginationInfo',
      type: 'json',
      tsType: '{ totalItems: number; totalPages: number }',
      description: 'Set when the host pages the data itself: the totals of the whole list.',
    },
  ],
  events: [
    { name: 'view-change', detail: 'DataViewView', description: 'The user changed the view (search, filters, sort, page, layout, fields).' },
    { name: 'selection-change', detail: 'string[]', description: 'The selected item ids changed.' },
    { name: 'action', detail: '{ action: string; items: Record<string, unknown>[] }', description: 'The user chose an action for these items.' },
  ],
  cssParts: [],
  cssProperties: themeProperties,
};

defineElement(contract, DataViewElement, baseStyles);
