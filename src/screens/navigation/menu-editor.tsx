// One navigation menu (spec 2.8, issue 7): its title and actions (Rename, Duplicate, Delete),
// its items as a tree to edit without the canvas (add, edit, nest, reorder, remove), Save, and
// a preview of the menu with the site's styles for block themes.
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { __, sprintf } from '../../i18n';
import {
  findItem,
  isEmptyMenu,
  itemLabel,
  itemUrl,
  type MenuItem,
  menuTitle,
  renameAllowed,
} from '../../navigation';
import {
  deleteMenu,
  duplicateMenu,
  menuEdits,
  menuTree,
  navigationMenu,
  rawTitle,
  renameMenu,
  saveMenu,
} from '../../stores/navigation';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem as MenuEntry } from '../../ui/menu';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { lazyScreen } from '../../ui/lazy-screen';
import { LoadError } from '../../ui/load-error';
import { useWhenChanged } from '../../ui/element-root';
import { AddLink } from './add-link';
import { MenuTreeView } from './menu-tree-view';

// The preview's renderer and frame load with the first preview, not with the menu's tree.
const MenuPreview = lazyScreen<{ content: string; title: string }>(() =>
  import('./menu-preview').then((module) => ({ default: module.MenuPreview })),
);

/** How long the items must stay unchanged before the preview shows them. */
const PREVIEW_PAUSE_MS = 300;

export interface MenuEditorProps {
  id: number;
  /** The number an untitled menu shows in '(no title {n})'. */
  untitledNumber?: number | undefined;
  /** Show the preview (block themes only, spec 2.8). */
  showPreview: boolean;
  onDeleted: () => void;
  onDuplicated: (id: number) => void;
}

