// A pattern's (a `wp_block`'s) own settings: its title, its sync status (shown: WordPress does not
// change it here), its categories and its description (the record's `excerpt`).
import { PanelBody } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { PatternCategories } from './pattern-categories';
import { DescriptionField, TemplateFields, TemplateInfoRow, TitleField } from './template-fields';
import { useEditedRecord } from './use-record';

/** '' and 'fully' (or anything but 'unsynced') are a synced pattern, as WordPress reads them. */
export const isSyncedPattern = (status: unknown) => status !== 'unsynced';

export function PatternSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  const status =
    record.wp_pattern_sync_status ??
    (record.meta as { wp_pattern_sync_status?: unknown } | undefined)?.wp_pattern_sync_status;
  return (
    <PanelBody>
      <TemplateFields>
        <TitleField record={record} edit={edit} />
        <TemplateInfoRow
          label={__('Sync status')}
          value={isSyncedPattern(status) ? __('Synced') : __('Not synced')}
        />
        <PatternCategories record={record} edit={edit} />
        <DescriptionField record={record} edit={edit} field="excerpt" />
      </TemplateFields>
    </PanelBody>
  );
}
