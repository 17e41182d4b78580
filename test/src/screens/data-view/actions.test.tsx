// Item and bulk actions as a user meets them: primary buttons and the 'Actions' menu, eligibility,
// disabled and destructive actions, callbacks, modals (header, size), the selection (only items a
// bulk action accepts, pruned when items leave the data, Cancel) and bulk actions over it.
import { expect } from '@esm-bundle/chai';
import type { Action } from '../../../../src/data-view/types';
import {
  type Book,
  type Rendered,
  renderDataView,
  seriousViolations,
  tableView,
} from './layouts-harness';
import { byName, changeValue, click, keys, settle } from './toolbar-harness';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const rows = (shadow: ShadowRoot) => Array.from(shadow.querySelectorAll('tbody tr'));
const openDialog = (shadow: ShadowRoot) => shadow.querySelector<HTMLDialogElement>('dialog[open]');
const menuItem = (shadow: ShadowRoot, name: string) =>
  byName(shadow, '[popover]:popover-open [role^="menuitem"]', name);

describe('item actions', () => {
  const ran: { id: string; items: number[] }[] = [];
  const record =
    (id: string): Action<Book>['callback'] =>
    (items) => {
      ran.push({ id, items: items.map((book) => book.id) });
    };
  const actions: Action<Book>[] = [
    { id: 'view', label: 'View', isPrimary: true, callback: record('view') },
    {
      id: 'publish',
      label: 'Publish',
      isPrimary: true,
      isEligible: (book) => book.status === 'draft',
      callback: record('publish'),
    },
    { id: 'duplicate', label: 'Duplicate', disabled: true, callback: record('duplicate') },
    { id: 'delete', label: 'Delete', isDestructive: true, callback: record('delete') },
  ];
  beforeEach(() => {
    ran.length = 0;
  });

  it('shows eligible primary actions as buttons and runs their callback with the item', async () => {
    rendered = await renderDataView({ actions });
    const { shadow } = rendered;
    const [published, draft] = rows(shadow);
    expect(Boolean(byName(published!, 'button', 'Publish'))).to.equal(false);
    await click(byName(draft!, 'button', 'Publish'));
    await click(byName(published!, 'button', 'View'));
    expect(ran).to.deep.equal([
      { id: 'publish', items: [2] },
      { id: 'view', items: [1] },
    ]);
  });

  it('shows a disabled primary action greyed out, and a destructive one in red', async () => {
    rendered = await renderDataView({
      actions: [
        {
          id: 'archive',
          label: 'Archive',
          isPrimary: true,
          disabled: true,
          callback: record('archive'),
        },
        {
          id: 'burn',
          label: 'Burn',
          isPrimary: true,
          isDestructive: true,
          callback: record('burn'),
        },
      ],
    });
    const row = rows(rendered.shadow)[0]!;
    const archive = byName<HTMLButtonElement>(row, 'button', 'Archive')!;
    expect(archive.disabled).to.equal(true);
    await click(archive);
    expect(ran).to.deep.equal([]);
    const burn = byName<HTMLButtonElement>(row, 'button', 'Burn')!;
    expect(getComputedStyle(burn).color).to.equal('rgb(204, 24, 24)');
    expect(getComputedStyle(archive).color).to.not.equal('rgb(204, 24, 24)');
  });

  it("puts the other actions in an 'Actions' menu, disabled and destructive ones marked", async () => {
    rendered = await renderDataView({ actions });
    const { shadow } = rendered;
    await click(byName(rows(shadow)[0]!, 'button', 'Actions'));
    const duplicate = menuItem(shadow, 'Duplicate')!;
    expect(duplicate.getAttribute('aria-disabled')).to.equal('true');
    await click(duplicate);
    expect(ran).to.deep.equal([]);
    const remove = menuItem(shadow, 'Delete')!;
    expect(remove.classList.contains('is-destructive')).to.equal(true);
    await click(remove);
    expect(ran).to.deep.equal([{ id: 'delete', items: [1] }]);
  });

  it('opens an action with a modal in a dialog titled by its header, and closes it', async () => {
    const rename: Action<Book> = {
      id: 'rename',
      label: 'Rename',
      modalHeader: 'Rename book',
      modalSize: 'small',
      RenderModal: ({ items, closeModal }) => (
        <div>
          <p>Renaming {items.map((book) => book.title).join(', ')}</p>
          <button type="button" onClick={closeModal}>
            Done
          </button>
        </div>
      ),
    };
    rendered = await renderDataView({ actions: [rename] });
    const { shadow } = rendered;
    const trigger = byName<HTMLButtonElement>(rows(shadow)[1]!, 'button', 'Actions')!;
    await click(trigger);
    await click(menuItem(shadow, 'Rename'));
    const dialog = openDialog(shadow)!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Rename book');
    expect(dialog.textContent).to.contain('Renaming Book 02');
    expect(await seriousViolations(dialog)).to.deep.equal([]);
    await click(byName(dialog, 'button', 'Done'));
    expect(Boolean(openDialog(shadow))).to.equal(false);

    await click(byName(rows(shadow)[1]!, 'button', 'Actions'));
    await click(menuItem(shadow, 'Rename'));
    await keys({ press: 'Escape' });
    expect(Boolean(openDialog(shadow))).to.equal(false);
  });

  it('sizes the modal as the action asks, medium by default', async () => {
    const modalWidth = async (modalSize?: Action<Book>['modalSize']) => {
      const action: Action<Book> = {
        id: 'details',
        label: 'Details',
        isPrimary: true,
        RenderModal: () => <p>Details</p>,
        ...(modalSize ? { modalSize } : {}),
      };
      rendered = await renderDataView({ actions: [action] });
      await click(byName(rows(rendered.shadow)[0]!, 'button', 'Details'));
      const width = openDialog(rendered.shadow)!.getBoundingClientRect().width;
      await rendered.unmount();
      rendered = undefined;
      return width;
    };
    expect(await modalWidth('small')).to.equal(384);
    expect(await modalWidth()).to.equal(512);
  });

  it('titles the modal with the label when the action has no header', async () => {
    const confirm: Action<Book> = {
      id: 'confirm',
      label: (items) => (items.length > 1 ? 'Delete books' : 'Delete book'),
      isPrimary: true,
      RenderModal: () => <p>Sure?</p>,
    };
    rendered = await renderDataView({ actions: [confirm] });
    await click(byName(rows(rendered.shadow)[0]!, 'button', 'Delete book'));
    expect(openDialog(rendered.shadow)?.querySelector('h2')?.textContent).to.equal('Delete book');
  });
});

