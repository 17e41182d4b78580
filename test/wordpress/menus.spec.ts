// The navigation menus in Appearance (<navigation-manager>): a menu renamed and its items
// reordered, checked through WordPress's REST API.
import { adminPages, expect, test, wpRest } from './fixtures';

interface Menu {
  id: number;
  title: { raw: string };
  content: { raw: string };
}

const link = (label: string, url: string) =>
  `<!-- wp:navigation-link {"label":"${label}","url":"${url}","kind":"custom"} /-->`;

test('a menu renamed and reordered is saved to WordPress', async ({ page }) => {
  const created = await wpRest<Menu>(page, 'POST', '/wp/v2/navigation', {
    title: 'Lane footer',
    status: 'publish',
    content: [link('First', '/first'), link('Second', '/second'), link('Third', '/third')].join(
      '\n\n',
    ),
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  try {
    await page.goto(adminPages.menus);
    const manager = page.locator('navigation-manager');
    const menus = manager.getByRole('list', { name: 'Navigation Menus' });
    await expect(menus.getByRole('button', { name: 'Lane menu' })).toBeVisible();
    await menus.getByRole('button', { name: 'Lane footer' }).click();
    const screen = manager.locator('.nv-menu');
    await expect(screen.getByRole('tree', { name: 'Lane footer' })).toBeVisible();

    await screen.getByRole('button', { name: 'Actions' }).click();
    await manager.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Rename' });
    await dialog.getByLabel('Name').fill('Lane site footer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByText('Renamed Navigation Menu')).toBeVisible();
    const renamed = await wpRest<Menu>(page, 'GET', `/wp/v2/navigation/${id}?context=edit`);
    expect(renamed.body.title.raw).toBe('Lane site footer');

    const tree = screen.getByRole('tree', { name: 'Lane site footer' });
    const first = tree.getByRole('treeitem', { name: /^First, / });
    await first.click();
    await expect(first).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(tree.getByRole('treeitem').first()).toHaveAccessibleName(/^Second, /);
    const save = screen.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    // Save is disabled while the save is under way too: WordPress is read until it has it.
    await expect(save).toBeDisabled();
    await expect
      .poll(
        async () =>
          (await wpRest<Menu>(page, 'GET', `/wp/v2/navigation/${id}?context=edit`)).body.content
            .raw,
      )
      .toBe(
        [link('Second', '/second'), link('First', '/first'), link('Third', '/third')].join('\n\n'),
      );
  } finally {
    await wpRest(page, 'DELETE', `/wp/v2/navigation/${id}?force=true`);
  }
});
