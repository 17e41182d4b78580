import { expect } from '@esm-bundle/chai';
import {
  clampPreviewSize,
  GRID_BUCKETS,
  GRID_GAP,
  gridBucket,
  gridColumns,
  hasPreviewSizeControl,
} from '../../../src/data-view/grid';

describe('grid columns', () => {
  it('puts each width in the bucket whose lower edge it reaches', () => {
    const cases: [number, string][] = [
      [0, 'mobile'],
      [479, 'mobile'],
      [480, 'large'],
      [779, 'large'],
      [780, 'xlarge'],
      [1139, 'xlarge'],
      [1140, 'huge'],
      [1519, 'huge'],
      [1520, 'xhuge'],
      [4000, 'xhuge'],
    ];
    for (const [width, bucket] of cases) expect(gridBucket(width), String(width)).to.equal(bucket);
  });

  it('has the column ranges and defaults of each bucket', () => {
    expect(GRID_BUCKETS).to.deep.equal({
      xhuge: { min: 3, max: 6, default: 5 },
      huge: { min: 2, max: 4, default: 4 },
      xlarge: { min: 2, max: 3, default: 3 },
      large: { min: 1, max: 2, default: 2 },
      mobile: { min: 1, max: 2, default: 2 },
    });
    expect(GRID_GAP).to.equal(8);
  });

  it("uses the bucket's default column count without a preview size", () => {
    expect(gridColumns(1600)).to.equal(5);
    expect(gridColumns(1200)).to.equal(4);
    expect(gridColumns(800)).to.equal(3);
    expect(gridColumns(500)).to.equal(2);
    expect(gridColumns(320)).to.equal(2);
  });

  it('honours a preview size inside the bucket and clamps one outside it', () => {
    expect(gridColumns(1600, 6)).to.equal(6);
    expect(gridColumns(1600, 1)).to.equal(3);
    expect(gridColumns(800, 6)).to.equal(3);
    expect(gridColumns(500, 1)).to.equal(1);
    expect(gridColumns(500, 9)).to.equal(2);
  });

  it('rounds a fractional preview size and ignores a non-number', () => {
    expect(clampPreviewSize(3.6, 'xhuge')).to.equal(4);
    expect(clampPreviewSize(Number.NaN, 'huge')).to.equal(4);
  });

  it('offers no preview size control on mobile', () => {
    expect(hasPreviewSizeControl('mobile')).to.equal(false);
    for (const bucket of ['large', 'xlarge', 'huge', 'xhuge'] as const) {
      expect(hasPreviewSizeControl(bucket), bucket).to.equal(true);
    }
  });
});
