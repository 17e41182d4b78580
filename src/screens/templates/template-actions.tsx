// The templates list's actions (spec 2.10, 3, 8), each offered only where its rule in
// src/templates/wizard/list.ts allows it: Reset (a theme template the user customised goes back
// to the theme's file), Delete (a template the user made, after a confirmation) and Rename (the
// user's custom templates). A host error shows the host's message and keeps the list.
import type { Action, ActionModalProps } from '../../data-view/types';
import { __, sprintf } from '../../i18n';
import {
  createErrorNotice,
  createSuccessNotice,
  deleteEntityRecord,
  invalidateEntityRecords,
  saveEntityRecord,
} from '../../stores';
import { errorText } from '../../stores/error-text';
import { Confirm } from '../../ui/confirm';
import { NameForm } from '../../ui/name-form';
import { canDeleteTemplate, canRenameTemplate, canResetTemplate } from '../../templates/wizard';
import { type TemplateRecord, templateTitle } from './template-record';

const failed = (error: unknown) => createErrorNotice(errorText(error));

/** Removing the user's copy: for a customised theme template the theme's file shows again. */
async function removeTemplate(template: TemplateRecord): Promise<void> {
  await deleteEntityRecord('postType', 'wp_template', template.id, { force: true });
}

function DeleteTemplateModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<TemplateRecord>) {
  const template = items[0];
  if (!template) return null;
  const title = templateTitle(template);
  return (
    <Confirm
      message={sprintf(__('Are you sure you want to delete "%s"?'), title)}
      confirmLabel={__('Delete')}
      onCancel={closeModal}
      onConfirm={async () => {
        try {
          await removeTemplate(template);
          createSuccessNotice(sprintf(__('"%s" deleted.'), title), { type: 'snackbar' });
          onActionPerformed?.(items);
        } catch (error) {
          failed(error);
        }
        closeModal();
      }}
    />
  );
}

function RenameTemplateModal({ items, closeModal }: ActionModalProps<TemplateRecord>) {
  const template = items[0];
  if (!template) return null;
  return (
    <NameForm
      initial={templateTitle(template)}
      submitLabel={__('Save')}
      canSubmit={(name) => name.trim() !== ''}
      onCancel={closeModal}
      onSubmit={async (name) => {
        try {
          await saveEntityRecord('postType', 'wp_template', {
            id: template.id,
            title: name.trim(),
          });
          createSuccessNotice(__('Template renamed.'), { type: 'snackbar' });
          closeModal();
        } catch (error) {
          failed(error);
          return false;
        }
      }}
    />
  );
}

export function templateActions(): Action<TemplateRecord>[] {
  return [
    {
      id: 'reset-template',
      label: __('Reset'),
      isEligible: canResetTemplate,
      callback: async ([template]) => {
        if (!template) return;
        try {
          await removeTemplate(template);
          createSuccessNotice(sprintf(__('"%s" reset.'), templateTitle(template)), {
            type: 'snackbar',
          });
        } catch (error) {
          failed(error);
        }
        // The theme's file takes the customised copy's place: the list reads it again.
        invalidateEntityRecords('postType', 'wp_template');
      },
    },
    {
      id: 'rename-template',
      label: __('Rename'),
      isEligible: canRenameTemplate,
      modalHeader: __('Rename'),
      modalSize: 'small',
      RenderModal: RenameTemplateModal,
    },
    {
      id: 'delete-template',
      label: __('Delete'),
      isDestructive: true,
      isEligible: canDeleteTemplate,
      modalHeader: __('Delete template'),
      modalSize: 'small',
      RenderModal: DeleteTemplateModal,
    },
  ];
}
