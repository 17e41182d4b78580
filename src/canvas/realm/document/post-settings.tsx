// A page's or a post's own settings.
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { textOf, useEditedRecord } from './use-record';

export function PostSettings({ entity }: { entity: CanvasEntity }) {
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
    </PanelBody>
  );
}
