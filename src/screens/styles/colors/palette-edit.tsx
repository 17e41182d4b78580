// One origin's colours or gradients in `/colors/palette`, as WordPress lets each be edited: a
// compact grid of swatches, each opening a popover to edit it (palette-entry.tsx). The theme's
// and the default ones keep their names and slugs and only their values change (the user's copy
// of that origin's list, reset by clearing it); custom ones are added ('Color 1', slug
// `custom-color-1`; 'Gradient 1', `custom-gradient-1`, opened at once for their name and value),
// renamed, changed and removed.
// Two choices differ from WordPress 7.1, on purpose: a rename keeps the slug (WordPress makes a
// new one from the name, and every style that refers to the colour loses it), and a new
// gradient is named as a gradient (WordPress names it 'Color N' too).
import { useState } from 'react';
import { __ } from '../../../i18n';
import { nextCustomEntry, type PaletteEntry, type PaletteKind, withEntry } from './palette';
import { PaletteEntrySwatch } from './palette-entry';

export interface PaletteEditProps {
  kind: PaletteKind;
  title: string;
  entries: readonly PaletteEntry[];
  /** Custom lists take new entries, names and removals; others only new values. */
  isCustom: boolean;
  /** `undefined` clears the user's list (an emptied custom list, a reset). */
  onChange: (entries: PaletteEntry[] | undefined) => void;
  /** The user changed this origin's list (theme, default): Reset is offered. */
  canReset?: boolean;
}

export function PaletteEdit({
  kind,
  title,
  entries,
  isCustom,
  onChange,
  canReset,
}: PaletteEditProps) {
  // The preset just added, whose popover opens as it first shows.
  const [added, setAdded] = useState<string | undefined>();
  const add = () => {
    const entry = nextCustomEntry(entries, kind);
    setAdded(entry.slug);
    onChange([...entries, entry]);
  };
  const change = (slug: string, patch: Partial<PaletteEntry>) =>
    onChange(withEntry(entries, slug, patch));
  const remove = (slug: string) => {
    const rest = entries.filter((entry) => entry.slug !== slug);
    onChange(rest.length > 0 ? rest : undefined);
  };
  return (
    <section className="st-section" aria-label={title}>
      <div className="co-palette-head">
        <h3 className="st-section__title">{title}</h3>
        {(isCustom || canReset) && (
          <div className="co-palette-actions">
            {isCustom && (
              <button type="button" className="st-button" onClick={add}>
                {kind === 'color' ? __('Add color') : __('Add gradient')}
              </button>
            )}
            {canReset && (
              <button type="button" className="st-button" onClick={() => onChange(undefined)}>
                {__('Reset')}
              </button>
            )}
          </div>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="co-empty">
          {kind === 'color'
            ? __('No custom colors yet. Add some to make your own palette.')
            : __('No custom gradients yet. Add some to make your own.')}
        </p>
      ) : (
        <ul className={`co-grid${kind === 'gradient' ? ' is-gradients' : ''}`}>
          {entries.map((entry) => (
            <PaletteEntrySwatch
              key={entry.slug}
              kind={kind}
              entry={entry}
              isCustom={isCustom}
              openAtFirst={entry.slug === added}
              onChange={(patch) => change(entry.slug, patch)}
              onRemove={() => remove(entry.slug)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
