// Grid columns by the data view's own width (spec 9). The preview size a user picks is a column
// count, kept inside the range of the current width bucket so a card never gets absurdly small or
// large when the window changes.
import type { GridBucket } from './types';

export const GRID_GAP = 8;

/** Column counts per width bucket: allowed range and the default. */
export const GRID_BUCKETS: Record<GridBucket, { min: number; max: number; default: number }> = {
  xhuge: { min: 3, max: 6, default: 5 },
  huge: { min: 2, max: 4, default: 4 },
  xlarge: { min: 2, max: 3, default: 3 },
  large: { min: 1, max: 2, default: 2 },
  mobile: { min: 1, max: 2, default: 2 },
};

// Widest first: the first bucket whose lower edge the width reaches.
const BUCKET_FROM: [GridBucket, number][] = [
  ['xhuge', 1520],
  ['huge', 1140],
  ['xlarge', 780],
  ['large', 480],
];

export function gridBucket(width: number): GridBucket {
  for (const [bucket, from] of BUCKET_FROM) if (width >= from) return bucket;
  return 'mobile';
}

/** A preferred column count brought into the bucket's range (whole, the default when unset). */
export function clampPreviewSize(size: number | undefined, bucket: GridBucket): number {
  const { min, max, default: fallback } = GRID_BUCKETS[bucket];
  if (size === undefined || !Number.isFinite(size)) return fallback;
  return Math.min(max, Math.max(min, Math.round(size)));
}

/** How many columns the grid shows at this width, honouring the preferred count if any. */
export function gridColumns(width: number, previewSize?: number): number {
  return clampPreviewSize(previewSize, gridBucket(width));
}

/** Spec 9: no preview size control on mobile. */
export function hasPreviewSizeControl(bucket: GridBucket): boolean {
  return bucket !== 'mobile';
}
