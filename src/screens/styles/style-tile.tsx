// A style's preview tile (spec 2.4, 9): the background, "Aa" in the heading font and colour, and
// the first four palette colours; a warning when its text fails WCAG AA on its background.
import { __ } from '../../i18n';
import { getPath } from '../../global-styles/json';
import { resolvedStyle, resolveStyleValue } from '../../global-styles/resolve-value';

/** Spec 9: a variation's preview shows its first 4 colours. */
export const VARIATION_PREVIEW_COLORS = 4;

export interface TileLook {
  background: string | undefined;
  text: string | undefined;
  headingColor: string | undefined;
  headingFont: string | undefined;
  headingWeight: string | undefined;
  colors: string[];
}

/** What a tile shows of a merged tree. */
export function tileLook(merged: unknown): TileLook {
  const palette = getPath(merged, ['settings', 'color', 'palette']) as
    | Record<string, { color?: string }[] | undefined>
    | undefined;
  const entries = [
    ...(palette?.theme ?? []),
    ...(palette?.custom ?? []),
    ...(palette?.default ?? []),
  ];
  const colors = entries
    .map((entry) => resolveStyleValue(merged, entry.color))
    .filter((color): color is string => !!color)
    .slice(0, VARIATION_PREVIEW_COLORS);
  return {
    background: resolvedStyle(merged, ['color', 'background']),
    text: resolvedStyle(merged, ['color', 'text']),
    headingColor:
      resolvedStyle(merged, ['elements', 'heading', 'color', 'text']) ??
      resolvedStyle(merged, ['color', 'text']),
    headingFont:
      resolvedStyle(merged, ['elements', 'heading', 'typography', 'fontFamily']) ??
      resolvedStyle(merged, ['typography', 'fontFamily']),
    headingWeight: resolvedStyle(merged, ['elements', 'heading', 'typography', 'fontWeight']),
    colors,
  };
}

export function StyleTile({
  look,
  label,
  pressed,
  onSelect,
  warning,
}: {
  look: TileLook;
  label: string;
  /** Is this the active style? A tile without `onSelect` is a picture, not a button. */
  pressed?: boolean;
  onSelect?: () => void;
  warning?: string | undefined;
}) {
  const swatch = (
    <span
      className="st-tile__swatch"
      style={{ background: look.background ?? '#fff', color: look.headingColor ?? '#000' }}
      aria-hidden="true"
    >
      <span
        className="st-tile__aa"
        style={{
          ...(look.headingFont ? { fontFamily: look.headingFont } : {}),
          ...(look.headingWeight ? { fontWeight: look.headingWeight } : {}),
        }}
      >
        {__('Aa')}
      </span>
      <span className="st-tile__colors">
        {look.colors.map((color, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat; their place is their identity.
          <span key={index} className="st-tile__color" style={{ background: color }} />
        ))}
      </span>
    </span>
  );
  const body = (
    <>
      {swatch}
      <span className="st-tile__label">{label}</span>
      {warning && <span className="st-warning">{warning}</span>}
    </>
  );
  return onSelect ? (
    <button type="button" className="st-tile" aria-pressed={Boolean(pressed)} onClick={onSelect}>
      {body}
    </button>
  ) : (
    <div className="st-tile">{body}</div>
  );
}
