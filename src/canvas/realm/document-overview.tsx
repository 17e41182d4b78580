// The Document Overview panel (issue 32, item 4), as WordPress's editor has it: List View and
// Outline tabs. The outline (the headings, their levels, the words) loads when first shown.
import { __experimentalListView as ListView } from '@wordpress/block-editor';
import { type KeyboardEvent, useId, useState } from 'react';
import { __ } from '../../i18n/translate';
import { lazyPart } from './lazy-part';

const DocumentOutline = lazyPart(() => import('./document-outline'));

type OverviewTab = 'list-view' | 'outline';

export function DocumentOverview() {
  const uid = useId();
  const [tab, setTab] = useState<OverviewTab>('list-view');
  const tabs: { id: OverviewTab; label: string }[] = [
    { id: 'list-view', label: __('List View') },
    { id: 'outline', label: __('Outline') },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: OverviewTab = tab === 'list-view' ? 'outline' : 'list-view';
    setTab(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <>
      <div
        className="canvas-editor__inspector-tabs"
        role="tablist"
        aria-label={__('Document Overview')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${uid}-${item.id}`}
            data-tab={item.id}
            aria-selected={tab === item.id}
            aria-controls={tab === item.id ? `${uid}-panel` : undefined}
            tabIndex={tab === item.id ? 0 : -1}
            className="canvas-editor__inspector-tab"
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${uid}-panel`}
        aria-labelledby={`${uid}-${tab}`}
        className="canvas-editor__overview-panel"
      >
        {tab === 'list-view' ? <ListView /> : <DocumentOutline />}
      </div>
    </>
  );
}
