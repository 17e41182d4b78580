// Drives every <data-view> on /data-view with plain JavaScript, as a host page without React
// would: it sets the fields, data, view and actions properties and listens to the events.
// `?items=N` chooses how many generated rows each list gets.

interface Book {
  id: number;
  title: string;
  author: string;
  status: string;
  pages: number;
  published: string;
  cover: string;
  description: string;
}

const authors = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
const statuses = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'pending', label: 'Pending' },
  { value: 'private', label: 'Private' },
];
const words = ['Quiet', 'Harbour', 'Lantern', 'Orchard', 'Meridian', 'Atlas', 'Winter', 'Signal', 'Paper', 'River', 'Garden', 'Engine'];
const palette = ['#3858e9', '#e26f56', '#4ab866', '#f0b849', '#9b51e0', '#1e1e1e'];

function generate(count: number): Book[] {
  const books: Book[] = [];
  for (let i = 1; i <= count; i += 1) {
    const title = `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`;
    const color = palette[i % palette.length] ?? '#3858e9';
    books.push({
      id: i,
      title,
      author: authors[i % authors.length] ?? '',
      status: statuses[i % statuses.length]?.value ?? 'draft',
      pages: 80 + ((i * 37) % 600),
      published: new Date(Date.UTC(2020, 0, 1) + ((i * 86_400_000 * 3) % (6 * 365 * 86_400_000))).toISOString(),
      cover: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="${color}"/></svg>`)}`,
      description: `A book about ${words[(i * 3) % words.length]?.toLowerCase()} and ${words[(i * 5) % words.length]?.toLowerCase()}.`,
    });
  }
  return books;
}

const fields = [
  { id: 'title', label: 'Title', type: 'text', enableGlobalSearch: true, enableHiding: false },
  { id: 'cover', label: 'Cover', type: 'media', enableSorting: false },
  { id: 'description', label: 'Description', type: 'text', enableSorting: false },
  {
    id: 'author',
    label: 'Author',
    type: 'text',
    elements: authors.map((name) => ({ value: name, label: name })),
    filterBy: { operators: ['isAny', 'isNone'] },
    enableGlobalSearch: true,
  },
  { id: 'status', label: 'Status', type: 'text', elements: statuses, filterBy: { operators: ['is', 'isNot'], isPrimary: true } },
  { id: 'pages', label: 'Pages', type: 'integer' },
  { id: 'published', label: 'Published', type: 'datetime' },
];

const actions = [
  { id: 'open', label: 'Open', isPrimary: true },
  { id: 'archive', label: 'Archive', supportsBulk: true, isEligible: (book: Book) => book.status !== 'private' },
  { id: 'delete', label: 'Delete', isDestructive: true, supportsBulk: true },
];

const params = new URLSearchParams(location.search);
const items = generate(Number(params.get('items') ?? 200));

for (const element of document.querySelectorAll<HTMLElement & Record<string, unknown>>('data-view')) {
  const layout = element.dataset.layout ?? 'table';
  const log = document.querySelector(`[data-log-for="${layout}"]`);
  const write = (line: string) => {
    if (!log) return;
    log.textContent = `${line}\n${log.textContent ?? ''}`.slice(0, 4000);
  };
  element.fields = fields;
  element.actions = actions;
  element.view = {
    type: layout,
    perPage: 20,
    page: 1,
    sort: { field: 'published', direction: 'desc' },
    titleField: 'title',
    mediaField: 'cover',
    descriptionField: 'description',
    fields: layout === 'grid' ? ['author', 'status'] : ['author', 'status', 'pages', 'published'],
    filters: [],
    ...(layout === 'grid' ? { layout: { badgeFields: ['status'] } } : {}),
  };
  element.data = items;
  element.addEventListener('view-change', (event) => {
    const view = (event as CustomEvent).detail;
    write(`view-change: ${view.type}, page ${view.page}, search "${view.search ?? ''}", ${view.filters?.length ?? 0} filter(s)`);
  });
  element.addEventListener('selection-change', (event) => write(`selection-change: [${(event as CustomEvent).detail.join(', ')}]`));
  element.addEventListener('action', (event) => {
    const { action, items: chosen } = (event as CustomEvent).detail;
    write(`action: ${action} on ${chosen.map((book: Book) => book.title).join(', ')}`);
  });
}
