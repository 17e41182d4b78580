// One block's styles (spec 2.4 /blocks/{blockName}) and one of its style variations'
// (/blocks/{blockName}/variations/{variation}): a preview of the block's Style Book example, its
// style variations, and its panels in the spec's order (colour, background, typography,
// dimensions, border, filters, image settings, Advanced CSS), each only where the block supports
// it and the settings allow it.
import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { __, sprintf } from '../../../i18n';
import {
  type BlockPanel,
  blockPanels,
  blockStyleVariations,
} from '../../../global-styles/block-panels';
import { settingsFor } from '../../../global-styles/panel-support';
import { blockSection } from '../../../routing/style-sections';
import { $globalStyles } from '../../../stores/global-styles';
import { $blockTypes } from '../../../stores/site-styles';
import { $styleBookPost } from '../../../stores/style-book';
import { useStyles } from '../../../ui/element-root';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { BlockPreview } from '../../block-preview/block-preview';
import { BlockCssPanel } from '../css/css-screen';
import { blockPanelStyles, layoutStyles } from '../layout/styles';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section, SectionLink } from '../parts';
import { type BlockPreviewSample, blockPreviewSample } from './block-samples';
import { BorderPanel } from './border-panel';
import { DimensionsPanel } from './dimensions-panel';
import { FiltersPanel, ImageSettingsPanel } from './filters-panel';
import type { BlockPanelProps } from './panel-props';
import { BlockBackgroundPanel, BlockColorPanel, BlockTypographyPanel } from './shared-panels';

/** Spec 9: a block preview is laid out 500 px wide (unless its example asks for another width)
 * in a panel 235 px wide and 144 px high. */
const PREVIEW_VIEWPORT_WIDTH = 500;
const PREVIEW_HEIGHT = 144;
const PREVIEW_WIDTH = 235;

/**
 * The block screen's panels in order. SLOTS: the colour, background and typography panels are
 * built in `../colors/`, `../background/` and `../typography/` (each a component taking
 * `BlockPanelProps`); import each there and set it as `Panel` below: until then the slot
 * renders nothing.
 */
const PANELS: readonly { id: BlockPanel; Panel?: ComponentType<BlockPanelProps> }[] = [
  { id: 'color', Panel: BlockColorPanel },
  { id: 'background', Panel: BlockBackgroundPanel },
  { id: 'typography', Panel: BlockTypographyPanel },
  { id: 'dimensions', Panel: DimensionsPanel },
  { id: 'border', Panel: BorderPanel },
  { id: 'filters', Panel: FiltersPanel },
  { id: 'image', Panel: ImageSettingsPanel },
];

/** The block's preview: its example in a panel of spec 9's size; post blocks show the newest post,
 * as in the Style Book. */
function BlockSamplePreview({ sample, title }: { sample: BlockPreviewSample; title: string }) {
  const { post } = useStore($styleBookPost);
  return (
    <div className="st-block-preview">
      <div
        className="st-block-preview__frame"
        style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }}
      >
        <BlockPreview
          markup={sample.markup}
          title={sprintf(__('%s preview'), title)}
          viewportWidth={sample.viewportWidth ?? PREVIEW_VIEWPORT_WIDTH}
          post={post}
          fill
        />
      </div>
    </div>
  );
}

function BlockStyles({ blockName, variation }: { blockName: string; variation?: string }) {
  const blockTypes = useStore($blockTypes);
  const { merged } = useStore($globalStyles);
  if (blockTypes.status === 'loading') return <Spinner />;
  if (blockTypes.status === 'error')
    return <LoadError message={blockTypes.message ?? __('The blocks could not be loaded.')} />;
  const blockType = blockTypes.value.find((block) => block.name === blockName);
  if (!blockType) return <p className="st-message">{__('This block is not available.')}</p>;
  const settings = settingsFor(merged, blockName);
  const shown = new Set(blockPanels(blockType, settings));
  const variations = variation ? [] : blockStyleVariations(blockType);
  const title = blockType.title ?? blockName;
  const sample = blockPreviewSample(blockType, variation);
  const props: BlockPanelProps = { blockName, variation, blockType, settings };
  return (
    <>
      {sample && <BlockSamplePreview sample={sample} title={title} />}
      {variations.length > 0 && (
        <Section title={__('Style Variations')}>
          <ul className="st-nav">
            {variations.map((style) => (
              <SectionLink
                key={style.name}
                section={blockSection(blockName, `/variations/${encodeURIComponent(style.name)}`)}
              >
                {style.label}
              </SectionLink>
            ))}
          </ul>
        </Section>
      )}
      {PANELS.map(({ id, Panel }) =>
        Panel && shown.has(id) ? <Panel key={id} {...props} /> : null,
      )}
      <BlockCssPanel
        blockName={blockName}
        blockTitle={title}
        {...(variation ? { variation } : {})}
      />
    </>
  );
}

function useBlockTitle(blockName: string): string {
  const blockTypes = useStore($blockTypes);
  const block =
    blockTypes.status === 'ready'
      ? blockTypes.value.find((type) => type.name === blockName)
      : undefined;
  return block?.title ?? blockName;
}

export function BlockScreen({ params, parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  useStyles(blockPanelStyles);
  const blockName = params.blockName ?? '';
  return (
    <div className="st-screen">
      <ScreenHeader title={useBlockTitle(blockName)} parent={parent} />
      <BlockStyles key={blockName} blockName={blockName} />
    </div>
  );
}

export function BlockVariationScreen({ params, parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  useStyles(blockPanelStyles);
  const blockName = params.blockName ?? '';
  const variation = params.variation ?? '';
  const blockTypes = useStore($blockTypes);
  const style =
    blockTypes.status === 'ready'
      ? blockTypes.value
          .find((type) => type.name === blockName)
          ?.styles?.find((entry) => entry.name === variation)
      : undefined;
  return (
    <div className="st-screen">
      <ScreenHeader title={style?.label ?? variation} parent={parent} />
      <BlockStyles key={`${blockName}/${variation}`} blockName={blockName} variation={variation} />
    </div>
  );
}
