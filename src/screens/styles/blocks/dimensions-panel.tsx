// A block's Dimensions panel: padding, margin, block spacing, minimum height and aspect ratio,
// each as the block supports and the settings allow; block spacing and aspect ratio are left out
// when the block skips their serialisation (spec 2.4).
import { __ } from '../../../i18n';
import { blockControls } from '../../../global-styles/block-panels';
import { getPath } from '../../../global-styles/json';
import { useId } from 'react';
import { TextField } from '../layout/fields';
import { SpacingControls, supportedSides } from '../layout/spacing-controls';
import { setStyleAt, stylePrefix, useStyleAt } from '../layout/style-scope';
import type { BlockPanelProps } from './panel-props';

const ASPECT_RATIOS = ['1', '4/3', '3/4', '3/2', '2/3', '16/9', '9/16'];

function AspectRatioField({ prefix }: { prefix: readonly string[] }) {
  const id = useId();
  const { merged } = useStyleAt(prefix, ['dimensions', 'aspectRatio']);
  const value = typeof merged === 'string' ? merged : '';
  return (
    <div className="st-field">
      <label htmlFor={id} className="st-field__label">
        {__('Aspect ratio')}
      </label>
      <select
        id={id}
        className="st-select"
        value={value}
        onChange={(event) =>
          setStyleAt(prefix, ['dimensions', 'aspectRatio'], event.currentTarget.value || undefined)
        }
      >
        <option value="">{__('Original')}</option>
        {[...new Set([...ASPECT_RATIOS, ...(value ? [value] : [])])].map((ratio) => (
          <option key={ratio} value={ratio}>
            {ratio === '1' ? __('Square - 1:1') : ratio.replace('/', ':')}
          </option>
        ))}
      </select>
    </div>
  );
}

function MinHeightField({ prefix }: { prefix: readonly string[] }) {
  const { merged } = useStyleAt(prefix, ['dimensions', 'minHeight']);
  return (
    <TextField
      label={__('Minimum height')}
      value={typeof merged === 'string' ? merged : ''}
      onCommit={(value) => setStyleAt(prefix, ['dimensions', 'minHeight'], value)}
    />
  );
}

export function DimensionsPanel({ blockName, variation, blockType, settings }: BlockPanelProps) {
  const controls = blockControls(blockType, settings);
  const prefix = stylePrefix(blockName, variation);
  const support = (path: string[]) => getPath(blockType.supports, path);
  return (
    <SpacingControls
      title={__('Dimensions')}
      prefix={prefix}
      settings={settings}
      padding={controls.padding}
      margin={controls.margin}
      blockGap={controls.blockGap}
      paddingSides={supportedSides(support(['spacing', 'padding']))}
      marginSides={supportedSides(support(['spacing', 'margin']))}
    >
      {controls.minHeight && <MinHeightField prefix={prefix} />}
      {controls.aspectRatio && <AspectRatioField prefix={prefix} />}
    </SpacingControls>
  );
}
