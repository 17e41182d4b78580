// What `/element/data-view` gives its lone <data-view>: fields, a dozen items and a view, as JSON
// attributes, the way a PHP page with no script of its own would print them. The element then
// searches, filters, sorts and pages them itself (the scripted demo with events is /data-view).

const authors = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Barbara Liskov'];
const statuses = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'pending', label: 'Pending' },
];
const titles = [
  'Quiet Harbour',
  'Lantern Orchard',
  'Meridian Atlas',
  'Winter Signal',
  'Paper River',
  'Garden Engine',
  'Harbour Lights',
  'Orchard Winter',
  'Atlas of Rivers',
  'Signal and Noise',
  'The Paper Garden',
  'Engine Room',
];

const fields = [
  { id: 'title', label: 'Title', type: 'text', enableGlobalSearch: true, enableHiding: false },
  {
    id: 'author',
    label: 'Author',
    type: 'text',
    elements: authors.map((name) => ({ value: name, label: name })),
    filterBy: { operators: ['isAny', 'isNone'] },
  },
  { id: 'status', label: 'Status', type: 'text', elements: statuses },
  { id: 'pages', label: 'Pages', type: 'integer' },
  { id: 'published', label: 'Published', type: 'datetime' },
];

const data = titles.map((title, i) => ({
  id: i + 1,
  title,
  author: authors[i % authors.length],
  status: statuses[i % statuses.length]?.value,
  pages: 120 + ((i * 53) % 400),
  published: new Date(Date.UTC(2024, i % 12, 1 + ((i * 5) % 27))).toISOString(),
}));

const view = {
  type: 'table',
  search: '',
  page: 1,
  perPage: 10,
  sort: { field: 'title', direction: 'asc' },
  titleField: 'title',
  fields: ['author', 'status', 'pages', 'published'],
  filters: [],
};

/** The lone <data-view>'s attributes. */
export const dataViewSampleAttributes: Record<string, string> = {
  fields: JSON.stringify(fields),
  data: JSON.stringify(data),
  view: JSON.stringify(view),
};
