// 'Create pattern' in the block options menu (the block toolbar's ⋮), as WordPress's editor has
// it: a dialog with Name, Categories (typed, or picked from the site's and the theme's), Synced,
// then a published `wp_block` of the selected blocks saved through core-data (so through the
// host, api.ts). A synced pattern replaces the blocks with a `core/block` ref to it; an unsynced
// one leaves them, named after it. The snackbar shows among the editor's notices (notices.ts);
// the editor reloads its pattern lists (`recordsChanged`), the inserter follows core-data's
// (user-patterns.ts). Categories follow the Patterns page's rule (src/patterns/category-names).
import { BlockSettingsMenuControls, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockType, hasBlockSupport, serialize } from '@wordpress/blocks';
import {
  Button,
  FormTokenField,
  MenuItem,
  Modal,
  TextControl,
  ToggleControl,
} from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { symbol } from '@wordpress/icons';
import { type FormEvent, useMemo, useState } from 'react';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import {
  type CategoryTermPlan,
  categoryChoices,
  categorySuggestions,
  categoryTermIdsOf,
  planCategoryTerms,
} from '../../patterns/category-names';
import type { ThemePatternCategory } from '../../patterns/categories';
import { newPatternRecord } from '../../patterns/items';
import { userCategoryTerms } from './user-patterns';

type Block = { name: string; isValid: boolean; attributes: Record<string, unknown> };
type Saved = { id: number; title?: { raw?: string }; wp_pattern_sync_status?: string };

interface CoreSelectors {
  canUser(action: string, resource: { kind: string; name: string }): boolean | undefined;
  getPostType(name: string): { labels?: { add_new_item?: string } } | undefined;
  getBlockPatternCategories(): ThemePatternCategory[] | undefined;
}

interface CoreActions {
  saveEntityRecord(
    kind: string,
    name: string,
    record: object,
    options: { throwOnError: true },
  ): Promise<Saved>;
}

interface EditorSelectors {
  getBlocksByClientId(ids: string[]): (Block | null)[];
  getBlockRootClientId(id: string): string | null;
  canInsertBlockType(name: string, rootClientId: string | null): boolean;
  getBlockAttributes(id: string): Record<string, unknown> | null;
}

/** What the host calls back for the records the dialog made. */
export interface PatternHost {
  recordsChanged(kind: string, name: string): void;
}

/** Blocks that may become a pattern (WordPress's rule): valid, each supports `reusable`. */
function canMakePattern(blocks: (Block | null)[]): boolean {
  if (blocks.length === 0) return false;
  const [first] = blocks;
  // Already a pattern: a synced one, or blocks an unsynced one inserted.
  if (blocks.length === 1 && first && (first.name === 'core/block' || patternNameOf(first))) {
    return false;
  }
  return blocks.every((block) => {
    if (!block?.isValid) return false;
    const hasParent = !!getBlockType(block.name)?.parent;
    return hasBlockSupport(block.name, 'reusable', !hasParent);
  });
}

function patternNameOf(block: Block): unknown {
  return (block.attributes.metadata as { patternName?: unknown } | undefined)?.patternName;
}

/** The typed categories as term ids: existing terms, new ones made first. */
function termIds(plans: CategoryTermPlan[], actions: CoreActions): Promise<number[]> {
  return categoryTermIdsOf(plans, (create) =>
    actions.saveEntityRecord('taxonomy', 'wp_pattern_category', create, { throwOnError: true }),
  );
}

interface DialogProps {
  clientIds: string[];
  host: PatternHost;
  onClose(): void;
  onCreated(): void;
}

