// How a background image is laid out: size (Cover, Contain, or Tile at its own size or a
// width), repetition (not for Cover, which fills the box anyway), position (nine presets or
// percentages across and down) and attachment. Values are the CSS values theme.json stores in
// `styles.background.background{Size,Repeat,Position,Attachment}`.
import { type KeyboardEvent, useId, useState } from 'react';
import { __ } from '../../../i18n';
import type { JsonObject } from '../../../global-styles/types';

type Property =
  | 'backgroundSize'
  | 'backgroundRepeat'
  | 'backgroundPosition'
  | 'backgroundAttachment';

const SIZES = [
  { value: 'cover', label: () => __('Cover') },
  { value: 'contain', label: () => __('Contain') },
  { value: 'auto', label: () => __('Tile') },
] as const;

export const POSITIONS: readonly { value: string; label: () => string }[] = [
  { value: '0% 0%', label: () => __('Top left') },
  { value: '50% 0%', label: () => __('Top') },
  { value: '100% 0%', label: () => __('Top right') },
  { value: '0% 50%', label: () => __('Left') },
  { value: '50% 50%', label: () => __('Center') },
  { value: '100% 50%', label: () => __('Right') },
  { value: '0% 100%', label: () => __('Bottom left') },
  { value: '50% 100%', label: () => __('Bottom') },
  { value: '100% 100%', label: () => __('Bottom right') },
];

const KEYWORDS: Record<string, number> = { left: 0, top: 0, center: 50, right: 100, bottom: 100 };

/** `'25% 75%'`, `'center top'`... as percentages across and down; undefined if unreadable. */
export function parsePosition(value: unknown): { x: number; y: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.trim().split(/\s+/);
  const read = (part: string | undefined) => {
    if (part === undefined) return 50;
    if (part in KEYWORDS) return KEYWORDS[part];
    if (part === '0') return 0; // WordPress's own default, '50% 0', has a bare zero.
    const match = /^(-?\d+(?:\.\d+)?)%$/.exec(part);
    return match ? Number(match[1]) : undefined;
  };
  let [first, second] = parts;
  // `top left` names down first.
  if (first === 'top' || first === 'bottom' || second === 'left' || second === 'right') {
    [first, second] = [second, first];
  }
  const x = read(first);
  const y = read(second);
  return x === undefined || y === undefined || parts.length > 2 ? undefined : { x, y };
}

/** The size choice a `backgroundSize` value is (a width or `auto` is a tile). */
function sizeChoice(size: unknown): 'cover' | 'contain' | 'auto' {
  return size === 'cover' || size === 'contain' ? size : 'auto';
}

export function BackgroundOptions({
  background,
  isBlock,
  onChange,
}: {
  background: JsonObject;
  /** A block's background (not the site's): WordPress's CSS gives its uploaded image defaults. */
  isBlock: boolean;
  onChange: (property: Property, value: string | undefined) => void;
}) {
  const id = useId();
  const image = background.backgroundImage as { id?: unknown } | undefined;
  // Unset, as the site's CSS prints it: a block's uploaded image covers the block; any other
  // image (the site's, a theme's file) shows at its own size.
  const uploadedToBlock = isBlock && Boolean(image?.id);
  const size = background.backgroundSize ?? (uploadedToBlock ? 'cover' : 'auto');
  const choice = sizeChoice(size);
  // Unset, as CSS places it: the top left corner, centred for a block's contained uploaded image.
  const position =
    parsePosition(background.backgroundPosition) ??
    (uploadedToBlock && size === 'contain' ? { x: 50, y: 50 } : { x: 0, y: 0 });
  const positionValue = `${position.x}% ${position.y}%`;
  const preset = POSITIONS.find((option) => option.value === positionValue);
  return (
    <div className="bg-options">
      <fieldset className="bg-fieldset">
        <legend className="st-field__label">{__('Size')}</legend>
        <div className="bg-radios">
          {SIZES.map((option) => (
            <label key={option.value} className="bg-radio">
              <input
                type="radio"
                name={`${id}-size`}
                checked={choice === option.value}
                onChange={() => onChange('backgroundSize', option.value)}
              />
              {option.label()}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'auto' && (
        <WidthField
          value={typeof size === 'string' && size !== 'auto' ? size : ''}
          onCommit={(width) => onChange('backgroundSize', width || 'auto')}
        />
      )}
      {choice !== 'cover' && (
        <label className="bg-check">
          <input
            type="checkbox"
            checked={background.backgroundRepeat !== 'no-repeat'}
            onChange={(event) =>
              onChange('backgroundRepeat', event.target.checked ? 'repeat' : 'no-repeat')
            }
          />
          {__('Repeat')}
        </label>
      )}
      <div className="st-field">
        <label className="st-field__label" htmlFor={`${id}-position`}>
          {__('Position')}
        </label>
        <select
          id={`${id}-position`}
          className="st-select"
          value={preset?.value ?? ''}
          onChange={(event) => onChange('backgroundPosition', event.target.value)}
        >
          {!preset && <option value="">{__('Custom')}</option>}
          {POSITIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label()}
            </option>
          ))}
        </select>
      </div>
      <div className="bg-position">
        {(['x', 'y'] as const).map((axis) => (
          <label key={axis} className="st-field">
            <span className="st-field__label">{axis === 'x' ? __('Left (%)') : __('Top (%)')}</span>
            <input
              type="number"
              className="st-input"
              min={0}
              max={100}
              step={1}
              value={position[axis]}
              onChange={(event) => {
                const number = event.target.valueAsNumber;
                if (!Number.isFinite(number)) return;
                const next = { ...position, [axis]: Math.min(Math.max(number, 0), 100) };
                onChange('backgroundPosition', `${next.x}% ${next.y}%`);
              }}
            />
          </label>
        ))}
      </div>
      <label className="bg-check">
        <input
          type="checkbox"
          checked={background.backgroundAttachment === 'fixed'}
          onChange={(event) =>
            onChange('backgroundAttachment', event.target.checked ? 'fixed' : 'scroll')
          }
        />
        {__('Fixed background')}
      </label>
    </div>
  );
}

/** The tile's width ('200px', '50%'): committed with Enter or on leaving; empty is its own size. */
function WidthField({ value, onCommit }: { value: string; onCommit: (width: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const width = text.trim();
    const ok = width === '' || (CSS.supports('width', width) && /\d/.test(width));
    setInvalid(!ok);
    if (ok && width !== value) onCommit(width);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className="st-field">
      <label className="st-field__label" htmlFor={`${id}-width`}>
        {__('Width')}
      </label>
      <input
        id={`${id}-width`}
        type="text"
        className="st-input"
        placeholder={__('Auto')}
        value={text}
        aria-invalid={invalid}
        {...(invalid ? { 'aria-describedby': `${id}-error` } : {})}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {invalid && (
        <p id={`${id}-error`} className="bg-error" role="alert">
          {__('Enter a width such as 200px or 50%.')}
        </p>
      )}
    </div>
  );
}