export function MenuEditor({
  id,
  untitledNumber,
  showPreview,
  onDeleted,
  onDuplicated,
}: MenuEditorProps) {
  const record = useStore(navigationMenu(id));
  const tree = useStore(menuTree(id));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [saving, setSaving] = useState(false);
  // The preview (its code, the site's styles, a frame) starts once the tree is on screen: a
  // long menu's items come first.
  const [previewStarted, setPreviewStarted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPreviewStarted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // The preview follows the edits once they pause: a long menu's preview is a document of its
  // own, and redrawing it on every move would slow the moves down.
  const [previewContent, setPreviewContent] = useState(tree.content);
  useEffect(() => {
    if (tree.content === previewContent) return;
    const timer = setTimeout(() => setPreviewContent(tree.content), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [tree.content, previewContent]);

  if (tree.status === 'loading') return <Spinner />;
  // A menu that did not load is not missing: it says why, with Retry.
  if (tree.status === 'error') return <LoadError message={tree.error ?? ''} />;
  if (tree.status === 'missing' || !record.edited)
    return (
      <p className="nv-state" role="status">
        {__('Navigation Menu missing.')}
      </p>
    );
  const menu = record.edited;
  const title = menuTitle(record.record ?? menu, untitledNumber);
  const selected = selectedKey ? findItem(tree.items, selectedKey) : undefined;
  const addTarget =
    selected && (selected.kind === 'submenu' || selected.kind === 'link') ? selected : undefined;

  const save = async () => {
    setSaving(true);
    await saveMenu(id);
    setSaving(false);
  };

  return (
    <div className="nv-menu">
      <div className="nv-menu__header">
        <h2 className="nv-menu__title">{title}</h2>
        <Menu
          label={__('Actions')}
          trigger={<Icon name="more" />}
          triggerClassName="nv-icon-button"
          align="end"
        >
          <MenuEntry onSelect={() => setDialog('rename')}>{__('Rename')}</MenuEntry>
          <MenuEntry
            onSelect={async () => {
              const copy = await duplicateMenu(record.record ?? menu);
              if (copy !== undefined) onDuplicated(copy);
            }}
          >
            {__('Duplicate')}
          </MenuEntry>
          <MenuEntry destructive onSelect={() => setDialog('delete')}>
            {__('Delete')}
          </MenuEntry>
        </Menu>
        <button
          type="button"
          className="nv-button is-primary"
          disabled={!record.isDirty || saving}
          aria-busy={saving || undefined}
          onClick={save}
        >
          {__('Save')}
        </button>
      </div>
      <div className="nv-menu__body">
        <section className="nv-structure" aria-label={__('Menu structure')}>
          {isEmptyMenu(tree.items) ? (
            <p className="nv-state" role="status">
              {__('This Navigation Menu is empty.')}
            </p>
          ) : (
            <MenuTreeView
              label={title}
              items={tree.items}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              onMove={(key, direction) => menuEdits.move(id, key, direction)}
              onIndent={(key) => menuEdits.indent(id, key)}
              onOutdent={(key) => menuEdits.outdent(id, key)}
              onRemove={(key) => {
                if (key === selectedKey) setSelectedKey(null);
                menuEdits.remove(id, key);
              }}
              onMoveTo={(key, parentKey, index) => menuEdits.moveTo(id, key, parentKey, index)}
            />
          )}
          <p className="nv-help">
            {__(
              'Arrow keys move between items. Alt with Up or Down moves the item, Alt with Right or Left nests it under the item above or takes it out of its submenu; Delete removes it. Items can also be dragged.',
            )}
          </p>
          <AddLink
            target={addTarget ? itemLabel(addTarget) || __('the submenu') : title}
            onAdd={(link) => menuEdits.addLink(id, link, addTarget?.key ?? null)}
          />
        </section>
        {selected && (
          <ItemInspector
            key={selected.key}
            menuId={id}
            item={selected}
            onDone={() => setSelectedKey(null)}
          />
        )}
      </div>
      {showPreview && previewStarted && (
        <section className="nv-preview" aria-label={__('Preview')}>
          <MenuPreview content={previewContent} title={title} />
        </section>
      )}
      {dialog === 'rename' && (
        <RenameDialog
          current={rawTitle(record.record)}
          onClose={() => setDialog(null)}
          onRename={(next) => renameMenu(id, next)}
        />
      )}
      {dialog === 'delete' && (
        <Modal title={__('Delete')} size="small" hideHeader onRequestClose={() => setDialog(null)}>
          <p>{__('Are you sure you want to delete this Navigation Menu?')}</p>
          <div className="nv-dialog__actions">
            <button type="button" className="nv-button" onClick={() => setDialog(null)}>
              {__('Cancel')}
            </button>
            <button
              type="button"
              className="nv-button is-destructive"
              onClick={async () => {
                setDialog(null);
                if (await deleteMenu(id)) onDeleted();
              }}
            >
              {__('Delete')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The selected item: its label and address (links and submenus), and its moves. */
function ItemInspector({
  menuId,
  item,
  onDone,
}: {
  menuId: number;
  item: MenuItem;
  onDone: () => void;
}) {
  const labelId = useId();
  const urlId = useId();
  const tabId = useId();
  const editable = item.kind === 'link' || item.kind === 'submenu';
  const [label, setLabel] = useState(itemLabel(item));
  const [url, setUrl] = useState(itemUrl(item));
  // When the saved text or address changes (applied here, or undone elsewhere), the fields
  // follow; other changes to the item (a move, "open in new tab") keep what is being typed.
  useWhenChanged(itemLabel(item), setLabel);
  useWhenChanged(itemUrl(item), setUrl);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    menuEdits.updateLink(menuId, item.key, { label, url });
  };
  return (
    <section
      className="nv-inspector"
      aria-label={sprintf(__('Edit %s'), itemLabel(item) || __('item'))}
    >
      {editable ? (
        <form onSubmit={apply}>
          <label htmlFor={labelId}>{__('Text')}</label>
          <input id={labelId} value={label} onChange={(event) => setLabel(event.target.value)} />
          <label htmlFor={urlId}>{__('Link')}</label>
          <input id={urlId} value={url} onChange={(event) => setUrl(event.target.value)} />
          <label className="nv-check" htmlFor={tabId}>
            <input
              id={tabId}
              type="checkbox"
              checked={item.attrs.opensInNewTab === true}
              onChange={(event) =>
                menuEdits.updateLink(menuId, item.key, { opensInNewTab: event.target.checked })
              }
            />
            {__('Open in new tab')}
          </label>
          <button type="submit" className="nv-button is-primary">
            {__('Apply')}
          </button>
        </form>
      ) : (
        <p>
          {sprintf(__('%s cannot be edited here; it can be moved or removed.'), itemLabel(item))}
        </p>
      )}
      <fieldset className="nv-inspector__moves">
        <legend className="nv-visually-hidden">{__('Move')}</legend>
        <button
          type="button"
          className="nv-button"
          onClick={() => menuEdits.move(menuId, item.key, 'up')}
        >
          {__('Move up')}
        </button>
        <button
          type="button"
          className="nv-button"
          onClick={() => menuEdits.move(menuId, item.key, 'down')}
        >
          {__('Move down')}
        </button>
        <button
          type="button"
          className="nv-button"
          onClick={() => menuEdits.indent(menuId, item.key)}
        >
          {__('Nest under the item above')}
        </button>
        <button
          type="button"
          className="nv-button"
          onClick={() => menuEdits.outdent(menuId, item.key)}
        >
          {__('Move out of submenu')}
        </button>
        <button
          type="button"
          className="nv-button is-destructive"
          onClick={() => {
            menuEdits.remove(menuId, item.key);
            onDone();
          }}
        >
          {__('Remove')}
        </button>
      </fieldset>
    </section>
  );
}

function RenameDialog({
  current,
  onClose,
  onRename,
}: {
  current: string;
  onClose: () => void;
  onRename: (title: string) => Promise<boolean>;
}) {
  const fieldId = useId();
  const [title, setTitle] = useState(current);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!renameAllowed(current, title) || busy) return;
    setBusy(true);
    await onRename(title);
    setBusy(false);
    onClose();
  };
  return (
    <Modal title={__('Rename')} size="small" onRequestClose={onClose}>
      <form className="nv-dialog" onSubmit={submit}>
        <label htmlFor={fieldId}>{__('Name')}</label>
        <input id={fieldId} value={title} onChange={(event) => setTitle(event.target.value)} />
        <div className="nv-dialog__actions">
          <button type="button" className="nv-button" onClick={onClose}>
            {__('Cancel')}
          </button>
          <button
            type="submit"
            className="nv-button is-primary"
            disabled={!renameAllowed(current, title) || busy}
          >
            {__('Save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
