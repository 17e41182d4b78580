// Zoom out (issue 32, item 2), as WordPress's site editor has it: a 'Zoom Out' toggle in the
// tool bar, and its shortcut. Zoomed out, the block canvas shows the page scaled to fit
// (block-canvas.tsx) and the sections (the blocks of the section root) are what is selected and
// moved, whole (zoom-out-sections.ts); the inserter opens on patterns (editor.tsx). Offered where
// WordPress offers it: a template (its sections those of its `<main>` group), a page or post
// (inside its template, those of its content; alone, those of a `<main>` group of its own), when
// such a root is there. Choosing a device, the code editor or distraction free leaves it, as in
// WordPress.
//
// Whether the canvas is zoomed out is the realm's own state, not the block editor's: all of it
// is done through the block editor's public API, as a plugin on WordPress's own packages can.
import { useStore } from '@nanostores/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { square } from '@wordpress/icons';
import { useShortcut } from '@wordpress/keyboard-shortcuts';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { __ } from '../../i18n/translate';
import { CANVAS_SHORTCUTS } from './editor-shortcuts';
import { useRealm } from './realm-context';
import { selectSectionAround, useSectionModes } from './zoom-out-sections';

/** Whether the canvas is zoomed out. Another record opens at 100 %. */
export const $zoomedOut = atom(false);

export const useZoomedOut = (): boolean => useStore($zoomedOut);

/** Leaves zoom out, if zoomed out (a device chosen, the code editor, distraction free). */
export function leaveZoomOut(): void {
  $zoomedOut.set(false);
}

interface SectionSelectors {
  getBlocksByName(name: string): string[];
  getBlockAttributes(clientId: string): Record<string, unknown> | null;
  getBlockParentsByBlockName(clientId: string, name: string): string[];
}

/** Where the sections are, for a record of type `name` (none: it is not zoomed out). */
type Sections = 'main' | 'content' | undefined;
function sectionsOf(name: string, pageInTemplate: boolean): Sections {
  if (name === 'wp_template') return 'main';
  if (name === 'page' || name === 'post') return pageInTemplate ? 'content' : 'main';
  return undefined;
}

/** The block whose inner blocks are the sections, if the record has one. */
function findSectionRoot(blocks: SectionSelectors, sections: Sections): string | undefined {
  if (sections === 'content') {
    return blocks
      .getBlocksByName('core/post-content')
      .find((id) => blocks.getBlockParentsByBlockName(id, 'core/query').length === 0);
  }
  if (sections === 'main') {
    return blocks
      .getBlocksByName('core/group')
      .find((id) => blocks.getBlockAttributes(id)?.tagName === 'main');
  }
  return undefined;
}

/**
 * The tool bar's 'Zoom Out' toggle and its shortcut. `pageInTemplate`: a page or post shown
 * inside its template (its content holds the sections).
 */
export function ZoomOutToggle({ pageInTemplate }: { pageInTemplate: boolean }) {
  const realm = useRealm();
  const sections = sectionsOf(realm.entity.name, pageInTemplate);
  const root = useSelect(
    (select) =>
      findSectionRoot(select(blockEditorStore) as unknown as SectionSelectors, sections),
    [sections],
  );
  const zoomedOut = useZoomedOut();
  useSectionModes(zoomedOut ? root : undefined);
  // Nothing to zoom out to any more (its `<main>` removed): back to 100 %.
  useEffect(() => {
    if (!root) leaveZoomOut();
  }, [root]);
  const codeEditor = realm.preference('editorMode') === 'text';
  const distractionFree = realm.preference('distractionFree') === true;
  useEffect(() => {
    if (codeEditor || distractionFree) leaveZoomOut();
  }, [codeEditor, distractionFree]);
  // Another record opens at 100 %.
  useEffect(() => leaveZoomOut, []);
  const toggle = () => {
    if ($zoomedOut.get()) leaveZoomOut();
    else if (root) {
      selectSectionAround(root);
      $zoomedOut.set(true);
    }
  };
  useShortcut(
    CANVAS_SHORTCUTS.zoomOut,
    (event: KeyboardEvent) => {
      event.preventDefault();
      toggle();
    },
    { isDisabled: distractionFree || !root },
  );
  if (!root) return null;
  return (
    <Button
      icon={square}
      label={__('Zoom Out')}
      isPressed={zoomedOut}
      onClick={toggle}
      size="compact"
      className="canvas-editor__zoom-out-toggle"
    />
  );
}
