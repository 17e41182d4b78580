// A template's own settings: the card (its icon, title and Actions, whose Rename edits its title
// and description), its description beneath, and Content: the parts it uses, each selectable.
import { PanelBody } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { RecordHeader } from './record-header';
import { TemplatePartsList } from './template-parts-list';
import { useEditedRecord } from './use-record';

export function TemplateSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  return (
    <>
      <PanelBody>
        <RecordHeader entity={entity} record={record} edit={edit} />
      </PanelBody>
      <PanelBody title={__('Content')}>
        <TemplatePartsList />
      </PanelBody>
    </>
  );
}
