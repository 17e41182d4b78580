// The typography controls of one styles node (spec 2.4): font, size, appearance, line height,
// letter spacing, letter case and decoration, each shown when the theme's settings allow it and,
// for a block (`blockName`), when the block supports it. Each shows the merged value (the
// theme's, or the user's over it) and, when the user has set one, a reset that clears it. Every
// change is an edit of the user's global styles through `setStyle`.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { weightLabel } from '../../../fonts';
import { FONT_SIZE_UNITS } from '../../../global-styles/font-size-presets';
import { getPath, isObject } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { presetValue } from '../../../global-styles/resolve-value';
import { withValueAt } from '../../../global-styles/user-edits';
import { __, sprintf } from '../../../i18n';
import { $globalStyles, setStyle } from '../../../stores/global-styles';
import { $blockTypes } from '../../../stores/site-styles';
import { useStyles, useWhenChanged } from '../../../ui/element-root';
import { ChoiceGroup, Field, QuantityInput } from './fields';
import { typographyStyles } from './styles';
import {
  type Appearance,
  appearanceChoices,
  appearanceKey,
  familyFor,
  fontFamilyChoices,
  fontSizeChoices,
  LETTER_SPACING_UNITS,
  weightValue,
  presetFor,
  presetReference,
  type TypographyKey,
  typographyControls,
} from './typography-values';

export interface TypographyPanelProps {
  /** The typography object's path under `styles` (or under the block's styles). */
  path: readonly string[];
  /** Edit this block's styles (`styles.blocks[blockName]`), with only what the block supports. */
  blockName?: string | undefined;
}

const CUSTOM = '__custom';

/** The block type's supports: undefined for no block, null for one the host did not list. */
function useBlockSupports(blockName: string | undefined): unknown {
  const blockTypes = useStore($blockTypes);
  if (!blockName) return undefined;
  if (blockTypes.status !== 'ready') return null;
  return blockTypes.value.find((type) => type.name === blockName)?.supports ?? null;
}

export function TypographyPanel({ path, blockName }: TypographyPanelProps) {
  // The panel carries its own look: a block's Styles screen shows it with no Typography screen.
  useStyles(typographyStyles);
  const { merged, user } = useStore($globalStyles);
  const supports = useBlockSupports(blockName);
  const settings = settingsFor(merged, blockName);
  const controls = typographyControls(settings, supports);
  const node = blockName ? ['blocks', blockName, ...path] : [...path];
  const mergedNode = getPath(merged, ['styles', ...node]);
  const userNode = getPath(user.styles, node);
  const current = (key: TypographyKey) => (isObject(mergedNode) ? mergedNode[key] : undefined);
  const own = (key: TypographyKey) => (isObject(userNode) ? userNode[key] : undefined);
  const set = (key: TypographyKey, value: unknown) =>
    setStyle([...path, key], value === '' ? undefined : value, blockName);
  const reset = (key: TypographyKey) =>
    own(key) !== undefined ? () => set(key, undefined) : undefined;
  const asText = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

  const families = fontFamilyChoices(settings);
  const family = familyFor(families, current('fontFamily'));
  const ids = {
    family: useId(),
    size: useId(),
    custom: useId(),
    look: useId(),
    line: useId(),
    spacing: useId(),
  };

  const anything = Object.entries(controls).some(([key, on]) => key !== 'customFontSize' && on);
  if (!anything) return <p className="st-message">{__('No typography controls are available.')}</p>;

  return (
    <div className="ty-panel">
      {controls.fontFamily && (
        <Field label={__('Font')} htmlFor={ids.family} onReset={reset('fontFamily')}>
          <select
            id={ids.family}
            className="st-select"
            value={family?.slug ?? ''}
            onChange={(event) =>
              set(
                'fontFamily',
                event.target.value ? presetReference('font-family', event.target.value) : undefined,
              )
            }
          >
            <option value="">{__('Default')}</option>
            {families.map((choice) => (
              <option key={choice.slug} value={choice.slug}>
                {choice.name || choice.slug}
              </option>
            ))}
          </select>
        </Field>
      )}
      {controls.fontSize && (
        <FontSizeField
          ids={ids}
          settings={settings}
          value={current('fontSize')}
          allowCustom={controls.customFontSize}
          onChange={(value) => set('fontSize', value)}
          onReset={reset('fontSize')}
        />
      )}
      {(controls.fontWeight || controls.fontStyle) && (
        <AppearanceField
          id={ids.look}
          choices={appearanceChoices(family, controls)}
          allow={controls}
          value={{
            fontWeight: weightValue(current('fontWeight')),
            fontStyle: asText(current('fontStyle')),
          }}
          onChange={(appearance) => setStyle(path, appearanceNode(userNode, appearance), blockName)}
          onReset={
            own('fontWeight') !== undefined || own('fontStyle') !== undefined
              ? () => setStyle(path, appearanceNode(userNode, {}), blockName)
              : undefined
          }
        />
      )}
      {controls.lineHeight && (
        <Field label={__('Line height')} htmlFor={ids.line} onReset={reset('lineHeight')}>
          <LineHeightInput
            id={ids.line}
            value={asText(current('lineHeight'))}
            onChange={(value) => set('lineHeight', value)}
          />
        </Field>
      )}
      {controls.letterSpacing && (
        <Field label={__('Letter spacing')} htmlFor={ids.spacing} onReset={reset('letterSpacing')}>
          <QuantityInput
            id={ids.spacing}
            label={__('Letter spacing')}
            value={asText(current('letterSpacing'))}
            units={LETTER_SPACING_UNITS}
            step={0.01}
            onChange={(value) => set('letterSpacing', value)}
          />
        </Field>
      )}
      {controls.textTransform && (
        <ChoiceGroup
          legend={__('Letter case')}
          choices={[
            { value: 'none', label: __('None') },
            { value: 'uppercase', label: __('Uppercase') },
            { value: 'lowercase', label: __('Lowercase') },
            { value: 'capitalize', label: __('Capitalize') },
          ]}
          value={asText(current('textTransform'))}
          onChange={(value) => set('textTransform', value)}
          onReset={reset('textTransform')}
        />
      )}
      {controls.textDecoration && (
        <ChoiceGroup
          legend={__('Decoration')}
          choices={[
            { value: 'none', label: __('None') },
            { value: 'underline', label: __('Underline') },
            { value: 'line-through', label: __('Line-through') },
          ]}
          value={asText(current('textDecoration'))}
          onChange={(value) => set('textDecoration', value)}
          onReset={reset('textDecoration')}
        />
      )}
    </div>
  );
}

