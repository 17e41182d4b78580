// The Patterns page's item actions (spec 2.9, 5, 6): Edit, Duplicate, Rename, Export as JSON,
// Reset and Delete, each offered where `isEligible` (src/patterns/actions.ts) says so for the item
// and the permissions the host gave; Delete, Reset and Export also for a selection.
import type { Action, ActionModalProps } from '../../data-view/types';
import { __, _n, sprintf } from '../../i18n';
import {
  isEligible,
  PATTERN_ACTION_SUPPORTS_BULK,
  type PatternActionId,
  type PatternItem,
  type PatternPermissions,
  patternActionLabel,
  TEMPLATE_PART,
} from '../../patterns';
import { prepareCanvas } from '../../stores/canvas';
import {
  deletePatternItems,
  exportPatternItems,
  renamePatternItem,
  resetPatternItems,
} from '../../stores/pattern-actions';
import { navigate } from '../../stores/router';
import { Confirm } from '../../ui/confirm';
import { lazyScreen } from '../../ui/lazy-screen';
import { NameForm } from '../../ui/name-form';

// Duplicate's dialog shares the add menu's forms: it loads with them, when first opened.
const DuplicateForm = lazyScreen<ActionModalProps<PatternItem>>(() => import('./duplicate-modal'));
const DuplicateModal = (props: ActionModalProps<PatternItem>) => <DuplicateForm {...props} />;

const named = (item: PatternItem | undefined) => item?.title || __('(no title)');

function ConfirmItems({
  items,
  closeModal,
  onActionPerformed,
  question,
  confirm,
  run,
}: ActionModalProps<PatternItem> & {
  question: string;
  confirm: string;
  run: (items: PatternItem[]) => Promise<unknown>;
}) {
  return (
    <Confirm
      message={question}
      confirmLabel={confirm}
      onCancel={closeModal}
      onConfirm={async () => {
        await run(items);
        onActionPerformed?.(items);
        closeModal();
      }}
    />
  );
}

function DeleteModal(props: ActionModalProps<PatternItem>) {
  const { items } = props;
  const question =
    items.length === 1
      ? sprintf(__('Are you sure you want to delete "%s"?'), named(items[0]))
      : sprintf(
          _n(
            'Are you sure you want to delete %d item?',
            'Are you sure you want to delete %d items?',
            items.length,
          ),
          items.length,
        );
  return (
    <ConfirmItems {...props} question={question} confirm={__('Delete')} run={deletePatternItems} />
  );
}

function ResetModal(props: ActionModalProps<PatternItem>) {
  const { items } = props;
  const question =
    items.length === 1
      ? sprintf(
          __('Reset "%s" to the theme\'s version? Your changes to it will be lost.'),
          named(items[0]),
        )
      : sprintf(
          _n(
            "Reset %d item to the theme's version? Your changes to it will be lost.",
            "Reset %d items to the theme's version? Your changes to them will be lost.",
            items.length,
          ),
          items.length,
        );
  return (
    <ConfirmItems {...props} question={question} confirm={__('Reset')} run={resetPatternItems} />
  );
}

function RenameModal({ items, closeModal, onActionPerformed }: ActionModalProps<PatternItem>) {
  const item = items[0]!;
  return (
    <NameForm
      initial={item.title}
      submitLabel={__('Save')}
      canSubmit={(title) => title.trim() !== '' && title.trim() !== item.title}
      onCancel={closeModal}
      onSubmit={async (title) => {
        if (!(await renamePatternItem(item, title))) return false;
        onActionPerformed?.(items);
        closeModal();
      }}
    />
  );
}

const MODALS: Partial<Record<PatternActionId, Action<PatternItem>['RenderModal']>> = {
  duplicate: DuplicateModal,
  rename: RenameModal,
  reset: ResetModal,
  delete: DeleteModal,
};

const CALLBACKS: Partial<Record<PatternActionId, Action<PatternItem>['callback']>> = {
  edit: ([item]) => {
    if (item) navigate(`/${item.type}/${encodeURIComponent(item.id)}`, { canvas: 'edit' });
  },
  'export-json': (items) => exportPatternItems(items),
};

/** The actions, given each item's permissions (`permissionsOf`). */
export function patternActions(
  permissionsOf: (item: PatternItem) => PatternPermissions,
): Action<PatternItem>[] {
  const ids: PatternActionId[] = ['edit', 'duplicate', 'rename', 'export-json', 'reset', 'delete'];
  return ids.map((id) => {
    const action: Action<PatternItem> = {
      id: `pattern-${id}`,
      label: patternActionLabel(id),
      isEligible: (item) => isEligible(id, item, permissionsOf(item)),
      supportsBulk: PATTERN_ACTION_SUPPORTS_BULK[id],
    };
    if (id === 'edit') {
      action.isPrimary = true;
      action.onIntent = prepareCanvas;
    }
    if (id === 'delete' || id === 'reset') action.isDestructive = true;
    const modal = MODALS[id];
    if (modal) {
      action.RenderModal = modal;
      action.modalHeader =
        id === 'duplicate'
          ? ([item]) =>
              item?.type === TEMPLATE_PART ? __('Duplicate template part') : __('Duplicate pattern')
          : patternActionLabel(id);
      action.modalSize = 'small';
    } else {
      action.callback = CALLBACKS[id];
    }
    return action;
  });
}
