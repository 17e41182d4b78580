// Duplicate, as WordPress asks it (spec 2.9): the copy's name ('{name} (Copy)'); for a pattern,
// its categories and whether it is synced, as the original has them; for a part, its area. The
// copy is made once the user says Duplicate; a failure shows over the dialog, which stays open.
// Loaded when the action first opens (pattern-actions.tsx).
import { useStore } from '@nanostores/react';
import type { ActionModalProps } from '../../data-view/types';
import { __ } from '../../i18n';
import { categoryLabelsOf, type PatternItem, TEMPLATE_PART } from '../../patterns';
import { duplicateTitle } from '../../posts/drafts';
import { duplicatePatternItem } from '../../stores/pattern-actions';
import { $patternLibrary } from '../../stores/pattern-library';
import { PartForm, PatternForm } from './create-modals';

export default function DuplicatePatternModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<PatternItem>) {
  const library = useStore($patternLibrary);
  const item = items[0];
  if (!item) return null;
  const name = duplicateTitle(item.title);
  const done = () => {
    onActionPerformed?.(items);
    closeModal();
  };
  return item.type === TEMPLATE_PART ? (
    <PartForm
      areas={library.areas}
      initial={{ name, area: item.area ?? 'uncategorized' }}
      submitLabel={__('Duplicate')}
      onCancel={closeModal}
      onSubmit={async ({ name: title, area }) => {
        await duplicatePatternItem(item, { title, area }, library.sources);
        done();
      }}
    />
  ) : (
    <PatternForm
      sources={library.sources}
      initial={{
        name,
        categories: categoryLabelsOf(item, library.sources),
        synced: item.syncStatus !== 'unsynced',
      }}
      submitLabel={__('Duplicate')}
      onCancel={closeModal}
      onSubmit={async ({ name: title, categories, synced }) => {
        await duplicatePatternItem(
          item,
          { title, categories, syncStatus: synced ? 'fully' : 'unsynced' },
          library.sources,
        );
        done();
      }}
    />
  );
}
