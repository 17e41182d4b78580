// `/typography/{element}` (spec 2.4): one element's typography: text (the root's), links (with
// their hover and focus states), headings (all, or one level), captions and buttons; a preview
// of the element's letters, then its controls.
import { useStore } from '@nanostores/react';
import { type CSSProperties, useState } from 'react';
import { getPath, isObject } from '../../../global-styles/json';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { __ } from '../../../i18n';
import type { TypographyElement } from '../../../routing/style-sections';
import { $globalStyles } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section } from '../parts';
import { ChoiceGroup } from './fields';
import { typographyStyles } from './styles';
import { TypographyPanel } from './typography-panel';
import {
  elementTypographyPath,
  HEADING_LEVELS,
  type HeadingLevel,
  LINK_STATES,
  type LinkState,
} from './typography-values';

/** The elements' labels (spec 2.4), read when shown so a language loaded later applies. */
export const elementLabels: Record<TypographyElement, () => string> = {
  text: () => __('Text'),
  link: () => __('Links'),
  heading: () => __('Headings'),
  caption: () => __('Captions'),
  button: () => __('Buttons'),
};

const descriptions: Record<TypographyElement, () => string> = {
  text: () => __('Manage the fonts and typography used on text.'),
  link: () => __('Manage the fonts and typography used on links.'),
  heading: () => __('Manage the fonts and typography used on headings.'),
  caption: () => __('Manage the fonts and typography used on captions.'),
  button: () => __('Manage the fonts and typography used on buttons.'),
};

const levelLabel = (level: HeadingLevel) => (level === 'heading' ? __('All') : level.toUpperCase());
const stateLabels: Record<LinkState, () => string> = {
  default: () => __('Default'),
  ':hover': () => __('Hover'),
  ':focus': () => __('Focus'),
};

/**
 * How an element's text looks, for its preview: the first of `paths` (the element's own
 * typography, then what it inherits from: a heading level from all headings, a link state from
 * the link, everything from the text) that sets each property, references resolved.
 */
export function elementLook(merged: unknown, paths: readonly (readonly string[])[]): CSSProperties {
  const value = (key: string) => {
    for (const path of paths) {
      const node = getPath(merged, ['styles', ...path]);
      if (isObject(node) && node[key] !== undefined) return resolveStyleValue(merged, node[key]);
    }
    return undefined;
  };
  const look: CSSProperties = {};
  const family = value('fontFamily');
  if (family) look.fontFamily = family;
  const weight = value('fontWeight');
  if (weight) look.fontWeight = weight;
  const style = value('fontStyle');
  if (style) look.fontStyle = style;
  const spacing = value('letterSpacing');
  if (spacing) look.letterSpacing = spacing;
  const transform = value('textTransform');
  if (transform) look.textTransform = transform as CSSProperties['textTransform'];
  const decoration = value('textDecoration');
  if (decoration) look.textDecoration = decoration;
  return look;
}

/** The paths an element's look comes from, its own first. */
export function lookPaths(
  element: TypographyElement,
  options: { level?: HeadingLevel; state?: LinkState } = {},
): string[][] {
  const paths = [elementTypographyPath(element, options)];
  if (element === 'heading' && options.level && options.level !== 'heading')
    paths.push(elementTypographyPath('heading'));
  if (element === 'link' && options.state && options.state !== 'default')
    paths.push(elementTypographyPath('link'));
  if (element !== 'text') paths.push(elementTypographyPath('text'));
  return paths;
}

export function TypographyElementScreen({ params, parent }: StyleScreenProps) {
  useStyles(typographyStyles);
  const element = params.element as TypographyElement;
  const { merged } = useStore($globalStyles);
  const [level, setLevel] = useState<HeadingLevel>('heading');
  const [state, setState] = useState<LinkState>('default');
  const path = elementTypographyPath(element, { level, state });
  return (
    <div className="st-screen">
      <ScreenHeader
        title={elementLabels[element]()}
        description={descriptions[element]()}
        parent={parent}
      />
      <Section>
        <div
          className="ty-preview"
          aria-hidden="true"
          style={elementLook(merged, lookPaths(element, { level, state }))}
        >
          {__('Aa')}
        </div>
        {element === 'heading' && (
          <ChoiceGroup
            legend={__('Select heading level')}
            choices={HEADING_LEVELS.map((value) => ({ value, label: levelLabel(value) }))}
            value={level}
            onChange={setLevel}
          />
        )}
        {element === 'link' && (
          <ChoiceGroup
            legend={__('State')}
            choices={LINK_STATES.map((value) => ({ value, label: stateLabels[value]() }))}
            value={state}
            onChange={setState}
          />
        )}
      </Section>
      <Section title={__('Typography')}>
        <TypographyPanel key={path.join('.')} path={path} />
      </Section>
    </div>
  );
}
