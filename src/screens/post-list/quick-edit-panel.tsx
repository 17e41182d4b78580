// Quick edit (spec 2.1, 3, 4, 7): a 380 px side panel beside the page and post lists that edits
// the selected records' title, status, date, author, comments, featured image, password, slug,
// parent and template. One set of changes applies to each record, with what a status change
// implies for that record (`quickEditChanges`); with several records, a field they disagree on
// starts blank ('Mixed') and is written only if the user changes it. Edits live in the entity
// stores, so a failed save keeps them and the server's message shows here until a retry works.
// The featured image is chosen in the media library (screens/media-library, a lazy chunk).
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useMemo,
  useState,
} from 'react';
import { __, _n, sprintf } from '../../i18n';
import { QUICK_EDIT_STATUSES, parentChoices, quickEditChanges } from '../../posts';
import {
  createSuccessNotice,
  discardEntityEdits,
  editEntityRecord,
  type EntityRecord,
  type EntityRecordValue,
  entityRecord,
  entityRecords,
  saveEditedEntityRecord,
} from '../../stores';
import { rememberMedia } from '../../stores/media';
import { MediaLibraryModal } from '../media-library';
import { useStyles } from '../../ui/element-root';
import { Spinner } from '../../ui/spinner';
import { postTemplateOptions } from '../../templates/post-templates';
import { type PostRecord, postTitle } from './fields';
import { quickEditStyles } from './quick-edit-panel-styles';
import { FeaturedImagePreview, Row } from './quick-edit-rows';
import {
  editable,
  fromInputDate,
  MIXED,
  MIXED_OPTION,
  sharedValue,
  toInputDate,
} from './quick-edit-values';

export interface QuickEditPanelProps {
  postType: string;
  /** The selected records' ids (the URL's `postId`). */
  ids: string[];
  onClose: () => void;
  authors: Array<{ id: number; name: string }>;
}

type Changes = Record<string, unknown>;

/** Fields a status change may write without the user touching them (spec 4). */
const IMPLIED_FIELDS = ['date', 'password'] as const;

/** Writes the changes (and what they imply) to one record; implied edits no longer implied go. */
function applyChanges(postType: string, record: PostRecord, changes: Changes, dropped: string[]) {
  const edits = quickEditChanges(record, changes, new Date());
  const reset: Changes = {};
  for (const field of [...IMPLIED_FIELDS, ...dropped]) {
    if (!(field in edits)) reset[field] = editable(record[field]);
  }
  editEntityRecord('postType', postType, record.id, { ...reset, ...edits });
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : __('An error occurred while saving.');
}

function useRecords(postType: string, ids: string[]) {
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids' contents.
  const $records = useMemo(
    () =>
      computed(
        ids.map((id) => entityRecord<PostRecord>('postType', postType, id)),
        (...values: EntityRecordValue<PostRecord>[]) => values,
      ),
    [postType, key],
  );
  return useStore($records);
}

interface ParentOption extends EntityRecord {
  id: number;
  parent?: number;
  title?: { raw?: string; rendered?: string };
}

