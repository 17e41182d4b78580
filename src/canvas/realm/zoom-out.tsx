// Zoom out (issue 32, item 2), as WordPress's site editor has it: a 'Zoom Out' toggle in the
// tool bar, and its shortcut. Zoomed out, the block editor does the rest itself: its block canvas
// scales the page to fit the canvas, the sections (the blocks of the section root) are what is
// selected and moved, whole, and the inserter opens on patterns. Offered where WordPress offers
// it: a template (its sections those of its `<main>` group), a page or post (inside its template,
// those of its content; alone, those of a `<main>` group of its own), when such a root is there.
// Choosing a device, the code editor or distraction free leaves it, as in WordPress.
//
// The zoom level and the section root are the block editor's private API (its store's private
// actions and selectors, a settings key that is a Symbol): this file is the canvas's one way in,
// through the opt-in WordPress's own packages use, against the versions pinned in package.json.
// The section root is set only while zoomed out (editing is as before otherwise), and again each
// time the provider replaces the settings (it does so whenever they change).
import { Button } from '@wordpress/components';
import { privateApis, store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select as selectFrom, useSelect } from '@wordpress/data';
import { square } from '@wordpress/icons';
import { useShortcut } from '@wordpress/keyboard-shortcuts';
import { __dangerousOptInToUnstableAPIsOnlyForCoreModules } from '@wordpress/private-apis';
import { useEffect } from 'react';
import { __ } from '../../i18n/translate';
import { CANVAS_SHORTCUTS } from './editor-shortcuts';
import { useRealm } from './realm-context';

const { unlock } = __dangerousOptInToUnstableAPIsOnlyForCoreModules(
  'I acknowledge private features are not for use in themes or plugins and doing so will break in the next version of WordPress.',
  '@wordpress/editor',
);

const { sectionRootClientIdKey } = unlock<{ sectionRootClientIdKey: symbol }>(privateApis);

interface ZoomSelectors {
  isZoomOut(): boolean;
  getSettings(): Record<symbol, unknown>;
  getBlocksByName(name: string): string[];
  getBlockAttributes(clientId: string): Record<string, unknown> | null;
  getBlockParentsByBlockName(clientId: string, name: string): string[];
}
interface ZoomActions {
  setZoomLevel(level: 'auto-scaled'): void;
  resetZoomLevel(): void;
  __experimentalUpdateSettings(settings: Record<symbol, unknown>): void;
}

type Select = typeof selectFrom;
const zoomSelectors = (select: Select) => unlock<ZoomSelectors>(select(blockEditorStore));
const zoomActions = () => unlock<ZoomActions>(dispatch(blockEditorStore));

const setSectionRoot = (root: string | undefined) =>
  zoomActions().__experimentalUpdateSettings({ [sectionRootClientIdKey]: root });

/** Leaves zoom out, if zoomed out (a device chosen, the code editor, distraction free). */
export function leaveZoomOut(): void {
  if (!zoomSelectors(selectFrom).isZoomOut()) return;
  zoomActions().resetZoomLevel();
  setSectionRoot(undefined);
}

function enterZoomOut(root: string): void {
  // The root first: entering selects the section around the selected block.
  setSectionRoot(root);
  zoomActions().setZoomLevel('auto-scaled');
}

/** Where the sections are, for a record of type `name` (none: it is not zoomed out). */
type Sections = 'main' | 'content' | undefined;
function sectionsOf(name: string, pageInTemplate: boolean): Sections {
  if (name === 'wp_template') return 'main';
  if (name === 'page' || name === 'post') return pageInTemplate ? 'content' : 'main';
  return undefined;
}

/** The block whose inner blocks are the sections, if the record has one. */
function findSectionRoot(blocks: ZoomSelectors, sections: Sections): string | undefined {
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
  const { root, zoomedOut, applied } = useSelect(
    (select) => {
      const blocks = zoomSelectors(select);
      return {
        root: findSectionRoot(blocks, sections),
        zoomedOut: blocks.isZoomOut(),
        applied: blocks.getSettings()[sectionRootClientIdKey],
      };
    },
    [sections],
  );
  const wanted = zoomedOut ? root : undefined;
  useEffect(() => {
    if (applied !== wanted) setSectionRoot(wanted);
  }, [applied, wanted]);
  // Nothing to zoom out to any more (its `<main>` removed): back to 100 %.
  useEffect(() => {
    if (!root) leaveZoomOut();
  }, [root]);
  const codeEditor = realm.preference('editorMode') === 'text';
  const distractionFree = realm.preference('distractionFree') === true;
  useEffect(() => {
    if (codeEditor || distractionFree) leaveZoomOut();
  }, [codeEditor, distractionFree]);
  // The zoom level is the block editor's, kept across records: another record opens at 100 %.
  useEffect(() => leaveZoomOut, []);
  const toggle = () => {
    if (zoomedOut) leaveZoomOut();
    else if (root) enterZoomOut(root);
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
