// A template's, a template part's or a pattern's own settings: its title and description.
import { PanelBody, TextControl, TextareaControl } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { textOf, useEditedRecord } from './use-record';

export function TemplateSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  return (
    <PanelBody>
      <TextControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label={__('Title')}
        value={textOf(record.title)}
        onChange={(title) => edit({ title }, true)}
      />
      {entity.name !== 'wp_block' && (
        <TextareaControl
          __nextHasNoMarginBottom
          label={__('Description')}
          value={textOf(record.description)}
          onChange={(description) => edit({ description }, true)}
        />
      )}
    </PanelBody>
  );
}
