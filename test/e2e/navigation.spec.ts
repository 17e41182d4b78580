// The navigation menus as a user meets them (spec 2.8, 5, 7, 8; issue 7): every state of the
// screens, rename, duplicate and delete with their notices (failures forced with WordPress-style
// errors), editing a menu's items by mouse and by keyboard, saving as block markup that keeps
// what the screens do not understand byte for byte, and <navigation-manager> on its own page.
import type { Locator, Page, Route } from '@playwright/test';
import { type RestClient, restAs } from '../fixtures/host';
import { accessibilityViolations, expect, logIn, test } from './fixtures';

interface Menu {
  id: number;
  title: { raw: string; rendered: string };
  status: string;
  content: { raw: string };
}

const link = (label: string, url: string) =>
  `<!-- wp:navigation-link {"label":"${label}","url":"${url}","kind":"custom"} /-->`;

/** The screen of one menu in the full editor. */
const menuScreen = (page: Page) => page.locator('site-editor').locator('.nv-menu');
const tree = (page: Page) => menuScreen(page).getByRole('tree');
const row = (page: Page, label: string) =>
  tree(page).getByRole('treeitem', { name: new RegExp(`^${label}, `) });

/** The labels of the tree's rows in order, each prefixed with its level's indent. */
async function outline(page: Page): Promise<string[]> {
  return tree(page)
    .getByRole('treeitem')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${'  '.repeat(Number(row.getAttribute('aria-level')) - 1)}${row.querySelector('.nv-row__label')?.textContent}`,
      ),
    );
}

/** A WordPress-style error answer for `page.route`. */
const restError = (route: Route, status: number, code: string, message: string) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ code, message, data: { status } }),
  });

/** Answers `methods` calls to `path` (under /wp-json/) with a WordPress-style error. */
const failCalls = (
  page: Page,
  methods: string[],
  path: string,
  error: { status: number; code: string; message: string },
) =>
  page.route(
    (url) => url.pathname.endsWith(path),
    (route) =>
      methods.includes(route.request().method())
        ? restError(route, error.status, error.code, error.message)
        : route.continue(),
  );

/** The editor's address for one menu (the screen path is encoded once the app navigates). */
const menuAddress = (id: number) => new RegExp(`p=(/|%2F)wp_navigation(/|%2F)${id}$`);

test.describe('navigation menus', () => {
  let admin: RestClient;
  const created: number[] = [];

  async function createMenu(
    title: string,
    content: string,
    status = 'publish',
    date?: string,
  ): Promise<Menu> {
    const response = await admin.post('wp/v2/navigation', {
      title,
      content,
      status,
      ...(date ? { date } : {}),
    });
    expect(response.status()).toBe(201);
    const menu = (await response.json()) as Menu;
    created.push(menu.id);
    return menu;
  }

  async function savedMenu(id: number): Promise<Menu> {
    return (await (
      await admin.get(`wp/v2/navigation/${id}`, { query: { context: 'edit' } })
    ).json()) as Menu;
  }

  async function listedMenus(): Promise<Menu[]> {
    return (await (
      await admin.get('wp/v2/navigation', {
        query: { per_page: 100, status: 'publish,draft', context: 'edit' },
      })
    ).json()) as Menu[];
  }

  async function openMenu(page: Page, id: number) {
    await logIn(page, 'admin', `/editor?p=/wp_navigation/${id}`);
    await expect(tree(page)).toBeVisible();
  }

  test.beforeEach(async ({ request }) => {
    admin = await restAs(request, 'admin');
  });

  test.afterEach(async () => {
    for (const id of created.splice(0))
      await admin.delete(`wp/v2/navigation/${id}`, { query: { force: true } });
  });

  test.describe('states', () => {
    test('shows a spinner while the menus load', async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith('/wp/v2/navigation'),
        async (route) => {
          await released;
          await route.continue();
        },
      );
      await logIn(page, 'admin', '/element/navigation-manager');
      const element = page.locator('navigation-manager');
      await expect(element.getByRole('progressbar')).toBeVisible();
      release();
      await expect(element.getByRole('progressbar')).toHaveCount(0);
      await expect(element.getByRole('tree')).toBeVisible();
    });

    test("says 'Navigation Menu missing.' for a menu that does not exist", async ({ page }) => {
      await logIn(page, 'admin', '/editor?p=/wp_navigation/99999');
      await expect(page.locator('site-editor').getByText('Navigation Menu missing.')).toBeVisible();
    });

    test("says 'This Navigation Menu is empty.' for a menu without blocks", async ({ page }) => {
      const menu = await createMenu('Nothing yet', '\n\n');
      await logIn(page, 'admin', `/editor?p=/wp_navigation/${menu.id}`);
      const screen = menuScreen(page);
      await expect(screen.getByText('This Navigation Menu is empty.')).toBeVisible();
      await expect(screen.getByRole('tree')).toHaveCount(0);
      // A link can still be added to it.
      await screen.getByLabel('Add a link to Nothing yet').fill('/first');
      await screen.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(screen.getByText('This Navigation Menu is empty.')).toHaveCount(0);
      await expect(row(page, '/first')).toBeVisible();
    });

    test('shows the only menu directly', async ({ page }) => {
      const menus = await listedMenus();
      expect(menus.map((menu) => menu.title.raw)).toEqual(['Primary']);
      await logIn(page, 'admin', '/editor?p=/navigation');
      const screen = menuScreen(page);
      await expect(screen.getByRole('heading', { name: 'Primary' })).toBeVisible();
      await expect(screen.getByRole('tree', { name: 'Primary' })).toBeVisible();
      await expect(row(page, 'About')).toHaveAttribute('aria-expanded', 'true');
      await expect(row(page, 'Team')).toHaveAttribute('aria-level', '2');
      await expect(
        page.locator('site-editor').getByRole('list', { name: 'Navigation Menus' }),
      ).toHaveCount(0);
    });

    test('lists several menus, the status in brackets unless published', async ({ page }) => {
      // Older than the seeded menu, so the list reads Primary first.
      const footer = await createMenu(
        'Footer',
        link('Legal', '/legal'),
        'draft',
        '2020-01-03T10:00:00',
      );
      await createMenu('', link('A', '/a'), 'publish', '2020-01-02T10:00:00');
      await createMenu('', link('B', '/b'), 'draft', '2020-01-01T10:00:00');
      await logIn(page, 'admin', '/editor?p=/navigation');
      const list = page.locator('site-editor').getByRole('list', { name: 'Navigation Menus' });
      // Newest first; an untitled menu is numbered by its place in the list, as WordPress does.
      await expect(list.getByRole('button')).toHaveText([
        'Primary',
        'Footer (Draft)',
        '(no title 3)',
        '(no title 4)',
      ]);
      await list.getByRole('button', { name: 'Footer (Draft)' }).click();
      await expect(page).toHaveURL(menuAddress(footer.id));
      await expect(menuScreen(page).getByRole('heading', { name: 'Footer (Draft)' })).toBeVisible();
      await expect(row(page, 'Legal')).toBeVisible();
    });

    test("with no menu says 'No Navigation Menus found.' and shows the fallback menu", async ({
      page,
    }) => {
      // Every menu goes to the trash (so the seeded one keeps its id and comes back after).
      const before = await listedMenus();
      for (const menu of before) await admin.delete(`wp/v2/navigation/${menu.id}`);
      expect(await listedMenus()).toEqual([]);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const fallbackCalls: string[] = [];
      await page.route(
        (url) => url.pathname.endsWith('/wp-block-editor/v1/navigation-fallback'),
        async (route) => {
          fallbackCalls.push(route.request().method());
          await released;
          await route.continue();
        },
      );
      try {
        await logIn(page, 'admin', '/editor?p=/navigation');
        const editor = page.locator('site-editor');
        await expect(editor.getByText('No Navigation Menus found.')).toBeVisible();
        await expect.poll(() => fallbackCalls).toEqual(['GET']);
        release();
        // The host created 'Navigation' with a page list, and it is the only menu: shown directly.
        await expect(menuScreen(page).getByRole('heading', { name: 'Navigation' })).toBeVisible();
        await expect(row(page, 'Page List')).toBeVisible();
        await expect(editor.getByText('No Navigation Menus found.')).toHaveCount(0);
        const now = await listedMenus();
        expect(now.map((menu) => [menu.title.raw, menu.content.raw])).toEqual([
          ['Navigation', '<!-- wp:page-list /-->'],
        ]);
        created.push(now[0]!.id);
        expect(fallbackCalls).toEqual(['GET']);

        // Deleting that last menu leaves none again: the fallback is asked for afresh.
        await menuScreen(page).getByRole('button', { name: 'Actions' }).click();
        await editor.getByRole('menuitem', { name: 'Delete' }).click();
        await editor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(editor.getByText('Navigation Menu successfully deleted.')).toBeVisible();
        await expect.poll(() => fallbackCalls).toEqual(['GET', 'GET']);
        await expect(row(page, 'Page List')).toBeVisible();
        // A new 'Navigation' (the host may give it the freed id again).
        const again = await listedMenus();
        expect(again.map((menu) => [menu.title.raw, menu.content.raw])).toEqual([
          ['Navigation', '<!-- wp:page-list /-->'],
        ]);
        created.push(again[0]!.id);
      } finally {
        for (const menu of before)
          await admin.post(`wp/v2/navigation/${menu.id}`, { status: menu.status });
      }
    });
  });

  test.describe('actions', () => {
    const openActions = async (page: Page) => {
      await menuScreen(page).getByRole('button', { name: 'Actions' }).click();
      return page.locator('site-editor');
    };

    test('renames a menu: Save only for a new non-empty title', async ({ page }) => {
      const menu = await createMenu('Header', link('Home', '/'));
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Rename' }).click();
      const dialog = editor.getByRole('dialog', { name: 'Rename' });
      const name = dialog.getByLabel('Name');
      const save = dialog.getByRole('button', { name: 'Save' });
      await expect(name).toHaveValue('Header');
      await expect(save).toBeDisabled();
      await name.fill('   ');
      await expect(save).toBeDisabled();
      await name.fill('  Header ');
      await expect(save).toBeDisabled();
      await name.fill(' Site header ');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(editor.getByText('Renamed Navigation Menu')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(menuScreen(page).getByRole('heading', { name: 'Site header' })).toBeVisible();
      expect((await savedMenu(menu.id)).title.raw).toBe('Site header');
    });

    test('a failed rename says why and keeps the title', async ({ page }) => {
      const menu = await createMenu('Header', link('Home', '/'));
      await failCalls(page, ['POST', 'PUT', 'PATCH'], `/wp/v2/navigation/${menu.id}`, {
        status: 403,
        code: 'rest_cannot_edit',
        message: 'Sorry, you are not allowed to edit this post.',
      });
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Rename' }).click();
      const dialog = editor.getByRole('dialog', { name: 'Rename' });
      await dialog.getByLabel('Name').fill('Site header');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        editor.getByText(
          'Unable to rename Navigation Menu (Sorry, you are not allowed to edit this post.).',
        ),
      ).toBeVisible();
      await expect(menuScreen(page).getByRole('heading', { name: 'Header' })).toBeVisible();
      await expect(menuScreen(page).getByRole('heading', { name: 'Site header' })).toHaveCount(0);
      // Nothing is left unsaved either.
      await expect(menuScreen(page).getByRole('button', { name: 'Save' })).toBeDisabled();
      expect((await savedMenu(menu.id)).title.raw).toBe('Header');
    });

    test('duplicates a menu as a published copy and opens it', async ({ page }) => {
      const content = `${link('Home', '/')}\n<!-- wp:acme/widget {"z":1} /-->`;
      const menu = await createMenu('Header', content, 'draft');
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Duplicate' }).click();
      await expect(editor.getByText('Duplicated Navigation Menu')).toBeVisible();
      await expect(page).not.toHaveURL(menuAddress(menu.id));
      await expect(menuScreen(page).getByRole('heading', { name: 'Header (Copy)' })).toBeVisible();
      const id = Number(new URL(page.url()).searchParams.get('p')!.split('/').pop());
      created.push(id);
      const copy = await savedMenu(id);
      expect(copy).toMatchObject({
        title: { raw: 'Header (Copy)' },
        status: 'publish',
        content: { raw: content },
      });
    });

    test('a failed duplicate says why and stays on the menu', async ({ page }) => {
      const menu = await createMenu('Header', link('Home', '/'));
      await failCalls(page, ['POST'], '/wp/v2/navigation', {
        status: 403,
        code: 'rest_cannot_create',
        message: 'Sorry, you are not allowed to create posts as this user.',
      });
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Duplicate' }).click();
      await expect(
        editor.getByText(
          'Unable to duplicate Navigation Menu (Sorry, you are not allowed to create posts as this user.).',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(menuAddress(menu.id));
      expect((await listedMenus()).filter((m) => m.title.raw === 'Header (Copy)')).toEqual([]);
    });

    test('deletes a menu for good after confirmation, then shows the menus', async ({ page }) => {
      const menu = await createMenu('Old menu', link('Home', '/'));
      const deletes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes.push(request.url());
      });
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = editor.getByRole('dialog');
      await expect(dialog).toContainText('Are you sure you want to delete this Navigation Menu?');
      // Cancel keeps it.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await (await openActions(page)).getByRole('menuitem', { name: 'Delete' }).click();
      await editor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(editor.getByText('Navigation Menu successfully deleted.')).toBeVisible();
      await expect(page).toHaveURL(/p=%2Fnavigation$/);
      expect(deletes).toHaveLength(1);
      expect(new URL(deletes[0]!).searchParams.get('force')).toBe('true');
      // Deleted for good, not trashed.
      expect((await admin.get(`wp/v2/navigation/${menu.id}`)).status()).toBe(404);
      created.splice(created.indexOf(menu.id), 1);
      // Back on /navigation: the one menu left is shown.
      await expect(menuScreen(page).getByRole('heading', { name: 'Primary' })).toBeVisible();
    });

    test('a failed delete says why and keeps the menu', async ({ page }) => {
      const menu = await createMenu('Old menu', link('Home', '/'));
      await failCalls(page, ['DELETE'], `/wp/v2/navigation/${menu.id}`, {
        status: 403,
        code: 'rest_cannot_delete',
        message: 'Sorry, you are not allowed to delete this post.',
      });
      await openMenu(page, menu.id);
      const editor = await openActions(page);
      await editor.getByRole('menuitem', { name: 'Delete' }).click();
      await editor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(
        editor.getByText(
          'Unable to delete Navigation Menu (Sorry, you are not allowed to delete this post.).',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(menuAddress(menu.id));
      await expect(menuScreen(page).getByRole('heading', { name: 'Old menu' })).toBeVisible();
      expect((await admin.get(`wp/v2/navigation/${menu.id}`)).status()).toBe(200);
    });
  });

  test.describe('editing items', () => {
    test('by mouse: add by search and by address, edit, drag, remove, save', async ({ page }) => {
      const menu = await createMenu(
        'Editing',
        [link('One', '/one'), link('Two', '/two'), link('Three', '/three')].join('\n\n'),
      );
      const contact = (await (
        await admin.get('wp/v2/pages', { query: { search: 'Contact', _fields: 'id,link,title' } })
      ).json()) as Array<{ id: number; link: string }>;
      await openMenu(page, menu.id);
      const screen = menuScreen(page);

      // A page found by search.
      const add = screen.getByLabel('Add a link to Editing');
      await add.fill('Contact');
      await screen
        .getByRole('list', { name: 'Suggestions' })
        .getByRole('button', { name: /^Contact/ })
        .click();
      await expect(row(page, 'Contact')).toBeVisible();
      await expect(add).toHaveValue('');
      // A custom address.
      await add.fill('example.com/docs');
      await screen.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(row(page, 'example.com/docs')).toContainText('https://example.com/docs');
      expect(await outline(page)).toEqual(['One', 'Two', 'Three', 'Contact', 'example.com/docs']);

      // Label and address in the inspector.
      await row(page, 'example.com/docs').click();
      const inspector = screen.getByRole('region', { name: 'Edit example.com/docs' });
      await inspector.getByLabel('Text').fill('Docs & guides');
      await inspector.getByLabel('Link').fill('https://example.org/docs');
      await inspector.getByRole('button', { name: 'Apply' }).click();
      await expect(row(page, 'Docs & guides')).toContainText('https://example.org/docs');

      // Drag: before, after, and into another item.
      const drag = async (label: string, target: string, where: 'before' | 'after' | 'inside') => {
        const to = row(page, target);
        const box = (await to.boundingBox())!;
        const y = { before: 2, after: box.height - 2, inside: box.height / 2 }[where];
        await row(page, label).dragTo(to, { targetPosition: { x: box.width / 2, y } });
      };
      await drag('Three', 'One', 'before');
      expect(await outline(page)).toEqual(['Three', 'One', 'Two', 'Contact', 'Docs & guides']);
      await drag('Three', 'Contact', 'after');
      expect(await outline(page)).toEqual(['One', 'Two', 'Contact', 'Three', 'Docs & guides']);
      await drag('Docs & guides', 'Two', 'inside');
      expect(await outline(page)).toEqual(['One', 'Two', '  Docs & guides', 'Contact', 'Three']);
      await expect(row(page, 'Two')).toHaveAttribute('aria-expanded', 'true');

      // Remove.
      await row(page, 'One').click();
      await screen
        .getByRole('region', { name: 'Edit One' })
        .getByRole('button', { name: 'Remove' })
        .click();
      expect(await outline(page)).toEqual(['Two', '  Docs & guides', 'Contact', 'Three']);

      const save = screen.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await expect(save).toBeDisabled();
      const contactLink = JSON.stringify({
        label: 'Contact',
        type: 'page',
        id: contact[0]!.id,
        url: contact[0]!.link,
        kind: 'post-type',
      });
      // Save is disabled while the save is under way too: the host is read until it has it.
      await expect
        .poll(async () => (await savedMenu(menu.id)).content.raw)
        .toBe(
          [
            '<!-- wp:navigation-submenu {"label":"Two","url":"/two","kind":"custom"} -->\n' +
              '<!-- wp:navigation-link {"label":"Docs \\u0026amp; guides","url":"https://example.org/docs","kind":"custom"} /-->\n' +
              '<!-- /wp:navigation-submenu -->',
            `<!-- wp:navigation-link ${contactLink} /-->`,
            link('Three', '/three'),
          ].join('\n\n'),
        );
    });

    test('a long menu renders the rows in view, and the keyboard reaches and moves every item', async ({
      page,
    }) => {
      const labels = Array.from({ length: 200 }, (_, i) => `Item ${i + 1}`);
      const menu = await createMenu(
        'Long',
        labels.map((label, i) => link(label, `/item-${i + 1}`)).join('\n'),
      );
      await openMenu(page, menu.id);
      await row(page, 'Item 1').click();
      // Only a window of rows is in the page; each row still tells its place in the whole menu.
      const inPage = await tree(page).getByRole('treeitem').count();
      expect(inPage).toBeLessThan(100);
      await expect(row(page, 'Item 1')).toHaveAttribute('aria-setsize', '200');
      await page.keyboard.press('End');
      await expect(row(page, 'Item 200')).toBeFocused();
      await expect(row(page, 'Item 200')).toHaveAttribute('aria-posinset', '200');
      await page.keyboard.press('Alt+ArrowUp');
      await expect(row(page, 'Item 200')).toBeFocused();
      await expect(row(page, 'Item 200')).toHaveAttribute('aria-posinset', '199');
      await page.keyboard.press('Home');
      await expect(row(page, 'Item 1')).toBeFocused();
      await menuScreen(page).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await savedMenu(menu.id)).content.raw.split('\n').slice(-2))
        .toEqual([link('Item 200', '/item-200'), link('Item 199', '/item-199')]);
    });

    test('the inspector keeps typed text when "Open in new tab" is ticked', async ({ page }) => {
      const menu = await createMenu('Tabs', link('Shop', '/shop'));
      await openMenu(page, menu.id);
      await row(page, 'Shop').click();
      const inspector = menuScreen(page).getByRole('region', { name: 'Edit Shop' });
      await inspector.getByLabel('Text').fill('Store');
      await inspector.getByLabel('Open in new tab').check();
      await expect(inspector.getByLabel('Text')).toHaveValue('Store');
      await inspector.getByRole('button', { name: 'Apply' }).click();
      await expect(row(page, 'Store')).toBeVisible();
      await menuScreen(page).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await savedMenu(menu.id)).content.raw)
        .toBe(
          '<!-- wp:navigation-link {"label":"Store","opensInNewTab":true,"url":"/shop","kind":"custom"} /-->',
        );
    });

    test('by keyboard: move focus, reorder, nest, un-nest, remove; focus stays', async ({
      page,
    }) => {
      const menu = await createMenu(
        'Keys',
        [link('A', '/a'), link('B', '/b'), link('C', '/c'), link('D', '/d')].join('\n\n'),
      );
      await openMenu(page, menu.id);
      const focused = (label: string) => expect(row(page, label)).toBeFocused();

      await row(page, 'A').click();
      await focused('A');
      await page.keyboard.press('ArrowDown');
      await focused('B');
      await page.keyboard.press('End');
      await focused('D');
      await page.keyboard.press('Home');
      await focused('A');

      await page.keyboard.press('Alt+ArrowDown');
      expect(await outline(page)).toEqual(['B', 'A', 'C', 'D']);
      await focused('A');
      await page.keyboard.press('Alt+ArrowDown');
      expect(await outline(page)).toEqual(['B', 'C', 'A', 'D']);
      await page.keyboard.press('Alt+ArrowUp');
      expect(await outline(page)).toEqual(['B', 'A', 'C', 'D']);
      await focused('A');

      // Nest A under B, then C under B after A.
      await page.keyboard.press('Alt+ArrowRight');
      expect(await outline(page)).toEqual(['B', '  A', 'C', 'D']);
      await focused('A');
      await expect(row(page, 'B')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await focused('C');
      await page.keyboard.press('Alt+ArrowRight');
      expect(await outline(page)).toEqual(['B', '  A', '  C', 'D']);
      await focused('C');
      // Left goes to the parent; Right back to its first child.
      await page.keyboard.press('ArrowLeft');
      await focused('B');
      await page.keyboard.press('ArrowRight');
      await focused('A');
      // Take A out of the submenu: it follows B.
      await page.keyboard.press('Alt+ArrowLeft');
      expect(await outline(page)).toEqual(['B', '  C', 'A', 'D']);
      await focused('A');

      // Delete removes the row; focus goes to the next one.
      await page.keyboard.press('End');
      await focused('D');
      await page.keyboard.press('Delete');
      expect(await outline(page)).toEqual(['B', '  C', 'A']);
      await focused('A');

      await menuScreen(page).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator('site-editor').getByText('Navigation Menu saved.')).toBeVisible();
      expect((await savedMenu(menu.id)).content.raw).toBe(
        [
          '<!-- wp:navigation-submenu {"label":"B","url":"/b","kind":"custom"} -->\n' +
            `${link('C', '/c')}\n<!-- /wp:navigation-submenu -->`,
          link('A', '/a'),
        ].join('\n\n'),
      );

      // Removing a submenu removes its items; focus goes to the row after them.
      await row(page, 'B').click();
      await focused('B');
      await page.keyboard.press('Delete');
      expect(await outline(page)).toEqual(['A']);
      await focused('A');
    });

    test('keeps unknown blocks and attributes byte for byte when a link is edited', async ({
      page,
    }) => {
      const widget =
        '<!-- wp:acme/widget {"z":1,"a":"x\\u003cy"} --><div class="acme">keep me</div><!-- /wp:acme/widget -->';
      const odd =
        '<!-- wp:navigation-link {"url":"/odd","kind":"custom","label":"Odd","data-track":"nav-1","className":"is-odd"}  /-->';
      const edited =
        '<!-- wp:navigation-link {"kind":"custom","label":"Edit me","url":"/edit","acme":{"b":2,"a":1}} /-->';
      const submenu =
        '<!-- wp:core/navigation-submenu {"label":"More","url":"/more","kind":"custom","isTopLevelItem":true} -->\n' +
        '<!-- wp:home-link {"label":"Start"} /-->\n' +
        '<!-- wp:social-links --><ul class="wp-block-social-links"><!-- wp:social-link {"url":"https://example.com","service":"mastodon"} /--></ul><!-- /wp:social-links -->\n' +
        '<!-- /wp:core/navigation-submenu -->';
      const content = `\n${widget}\n${odd}\n\n${edited}\n<!-- wp:page-list {"isNested":false} /-->\n${submenu}\n`;
      const menu = await createMenu('Round trip', content);
      await openMenu(page, menu.id);
      expect(await outline(page)).toEqual([
        'Widget',
        'Odd',
        'Edit me',
        'Page List',
        'More',
        '  Start',
        '  Social Links',
        '    Social Link',
      ]);
      await row(page, 'Edit me').click();
      const inspector = menuScreen(page).getByRole('region', { name: 'Edit Edit me' });
      await inspector.getByLabel('Text').fill('Edited');
      await inspector.getByRole('button', { name: 'Apply' }).click();
      await expect(row(page, 'Edited')).toBeVisible();
      await menuScreen(page).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator('site-editor').getByText('Navigation Menu saved.')).toBeVisible();

      const saved = (await savedMenu(menu.id)).content.raw;
      const rewritten =
        '<!-- wp:navigation-link {"label":"Edited","url":"/edit","kind":"custom","acme":{"b":2,"a":1}} /-->';
      expect(saved).toBe(content.replace(edited, rewritten));
      for (const source of [widget, odd, submenu]) expect(saved).toContain(source);
    });
  });

  test('passes axe on the menu screen', async ({ page }) => {
    await openMenu(page, (await listedMenus())[0]!.id);
    await row(page, 'About').click();
    await expect(menuScreen(page).getByRole('region', { name: 'Edit About' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('<navigation-manager> alone', () => {
  test('lists the menus, opens one, and goes back to the list', async ({ page, request }) => {
    const admin = await restAs(request, 'admin');
    const footer = (await (
      await admin.post('wp/v2/navigation', {
        title: 'Footer',
        content: link('Legal', '/legal'),
        status: 'publish',
      })
    ).json()) as Menu;
    try {
      await logIn(page, 'admin', '/element/navigation-manager');
      const element = page.locator('navigation-manager');
      const list = element.getByRole('list', { name: 'Navigation Menus' });
      await expect(list.getByRole('button')).toHaveText(['Footer', 'Primary']);
      const url = page.url();
      await list.getByRole('button', { name: 'Footer' }).click();
      const menuTree: Locator = element.getByRole('tree', { name: 'Footer' });
      await expect(menuTree).toBeVisible();
      await expect(menuTree.getByRole('treeitem', { name: /^Legal, / })).toBeVisible();
      // The element routes inside itself: the page's address stays.
      expect(page.url()).toBe(url);
      await element.getByRole('button', { name: 'Navigation' }).click();
      await expect(list.getByRole('button')).toHaveText(['Footer', 'Primary']);
    } finally {
      await admin.delete(`wp/v2/navigation/${footer.id}`, { query: { force: true } });
    }
  });
});

test.describe('<navigation-manager> notices', () => {
  test("a snackbar covers neither the 'Add a link' field, the tree nor the preview", async ({
    page,
    request,
  }) => {
    const admin = await restAs(request, 'admin');
    const menu = (await (
      await admin.post('wp/v2/navigation', {
        title: 'Notices',
        // As long as a real menu: the screen then fills the element's box to its bottom.
        content: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine']
          .map((label) => link(label, `/${label.toLowerCase()}`))
          .join('\n\n'),
        status: 'publish',
      })
    ).json()) as Menu;
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await logIn(page, 'admin', '/element/navigation-manager');
      const element = page.locator('navigation-manager');
      await element
        .getByRole('list', { name: 'Navigation Menus' })
        .getByRole('button', { name: 'Notices' })
        .click();
      const screen = element.locator('.nv-menu');
      const tree = screen.getByRole('tree', { name: 'Notices' });
      await tree.getByRole('treeitem', { name: /^One, / }).click();
      await page.keyboard.press('Alt+ArrowDown');
      await screen.getByRole('button', { name: 'Save', exact: true }).click();
      const snackbar = element.locator('.se-snackbar', { hasText: 'Navigation Menu saved.' });
      await expect(snackbar).toBeVisible();
      const covers = async (target: Locator) => {
        const [a, b] = [await snackbar.boundingBox(), await target.boundingBox()];
        if (!a || !b) throw new Error('not laid out');
        return (
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        );
      };
      expect(await covers(screen.getByLabel(/^Add a link to /))).toBe(false);
      expect(await covers(screen.getByRole('region', { name: 'Preview' }))).toBe(false);
      expect(await covers(tree)).toBe(false);
    } finally {
      await admin.delete(`wp/v2/navigation/${menu.id}`, { query: { force: true } });
    }
  });
});
