// The fields a template, a template part and a pattern share in their tab: the title, and the
// description (a pattern keeps its description in `excerpt`), each typed as the user's step.
import {
  TextControl,
  TextareaControl,
  __experimentalVStack as VStack,
} from '@wordpress/components';
import type { ReactNode } from 'react';
import { __ } from '../../../i18n/translate';
import { textOf, type EditedRecord } from './use-record';

interface FieldProps {
  record: EditedRecord;
  edit(edits: EditedRecord, typing?: boolean): void;
}

export function TitleField({ record, edit }: FieldProps) {
  return (
    <TextControl
      __next40pxDefaultSize
      __nextHasNoMarginBottom
      label={__('Title')}
      value={textOf(record.title)}
      onChange={(title) => edit({ title }, true)}
    />
  );
}

export function DescriptionField({
  record,
  edit,
  field = 'description',
}: FieldProps & { field?: 'description' | 'excerpt' }) {
  return (
    <TextareaControl
      __nextHasNoMarginBottom
      label={__('Description')}
      value={textOf(record[field])}
      onChange={(value) => edit({ [field]: value }, true)}
    />
  );
}

const ROW = { display: 'flex', gap: 8, margin: 0, alignItems: 'baseline' } as const;
const ROW_LABEL = { flex: 'none', width: '40%', color: '#757575' } as const;

/** A value shown, not edited (a template's slug, a pattern's sync status), as a labelled row. */
export function TemplateInfoRow({ label, value }: { label: string; value: string }) {
  return (
    <dl className="canvas-document__row" style={ROW}>
      <dt style={ROW_LABEL}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </dl>
  );
}

/** A panel's fields, spaced as WordPress's panels space them. */
export function TemplateFields({ children }: { children: ReactNode }) {
  return <VStack spacing={4}>{children}</VStack>;
}
