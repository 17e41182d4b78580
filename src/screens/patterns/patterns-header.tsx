// The Patterns page's header (spec 2.9): the category's title and description, the add menu
// (new pattern, new template part in block themes, 'Import pattern from JSON'; hidden when the
// user may add none) and, for a category of the user's own, Rename and Delete.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { __ } from '../../i18n';
import {
  ALL_PATTERNS,
  addMenuEntries,
  type CategoryHeader,
  canRenameCategory,
  deleteCategoryMessage,
  deleteCategoryTitle,
  isCategoryRenameValid,
  PATTERN_FILE_ACCEPT,
  type PatternCategory,
  pathAfterImport,
  TEMPLATE_PART,
  templatePartCategories,
  UNCATEGORIZED,
  USER_PATTERN,
} from '../../patterns';
import { $canUser, type EntityRecord, entityRecord } from '../../stores';
import {
  deletePatternCategory,
  importPatternFile,
  renamePatternCategory,
} from '../../stores/pattern-actions';
import type { PatternLibrary } from '../../stores/pattern-library';
import { $location, navigate } from '../../stores/router';
import { lazyScreen } from '../../ui/lazy-screen';
import { Menu, MenuItem } from '../../ui/menu';
import { Confirm } from '../../ui/confirm';
import { Modal } from '../../ui/modal';
import { NameForm } from '../../ui/name-form';
import type { CreatePatternProps, CreateTemplatePartProps } from './create-modals';

interface PostTypeRecord extends EntityRecord {
  labels?: { add_new_item?: string };
}

// The forms load when first opened.
const CreatePatternModal = lazyScreen<CreatePatternProps>(
  () => import('./create-modals').then((module) => ({ default: module.CreatePatternModal })),
  { placeholder: null },
);
const CreateTemplatePartModal = lazyScreen<CreateTemplatePartProps>(
  () => import('./create-modals').then((module) => ({ default: module.CreateTemplatePartModal })),
  { placeholder: null },
);

type Open = 'new-pattern' | 'new-template-part' | 'rename-category' | 'delete-category' | null;

function RenameCategory({ category, onClose }: { category: PatternCategory; onClose: () => void }) {
  return (
    <Modal title={__('Rename')} onRequestClose={onClose} size="small">
      <NameForm
        initial={category.label}
        submitLabel={__('Save')}
        canSubmit={(name) => isCategoryRenameValid(category, name)}
        onCancel={onClose}
        onSubmit={async (name) => {
          if (!(await renamePatternCategory(category, name))) return false;
          onClose();
        }}
      />
    </Modal>
  );
}

function DeleteCategory({ category, onClose }: { category: PatternCategory; onClose: () => void }) {
  return (
    <Modal title={deleteCategoryTitle(category.label)} onRequestClose={onClose} size="small">
      <Confirm
        message={deleteCategoryMessage(category.label)}
        confirmLabel={__('Delete')}
        onCancel={onClose}
        onConfirm={async () => {
          const deleted = await deletePatternCategory(category);
          onClose();
          if (deleted) navigate('/pattern', { categoryId: ALL_PATTERNS });
        }}
      />
    </Modal>
  );
}

export function PatternsHeader({
  header,
  category,
  library,
}: {
  header: CategoryHeader | undefined;
  /** The chosen pattern category (none for template parts). */
  category: PatternCategory | undefined;
  library: PatternLibrary;
}) {
  const { query } = useStore($location);
  const canCreatePattern = useStore($canUser('create', { kind: 'postType', name: USER_PATTERN }));
  const canCreatePart = useStore($canUser('create', { kind: 'postType', name: TEMPLATE_PART }));
  const patternType = useStore(entityRecord<PostTypeRecord>('root', 'postType', USER_PATTERN));
  const partType = useStore(entityRecord<PostTypeRecord>('root', 'postType', TEMPLATE_PART));
  const [open, setOpen] = useState<Open>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const entries = addMenuEntries({
    canCreatePattern,
    canCreateTemplatePart: canCreatePart,
    isBlockTheme: library.isBlockTheme,
    addNewPatternLabel: patternType.record?.labels?.add_new_item,
    addNewTemplatePartLabel: partType.record?.labels?.add_new_item,
  });
  const labelOf = (id: string) => entries.find((entry) => entry.id === id)?.label ?? '';
  const areas = templatePartCategories([], library.areas)
    .slice(1)
    .map((area) => ({ area: area.name, label: area.label, description: area.description }));
  const isParts = query.postType === TEMPLATE_PART;
  const defaultArea =
    isParts && areas.some((area) => area.area === query.categoryId)
      ? query.categoryId!
      : UNCATEGORIZED;

  const onFile = async () => {
    const file = fileInput.current?.files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const imported = await importPatternFile(file, {
      postType: query.postType,
      category,
      sources: library.sources,
    });
    if (!imported) return;
    const next = pathAfterImport(query.categoryId, imported.intoCategory);
    if (next) navigate('/pattern', { categoryId: ALL_PATTERNS });
  };
  const close = () => setOpen(null);

  return (
    <div className="se-list-header se-patterns-header">
      <div>
        <h2 className="se-screen-title">{header?.title ?? __('Patterns')}</h2>
        {header?.description && <p className="se-screen-description">{header.description}</p>}
      </div>
      <div className="se-patterns-header__actions">
        {canRenameCategory(category) && (
          <Menu
            label={__('Actions')}
            trigger={__('Actions')}
            triggerClassName="dv-button"
            align="end"
          >
            <MenuItem onSelect={() => setOpen('rename-category')}>{__('Rename')}</MenuItem>
            <MenuItem destructive onSelect={() => setOpen('delete-category')}>
              {__('Delete')}
            </MenuItem>
          </Menu>
        )}
        {entries.length > 0 && (
          <Menu
            label={__('Add New Pattern')}
            trigger={__('Add New Pattern')}
            triggerClassName="dv-button is-primary"
            align="end"
          >
            {entries.map((entry) => (
              <MenuItem
                key={entry.id}
                onSelect={() => {
                  if (entry.id === 'import-json') fileInput.current?.click();
                  else setOpen(entry.id);
                }}
              >
                {entry.label}
              </MenuItem>
            ))}
          </Menu>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={PATTERN_FILE_ACCEPT}
          hidden
          aria-label={__('Import pattern from JSON')}
          onChange={() => void onFile()}
        />
      </div>
      {open === 'new-pattern' && (
        <CreatePatternModal
          title={labelOf('new-pattern')}
          sources={library.sources}
          onClose={close}
        />
      )}
      {open === 'new-template-part' && (
        <CreateTemplatePartModal
          title={labelOf('new-template-part')}
          areas={areas}
          defaultArea={defaultArea}
          onClose={close}
        />
      )}
      {open === 'rename-category' && category && (
        <RenameCategory category={category} onClose={close} />
      )}
      {open === 'delete-category' && category && (
        <DeleteCategory category={category} onClose={close} />
      )}
    </div>
  );
}
