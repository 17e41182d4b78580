// Records' markup that the block editor would put into the canvas as it is (issue 30, item 5):
// raw HTML (core/html), unknown blocks and classic content (core/missing, core/freeform), and the
// original content of invalid blocks. WordPress shows them in the canvas's own document through
// `safeHTML`, which keeps `<iframe srcdoc>`, `javascript:` frames and markup that re-parses into
// handlers (mutation XSS); in a realm that shares the editor's origin, its nonce and its bridge,
// that is the editor's rights. Here each is shown in a frame sandboxed WITHOUT allow-same-origin:
// its document has an opaque origin (it cannot reach the realm, the canvas or the editor), its
// own policy lets only the measuring script run (realm-policy.ts), and the realm's policy holds
// around it. The HTML block keeps its editing: its code is edited as text, and both its canvas
// view and the code dialog's preview are such frames.
import {
  BlockControls,
  Warning,
  store as blockEditorStore,
  useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, getBlockContent, parse, rawHandler, serialize } from '@wordpress/blocks';
import {
  Button,
  Modal,
  Placeholder,
  TextareaControl,
  ToolbarButton,
  ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import {
  UntrustedMarkupFrame,
  canvasDocument,
  frameMarkup,
  listenForFrameHeights,
  stylesOf,
} from './untrusted-frame';
import { watchCanvasDocuments } from './user-actions';


interface EditProps {
  clientId: string;
  name: string;
  isSelected: boolean;
  attributes: Record<string, unknown>;
  setAttributes(attributes: Record<string, unknown>): void;
}

type BlockStoreActions = {
  updateBlock(clientId: string, changes: Record<string, unknown>): void;
  replaceInnerBlocks(clientId: string, blocks: unknown[], select?: boolean): void;
  replaceBlock(clientId: string, block: unknown): void;
};
type BlockStoreSelectors = {
  getBlock(clientId: string): Parameters<typeof getBlockContent>[0] | null;
  getBlocks(clientId: string): Parameters<typeof serialize>[0][];
};

/** The Custom HTML block's code, edited as text, previewed in a sandboxed frame. */
function HtmlCodeModal(props: { content: string; onUpdate(next: string): void; onClose(): void }) {
  const [code, setCode] = useState(props.content);
  return (
    <Modal title={__('Edit HTML')} onRequestClose={props.onClose} size="large">
      <div style={{ display: 'flex', gap: 16, alignItems: 'stretch', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 320px' }}>
          <TextareaControl
            __nextHasNoMarginBottom
            label={__('HTML')}
            value={code}
            onChange={setCode}
            rows={16}
            className="canvas-untrusted-markup__code"
          />
        </div>
        <div style={{ flex: '1 1 320px', minHeight: 120, border: '1px solid #ddd', padding: 8 }}>
          <UntrustedMarkupFrame markup={code} title={__('Custom HTML Preview')} />
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button __next40pxDefaultSize variant="tertiary" onClick={props.onClose}>
          {__('Cancel')}
        </Button>
        <Button
          __next40pxDefaultSize
          variant="primary"
          onClick={() => {
            props.onUpdate(code);
            props.onClose();
          }}
        >
          {__('Update')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The Custom HTML block: its markup lives in the block's inner content (blocks written in it are
 * its inner blocks), shown in a sandboxed frame; "Edit code" edits it as text.
 */
function HtmlEdit({ clientId, attributes }: EditProps) {
  const [editing, setEditing] = useState(false);
  const registry = useRegistry();
  const { updateBlock, replaceInnerBlocks } = useDispatch(
    blockEditorStore,
  ) as unknown as BlockStoreActions;
  const content = useSelect(
    (select) => {
      const block = (select(blockEditorStore) as unknown as BlockStoreSelectors).getBlock(clientId);
      return block ? getBlockContent(block) : '';
    },
    [clientId],
  );
  // Markup kept in the attribute older blocks used moves into the inner content, as WordPress
  // 7.1 moves it.
  const legacy = typeof attributes.content === 'string' ? attributes.content : undefined;
  useEffect(() => {
    if (legacy)
      updateBlock(clientId, { attributes: { content: undefined }, innerContent: [legacy] });
  }, [legacy, clientId, updateBlock]);
  const shown = legacy ?? content;
  const blockProps = useBlockProps({ className: 'block-library-html__edit' });

  const onUpdate = (next: string) => {
    if (next === shown) return;
    const [parsed] = parse(`<!-- wp:html -->\n${next}\n<!-- /wp:html -->`) as unknown as {
      innerBlocks?: Parameters<typeof serialize>[0][];
      innerContent?: (string | null)[];
    }[];
    const innerBlocks = parsed?.innerBlocks ?? [];
    const before = (registry.select(blockEditorStore) as unknown as BlockStoreSelectors).getBlocks(
      clientId,
    );
    const same =
      before.length === innerBlocks.length &&
      before.every((block, index) => serialize(block) === serialize(innerBlocks[index]!));
    registry.batch(() => {
      updateBlock(clientId, { innerContent: parsed?.innerContent ?? (next ? [next] : []) });
      if (!same) replaceInnerBlocks(clientId, innerBlocks, false);
    });
  };

  const modal = editing && (
    <HtmlCodeModal content={shown} onUpdate={onUpdate} onClose={() => setEditing(false)} />
  );
  if (!shown.trim()) {
    return (
      <div {...blockProps}>
        <Placeholder
          label={__('Custom HTML')}
          instructions={__('Add custom HTML code and preview how it looks.')}
        >
          <Button __next40pxDefaultSize variant="primary" onClick={() => setEditing(true)}>
            {__('Edit HTML')}
          </Button>
        </Placeholder>
        {modal}
      </div>
    );
  }
  return (
    <div {...blockProps}>
      <BlockControls>
        <ToolbarGroup>
          <ToolbarButton onClick={() => setEditing(true)}>{__('Edit code')}</ToolbarButton>
        </ToolbarGroup>
      </BlockControls>
      <UntrustedMarkupFrame markup={shown} title={__('Custom HTML Preview')} />
      {modal}
    </div>
  );
}

/** A warning above the content, which shows in a sandboxed frame; `actions` keep it or convert it. */
function UntrustedBlock(props: {
  message: string;
  markup: string;
  actions: { label: string; run(): void }[];
}) {
  return (
    <div {...useBlockProps({ className: 'has-warning' })}>
      <Warning
        actions={props.actions.map((action) => (
          <Button key={action.label} __next40pxDefaultSize variant="primary" onClick={action.run}>
            {action.label}
          </Button>
        ))}
      >
        {props.message}
      </Warning>
      {props.markup.trim() && (
        <UntrustedMarkupFrame markup={props.markup} title={__('Original block content')} />
      )}
    </div>
  );
}

/** A block this editor does not know, or content without block delimiters (classic content). */
function MissingEdit({ clientId, attributes }: EditProps) {
  const { replaceBlock } = useDispatch(blockEditorStore) as unknown as BlockStoreActions;
  const originalName = typeof attributes.originalName === 'string' ? attributes.originalName : '';
  const markup =
    typeof attributes.originalUndelimitedContent === 'string'
      ? attributes.originalUndelimitedContent
      : '';
  const keepAsHtml = {
    label: __('Keep as HTML'),
    run: () => replaceBlock(clientId, createBlock('core/html', {}, [], [markup])),
  };
  const message =
    originalName && originalName !== 'core/freeform'
      ? sprintf(
          __(
            'Your site doesn’t include support for the "%s" block. You can leave it as-is, convert it to custom HTML, or remove it.',
          ),
          originalName,
        )
      : __(
          'This is classic content, without blocks. You can leave it as-is, convert it to custom HTML or to blocks, or remove it.',
        );
  const actions = markup ? [keepAsHtml] : [];
  if (markup && !(originalName && originalName !== 'core/freeform')) {
    actions.push({
      label: __('Convert to blocks'),
      run: () => replaceBlock(clientId, rawHandler({ HTML: markup })),
    });
  }
  return <UntrustedBlock message={message} markup={markup} actions={actions} />;
}

/** The Classic block: TinyMCE is not part of the canvas, so its content is shown, not edited. */
function FreeformEdit({ clientId, attributes }: EditProps) {
  const { replaceBlock } = useDispatch(blockEditorStore) as unknown as BlockStoreActions;
  const markup = typeof attributes.content === 'string' ? attributes.content : '';
  return (
    <UntrustedBlock
      message={__('The Classic block cannot be edited here. Convert it to blocks to edit it.')}
      markup={markup}
      actions={
        markup
          ? [
              {
                label: __('Convert to blocks'),
                run: () => replaceBlock(clientId, rawHandler({ HTML: markup })),
              },
            ]
          : []
      }
    />
  );
}

const EDITS: Record<string, ComponentType<EditProps>> = {
  'core/html': HtmlEdit,
  'core/missing': MissingEdit,
  'core/freeform': FreeformEdit,
};

/** A block as the parser read it (the invalid block's source). */
interface RawBlock {
  innerBlocks?: RawBlock[];
  innerContent?: (string | null)[];
}

/** A raw block's markup, inner blocks in their places (their delimiters left out). */
function rawMarkup(raw: RawBlock): string {
  let child = 0;
  return (raw.innerContent ?? [])
    .map((part) => {
      if (part !== null) return part;
      const inner = raw.innerBlocks?.[child++];
      return inner ? rawMarkup(inner) : '';
    })
    .join('');
}

interface BlockListBlockProps {
  isValid: boolean;
  block: { __unstableBlockSource?: RawBlock; originalContent?: string } & Record<string, unknown>;
}

/**
 * Invalid blocks: the block list shows their warning and their original content through
 * `safeHTML`. The content it is given becomes our frame (the warning's actions still read the
 * block itself from the store: recovery, Convert to HTML, Resolve).
 */
function withSandboxedInvalidContent(BlockListBlock: ComponentType<BlockListBlockProps>) {
  return function SandboxedInvalidContent(props: BlockListBlockProps) {
    const source = props.block.__unstableBlockSource;
    const markup = props.isValid
      ? ''
      : source
        ? rawMarkup(source)
        : (props.block.originalContent ?? '');
    // Written once per content: a new string would load the frame again at each render.
    const frame = useMemo(
      () =>
        markup ? frameMarkup(markup, __('Original block content'), stylesOf(canvasDocument())) : '',
      [markup],
    );
    if (props.isValid) return <BlockListBlock {...props} />;
    const shown: RawBlock & { blockName: null; attrs: object } = {
      blockName: null,
      attrs: {},
      innerBlocks: [],
      innerContent: [frame],
    };
    return <BlockListBlock {...props} block={{ ...props.block, __unstableBlockSource: shown }} />;
  };
}

/**
 * Puts the filters in place: call before the core blocks are registered (their edits are
 * replaced as they register). Frames in the realm's documents are sized from then on.
 */
export function registerUntrustedMarkup(): void {
  addFilter(
    'blocks.registerBlockType',
    'site-editor/untrusted-markup',
    (settings: Record<string, unknown>, name: string) =>
      EDITS[name] ? { ...settings, edit: EDITS[name] } : settings,
  );
  addFilter('editor.BlockListBlock', 'site-editor/untrusted-markup', withSandboxedInvalidContent);
  watchCanvasDocuments(document, (doc) => listenForFrameHeights(doc.defaultView));
}
