// Our own small icon set: 24px line icons drawn for this project. Decorative: the control that
// holds one carries the name.
const paths = {
  back: 'M14.5 5.5 8 12l6.5 6.5',
  forward: 'M9.5 5.5 16 12l-6.5 6.5',
  navigation: 'M4 6h16M4 12h16M4 18h10',
  styles: 'M12 3a9 9 0 1 0 0 18V3Zm0 0a9 9 0 0 1 0 18',
  pages: 'M7 3h7l4 4v14H7V3Zm7 0v4h4',
  templates: 'M4 4h16v5H4zM4 11h7v9H4zM13 11h7v9h-7z',
  patterns: 'M5 5h6v6H5zM13 5h6v6h-6zM5 13h6v6H5zM13 13h6v6h-6z',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm4.8 11.3L20 20',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  site: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18',
  close: 'M6 6l12 12M18 6 6 18',
  warning: 'M12 4 2.5 20h19L12 4Zm0 6v5m0 2.5v.5',
  layoutTable: 'M4 5h16v14H4zM4 10h16M4 15h16M10 10v9',
  layoutGrid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  layoutList: 'M4 5h5v5H4zM4 14h5v5H4zM12 7h8M12 16h8',
  funnel: 'M4 5h16l-6 7.5V19l-4-2v-4.5L4 5Z',
  sliders: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4',
  moveUp: 'M12 19V5M6 11l6-6 6 6',
  moveDown: 'M12 5v14M6 13l6 6 6-6',
  plus: 'M12 5v14M5 12h14',
  chevronDown: 'M6.5 9.5 12 15l5.5-5.5',
  more: 'M12 6.5v.01M12 12v.01M12 17.5v.01',
  undo: 'M9 7 4.5 11.5 9 16M5 11.5h9a5 5 0 0 1 0 10h-2',
  redo: 'M15 7l4.5 4.5L15 16M19 11.5h-9a5 5 0 0 0 0 10h2',
  styleBook: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4Zm0 13a3 3 0 0 1 3-3h11',
  revisions: 'M12 4a8 8 0 1 1-7.4 5M4 4v5h5M12 8v4.5l3 2',
  typography: 'M5 18 10 6l5 12M7 14h6M15 18h4M17 10v8',
  colors: 'M12 3.5 6.5 10a6.5 6.5 0 1 0 11 0L12 3.5Z',
  background: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5',
  shadows: 'M5 5h11v11H5zM18 8v11H8',
  layout: 'M4 4h16v16H4zM9 4v16M4 9h5',
  blocks: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7',
  css: 'M9 6 4 12l5 6M15 6l5 6-5 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `se-icon ${className}` : 'se-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
