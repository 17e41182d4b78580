// Browse styles (spec 2.4 /variations): the theme's style as it ships ('Default') and each of its
// full style variations as a tile; choosing one applies it as an unsaved edit (undo, save or
// reset as any other). Colour-only and typography-only variations live in Colors and Typography.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { __ } from '../../i18n';
import { isEqual } from '../../stores/entities/state';
import { mergeGlobalStyles, type ThemeJson } from '../../global-styles';
import { withValueAt } from '../../global-styles/user-edits';
import { variationContrast } from '../../global-styles/contrast-audit';
import {
  $globalStyles,
  $styleVariations,
  applyStyleVariation,
  type StyleVariation,
  withoutFontFamilies,
  variationKind,
} from '../../stores/global-styles';
import { $blockTypes } from '../../stores/site-styles';
import { LoadError } from '../../ui/load-error';
import { tileContrastWarning } from './colors/contrast-warning';
import { Spinner } from '../../ui/spinner';
import { ScreenHeader, Section } from './parts';
import { StyleTile, tileLook } from './style-tile';

/**
 * What tells two styles apart for the active tile: the styles and settings, without the font
 * families (the font library's) and without block style variations' own styles, which a host
 * may add to a variation it serves and leave out of what it saves (WordPress adds its theme's
 * section styles to each variation).
 */
function comparable(config: ThemeJson): { styles: unknown; settings: unknown } {
  const blocks = (config.styles as { blocks?: Record<string, unknown> } | undefined)?.blocks;
  let styles = (config.styles ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(blocks ?? {})) {
    styles = withValueAt(styles, ['blocks', name, 'variations'], undefined);
  }
  return {
    styles,
    settings: withoutFontFamilies((config.settings ?? {}) as Record<string, unknown>),
  };
}

/** Is this variation (or, with no styles, the theme's own) what the user has now? */
export function isActiveVariation(user: ThemeJson, variation: ThemeJson): boolean {
  return isEqual(comparable(user), comparable(variation));
}

export function VariationsScreen({ parent }: { parent: string | undefined }) {
  const variations = useStore($styleVariations);
  return (
    <div className="st-screen">
      <ScreenHeader title={__('Browse styles')} parent={parent} />
      <Section>
        {variations.status === 'loading' ? (
          <Spinner />
        ) : variations.status === 'error' ? (
          <LoadError message={variations.message} />
        ) : (
          <VariationGrid
            variations={variations.value.filter((variation) => variationKind(variation) === 'full')}
            withDefault
          />
        )}
      </Section>
    </div>
  );
}

/** Tiles of variations; `withDefault` adds the theme's own style first. */
export function VariationGrid({
  variations,
  withDefault = false,
  columns = 2,
}: {
  variations: readonly StyleVariation[];
  withDefault?: boolean;
  columns?: 2 | 3;
}) {
  const { base, user } = useStore($globalStyles);
  const blockTypes = useStore($blockTypes);
  const list: StyleVariation[] = useMemo(
    () => [
      ...(withDefault ? [{ title: __('Default'), settings: {}, styles: {} }] : []),
      ...variations,
    ],
    [variations, withDefault],
  );
  const looks = useMemo(
    () =>
      list.map((variation) =>
        tileLook(
          mergeGlobalStyles(
            { theme: base, variation },
            { blockTypes: blockTypes.status === 'ready' ? blockTypes.value : [] },
          ),
        ),
      ),
    [list, base, blockTypes],
  );
  // Spec 9: a tile whose text fails AA on its background says so.
  const warnings = useMemo(
    () => list.map((variation) => tileContrastWarning(variationContrast(variation, base))),
    [list, base],
  );
  return (
    <div className={`st-tiles${columns === 3 ? ' is-3' : ''}`}>
      {list.map((variation, index) => (
        <StyleTile
          key={variation.title}
          look={looks[index]!}
          label={variation.title}
          description={variation.description}
          pressed={isVariationActive(user, variation)}
          warning={warnings[index]}
          onSelect={() => applyStyleVariation(variation)}
        />
      ))}
    </div>
  );
}

function isVariationActive(user: ThemeJson, variation: StyleVariation): boolean {
  const kind = variationKind(variation);
  if (kind === 'full') return isActiveVariation(user, variation);
  // A partial variation is active when the user's part of that kind is the variation's.
  const part = (tree: ThemeJson) => ({
    styles: { [kind]: (tree.styles as Record<string, unknown> | undefined)?.[kind] },
    settings: { [kind]: (tree.settings as Record<string, unknown> | undefined)?.[kind] },
  });
  return isActiveVariation(part(user), part(variation));
}
