// What a part's and a pattern's tab share: a value shown as a labelled row, and their fields'
// spacing. (Their title and description: record-header.tsx, a pattern's description its own row.)
import { __experimentalVStack as VStack } from '@wordpress/components';
import type { ReactNode } from 'react';

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
