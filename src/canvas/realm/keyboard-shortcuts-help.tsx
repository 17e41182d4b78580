// The keyboard shortcuts' help (Shift+Alt+H, the options menu's Keyboard shortcuts): every
// shortcut registered in the canvas, the block editor's and ours, by category. A chunk of its
// own, loaded when first opened.
import { Modal } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { store as keyboardShortcutsStore } from '@wordpress/keyboard-shortcuts';
import { __ } from '../../i18n/translate';

type ShortcutSelectors = {
  getCategoryShortcuts(category: string): string[];
  getShortcutDescription(name: string): string | null;
  getShortcutRepresentation(name: string, representation?: string): string | null;
  getShortcutAliases(name: string): unknown[];
};

const CATEGORIES = [
  { id: 'main', title: () => '' },
  { id: 'global', title: () => __('Global shortcuts') },
  { id: 'selection', title: () => __('Selection shortcuts') },
  { id: 'block', title: () => __('Block shortcuts') },
  { id: 'list-view', title: () => __('List View shortcuts') },
];

function Category({ id, title }: { id: string; title: string }) {
  const rows = useSelect(
    (select) => {
      const store = select(keyboardShortcutsStore) as unknown as ShortcutSelectors;
      return store.getCategoryShortcuts(id).map((name) => ({
        name,
        description: store.getShortcutDescription(name) ?? '',
        keys: store.getShortcutRepresentation(name, 'display') ?? '',
      }));
    },
    [id],
  );
  if (rows.length === 0) return null;
  return (
    <section className="canvas-shortcuts__section">
      {title && <h2 className="canvas-shortcuts__title">{title}</h2>}
      <ul className="canvas-shortcuts__list">
        {rows.map((row) => (
          <li key={row.name} className="canvas-shortcuts__row">
            <span>{row.description}</span>
            <kbd className="canvas-shortcuts__keys">{row.keys}</kbd>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function KeyboardShortcutsHelp({ onClose }: { onClose(): void }) {
  return (
    <Modal title={__('Keyboard shortcuts')} onRequestClose={onClose} size="medium">
      {CATEGORIES.map((category) => (
        <Category key={category.id} id={category.id} title={category.title()} />
      ))}
    </Modal>
  );
}