function CreatePatternDialog({ clientIds, host, onClose, onCreated }: DialogProps) {
  const [name, setName] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [synced, setSynced] = useState(true);
  const [busy, setBusy] = useState(false);
  const { title, themeCategories, userCategories } = useSelect((select) => {
    const core = select(coreStore) as unknown as CoreSelectors;
    return {
      title: core.getPostType('wp_block')?.labels?.add_new_item,
      themeCategories: core.getBlockPatternCategories(),
      userCategories: userCategoryTerms(select),
    };
  }, []);
  const choices = useMemo(() => {
    return categoryChoices({
      themeCategories: themeCategories ?? [],
      userCategories: userCategories ?? [],
    });
  }, [themeCategories, userCategories]);
  const core = useDispatch(coreStore) as unknown as CoreActions;
  const editor = useDispatch(blockEditorStore) as unknown as {
    replaceBlocks(ids: string[], block: object): void;
    updateBlockAttributes(id: string, attributes: object): void;
  };
  const blocks = useSelect(blockEditorStore) as unknown as EditorSelectors;
  const notices = useDispatch('core/notices') as unknown as {
    createSuccessNotice(message: string, options: object): void;
    createErrorNotice(message: string, options: object): void;
  };

  const create = async () => {
    const content = serialize(blocks.getBlocksByClientId(clientIds) as never);
    const plans = planCategoryTerms(categories, choices);
    const categoryIds = await termIds(plans, core);
    if (plans.some((plan) => 'create' in plan))
      host.recordsChanged('taxonomy', 'wp_pattern_category');
    const record = newPatternRecord({
      title: name.trim(),
      content,
      syncStatus: synced ? 'fully' : 'unsynced',
      categoryIds,
    });
    const saved = await core.saveEntityRecord('postType', 'wp_block', record, {
      throwOnError: true,
    });
    host.recordsChanged('postType', 'wp_block');
    const savedTitle = saved.title?.raw ?? name.trim();
    if (synced) {
      editor.replaceBlocks(clientIds, createBlock('core/block', { ref: saved.id }));
    } else if (clientIds.length === 1) {
      const [id] = clientIds as [string];
      const metadata = (blocks.getBlockAttributes(id)?.metadata ?? {}) as object;
      editor.updateBlockAttributes(id, {
        metadata: { ...metadata, patternName: `core/block/${saved.id}`, name: savedTitle },
      });
    }
    notices.createSuccessNotice(
      synced
        ? sprintf(__('Synced pattern created: %s'), savedTitle)
        : sprintf(__('Unsynced pattern created: %s'), savedTitle),
      { type: 'snackbar', id: 'convert-to-pattern-success' },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    create().then(onCreated, (error: unknown) => {
      // As WordPress: the host's message in a snackbar, and the dialog closes.
      const message = (error as { message?: unknown } | null)?.message;
      notices.createErrorNotice(
        typeof message === 'string' && message ? message : __('An error occurred.'),
        { type: 'snackbar', id: 'pattern-create' },
      );
      onClose();
    });
  };

  return (
    <Modal
      title={title ?? __('Add Pattern')}
      onRequestClose={onClose}
      focusOnMount="firstContentElement"
      size="small"
      overlayClassName="canvas-create-pattern"
    >
      <form className="canvas-create-pattern__form" onSubmit={submit}>
        <TextControl
          __next40pxDefaultSize
          label={__('Name')}
          value={name}
          onChange={setName}
          placeholder={__('My pattern')}
        />
        <FormTokenField
          __next40pxDefaultSize
          label={__('Categories')}
          value={categories}
          suggestions={categorySuggestions(choices)}
          onChange={(next) => {
            // One token per category, whatever the case it was typed in.
            const seen = new Set<string>();
            const unique: string[] = [];
            for (const token of next) {
              const label = typeof token === 'string' ? token : token.value;
              if (seen.has(label.toLowerCase())) continue;
              seen.add(label.toLowerCase());
              unique.push(label);
            }
            setCategories(unique);
          }}
          tokenizeOnBlur
          __experimentalExpandOnFocus
        />
        <ToggleControl
          label={__('Synced')}
          help={__('Sync this pattern across multiple locations.')}
          checked={synced}
          onChange={setSynced}
        />
        <div className="canvas-create-pattern__actions">
          <Button __next40pxDefaultSize variant="tertiary" onClick={onClose}>
            {__('Cancel')}
          </Button>
          <Button
            __next40pxDefaultSize
            variant="primary"
            type="submit"
            accessibleWhenDisabled
            aria-disabled={!name.trim() || busy}
            isBusy={busy}
          >
            {__('Add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function CreatePatternItem(props: { clientIds: string[]; onOpen(): void }) {
  const { clientIds } = props;
  const allowed = useSelect(
    (select) => {
      const core = select(coreStore) as unknown as CoreSelectors;
      const editor = select(blockEditorStore) as unknown as EditorSelectors;
      const root = clientIds[0] ? editor.getBlockRootClientId(clientIds[0]) : null;
      return (
        canMakePattern(editor.getBlocksByClientId(clientIds)) &&
        editor.canInsertBlockType('core/block', root) &&
        core.canUser('create', { kind: 'postType', name: 'wp_block' }) === true
      );
    },
    [clientIds],
  );
  if (!allowed) return null;
  return (
    <MenuItem icon={symbol} onClick={props.onOpen} aria-haspopup="dialog">
      {__('Create pattern')}
    </MenuItem>
  );
}

/**
 * The menu's item (a fill of the block options menu), for every block selection, and its dialog.
 * The menu closes as the dialog opens: the dialog lives here, outside the menu, so nothing of the
 * menu (a popover above every layer) shows over it.
 */
export function CreatePatternControls({ host }: { host: PatternHost }) {
  const [target, setTarget] = useState<string[]>();
  return (
    <>
      <BlockSettingsMenuControls>
        {(fill: { selectedClientIds: string[]; onClose(): void }) => (
          <CreatePatternItem
            clientIds={fill.selectedClientIds}
            onOpen={() => {
              setTarget(fill.selectedClientIds);
              fill.onClose();
            }}
          />
        )}
      </BlockSettingsMenuControls>
      {target && (
        <CreatePatternDialog
          clientIds={target}
          host={host}
          onClose={() => setTarget(undefined)}
          onCreated={() => setTarget(undefined)}
        />
      )}
    </>
  );
}