describe('bulk actions', () => {
  const selectRows = async (shadow: ShadowRoot, indexes: number[]) => {
    for (const index of indexes) {
      await click(rows(shadow)[index]!.querySelector('input[type="checkbox"]'));
    }
  };
  const bulkButton = (shadow: ShadowRoot, name: string) =>
    byName<HTMLButtonElement>(shadow, '.dv-bulk button', name);

  it('offers a checkbox only on the items some bulk action accepts', async () => {
    const archive: Action<Book> = {
      id: 'archive',
      label: 'Archive',
      supportsBulk: true,
      isEligible: (book) => book.status === 'publish',
      callback: () => {},
    };
    const edit: Action<Book> = { id: 'edit', label: 'Edit', isPrimary: true, callback: () => {} };
    rendered = await renderDataView({ actions: [archive, edit] });
    const { shadow } = rendered;
    const boxes = shadow.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(boxes.length, 'the five published books of the page').to.equal(5);
    expect(boxes[0]?.getAttribute('aria-label')).to.equal('Select item: Book 01');
    await click(boxes[0]);
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('1 Item selected');
  });

  it('offers only the bulk actions every selected item is eligible for', async () => {
    const actions: Action<Book>[] = [
      { id: 'trash', label: 'Move to trash', supportsBulk: true, callback: () => {} },
      {
        id: 'publish',
        label: 'Publish',
        supportsBulk: true,
        isEligible: (book) => book.status === 'draft',
        callback: () => {},
      },
    ];
    rendered = await renderDataView({ actions });
    const { shadow } = rendered;
    await selectRows(shadow, [1]);
    expect(bulkButton(shadow, 'Publish')).to.not.equal(undefined);
    await selectRows(shadow, [0]);
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('2 Items selected');
    expect(Boolean(bulkButton(shadow, 'Publish'))).to.equal(false);
    expect(bulkButton(shadow, 'Move to trash')).to.not.equal(undefined);
  });

  it('shows a disabled bulk action without running it', async () => {
    const received: number[][] = [];
    const actions: Action<Book>[] = [
      {
        id: 'trash',
        label: 'Move to trash',
        supportsBulk: true,
        disabled: true,
        callback: (items) => {
          received.push(items.map((book) => book.id));
        },
      },
    ];
    rendered = await renderDataView({ actions });
    await selectRows(rendered.shadow, [0]);
    const button = bulkButton(rendered.shadow, 'Move to trash')!;
    expect(button.disabled).to.equal(true);
    await click(button);
    expect(received).to.deep.equal([]);
  });

  it('drops selected items that leave the data', async () => {
    const actions: Action<Book>[] = [
      { id: 'trash', label: 'Move to trash', supportsBulk: true, callback: () => {} },
    ];
    rendered = await renderDataView({ actions });
    const { shadow } = rendered;
    await selectRows(shadow, [1, 3]);
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('2 Items selected');
    await changeValue(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, 'Book 04');
    expect(rendered.selections.at(-1)).to.deep.equal(['4']);
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('1 Item selected');
    await changeValue(shadow.querySelector<HTMLInputElement>('input[type="search"]')!, '');
    expect(
      rows(shadow)[1]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked,
      'Book 02 stays unselected when it comes back',
    ).to.equal(false);
  });

  it('runs a bulk callback with every selected item', async () => {
    const received: number[][] = [];
    const actions: Action<Book>[] = [
      {
        id: 'trash',
        label: 'Move to trash',
        supportsBulk: true,
        callback: (items) => {
          received.push(items.map((book) => book.id));
        },
      },
    ];
    rendered = await renderDataView({ actions });
    await selectRows(rendered.shadow, [0, 2]);
    await click(bulkButton(rendered.shadow, 'Move to trash'));
    expect(received).to.deep.equal([[1, 3]]);
  });

  it('opens a bulk modal with every selected item', async () => {
    const actions: Action<Book>[] = [
      {
        id: 'export',
        label: 'Export',
        supportsBulk: true,
        RenderModal: ({ items }) => <p>{items.length} books</p>,
      },
    ];
    rendered = await renderDataView({ actions });
    await selectRows(rendered.shadow, [0, 1, 2]);
    await click(bulkButton(rendered.shadow, 'Export'));
    await settle();
    expect(openDialog(rendered.shadow)?.textContent).to.contain('3 books');
  });

  it('clears the selection with Cancel, and not while a bulk action runs, which shows busy', async () => {
    let finish = () => {};
    const actions: Action<Book>[] = [
      {
        id: 'trash',
        label: 'Move to trash',
        supportsBulk: true,
        callback: () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      },
    ];
    rendered = await renderDataView({ view: { ...tableView, type: 'grid' }, actions });
    const { shadow } = rendered;
    await click(byName(shadow, '.dv-footer input[type="checkbox"]', 'Select all'));
    expect(shadow.querySelector('.dv-bulk__count')?.textContent).to.equal('10 Items selected');
    await click(bulkButton(shadow, 'Move to trash'));
    expect(bulkButton(shadow, 'Cancel')!.disabled).to.equal(true);
    expect(bulkButton(shadow, 'Move to trash')!.getAttribute('aria-busy')).to.equal('true');
    expect(shadow.querySelector('.dv-bulk [role="progressbar"]')).to.not.equal(null);
    await click(bulkButton(shadow, 'Cancel'));
    expect(rendered.selections.at(-1)).to.have.length(10);
    finish();
    await settle();
    expect(bulkButton(shadow, 'Cancel')!.disabled).to.equal(false);
    expect(bulkButton(shadow, 'Move to trash')!.hasAttribute('aria-busy')).to.equal(false);
    expect(Boolean(shadow.querySelector('.dv-bulk [role="progressbar"]'))).to.equal(false);
    await click(bulkButton(shadow, 'Cancel'));
    expect(rendered.selections.at(-1)).to.deep.equal([]);
    expect(Boolean(shadow.querySelector('.dv-bulk__count'))).to.equal(false);
  });
});
