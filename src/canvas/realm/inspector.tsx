// The canvas's settings sidebar: the record's own tab (Template, Page…) beside Block, as
// WordPress's editor has them. Blocks selected show their settings; nothing selected, the record's.
import { BlockInspector, store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { memo, useEffect, useState } from 'react';
import { __ } from '../../i18n/translate';
import type { CanvasEntity } from '../bridge';
import { lazyPart } from './lazy-part';
import { Tabs } from './tabs';

// The record's own settings (document/), loaded the first time its tab shows.
const DocumentSettings = lazyPart(() => import('./document/document-settings'));

/** The document tab's name, as WordPress's editor names it for the record's type. */
export function documentTabLabel(postType: string): string {
  switch (postType) {
    case 'wp_template':
      return __('Template');
    case 'wp_template_part':
      return __('Template Part');
    case 'wp_block':
      return __('Pattern');
    case 'page':
      return __('Page');
    case 'post':
      return __('Post');
    default:
      return __('Document');
  }
}

type InspectorTab = 'document' | 'block';

/**
 * The settings sidebar: the record's own tab and the Block tab, as WordPress has them. A block
 * selected (or several) shows its settings; nothing selected, the record's.
 */
export const Inspector = memo(function Inspector({ entity }: { entity: CanvasEntity }) {
  // One block or several (primary+A twice, a shift-click): the Block tab shows them.
  const selected = useSelect(
    (select) =>
      (
        select(blockEditorStore) as unknown as { getBlockSelectionStart(): string | null }
      ).getBlockSelectionStart(),
    [],
  );
  const [tab, setTab] = useState<InspectorTab>(selected ? 'block' : 'document');
  useEffect(() => setTab(selected ? 'block' : 'document'), [selected]);
  const tabs: { id: InspectorTab; label: string }[] = [
    { id: 'document', label: documentTabLabel(entity.name) },
    { id: 'block', label: __('Block') },
  ];
  return (
    <section className="canvas-editor__inspector" aria-label={__('Settings')}>
      <Tabs<InspectorTab>
        label={__('Settings')}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        panelClassName="canvas-editor__inspector-panel"
      >
        {tab === 'document' ? <DocumentSettings entity={entity} /> : <BlockInspector />}
      </Tabs>
    </section>
  );
});