export function QuickEditPanel({ postType, ids, onClose, authors }: QuickEditPanelProps) {
  useStyles(quickEditStyles);
  const values = useRecords(postType, ids);
  const templates = useStore(entityRecords('postType', 'wp_template', { per_page: -1 }));
  const isHierarchical = postType === 'page';
  const parents = useStore(
    entityRecords<ParentOption>('postType', postType, {
      per_page: 100,
      _fields: 'id,title,parent',
      context: 'edit',
    }),
  );
  const [changes, setChanges] = useState<Changes>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [picking, setPicking] = useState(false);
  const uid = useId();
  const fieldId = (field: string) => `${uid}-${field}`;

  const saved = values.map((value) => value.record).filter((record) => record !== undefined);
  const edited = values.map((value) => value.edited).filter((record) => record !== undefined);
  const isLoading = values.some((value) => value.isLoading && !value.record);
  const loadError = values.find((value) => value.error && !value.record)?.error;
  const isDirty = values.some((value) => value.isDirty);
  const isSaving = busy || values.some((value) => value.isSaving);
  // The failure shows while it holds: a retry once the host is back (or another save) clears it.
  const saveFailed = values.some((value) => value.saveError);

  /** What a control shows: the value all records share, '' when mixed, and whether it is. */
  const shown = (field: string) => {
    const value = sharedValue(edited, field);
    return { value: value === MIXED ? '' : value, mixed: value === MIXED };
  };
  const wasMixed = (field: string) => sharedValue(saved, field) === MIXED;

  /** `undefined` withdraws the user's change of a field (a mixed field typed back to blank). */
  const change = (field: string, value: unknown) => {
    const next = { ...changes };
    if (value === undefined) delete next[field];
    else next[field] = value;
    setChanges(next);
    for (const record of saved)
      applyChanges(postType, record, next, value === undefined ? [field] : []);
  };
  const changeText = (field: string) => (text: string) =>
    change(field, text === '' && wasMixed(field) ? undefined : text);

  const cancel = () => {
    for (const id of ids) discardEntityEdits('postType', postType, id);
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setBusy(true);
    setError('');
    const results = await Promise.allSettled(
      ids.map((id) => saveEditedEntityRecord('postType', postType, id)),
    );
    setBusy(false);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      setError(errorMessage(failure.reason));
      return;
    }
    setChanges({});
    createSuccessNotice(sprintf(_n('Item updated.', '%d items updated.', ids.length), ids.length), {
      type: 'snackbar',
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape in the media picker closes the picker only.
    if (event.target instanceof Element && event.target.closest('dialog')) return;
    if (event.key === 'Escape' && !event.defaultPrevented && !isSaving) {
      event.preventDefault();
      cancel();
    }
  };

  const only = saved.length === 1 ? saved[0] : undefined;
  const heading = only ? postTitle(only) || __('(no title)') : __('Quick edit');
  const status = shown('status');
  const showsDate = status.value === 'future' || status.value === 'publish';
  const featured = shown('featured_media');
  const featuredId = featured.mixed ? 0 : Number(featured.value) || 0;
  const parentOptions = parentChoices(parents.items, ids);
  // Titles, and only the templates that apply to the type (and what the records have).
  const templateOptions = postTemplateOptions(
    postType,
    templates.items,
    edited.map((record) => String(editable(record.template) ?? '')),
  );
  const mixedOption = (field: string) =>
    shown(field).mixed ? <option value={MIXED_OPTION}>{__('Mixed')}</option> : null;
  /** A select's value, and a change of it (choosing 'Mixed' again changes nothing). */
  const select = (field: string, parse: (value: string) => unknown = String) => ({
    id: fieldId(field),
    value: shown(field).mixed ? MIXED_OPTION : String(shown(field).value),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (event.target.value !== MIXED_OPTION) change(field, parse(event.target.value));
    },
  });

  return (
    <section
      className="se-quick-edit"
      aria-labelledby={`${uid}-heading`}
      aria-busy={isLoading}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${uid}-heading`} className="se-quick-edit__title">
        {heading}
      </h2>
      {loadError && (
        <p className="se-quick-edit__error" role="alert">
          {loadError.message || __('An error occurred while loading the data.')}
        </p>
      )}
      {isLoading ? (
        <Spinner />
      ) : (
        <form className="se-quick-edit__form" onSubmit={save}>
          <Row label={__('Title')} id={fieldId('title')}>
            <input
              id={fieldId('title')}
              type="text"
              value={String(shown('title').value)}
              placeholder={shown('title').mixed ? __('Mixed') : undefined}
              onChange={(event) => changeText('title')(event.target.value)}
            />
          </Row>
          <Row label={__('Status')} id={fieldId('status')}>
            <select {...select('status')}>
              {mixedOption('status')}
              {QUICK_EDIT_STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Row>
          {showsDate && (
            <Row label={__('Date')} id={fieldId('date')}>
              <input
                id={fieldId('date')}
                type="datetime-local"
                value={toInputDate(shown('date').value)}
                onChange={(event) => change('date', fromInputDate(event.target.value))}
              />
            </Row>
          )}
          <Row label={__('Author')} id={fieldId('author')}>
            <select {...select('author', Number)}>
              {mixedOption('author')}
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
          </Row>
          <Row label={__('Comments')} id={fieldId('comment_status')}>
            <select {...select('comment_status')}>
              {mixedOption('comment_status')}
              <option value="open">{__('Open')}</option>
              <option value="closed">{__('Closed')}</option>
            </select>
          </Row>
          <fieldset className="se-quick-edit__row se-quick-edit__fieldset">
            <legend>{__('Featured image')}</legend>
            <div className="se-quick-edit__media">
              {featured.mixed ? (
                <output>{__('Mixed')}</output>
              ) : featuredId > 0 ? (
                <FeaturedImagePreview id={featuredId} />
              ) : (
                <output>{__('None')}</output>
              )}
              <div className="se-quick-edit__media-actions">
                <button type="button" className="dv-button" onClick={() => setPicking(true)}>
                  {featured.mixed || featuredId > 0 ? __('Replace') : __('Set featured image')}
                </button>
                <button
                  type="button"
                  className="dv-button"
                  disabled={!featured.mixed && featuredId === 0}
                  onClick={() => change('featured_media', 0)}
                >
                  {__('Remove')}
                </button>
              </div>
            </div>
          </fieldset>
          <Row label={__('Password')} id={fieldId('password')}>
            <input
              id={fieldId('password')}
              type="text"
              autoComplete="off"
              value={String(shown('password').value)}
              placeholder={shown('password').mixed ? __('Mixed') : undefined}
              disabled={status.value === 'private'}
              onChange={(event) => changeText('password')(event.target.value)}
            />
          </Row>
          <Row label={__('Slug')} id={fieldId('slug')}>
            <input
              id={fieldId('slug')}
              type="text"
              value={String(shown('slug').value)}
              placeholder={shown('slug').mixed ? __('Mixed') : undefined}
              onChange={(event) => changeText('slug')(event.target.value)}
            />
          </Row>
          {isHierarchical && (
            <Row label={__('Parent')} id={fieldId('parent')}>
              <select {...select('parent', Number)}>
                {mixedOption('parent')}
                <option value="0">{__('None')}</option>
                {parentOptions.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title?.raw || item.title?.rendered || __('(no title)')}
                  </option>
                ))}
              </select>
            </Row>
          )}
          <Row label={__('Template')} id={fieldId('template')}>
            <select {...select('template')}>
              {mixedOption('template')}
              {templateOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Row>
          {error && saveFailed && (
            <p className="se-quick-edit__error" role="alert">
              {error}
            </p>
          )}
          <div className="se-quick-edit__actions">
            <button type="button" className="dv-button" onClick={cancel} disabled={isSaving}>
              {__('Cancel')}
            </button>
            <button
              type="submit"
              className="dv-button is-primary"
              disabled={isSaving || !isDirty}
              aria-busy={isSaving}
            >
              {isSaving ? __('Saving') : __('Save')}
            </button>
          </div>
        </form>
      )}
      {picking && (
        <MediaLibraryModal
          title={__('Featured image')}
          selectLabel={__('Set featured image')}
          allowedTypes={['image']}
          value={featuredId ? [featuredId] : []}
          onRequestClose={() => setPicking(false)}
          onSelect={([item]) => {
            setPicking(false);
            if (!item) return;
            rememberMedia([item]);
            change('featured_media', item.id);
          }}
        />
      )}
    </section>
  );
}
