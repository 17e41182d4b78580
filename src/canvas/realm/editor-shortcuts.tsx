// The canvas's own keyboard shortcuts (issue 32, item 3), as WordPress's editor has them: List
// View (Shift+Alt+O), the settings sidebar (primary+Shift+,), the shortcuts' help (Shift+Alt+H)
// and zoom out (Ctrl+Shift+Alt+0; ⌘⇧0 on Apple's systems; zoom-out.tsx does it). Registered in the keyboard shortcuts store, where the help reads them with the
// block editor's own. The block canvas's keys reach them: the block editor bubbles its frame's
// key events to the frame's element, inside the ShortcutProvider.
import { store as keyboardShortcutsStore, useShortcut } from '@wordpress/keyboard-shortcuts';
import { useDispatch } from '@wordpress/data';
import { isAppleOS } from '@wordpress/keycodes';
import { useEffect } from 'react';
import { __ } from '../../i18n/translate';

export const CANVAS_SHORTCUTS = {
  listView: 'core/canvas/toggle-list-view',
  sidebar: 'core/canvas/toggle-sidebar',
  help: 'core/canvas/keyboard-shortcuts',
  commands: 'core/canvas/commands',
  save: 'core/canvas/save',
  undo: 'core/canvas/undo',
  redo: 'core/canvas/redo',
  zoomOut: 'core/canvas/zoom',
} as const;

interface Shortcut {
  name: string;
  category: string;
  description: string;
  keyCombination: { modifier?: string; character: string };
  aliases?: { modifier?: string; character: string }[];
}
type Register = (shortcut: Shortcut) => void;

const keys = (modifier: string, character: string) => ({ modifier, character });

/** The canvas's shortcuts, with their descriptions in the user's language. */
const canvasShortcuts = (): Shortcut[] => [
  {
    name: CANVAS_SHORTCUTS.commands,
    category: 'global',
    description: __('Open the command palette.'),
    keyCombination: keys('primary', 'k'),
  },
  {
    name: CANVAS_SHORTCUTS.save,
    category: 'global',
    description: __('Save your changes.'),
    keyCombination: keys('primary', 's'),
  },
  {
    name: CANVAS_SHORTCUTS.undo,
    category: 'global',
    description: __('Undo your last changes.'),
    keyCombination: keys('primary', 'z'),
  },
  {
    name: CANVAS_SHORTCUTS.redo,
    category: 'global',
    description: __('Redo your last undo.'),
    keyCombination: keys('primaryShift', 'z'),
    aliases: [keys('primary', 'y')],
  },
  {
    name: CANVAS_SHORTCUTS.listView,
    category: 'global',
    description: __('Open the List View.'),
    keyCombination: keys('access', 'o'),
  },
  {
    name: CANVAS_SHORTCUTS.sidebar,
    category: 'global',
    description: __('Show or hide the Settings panel.'),
    keyCombination: keys('primaryShift', ','),
  },
  {
    name: CANVAS_SHORTCUTS.zoomOut,
    category: 'global',
    description: __('Enter or exit zoom out.'),
    // Not primary+Shift+0 on Windows and Linux: Ctrl+Shift+0 switches the input method there.
    keyCombination: keys(isAppleOS() ? 'primaryShift' : 'secondary', '0'),
  },
  {
    name: CANVAS_SHORTCUTS.help,
    category: 'main',
    description: __('Display these keyboard shortcuts.'),
    keyCombination: keys('access', 'h'),
  },
];

/** Registers the canvas's shortcuts once (the help lists them). */
export function RegisterCanvasShortcuts() {
  const { registerShortcut } = useDispatch(keyboardShortcutsStore) as unknown as {
    registerShortcut: Register;
  };
  useEffect(() => {
    for (const shortcut of canvasShortcuts()) registerShortcut(shortcut);
  }, [registerShortcut]);
  return null;
}

/** What the canvas's shortcuts do. */
export function CanvasShortcuts(props: {
  toggleListView(): void;
  toggleSidebar(): void;
  showHelp(): void;
}) {
  const handle = (run: () => void) => (event: KeyboardEvent) => {
    event.preventDefault();
    run();
  };
  useShortcut(CANVAS_SHORTCUTS.listView, handle(props.toggleListView));
  useShortcut(CANVAS_SHORTCUTS.sidebar, handle(props.toggleSidebar));
  useShortcut(CANVAS_SHORTCUTS.help, handle(props.showHelp));
  return null;
}
