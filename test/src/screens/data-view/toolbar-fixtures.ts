// Fields and a view shaped like a posts list, for the toolbar, filter and view options tests.
import type { Field, View } from '../../../../src/data-view/types';

const names = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai'];

export const statusField: Field = {
  id: 'status',
  label: 'Status',
  elements: [
    { value: 'draft', label: 'Draft' },
    { value: 'publish', label: 'Published' },
    { value: 'pending', label: 'Pending' },
  ],
};

/** Eleven elements: filtered through a searchable combobox. */
export const authorField: Field = {
  id: 'author',
  label: 'Author',
  elements: names.map((name, index) => ({ value: index + 1, label: name })),
};

/** Single-selection operators only. */
export const formatField: Field = {
  id: 'format',
  label: 'Format',
  elements: [
    { value: 'standard', label: 'Standard' },
    { value: 'gallery', label: 'Gallery' },
  ],
  filterBy: { operators: ['is', 'isNot'] },
};

export const typeField: Field = {
  id: 'type',
  label: 'Type',
  elements: [
    { value: 'post', label: 'Post' },
    { value: 'page', label: 'Page' },
  ],
  filterBy: { isPrimary: true },
};

export const titleField: Field = { id: 'title', label: 'Title', enableHiding: false };
export const dateField: Field = { id: 'date', label: 'Date', type: 'datetime' };
export const slugField: Field = { id: 'slug', label: 'Slug', enableSorting: false };

export const postFields: Field[] = [
  titleField,
  statusField,
  authorField,
  formatField,
  dateField,
  slugField,
];

export const tableView: View = {
  type: 'table',
  search: '',
  page: 3,
  perPage: 20,
  fields: ['status', 'author', 'date'],
  titleField: 'title',
  filters: [],
};
