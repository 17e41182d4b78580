// Blocks (spec 2.4 /blocks): the block types a user can style, core blocks first, grouped by
// category as the inserter groups them, with a search. The search applies after a pause of
// 500 ms (spec 9), and a polite live region then says how many blocks it found.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { __, _n, sprintf } from '../../../i18n';
import {
  type BlockTypeInfo,
  coreFirst,
  isCustomisable,
  matchesBlockSearch,
} from '../../../global-styles/block-panels';
import { settingsFor } from '../../../global-styles/panel-support';
import { blockSection } from '../../../routing/style-sections';
import { $globalStyles } from '../../../stores/global-styles';
import { $blockTypes } from '../../../stores/site-styles';
import { useStyles } from '../../../ui/element-root';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { blockPanelStyles, layoutStyles } from '../layout/styles';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, SectionLink } from '../parts';

/** Spec 9: the blocks search waits for a pause of this long. */
export const BLOCK_SEARCH_DEBOUNCE_MS = 500;

const CATEGORY_ORDER = ['text', 'media', 'design', 'widgets', 'theme', 'embed', 'reusable'];
const categoryLabels: Record<string, () => string> = {
  text: () => __('Text'),
  media: () => __('Media'),
  design: () => __('Design'),
  widgets: () => __('Widgets'),
  theme: () => __('Theme'),
  embed: () => __('Embeds'),
  reusable: () => __('Patterns'),
};

interface BlockGroup {
  category: string;
  label: string;
  blocks: BlockTypeInfo[];
}

/** Blocks grouped by category, known categories first in the inserter's order. */
function groupByCategory(blocks: readonly BlockTypeInfo[]): BlockGroup[] {
  const groups = new Map<string, BlockTypeInfo[]>();
  for (const block of blocks) {
    const category = block.category ?? '';
    groups.set(category, [...(groups.get(category) ?? []), block]);
  }
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, list]) => ({
      category,
      label: categoryLabels[category]?.() ?? (category || __('Uncategorized')),
      blocks: list,
    }));
}

/** The search as typed, and as applied after the pause. */
function useDebouncedSearch(): [string, string, (value: string) => void] {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setApplied(value), BLOCK_SEARCH_DEBOUNCE_MS);
  };
  return [text, applied, change];
}

export function BlocksScreen({ parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  useStyles(blockPanelStyles);
  const blockTypes = useStore($blockTypes);
  const { merged } = useStore($globalStyles);
  const [text, search, setSearch] = useDebouncedSearch();
  const searchId = useId();
  const customisable = useMemo(
    () =>
      blockTypes.status === 'ready'
        ? coreFirst(
            blockTypes.value.filter((block) =>
              isCustomisable(block, settingsFor(merged, block.name)),
            ),
          )
        : [],
    [blockTypes, merged],
  );
  const found = useMemo(
    () => customisable.filter((block) => matchesBlockSearch(block, search)),
    [customisable, search],
  );
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (search === '') return;
    const message = sprintf(
      _n('%d result found.', '%d results found.', found.length),
      found.length,
    );
    // The same words twice would not be read again: vary them invisibly.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }, [search, found.length]);

  let list: React.ReactNode;
  if (blockTypes.status === 'loading') list = <Spinner />;
  else if (blockTypes.status === 'error')
    list = <LoadError message={blockTypes.message ?? __('The blocks could not be loaded.')} />;
  else if (found.length === 0) list = <p className="st-message">{__('No blocks found.')}</p>;
  else
    list = groupByCategory(found).map((group) => (
      <section key={group.category} className="st-section" aria-label={group.label}>
        <h3 className="st-block-group__title">{group.label}</h3>
        <ul className="st-nav">
          {group.blocks.map((block) => (
            <SectionLink key={block.name} section={blockSection(block.name)}>
              {block.title ?? block.name}
            </SectionLink>
          ))}
        </ul>
      </section>
    ));

  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Blocks')}
        description={__('Customize the appearance of specific blocks for the whole site.')}
        parent={parent}
      />
      <div className="st-search">
        <label htmlFor={searchId} className="se-visually-hidden">
          {__('Search')}
        </label>
        <input
          id={searchId}
          className="st-input"
          type="search"
          placeholder={__('Search')}
          value={text}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <div className="se-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {list}
    </div>
  );
}
