// The pictures in the media examples: a simple landscape (sky, sun, two hills) drawn as SVG and
// written as a `data:` URL. Preview frames load images only from the editor's own origin or from
// data URLs, and an example must not depend on the site's media library.

export interface LandscapeColors {
  sky: string;
  sun: string;
  farHill: string;
  nearHill: string;
}

export const LANDSCAPES = {
  dawn: { sky: '#f6d7b0', sun: '#f59e42', farHill: '#8fb9a8', nearHill: '#3f7f6b' },
  noon: { sky: '#bfe3f5', sun: '#fff4b8', farHill: '#9ccf8a', nearHill: '#4f8f3a' },
  dusk: { sky: '#3b3f6b', sun: '#f2c6d0', farHill: '#5a5f8f', nearHill: '#262a4d' },
} as const satisfies Record<string, LandscapeColors>;

/** Pixel size of every landscape (3:2), also given to `<img>` so layouts reserve the space. */
export const LANDSCAPE_WIDTH = 1200;
export const LANDSCAPE_HEIGHT = 800;

/** A `data:image/svg+xml,…` URL of a landscape in `colors`; safe inside a quoted attribute. */
export function landscapeImage(colors: LandscapeColors = LANDSCAPES.dawn): string {
  const w = LANDSCAPE_WIDTH;
  const h = LANDSCAPE_HEIGHT;
  const svg = [
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>`,
    `<rect width='${w}' height='${h}' fill='${colors.sky}'/>`,
    `<circle cx='860' cy='250' r='96' fill='${colors.sun}'/>`,
    `<path d='M0 540 Q260 380 560 500 T${w} 450 V${h} H0 Z' fill='${colors.farHill}'/>`,
    `<path d='M0 650 Q380 520 740 640 T${w} 600 V${h} H0 Z' fill='${colors.nearHill}'/>`,
    '</svg>',
  ].join('');
  // encodeURIComponent leaves no `"`, `<`, `>`, `#` or space: the URL needs no further escaping.
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
