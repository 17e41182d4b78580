// A template's own settings: its title and description, its slug (WordPress keeps a template's
// slug: it names what the template is for), and the parts it uses, each selectable.
import { PanelBody } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { DescriptionField, TemplateFields, TemplateInfoRow, TitleField } from './template-fields';
import { TemplatePartsList } from './template-parts-list';
import { useEditedRecord } from './use-record';

export function TemplateSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  return (
    <>
      <PanelBody>
        <TemplateFields>
          <TitleField record={record} edit={edit} />
          <DescriptionField record={record} edit={edit} />
          {typeof record.slug === 'string' && record.slug !== '' && (
            <TemplateInfoRow label={__('Slug')} value={record.slug} />
          )}
        </TemplateFields>
      </PanelBody>
      <PanelBody title={__('Content')}>
        <TemplatePartsList />
      </PanelBody>
    </>
  );
}
