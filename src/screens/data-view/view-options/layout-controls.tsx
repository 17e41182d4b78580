// The layout's own appearance control: density for tables and lists; preview size for grids.
// The preview size is stored as a column count inside the current width bucket's range (spec 9);
// the slider runs the other way, so that moving it right makes the previews bigger.
import { useId } from 'react';
import {
  clampPreviewSize,
  GRID_BUCKETS,
  gridBucket,
  hasPreviewSizeControl,
  setDensity,
  setPreviewSize,
} from '../../../data-view';
import type { Density } from '../../../data-view/types';
import { __, _n, sprintf } from '../../../i18n';
import { useContainerWidth, useDataView } from '../context';

const DENSITIES: { value: Density; label: () => string }[] = [
  { value: 'comfortable', label: () => __('Comfortable') },
  { value: 'balanced', label: () => __('Balanced') },
  { value: 'compact', label: () => __('Compact') },
];
const DEFAULT_DENSITY: Density = 'balanced';

export function DensityControl() {
  const { view, onChangeView } = useDataView();
  const name = useId();
  const density = view.layout?.density ?? DEFAULT_DENSITY;
  return (
    <fieldset className="dv-view-options__control dv-segmented">
      <legend>{__('Density')}</legend>
      <div className="dv-segmented__options">
        {DENSITIES.map(({ value, label }) => (
          <label key={value} className="dv-segmented__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={density === value}
              onChange={() => onChangeView(setDensity(view, value))}
            />
            <span>{label()}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PreviewSizeControl() {
  const { view, onChangeView } = useDataView();
  const containerWidth = useContainerWidth();
  const id = useId();
  const bucket = gridBucket(containerWidth);
  if (!hasPreviewSizeControl(bucket)) return null;
  const { min, max } = GRID_BUCKETS[bucket];
  const columns = clampPreviewSize(view.layout?.previewSize, bucket);
  return (
    <div className="dv-view-options__control">
      <label htmlFor={id}>{__('Preview size')}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={min + max - columns}
        aria-valuetext={sprintf(_n('%d column', '%d columns', columns), columns)}
        onChange={(event) =>
          onChangeView(setPreviewSize(view, min + max - Number(event.currentTarget.value), bucket))
        }
      />
    </div>
  );
}