/** The user's typography object with weight and style replaced together (one edit, one undo). */
function appearanceNode(userNode: unknown, appearance: Appearance): unknown {
  const base = isObject(userNode) ? userNode : {};
  const withWeight = withValueAt(base, ['fontWeight'], appearance.fontWeight);
  const next = withValueAt(withWeight, ['fontStyle'], appearance.fontStyle);
  return Object.keys(next).length > 0 ? next : undefined;
}

function FontSizeField({
  ids,
  settings,
  value,
  allowCustom,
  onChange,
  onReset,
}: {
  ids: { size: string; custom: string };
  settings: Record<string, unknown>;
  value: unknown;
  allowCustom: boolean;
  onChange: (value: string | undefined) => void;
  onReset: (() => void) | undefined;
}) {
  const presets = fontSizeChoices(settings);
  const preset = presetFor(presets, value, 'font-size');
  const plain = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  // Custom while the value is no preset, or once the user chose Custom (before typing a size).
  const [chosenCustom, setChosenCustom] = useState(false);
  useWhenChanged(value, () => setChosenCustom(false));
  const isCustom = allowCustom && !preset && (plain !== undefined || chosenCustom);
  const selected = preset ? preset.slug : isCustom ? CUSTOM : '';
  return (
    <>
      <Field label={__('Size')} htmlFor={ids.size} onReset={onReset}>
        <select
          id={ids.size}
          className="st-select"
          value={selected}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === CUSTOM) {
              setChosenCustom(true);
              // Start from the size shown, as a plain value the user then changes.
              const shown = preset ? presetValue(settings, 'font-size', preset.slug) : plain;
              if (shown !== undefined && shown !== plain) onChange(shown);
              return;
            }
            setChosenCustom(false);
            onChange(choice ? presetReference('font-size', choice) : undefined);
          }}
        >
          <option value="">{__('Default')}</option>
          {presets.map((size) => (
            <option key={size.slug} value={size.slug}>
              {size.name || size.slug}
            </option>
          ))}
          {allowCustom && <option value={CUSTOM}>{__('Custom')}</option>}
        </select>
      </Field>
      {isCustom && (
        <Field label={__('Custom size')} htmlFor={ids.custom}>
          <QuantityInput
            id={ids.custom}
            label={__('Custom size')}
            value={plain}
            units={FONT_SIZE_UNITS}
            min={0}
            onChange={onChange}
          />
        </Field>
      )}
    </>
  );
}

function appearanceLabel(appearance: Appearance): string {
  const italic = appearance.fontStyle === 'italic';
  if (appearance.fontWeight === undefined) return italic ? __('Italic') : __('Normal');
  const weight = weightLabel(appearance.fontWeight);
  return italic ? sprintf(__('%1$s %2$s'), weight, __('Italic')) : weight;
}

function AppearanceField({
  id,
  choices,
  allow,
  value,
  onChange,
  onReset,
}: {
  id: string;
  choices: Appearance[];
  allow: { fontWeight: boolean; fontStyle: boolean };
  value: Appearance;
  onChange: (appearance: Appearance) => void;
  onReset: (() => void) | undefined;
}) {
  const label =
    allow.fontWeight && allow.fontStyle
      ? __('Appearance')
      : allow.fontWeight
        ? __('Font weight')
        : __('Font style');
  const shown: Appearance = {
    ...(allow.fontWeight
      ? { fontWeight: value.fontWeight ?? (value.fontStyle ? '400' : undefined) }
      : {}),
    ...(allow.fontStyle
      ? { fontStyle: value.fontStyle ?? (value.fontWeight ? 'normal' : undefined) }
      : {}),
  };
  const key = appearanceKey(shown);
  const known = choices.some((choice) => appearanceKey(choice) === key);
  // A value the family's faces do not list still shows as what it is.
  const list = known || key === '|' ? choices : [...choices, shown];
  return (
    <Field label={label} htmlFor={id} onReset={onReset}>
      <select
        id={id}
        className="st-select"
        value={key === '|' ? '' : key}
        onChange={(event) => {
          const choice = list.find((entry) => appearanceKey(entry) === event.target.value);
          onChange(choice ?? {});
        }}
      >
        <option value="">{__('Default')}</option>
        {list.map((choice) => (
          <option key={appearanceKey(choice)} value={appearanceKey(choice)}>
            {appearanceLabel(choice)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function LineHeightInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  useWhenChanged(value, (next) => {
    if (Number(next) !== Number(text) || text === '') setText(next ?? '');
  });
  return (
    <input
      id={id}
      className="st-input"
      type="number"
      inputMode="decimal"
      min={0}
      step={0.1}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === '') onChange(undefined);
        else if (Number.isFinite(Number(typed)) && Number(typed) >= 0) onChange(typed);
      }}
    />
  );
}
