// The icon on each Add template card (spec 2.10): the choice names one (WordPress's icon names for
// the standard types, a post type's dashicon without its prefix, `block-meta` for taxonomies,
// `pencil` for the custom template). Drawn here as 24px line icons in the style of ui/icons; a
// name we have not drawn (a plugin's dashicon) shows the generic template icon. Decorative: the
// card's title names the choice.
const paths: Readonly<Record<string, string>> = {
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  verse: 'M5 5h14M5 9.5h14M5 14h9M5 18.5h6',
  pin: 'M9 4h6l-1 6 3 3H7l3-3-1-6ZM12 13v7',
  page: 'M7 3h7l4 4v14H7V3Zm7 0v4h4M9.5 12h6M9.5 15.5h6',
  'admin-page': 'M7 3h7l4 4v14H7V3Zm7 0v4h4M9.5 12h6M9.5 15.5h6',
  post: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  'admin-post': 'M15 4l5 5-9 9H6v-5l9-9ZM13 6l5 5',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  archive: 'M4 5h16v4H4zM5.5 9v10h13V9M10 13h4',
  'comment-author-avatar': 'M12 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM5 20c0-3.5 3-6 7-6s7 2.5 7 6',
  category: 'M4 6h6l2 2h8v11H4V6Z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 4v4M16 4v4M8 14h2M14 14h2M8 17h2',
  tag: 'M4 4h7l9 9-7 7-9-9V4Zm4.5 3.5v.01',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm4.8 11.3L20 20',
  'not-found': 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM9 9l6 6M15 9l-6 6',
  'block-meta': 'M4 8h16M4 16h16M9 4 7 20M17 4l-2 16',
  pencil: 'M15 4l5 5L9 20H4v-5L15 4ZM13 6l5 5',
  book: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4Zm0 13a3 3 0 0 1 3-3h10',
  'admin-media': 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5',
  products: 'M5 8h14l-1 12H6L5 8Zm4 0a3 3 0 0 1 6 0',
  layout: 'M4 4h16v5H4zM4 11h7v9H4zM13 11h7v9h-7z',
};

export function TemplateTypeIcon({ name }: { name: string }) {
  return (
    <svg
      className="se-icon se-template-choice__icon"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name] ?? paths.layout}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
