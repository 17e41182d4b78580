import { expect } from '@esm-bundle/chai';
import { until } from '../../../helpers';
import { postFields, tableView } from './toolbar-fixtures';
import {
  byName,
  click,
  type Harness,
  keys,
  openPopover,
  renderToolbar,
  seriousViolations,
  settle,
  hasFocus,
  focused,
} from './toolbar-harness';

describe('data view toolbar', () => {
  let harness: Harness;
  afterEach(() => harness.unmount());

  it('reports a search after a pause, from page 1, while the text shows at once', async () => {
    harness = await renderToolbar({ fields: postFields, view: tableView });
    const input = harness.shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(byName<HTMLLabelElement>(harness.shadow, 'label', 'Search')?.htmlFor).to.equal(input.id);
    input.focus();
    // Typed in one go (a synthetic input event, not timed key presses: a busy machine may space
    // those out past the pause): the text shows at once, and nothing is reported yet.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'dra');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.value).to.equal('dra');
    expect(harness.views).to.have.length(0);
    await until(() => harness.views.length > 0);
    await settle(50);
    expect(harness.views).to.have.length(1);
    expect(harness.last()).to.include({ search: 'dra', page: 1 });
  });

  it('names the search box with the screen label', async () => {
    harness = await renderToolbar({ fields: postFields, view: tableView, search: true });
    expect(
      harness.shadow.querySelector('input[type="search"]')?.getAttribute('placeholder'),
    ).to.equal('Search');
  });

  it('adds a filter from Add filter with the first operator and opens its editor', async () => {
    harness = await renderToolbar({ fields: postFields, view: tableView });
    const trigger = byName(harness.shadow, 'button', 'Add filter')!;
    expect(trigger.getAttribute('aria-haspopup')).to.equal('menu');
    await click(trigger);
    const items = Array.from(harness.shadow.querySelectorAll('[role="menuitem"]')).map(
      (item) => item.querySelector('.se-menu__label')?.textContent,
    );
    expect(items).to.deep.equal(['Status', 'Author', 'Format']);
    await click(byName(harness.shadow, '[role="menuitem"]', 'Format'));
    expect(harness.last().filters).to.deep.equal([
      { field: 'format', operator: 'is', value: undefined },
    ]);
    expect(harness.last().page).to.equal(1);
    const chip = byName(harness.shadow, '.dv-filter-chip__button', 'Format');
    expect(chip, 'chip').to.exist;
    await until(() =>
      openPopover(harness.shadow, 'Filter by Format')?.contains(harness.shadow.activeElement),
    );
    const editor = openPopover(harness.shadow, 'Filter by Format');
    expect(editor, 'editor open').to.exist;
    expect(editor!.contains(harness.shadow.activeElement), focused(harness)).to.equal(true);
  });

  it('shows and hides the chip row with the Filter toggle once filters exist', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: { ...tableView, filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }] },
    });
    const toggle = byName(harness.shadow, 'button', 'Filter')!;
    const row = harness.shadow.querySelector<HTMLElement>('.dv-filters')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(row.hidden).to.equal(false);
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(row.hidden).to.equal(true);
    await click(toggle);
    expect(row.hidden).to.equal(false);
    expect(byName(row, 'button', 'Status is any of: Draft')).to.exist;
  });

  it('has no filter control when no field can be filtered', async () => {
    harness = await renderToolbar({ fields: [postFields[0]!], view: tableView });
    expect(Boolean(byName(harness.shadow, 'button', 'Add filter'))).to.equal(false);
    expect(Boolean(byName(harness.shadow, 'button', 'Filter'))).to.equal(false);
  });

  it('switches layout, applying the new layout defaults and only offering known layouts', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: { ...tableView, layout: { density: 'compact' } },
      defaultLayouts: {
        table: { fields: ['status', 'author'] },
        grid: { fields: ['status'], mediaField: 'featured', layout: { badgeFields: ['status'] } },
      },
    });
    await click(byName(harness.shadow, 'button', 'Layout'));
    const options = Array.from(harness.shadow.querySelectorAll('[role="menuitemradio"]'));
    expect(
      options.map((option) => option.querySelector('.se-menu__label')?.textContent),
    ).to.deep.equal(['Table', 'Grid']);
    expect(options[0]!.getAttribute('aria-checked')).to.equal('true');
    await click(options[1]);
    const view = harness.last();
    expect(view.type).to.equal('grid');
    expect(view.fields).to.deep.equal(['status']);
    expect(view.mediaField).to.equal('featured');
    expect(view.layout).to.deep.equal({ badgeFields: ['status'] });
    expect(view.perPage).to.equal(20);
  });

  it('opens the view options from the keyboard and closes them with Escape', async () => {
    harness = await renderToolbar({ fields: postFields, view: tableView });
    const button = byName(harness.shadow, 'button', 'View options')!;
    button.focus();
    await keys({ press: 'Enter' });
    await until(() =>
      openPopover(harness.shadow, 'View options')?.contains(harness.shadow.activeElement),
    );
    const popover = openPopover(harness.shadow, 'View options');
    expect(popover).to.exist;
    expect(popover!.contains(harness.shadow.activeElement), focused(harness)).to.equal(true);
    await keys({ press: 'Escape' });
    await settle();
    expect(Boolean(openPopover(harness.shadow, 'View options'))).to.equal(false);
    expect(hasFocus(harness, button), focused(harness)).to.equal(true);
  });

  it('has no serious accessibility violations', async () => {
    harness = await renderToolbar({
      fields: postFields,
      view: { ...tableView, filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }] },
    });
    expect(await seriousViolations(harness)).to.deep.equal([]);
    await click(byName(harness.shadow, 'button', 'View options'));
    expect(await seriousViolations(harness)).to.deep.equal([]);
  });
});
