// A template part's own settings: the card (its area's icon, its title and Actions, whose Rename
// edits its title and description), its description beneath, and its area (one of the theme's,
// its description beneath).
import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { usePartAreas } from './part-areas';
import { RecordHeader } from './record-header';
import { TemplateFields } from './template-fields';
import { useEditedRecord } from './use-record';

export function PartSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  const area = typeof record.area === 'string' && record.area ? record.area : 'uncategorized';
  const areas = usePartAreas();
  const options = areas.map((item) => ({ value: item.value, label: item.label }));
  // A part of an area the list does not know keeps it, shown as it is named.
  if (!options.some((option) => option.value === area)) options.push({ value: area, label: area });
  return (
    <PanelBody>
      <TemplateFields>
        <RecordHeader entity={entity} record={record} edit={edit} />
        <SelectControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Area')}
          value={area}
          options={options}
          help={areas.find((item) => item.value === area)?.description}
          onChange={(value) => edit({ area: value })}
        />
      </TemplateFields>
    </PanelBody>
  );
}
