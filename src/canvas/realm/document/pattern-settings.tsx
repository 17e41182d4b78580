// A pattern's (a `wp_block`'s) own settings: the card (its icon, title and Actions, whose Rename
// edits its title), its description ('Add a description…', the record's `excerpt`), the reading
// summary, its sync status (shown: WordPress does not change it here) and its categories.
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { PatternCategories } from './pattern-categories';
import { RecordReading } from './post-reading';
import { PostRow } from './post-row';
import { RecordHeader } from './record-header';
import { TemplateFields, TemplateInfoRow } from './template-fields';
import { textOf, useEditedRecord } from './use-record';

/** '' and 'fully' (or anything but 'unsynced') are a synced pattern, as WordPress reads them. */
export const isSyncedPattern = (status: unknown) => status !== 'unsynced';

export function PatternSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  const status =
    record.wp_pattern_sync_status ??
    (record.meta as { wp_pattern_sync_status?: unknown } | undefined)?.wp_pattern_sync_status;
  const description = textOf(record.excerpt);
  return (
    <PanelBody>
      <TemplateFields>
        <RecordHeader entity={entity} record={record} edit={edit} />
        <PostRow
          value={description || __('Add a description…')}
          change={__('Edit description')}
          name={description ? undefined : __('Add a description…')}
        >
          {() => (
            <TextareaControl
              __nextHasNoMarginBottom
              label={__('Description')}
              value={description}
              onChange={(value) => edit({ excerpt: value }, true)}
            />
          )}
        </PostRow>
        <RecordReading record={record} />
        <TemplateInfoRow
          label={__('Sync status')}
          value={isSyncedPattern(status) ? __('Synced') : __('Not synced')}
        />
        <PatternCategories record={record} edit={edit} />
      </TemplateFields>
    </PanelBody>
  );
}
