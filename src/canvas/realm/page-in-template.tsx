// A page or post edited as the site will show it (issue 31, item 1): inside the template that
// renders it, the template drawn around it and locked, its title and content (and featured image)
// editable in place. With 'Show template' off, the title and the content alone, still laid out
// as the template lays the content out, within the site's root padding.
//
// The block editor's value here is the template's blocks (or, template hidden, a title and a
// content block), never an entity of core-data: the template is shown, not edited, and its
// record is never changed by this mode. The page's own blocks are the content block's inner
// blocks, which it edits through core-data (`useEntityBlockEditor` of the page, from the block
// context `{ postId, postType }`), and its title goes through core-data too; sync.ts sends both
// to the editor as edits of the page, which is the record opened (`root` for sync.ts).
import { BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, parse } from '@wordpress/blocks';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from 'react';
import type { CanvasEntity } from '../bridge';
import type { EditedBlocks } from './editor';

/** Post types edited inside their template. */
const IN_TEMPLATE = new Set(['page', 'post']);

/** The blocks of a template that show the page itself, editable in place (WordPress's set). */
const PAGE_BLOCKS = ['core/post-title', 'core/post-featured-image', 'core/post-content'];

export function showsInTemplate(entity: CanvasEntity, template: string | undefined): boolean {
  return IN_TEMPLATE.has(entity.name) && !!template;
}

interface BlockInstance {
  name: string;
  attributes: Record<string, unknown>;
  innerBlocks: BlockInstance[];
}

type TemplateState = { state: 'loading' | 'failed' } | { state: 'loaded'; markup: string };

interface SelectCore {
  getEntityRecord(kind: string, name: string, id: string): object | undefined;
  getEditedEntityRecord(kind: string, name: string, id: string): Record<string, unknown>;
  hasFinishedResolution(selector: string, args: unknown[]): boolean;
}

/** The template's markup as the realm has it (its unsaved edits in this realm included). */
function useTemplateMarkup(id: string): TemplateState {
  const record = useSelect(
    (select) => {
      const core = select(coreStore) as unknown as SelectCore;
      if (!core.getEntityRecord('postType', 'wp_template', id)) {
        return core.hasFinishedResolution('getEntityRecord', ['postType', 'wp_template', id])
          ? 'failed'
          : 'loading';
      }
      return core.getEditedEntityRecord('postType', 'wp_template', id);
    },
    [id],
  );
  // The markup compared as text: a new record object with the same template is not parsed again.
  const markup = typeof record === 'string' ? undefined : markupOf(record);
  const failed = record === 'failed';
  return useMemo(
    () =>
      markup === undefined ? { state: failed ? 'failed' : 'loading' } : { state: 'loaded', markup },
    [markup, failed],
  );
}

function markupOf(record: Record<string, unknown>): string {
  const { content } = record;
  if (typeof content === 'function') return String((content as (r: unknown) => unknown)(record));
  if (typeof content === 'string') return content;
  return String((content as { raw?: unknown } | undefined)?.raw ?? '');
}

