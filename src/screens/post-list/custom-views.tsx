// Custom views in the sidebar of the page and post lists (behind the customViews experiment):
// a "Custom Views" list under the built-in views, each view a link with Rename and Delete in an
// actions menu, and "Add new view", which saves the type's default view under a name and opens
// it. `useActiveCustomView` gives the list screen the custom view named by `activeView`.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { View } from '../../data-view/types';
import { __, sprintf } from '../../i18n';
import {
  type CustomView,
  canRenameView,
  customViewQuery,
  namesCustomView,
  isValidViewName,
} from '../../posts/custom-views';
import {
  createCustomView,
  customViewsOf,
  defaultCustomView,
  deleteCustomView,
  renameCustomView,
} from '../../stores/custom-views';
import { $editorSettings } from '../../stores/editor-settings';
import { $location, navigate } from '../../stores/router';
import { useStyles } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { Link } from '../../ui/link';
import { Menu, MenuItem } from '../../ui/menu';
import { Modal } from '../../ui/modal';
import { NameForm } from '../../ui/name-form';

const styles = /* css */ `
.se-custom-views { margin-top: 24px; }
.se-custom-views__title {
  margin: 0 0 8px; padding: 0 8px; font-size: 11px; font-weight: 500; text-transform: uppercase;
  color: #ccc;
}
.se-custom-views__item { display: flex; align-items: center; gap: 4px; }
.se-custom-views__item > .se-nav-item { flex: 1; min-width: 0; }
.se-custom-views__item .se-nav-item__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-custom-views__actions { color: #e0e0e0; }
.se-custom-views__actions:hover { color: #fff; background: #2f2f2f; }
.se-custom-views__add {
  width: 100%; border: 0; background: none; cursor: pointer; font: inherit; text-align: start;
}
.se-view-form { display: grid; gap: 8px; }
.se-view-form__actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 8px; }
`;

export function useCustomViewsEnabled(): boolean {
  return useStore($editorSettings).experiments?.customViews === true;
}

export interface ActiveCustomView {
  id: number;
  title: string;
  view: View;
  /** `loading` until the views are known; `missing` when no view has the id (deleted). */
  status: 'ready' | 'loading' | 'missing';
}

/** The custom view that `activeView` names, when it names one and the experiment is on. */
export function useActiveCustomView(
  postType: string,
  activeView: string | undefined,
  isCustom: string | undefined,
): ActiveCustomView | undefined {
  const enabled = useCustomViewsEnabled();
  const { views, isLoading } = useStore(customViewsOf(postType));
  if (!enabled || !namesCustomView(activeView, isCustom)) return undefined;
  const id = Number(activeView);
  const found = views.find((entry) => entry.id === id);
  if (found) return { ...found, status: 'ready' };
  return {
    id,
    title: '',
    view: defaultCustomView(postType),
    status: isLoading ? 'loading' : 'missing',
  };
}

function AddViewModal({
  postType,
  listPath,
  onClose,
}: {
  postType: string;
  listPath: string;
  onClose: () => void;
}) {
  return (
    <Modal title={__('Add new view')} onRequestClose={onClose} size="small">
      <NameForm
        submitLabel={__('Create')}
        canSubmit={isValidViewName}
        onCancel={onClose}
        onSubmit={async (name) => {
          const created = await createCustomView(postType, name, defaultCustomView(postType));
          onClose();
          navigate(listPath, customViewQuery(created.id));
        }}
      />
    </Modal>
  );
}

function RenameViewModal({
  postType,
  view,
  onClose,
}: {
  postType: string;
  view: CustomView;
  onClose: () => void;
}) {
  return (
    <Modal title={__('Rename')} onRequestClose={onClose} size="small">
      <NameForm
        initial={view.title}
        submitLabel={__('Save')}
        canSubmit={(name) => canRenameView(name, view.title)}
        onCancel={onClose}
        onSubmit={async (name) => {
          await renameCustomView(postType, view.id, name);
          onClose();
        }}
      />
    </Modal>
  );
}

function DeleteViewModal({
  postType,
  listPath,
  view,
  onClose,
}: {
  postType: string;
  listPath: string;
  view: CustomView;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCustomView(postType, view.id);
      onClose();
      if ($location.get().query.activeView === String(view.id)) navigate(listPath);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={sprintf(__('Delete "%s"?'), viewName(view))}
      onRequestClose={onClose}
      size="small"
    >
      <div className="se-view-form">
        <p>
          {sprintf(
            __(
              'Are you sure you want to delete the view "%s"? The items it lists will not be deleted.',
            ),
            viewName(view),
          )}
        </p>
        <div className="se-view-form__actions">
          <button type="button" className="dv-button" onClick={onClose}>
            {__('Cancel')}
          </button>
          <button
            type="button"
            className="dv-button is-destructive"
            disabled={busy}
            aria-busy={busy}
            onClick={confirm}
          >
            {__('Delete')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

const viewName = (view: CustomView) => view.title || __('(no title)');

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; view: CustomView }
  | { kind: 'delete'; view: CustomView };

function CustomViewsList({ postType, listPath }: { postType: string; listPath: string }) {
  useStyles(styles);
  const { views, isLoading } = useStore(customViewsOf(postType));
  // Until the views are first known, no Add new view: it would move down under the pointer as
  // they arrive.
  const loading = isLoading && views.length === 0;
  const { activeView } = useStore($location).query;
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const headingId = useId();
  const close = () => setDialog(undefined);
  return (
    <section className="se-custom-views" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} className="se-custom-views__title">
        {__('Custom Views')}
      </h3>
      <ul className="se-nav-list">
        {views.map((view) => (
          <li key={view.id} className="se-custom-views__item">
            <Link
              to={listPath}
              query={customViewQuery(view.id)}
              className="se-nav-item"
              {...(activeView === String(view.id) ? { 'aria-current': 'page' as const } : {})}
            >
              <span className="se-nav-item__label">{viewName(view)}</span>
            </Link>
            <Menu
              label={sprintf(__('Actions for %s'), viewName(view))}
              trigger={<Icon name="more" />}
              triggerClassName="se-icon-button se-custom-views__actions"
              align="end"
            >
              <MenuItem onSelect={() => setDialog({ kind: 'rename', view })}>
                {__('Rename')}
              </MenuItem>
              <MenuItem destructive onSelect={() => setDialog({ kind: 'delete', view })}>
                {__('Delete')}
              </MenuItem>
            </Menu>
          </li>
        ))}
        {!loading && (
          <li>
            <button
              type="button"
              className="se-nav-item se-custom-views__add"
              onClick={() => setDialog({ kind: 'add' })}
            >
              <Icon name="plus" />
              <span className="se-nav-item__label">{__('Add new view')}</span>
            </button>
          </li>
        )}
      </ul>
      {dialog?.kind === 'add' && (
        <AddViewModal postType={postType} listPath={listPath} onClose={close} />
      )}
      {dialog?.kind === 'rename' && (
        <RenameViewModal postType={postType} view={dialog.view} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteViewModal
          postType={postType}
          listPath={listPath}
          view={dialog.view}
          onClose={close}
        />
      )}
    </section>
  );
}

/** The sidebar's Custom Views section; nothing at all while the experiment is off. */
export function CustomViewsSection({ postType, listPath }: { postType: string; listPath: string }) {
  const enabled = useCustomViewsEnabled();
  return enabled ? <CustomViewsList postType={postType} listPath={listPath} /> : null;
}
