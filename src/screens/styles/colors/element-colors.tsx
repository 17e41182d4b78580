// The element colours (spec 2.4 /colors): Background, Text, Links (with Hover), Headings,
// Buttons and Captions of the site, or of one block (`blockName`: its `styles.blocks[name]`,
// shown only as far as the block supports colour). Each pair of text on a background carries its
// contrast warning. The table says what each group edits; one component renders them all.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { __ } from '../../../i18n';
import { type ContrastFinding, contrastAudit } from '../../../global-styles/contrast-audit';
import { getPath, isObject } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import type { JsonObject } from '../../../global-styles/types';
import { $globalStyles, setStyle } from '../../../stores/global-styles';
import { $blockTypes } from '../../../stores/site-styles';
import { useStyles } from '../../../ui/element-root';
import { Section } from '../parts';
import { ColorControl } from './color-control';
import { ContrastStatus } from './contrast-warning';
import type { PaletteKind } from './palette';
import { colorsStyles } from './styles';

/** What a site's settings or a block's supports allow: `supports.color` keys, as block.json names them. */
export type ColorFeature = 'background' | 'text' | 'link' | 'heading' | 'button' | 'caption';

interface ColorItem {
  label: () => string;
  /** The node under `styles` (or the block's node) whose `color` it edits. */
  node: readonly string[];
  property: 'text' | 'background';
  /** Background items take a gradient too (`color.gradient`), when the palette has any. */
  gradient?: boolean;
}

interface ColorGroup {
  id: ColorFeature;
  label: () => string;
  items: readonly ColorItem[];
  /** Contrast findings shown under the group, with a name when there are several. */
  contrast: readonly string[];
  contrastLabels?: () => Record<string, string>;
}

const GROUPS: readonly ColorGroup[] = [
  {
    id: 'background',
    label: () => __('Background'),
    items: [{ label: () => __('Background'), node: [], property: 'background', gradient: true }],
    contrast: [],
  },
  {
    id: 'text',
    label: () => __('Text'),
    items: [{ label: () => __('Text'), node: [], property: 'text' }],
    contrast: ['text'],
  },
  {
    id: 'link',
    label: () => __('Links'),
    items: [
      { label: () => __('Link'), node: ['elements', 'link'], property: 'text' },
      { label: () => __('Link hover'), node: ['elements', 'link', ':hover'], property: 'text' },
    ],
    contrast: ['link', 'link-hover'],
    contrastLabels: () => ({ link: __('Link'), 'link-hover': __('Link hover') }),
  },
  {
    id: 'heading',
    label: () => __('Headings'),
    items: [
      { label: () => __('Heading text'), node: ['elements', 'heading'], property: 'text' },
      {
        label: () => __('Heading background'),
        node: ['elements', 'heading'],
        property: 'background',
        gradient: true,
      },
    ],
    contrast: ['heading'],
  },
  {
    id: 'button',
    label: () => __('Buttons'),
    items: [
      { label: () => __('Button text'), node: ['elements', 'button'], property: 'text' },
      {
        label: () => __('Button background'),
        node: ['elements', 'button'],
        property: 'background',
        gradient: true,
      },
    ],
    contrast: ['button'],
  },
  {
    id: 'caption',
    label: () => __('Captions'),
    items: [{ label: () => __('Caption text'), node: ['elements', 'caption'], property: 'text' }],
    contrast: ['caption'],
  },
];

/** The site's colour settings: each on unless set to false; links only when turned on. */
function siteFeatures(settings: JsonObject): Set<ColorFeature> {
  const color = getPath(settings, ['color']);
  const value = (key: string) => (isObject(color) ? color[key] : undefined);
  return new Set(
    GROUPS.map((group) => group.id).filter((id) =>
      id === 'link' ? Boolean(value('link')) : value(id) !== false,
    ),
  );
}

/**
 * What a block's `supports.color` allows: text and background unless turned off (when colour is
 * supported at all), links, headings, buttons and gradients only when turned on.
 */
export function blockColorSupport(supports: unknown): {
  features: Set<ColorFeature>;
  gradients: boolean;
} {
  const color = getPath(supports, ['color']);
  if (!color) return { features: new Set(), gradients: false };
  const flags = isObject(color) ? color : {};
  const features = new Set<ColorFeature>();
  if (flags.text !== false) features.add('text');
  if (flags.background !== false) features.add('background');
  for (const key of ['link', 'heading', 'button'] as const) if (flags[key]) features.add(key);
  return { features, gradients: Boolean(flags.gradients) };
}

export function ElementColors({ blockName }: { blockName?: string | undefined }) {
  useStyles(colorsStyles);
  const { merged, user } = useStore($globalStyles);
  const blockTypes = useStore($blockTypes);
  const settings = settingsFor(merged, blockName);
  const findings: ContrastFinding[] = useMemo(() => contrastAudit(merged), [merged]);
  const support = useMemo(() => {
    if (!blockName) return { features: siteFeatures(settings), gradients: true };
    const meta =
      blockTypes.status === 'ready'
        ? blockTypes.value.find((type) => type.name === blockName)
        : undefined;
    const block = blockColorSupport(meta?.supports);
    // The site's settings can still turn a feature off for every block.
    const site = siteFeatures(settings);
    return {
      features: new Set([...block.features].filter((id) => site.has(id) || id === 'link')),
      gradients: block.gradients,
    };
  }, [blockName, blockTypes, settings]);

  const root = blockName ? ['blocks', blockName] : [];
  const read = (tree: unknown, node: readonly string[], key: string) =>
    getPath(tree, [...root, ...node, 'color', key]);
  const mergedStyles = getPath(merged, ['styles']);
  const groups = GROUPS.filter((group) => support.features.has(group.id));
  if (groups.length === 0) return null;

  /** One edit of the node's `color`: the value set, and a colour and a gradient never both. */
  const change = (item: ColorItem, value: string | undefined, kind: PaletteKind) => {
    const path = [...item.node, 'color'];
    const current = getPath(user.styles, [...root, ...path]);
    const next: JsonObject = isObject(current) ? { ...current } : {};
    const key = kind === 'gradient' ? 'gradient' : item.property;
    if (value === undefined) delete next[key];
    else next[key] = value;
    if (item.gradient) {
      if (value === undefined) delete next.gradient;
      else delete next[kind === 'gradient' ? item.property : 'gradient'];
    }
    setStyle(path, Object.keys(next).length > 0 ? next : undefined, blockName);
  };

  const blockContrast = blockName ? [`block:${blockName}`] : [];
  return (
    <Section title={__('Elements')}>
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form.
        <div key={group.id} className="co-group" role="group" aria-label={group.label()}>
          {group.items.map((item) => {
            const withGradients = Boolean(item.gradient) && support.gradients;
            return (
              <ColorControl
                key={item.label()}
                label={item.label()}
                value={read(mergedStyles, item.node, item.property)}
                withGradients={withGradients}
                gradientValue={
                  withGradients ? read(mergedStyles, item.node, 'gradient') : undefined
                }
                isSet={
                  read(user.styles, item.node, item.property) !== undefined ||
                  (withGradients && read(user.styles, item.node, 'gradient') !== undefined)
                }
                settings={settings}
                merged={merged}
                onChange={(value, kind) => change(item, value, kind)}
              />
            );
          })}
          <ContrastStatus
            findings={findings}
            ids={blockName ? (group.id === 'text' ? blockContrast : []) : group.contrast}
            labels={group.contrastLabels?.() ?? {}}
          />
        </div>
      ))}
    </Section>
  );
}
