// A style's preview tile (spec 2.4, 9), drawn as WordPress draws a style variation: a 248 × 152
// picture scaled to the tile's width, on the style's background (its gradient, else its colour):
// "Aa" in the heading's font, weight and colour, beside the highlighted colours (spec 9's count,
// 2: the first palette colours that are neither the background nor the heading's colour), over a
// faint band of the first four palette colours. A variation's description is its tooltip and part
// of its name ('Title (Description)', as WordPress names it); a warning follows when its text
// fails WCAG AA on its background.
import { __, sprintf } from '../../i18n';
import { getPath } from '../../global-styles/json';
import { resolvedStyle, resolveStyleValue } from '../../global-styles/resolve-value';
import { useStyles } from '../../ui/element-root';

/** Spec 9: a variation's preview shows its first 4 colours. */
export const VARIATION_PREVIEW_COLORS = 4;
/** Spec 9: the highlighted colours a preview shows. */
export const HIGHLIGHTED_COLOR_COUNT = 2;
/** Spec 9: the preview's own size, scaled to the tile's width. */
export const PREVIEW_WIDTH = 248;
export const PREVIEW_HEIGHT = 152;

/** A length of the 248-wide picture, as a share of the tile's width (container query units). */
const scaled = (px: number) => `${((px / PREVIEW_WIDTH) * 100).toFixed(4)}cqw`;

const tileStyles = /* css */ `
.st-tile {
  display: flex; flex-direction: column; gap: 4px; padding: 0; border: 0; background: none;
  cursor: pointer; text-align: start; color: inherit; font: inherit; min-width: 0;
}
.st-tile__swatch {
  position: relative; display: block; width: 100%; aspect-ratio: ${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT};
  container-type: inline-size; overflow: hidden;
  border-radius: 4px; outline: 1px solid rgb(0 0 0 / 0.1); outline-offset: -1px;
}
.st-tile[aria-pressed="true"] .st-tile__swatch, .st-tile[aria-current="true"] .st-tile__swatch {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: 2px;
}
.st-tile__band { position: absolute; inset: 0; display: flex; filter: blur(${scaled(60)}); opacity: 0.1; }
.st-tile__band > span { flex: 1; }
.st-tile__front {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  gap: ${scaled(10)};
}
.st-tile__aa { font-size: ${scaled(65)}; line-height: 1; }
.st-tile__colors { display: flex; flex-direction: column; gap: ${scaled(4)}; }
.st-tile__color { width: ${scaled(32)}; height: ${scaled(32)}; border-radius: 50%; }
.st-tile__label { font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export interface TileLook {
  /** The style's background: its gradient, else its colour. */
  background: string | undefined;
  text: string | undefined;
  headingColor: string | undefined;
  headingFont: string | undefined;
  headingWeight: string | undefined;
  /** The first palette colours (spec 9: 4), the picture's faint band. */
  colors: string[];
  /** Spec 9's highlighted colours (2): the first not already shown as background or heading. */
  highlighted: string[];
}

const sameColor = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

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
  const all = entries
    .map((entry) => resolveStyleValue(merged, entry.color))
    .filter((color): color is string => !!color);
  const text = resolvedStyle(merged, ['color', 'text']);
  const backgroundColor = resolvedStyle(merged, ['color', 'background']);
  const headingColor =
    resolvedStyle(merged, ['elements', 'h1', 'color', 'text']) ??
    resolvedStyle(merged, ['elements', 'heading', 'color', 'text']) ??
    text;
  return {
    background: resolvedStyle(merged, ['color', 'gradient']) ?? backgroundColor,
    text,
    headingColor,
    headingFont:
      resolvedStyle(merged, ['elements', 'h1', 'typography', 'fontFamily']) ??
      resolvedStyle(merged, ['elements', 'heading', 'typography', 'fontFamily']) ??
      resolvedStyle(merged, ['typography', 'fontFamily']),
    headingWeight:
      resolvedStyle(merged, ['elements', 'h1', 'typography', 'fontWeight']) ??
      resolvedStyle(merged, ['elements', 'heading', 'typography', 'fontWeight']) ??
      resolvedStyle(merged, ['typography', 'fontWeight']),
    colors: all.slice(0, VARIATION_PREVIEW_COLORS),
    highlighted: all
      .filter(
        (color) =>
          !sameColor(color, backgroundColor ?? '#ffffff') &&
          !sameColor(color, headingColor ?? '#000000'),
      )
      .slice(0, HIGHLIGHTED_COLOR_COUNT),
  };
}

export function StyleTile({
  look,
  label,
  description,
  pressed,
  onSelect,
  warning,
}: {
  look: TileLook;
  label: string;
  /** The variation's own description (theme.json `description`), if it has one. */
  description?: string | undefined;
  /** Is this the active style? A tile without `onSelect` is a picture, not a button. */
  pressed?: boolean;
  onSelect?: () => void;
  warning?: string | undefined;
}) {
  useStyles(tileStyles);
  const swatch = (
    <span
      className="st-tile__swatch"
      style={{ background: look.background ?? '#fff', color: look.headingColor ?? '#000' }}
      aria-hidden="true"
    >
      <span className="st-tile__band">
        {look.colors.map((color, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat; their place is their identity.
          <span key={index} style={{ background: color }} />
        ))}
      </span>
      <span className="st-tile__front">
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
          {look.highlighted.map((color, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat; their place is their identity.
            <span key={index} className="st-tile__color" style={{ background: color }} />
          ))}
        </span>
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
  const described = description?.trim();
  // WordPress names a variation by its title and description: 'Dusk (After hours: …)'.
  // The name replaces the content's, so a warning is named too.
  const name = described
    ? [
        sprintf(
          /* translators: 1: variation title. 2: variation description. */ __('%1$s (%2$s)'),
          label,
          described,
        ),
        warning,
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;
  return onSelect ? (
    <button
      type="button"
      className="st-tile"
      aria-pressed={Boolean(pressed)}
      aria-label={name}
      title={described || undefined}
      onClick={onSelect}
    >
      {body}
    </button>
  ) : (
    <div className="st-tile" title={described || undefined}>
      {body}
    </div>
  );
}
