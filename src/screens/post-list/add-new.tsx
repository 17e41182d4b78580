// Add new (spec 2.11, 5, 6): a button, shown only to users who may create items of the type,
// opening 'Draft new: {singular name}' with a Title field; Create draft saves a draft (slug from
// the title) and opens it in the editor. A failure says why in a snackbar (spec 8), shown over the
// dialog too, which stays open with the title kept for another try.
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { __, sprintf } from '../../i18n';
import { createdMessage, draftFailureMessage, draftRecord } from '../../posts';
import {
  $canUser,
  createErrorNotice,
  createSuccessNotice,
  type EntityRecord,
  entityRecord,
  saveEntityRecord,
} from '../../stores';
import { $editorSettings } from '../../stores/editor-settings';
import { navigate } from '../../stores/router';
import { Modal } from '../../ui/modal';

interface PostTypeRecord extends EntityRecord {
  labels?: { singular_name?: string; add_new_item?: string };
}

function DraftModal({ postType, onClose }: { postType: string; onClose: () => void }) {
  const type = useStore(entityRecord<PostTypeRecord>('root', 'postType', postType));
  const singular = type.record?.labels?.singular_name ?? postType;
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const saved = await saveEntityRecord<{ id: number; title?: { raw?: string } }>(
        'postType',
        postType,
        { ...draftRecord(title, $editorSettings.get().postTypeTemplates?.[postType]) },
      );
      createSuccessNotice(createdMessage(saved.title?.raw ?? title));
      onClose();
      navigate(`/${postType}/${saved.id}`, { canvas: 'edit' });
    } catch (failure) {
      createErrorNotice(draftFailureMessage(failure), { type: 'snackbar' });
      setBusy(false);
    }
  };

  return (
    <Modal title={sprintf(__('Draft new: %s'), singular)} onRequestClose={onClose} size="small">
      <form className="se-draft-form" onSubmit={submit}>
        <label htmlFor={fieldId}>{__('Title')}</label>
        <input
          id={fieldId}
          type="text"
          value={title}
          placeholder={__('No title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="se-confirm__actions">
          <button type="button" className="dv-button" onClick={onClose}>
            {__('Cancel')}
          </button>
          <button type="submit" className="dv-button is-primary" disabled={busy} aria-busy={busy}>
            {__('Create draft')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function AddNewPost({ postType }: { postType: string }) {
  const canCreate = useStore($canUser('create', { kind: 'postType', name: postType }));
  const type = useStore(entityRecord<PostTypeRecord>('root', 'postType', postType));
  const [open, setOpen] = useState(false);
  if (canCreate !== true) return null;
  return (
    <>
      <button
        type="button"
        className="dv-button is-primary se-add-new"
        onClick={() => setOpen(true)}
      >
        {type.record?.labels?.add_new_item ?? __('Add New')}
      </button>
      {open && <DraftModal postType={postType} onClose={() => setOpen(false)} />}
    </>
  );
}
