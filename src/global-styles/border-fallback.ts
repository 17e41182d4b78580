// A border needs a style to show: CSS draws no border without one. So a border given a colour or
// a width, with no style of its own or inherited, gets 'solid' (spec 5), as WordPress's Styles
// panel does; the user can still pick another style.

export interface FlatBorder {
  color?: string | undefined;
  width?: string | undefined;
  style?: string | undefined;
}

/**
 * The style to write with a changed border: 'solid' when it has a colour or a width and no
 * style (its own or `inheritedStyle`, the theme's), else undefined (leave the style alone).
 */
export function fallbackBorderStyle(
  border: FlatBorder,
  inheritedStyle?: string | undefined,
): 'solid' | undefined {
  if (border.style || inheritedStyle) return undefined;
  return border.color || border.width ? 'solid' : undefined;
}
