// A template part opened from its template's canvas in WordPress 7.1 (issue 33, item 11; spec
// 2.2's `focusMode`): Twenty Twenty-Five's Page template, its Header part's 'Edit original' (the
// block toolbar's, as WordPress's own site editor offers it), the part alone at
// `/wp_template_part/twentytwentyfive//header?canvas=edit&focusMode=true`, and Back to the
// template's canvas, the part selected again.
import { canvasOf } from '../e2e/canvas-helpers';
import { editOriginal, expectPartAlone, selectPart } from '../e2e/focus-mode-helpers';
import { closeEditingGuides, editorAt, expect, test } from './fixtures';

/** See canvas.spec.ts: the lane's block editor comes cold from PHP's own server. */
test.beforeEach(async ({ page }) => {
  test.slow();
  await closeEditingGuides(page);
});

test('the Header part’s Edit original opens it alone, and Back returns to the Page template', async ({
  page,
}) => {
  await page.goto(editorAt('/wp_template/twentytwentyfive//page', { canvas: 'edit' }));
  const editor = page.locator('site-editor');
  const { realm, blocks } = canvasOf(page);
  await expect(blocks.getByRole('document').first()).toBeVisible();
  const title = editor.locator('.se-canvas-header__title');
  await expect(title).toHaveText('Pages');
  await selectPart(realm, 'Header');
  // The part's card, as WordPress's editor draws it: its name, and no '1' beneath (WordPress's
  // REST API gives a part's variation that for its description).
  const card = realm.locator('.block-editor-block-card');
  await expect(card.locator('.block-editor-block-card__name')).toHaveText('Header');
  await expect(card).not.toContainText('1');
  // Its toolbar offers what WordPress's offers: Edit original and Edit navigation.
  const tools = realm.getByRole('toolbar', { name: 'Block tools' });
  await expect(tools.getByRole('button', { name: 'Edit navigation' })).toBeVisible();
  await editOriginal(realm, 'toolbar');
  await expectPartAlone(page, realm, 'twentytwentyfive//header', 'Header');
  await expect(blocks.getByRole('document', { name: 'Block: Site Title' })).toBeVisible();

  await editor.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).not.toHaveURL(/focusMode/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('p')).toBe('/wp_template/twentytwentyfive//page');
  expect(query.get('canvas')).toBe('edit');
  await expect(title).toHaveText('Pages');
  // The part it was opened from is selected again, as in WordPress's own site editor.
  await expect(blocks.locator('header.wp-block-template-part')).toHaveClass(/is-selected/);
});
