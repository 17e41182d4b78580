// The Document Overview panel (issue 32, item 4), as WordPress's editor has it: List View and
// Outline tabs. The outline (the headings, their levels, the words) loads when first shown.
import { __experimentalListView as ListView } from '@wordpress/block-editor';
import { useState } from 'react';
import { __ } from '../../i18n/translate';
import { lazyPart } from './lazy-part';
import { Tabs } from './tabs';

const DocumentOutline = lazyPart(() => import('./document-outline'));

type OverviewTab = 'list-view' | 'outline';

export function DocumentOverview() {
  const [tab, setTab] = useState<OverviewTab>('list-view');
  const tabs: { id: OverviewTab; label: string }[] = [
    { id: 'list-view', label: __('List View') },
    { id: 'outline', label: __('Outline') },
  ];
  return (
    <Tabs<OverviewTab>
      label={__('Document Overview')}
      tabs={tabs}
      selected={tab}
      onSelect={setTab}
      panelClassName="canvas-editor__overview-panel"
    >
      {tab === 'list-view' ? <ListView /> : <DocumentOutline />}
    </Tabs>
  );
}
