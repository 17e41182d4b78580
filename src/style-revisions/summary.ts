// What changed between a revision and the one before it, in a few words, as WordPress's
// revisions list says it under the selected revision: 'Typography, Colors styles. Button,
// Quote blocks. Link element. Color settings.'
//
// Labels are WordPress's where it has them (Colors, Typography for root styles; Color,
// Typography for settings; element and block names). Groups it leaves out get the name of the
// panel that edits them here: root spacing and dimensions are edited in Layout (WordPress says
// 'Spacing'), and Background, Shadows and Additional CSS are named too. Root style keys no panel
// edits (border, outline, filter) and unknown settings are not named.
import { isObject } from '../global-styles/json';
import { ELEMENTS } from '../global-styles/selectors';
import { sprintf } from '../i18n/sprintf';
import { __, _n } from '../i18n/translate';
import { type BlockTitles, blockTitle, elementLabel, humanise } from './labels';
import type { StyleRevision } from './revisions';
import { sameJson, unionKeys } from './values';

/** The spec's limit on the change summary (section 9), WordPress's `MAX_CHANGES`. */
export const MAX_SUMMARY_ITEMS = 7;

/** Which sentence a change belongs to: 'Colors styles.', 'Button block.'... */
export type ChangeGroup = 'styles' | 'blocks' | 'elements' | 'variations' | 'settings';

export interface StyleChange {
  group: ChangeGroup;
  label: string;
}

/** The parts of a revision the summary reads. */
export type StyleRevisionContent = Pick<StyleRevision, 'styles' | 'settings'>;

type Label = () => string;

// Root styles in the order the Styles panel lists them (spec 2.4), then custom CSS.
const ROOT_STYLE_LABELS: readonly (readonly [string, Label])[] = [
  ['typography', () => __('Typography')],
  ['color', () => __('Colors')],
  ['background', () => __('Background')],
  ['shadow', () => __('Shadows')],
  ['spacing', () => __('Layout')],
  ['dimensions', () => __('Layout')],
  ['css', () => __('Additional CSS')],
];

const SETTINGS_LABELS: readonly (readonly [string, Label])[] = [
  ['color', () => __('Color')],
  ['typography', () => __('Typography')],
  ['background', () => __('Background')],
  ['shadow', () => __('Shadows')],
  ['layout', () => __('Layout')],
  ['spacing', () => __('Spacing')],
  ['dimensions', () => __('Dimensions')],
  ['border', () => __('Border')],
  ['custom', () => __('Custom')],
];

const ELEMENT_ORDER = ELEMENTS.map(([name]) => name);

function child(tree: unknown, key: string): unknown {
  return isObject(tree) ? tree[key] : undefined;
}

/** The keys of `a[key]` and `b[key]` whose values differ. */
function changedKeys(a: unknown, b: unknown): string[] {
  return unionKeys(a, b).filter((key) => !sameJson(child(a, key), child(b, key)));
}

function byOrder(order: readonly string[]) {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return (a: string, b: string) => rank(a) - rank(b);
}

/**
 * Every change between `revision` and `previous`, deduplicated, in reading order: root styles
 * (panel order), blocks (a block's style variations count as the block; its settings too),
 * elements, shared style variations, settings. `previous` undefined is the theme's own styles.
 */
export function styleChanges(
  revision: StyleRevisionContent,
  previous: StyleRevisionContent | undefined,
  blockTitles: BlockTitles = {},
): StyleChange[] {
  const styles = revision.styles;
  const before = previous?.styles;
  const changes: StyleChange[] = [];
  const add = (group: ChangeGroup, label: string) => {
    if (!changes.some((change) => change.group === group && change.label === label)) {
      changes.push({ group, label });
    }
  };

  for (const [key, label] of ROOT_STYLE_LABELS) {
    if (!sameJson(child(styles, key), child(before, key))) add('styles', label());
  }
  const blocks = [
    ...changedKeys(child(styles, 'blocks'), child(before, 'blocks')),
    ...changedKeys(child(revision.settings, 'blocks'), child(previous?.settings, 'blocks')),
  ];
  for (const name of blocks) add('blocks', blockTitle(name, blockTitles));
  const elements = changedKeys(child(styles, 'elements'), child(before, 'elements'));
  for (const name of elements.sort(byOrder(ELEMENT_ORDER))) add('elements', elementLabel(name));
  for (const name of changedKeys(child(styles, 'variations'), child(before, 'variations'))) {
    add('variations', humanise(name));
  }
  for (const [key, label] of SETTINGS_LABELS) {
    if (!sameJson(child(revision.settings, key), child(previous?.settings, key))) {
      add('settings', label());
    }
  }
  return changes;
}

/** At most `MAX_SUMMARY_ITEMS` labels of what changed, for the revisions list. */
export function changeSummary(
  revision: StyleRevisionContent,
  previous: StyleRevisionContent | undefined,
  blockTitles: BlockTitles = {},
): string[] {
  return styleChanges(revision, previous, blockTitles)
    .slice(0, MAX_SUMMARY_ITEMS)
    .map((change) => change.label);
}

const SENTENCES: Readonly<Record<ChangeGroup, (list: string, count: number) => string>> = {
  // translators: %s: a list of theme.json top-level styles labels separated by a comma.
  styles: (list) => sprintf(__('%s styles.'), list),
  // translators: %s: a list of block names separated by a comma.
  blocks: (list, count) => sprintf(_n('%s block.', '%s blocks.', count), list),
  // translators: %s: a list of element names separated by a comma.
  elements: (list, count) => sprintf(_n('%s element.', '%s elements.', count), list),
  // translators: %s: a list of block style variation names separated by a comma.
  variations: (list, count) =>
    sprintf(_n('%s style variation.', '%s style variations.', count), list),
  // translators: %s: a list of theme.json setting labels separated by a comma.
  settings: (list) => sprintf(__('%s settings.'), list),
};

/**
 * The summary as the list shows it: the first `MAX_SUMMARY_ITEMS` changes grouped in
 * sentences ('Colors, Typography styles. Button block.'); '' when nothing changed.
 */
export function changeSummaryText(
  revision: StyleRevisionContent,
  previous: StyleRevisionContent | undefined,
  blockTitles: BlockTitles = {},
): string {
  const groups = new Map<ChangeGroup, string[]>();
  for (const change of styleChanges(revision, previous, blockTitles).slice(0, MAX_SUMMARY_ITEMS)) {
    groups.set(change.group, [...(groups.get(change.group) ?? []), change.label]);
  }
  return [...groups]
    .map(([group, labels]) => SENTENCES[group](labels.join(__(', ')), labels.length))
    .join(' ');
}