/** The first block named `name` in `blocks`, depth first. */
function findBlock(blocks: BlockInstance[], name: string): BlockInstance | undefined {
  for (const block of blocks) {
    if (block.name === name) return block;
    const inner = findBlock(block.innerBlocks, name);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The page alone (template hidden): its title, then its content with the template's content
 * layout, spanning the canvas so that the content lays itself out as it does in the template.
 */
function pageAlone(templateBlocks: BlockInstance[]): BlockInstance[] {
  const content = findBlock(templateBlocks, 'core/post-content');
  const attributes = content?.attributes ?? {};
  return [
    createBlock('core/post-title', { level: 1 }) as unknown as BlockInstance,
    createBlock('core/post-content', {
      ...attributes,
      layout: attributes.layout ?? { type: 'constrained' },
      align: 'full',
    }) as unknown as BlockInstance,
  ];
}

/** The template hidden: the root laid out as the site's content, within its root padding. */
const PAGE_ALONE_LAYOUT = { type: 'constrained' };
/** The page alone starts below some space, as WordPress's editor shows a page's title. */
const PAGE_ALONE_CSS =
  '.is-root-container > .wp-block-post-title:first-child { margin-block-start: 4rem; }';
const pageAloneCanvas = (
  <BlockList className="is-layout-constrained has-global-padding" layout={PAGE_ALONE_LAYOUT} />
);

type SelectBlocks = {
  getBlocksByName(names: string[]): string[];
  getBlockParentsByBlockName(clientId: string, name: string): string[];
};
type DispatchBlocks = {
  setBlockEditingMode(clientId: string, mode: 'disabled' | 'contentOnly' | 'default'): void;
  unsetBlockEditingMode(clientId: string): void;
};

/**
 * Every block is shown but disabled (not selectable, not editable), except the page's own: its
 * title, featured image and content, outside query loops (a 'more posts' list shows other
 * posts). The content's inner blocks, the page's, are fully editable.
 */
function LockTemplate() {
  const pageBlocks = useSelect((select) => {
    const blocks = select(blockEditorStore) as unknown as SelectBlocks;
    return blocks
      .getBlocksByName(PAGE_BLOCKS)
      .filter((id) => blocks.getBlockParentsByBlockName(id, 'core/query').length === 0)
      .join(' ');
  }, []);
  const { setBlockEditingMode, unsetBlockEditingMode } = useDispatch(
    blockEditorStore,
  ) as unknown as DispatchBlocks;
  useEffect(() => {
    const ids = pageBlocks ? pageBlocks.split(' ') : [];
    setBlockEditingMode('', 'disabled');
    for (const id of ids) setBlockEditingMode(id, 'contentOnly');
    return () => {
      for (const id of ids) unsetBlockEditingMode(id);
      unsetBlockEditingMode('');
    };
  }, [pageBlocks, setBlockEditingMode, unsetBlockEditingMode]);
  return null;
}

/**
 * The inserter opened with nothing selected inserts into the page's content (after its last
 * block), as WordPress's does: the template around it takes no blocks.
 */
function insertIntoContent(): void {
  const blocks = select(blockEditorStore) as unknown as SelectBlocks & {
    getSelectedBlockClientId(): string | null;
    getBlockOrder(clientId: string): string[];
  };
  if (blocks.getSelectedBlockClientId()) return;
  const content = blocks
    .getBlocksByName(['core/post-content'])
    .find((id) => blocks.getBlockParentsByBlockName(id, 'core/query').length === 0);
  if (!content) return;
  const last = blocks.getBlockOrder(content).at(-1);
  (
    dispatch(blockEditorStore) as unknown as { selectBlock(id: string, at?: number): void }
  ).selectBlock(last ?? content, -1);
}

/** The template's changes made by the block editor (patterns expanding, say) are not kept. */
const ignore = () => {};

export type PageInTemplateState = 'loading' | 'failed' | EditedBlocks;

/** The block editor's value for a page or post inside its template (`template`, its id). */
export function usePageInTemplate(
  entity: CanvasEntity,
  template: string,
  showTemplate: boolean,
): PageInTemplateState {
  const markup = useTemplateMarkup(template);
  const loaded = markup.state === 'loaded' ? markup.markup : undefined;
  const blocks = useMemo(() => {
    if (loaded === undefined) return undefined;
    const parsed = parse(loaded) as unknown as BlockInstance[];
    return (showTemplate ? parsed : pageAlone(parsed)) as unknown[];
  }, [loaded, showTemplate]);
  const context = useMemo(
    () => ({
      postType: entity.name,
      // Pages' and posts' ids are numbers, as blocks compare them.
      postId: /^\d+$/.test(entity.id) ? Number(entity.id) : entity.id,
    }),
    [entity.name, entity.id],
  );
  return useMemo(() => {
    if (!blocks) return markup.state === 'failed' ? 'failed' : 'loading';
    return {
      blocks,
      onInput: ignore,
      onChange: ignore,
      context,
      ...(showTemplate ? {} : { canvasContent: pageAloneCanvas, canvasCss: PAGE_ALONE_CSS }),
      children: <LockTemplate />,
      beforeInserter: insertIntoContent,
    };
  }, [blocks, context, showTemplate, markup.state]);
}
