// Steps of the focus mode tests (a template part opened from its template's canvas), shared by
// the demo host's and the WordPress lane's specs.
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const settingsOf = (realm: FrameLocator) => realm.getByRole('region', { name: 'Settings' });

/** Selects one of the template's parts through the record tab's list of its parts. */
export async function selectPart(realm: FrameLocator, name: string): Promise<void> {
  const settings = settingsOf(realm);
  await settings.getByRole('tab', { name: 'Template', exact: true }).click();
  const parts = settings.getByRole('tabpanel').getByRole('list', { name: 'Template parts' });
  await parts.getByRole('button', { name }).click();
  await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** The selected part's 'Edit original': its block toolbar's or its settings panel's. */
export async function editOriginal(realm: FrameLocator, where: 'toolbar' | 'settings') {
  const place =
    where === 'toolbar'
      ? realm.getByRole('toolbar', { name: 'Block tools' })
      : settingsOf(realm).getByRole('tabpanel', { name: 'Block' });
  await place.getByRole('button', { name: 'Edit original' }).click();
}

/** The part `id` alone in the canvas, in focus mode. */
export async function expectPartAlone(
  page: Page,
  realm: FrameLocator,
  id: string,
  title: string,
): Promise<void> {
  await expect(page).toHaveURL(/focusMode=true/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('p')).toBe(`/wp_template_part/${id}`);
  expect(query.get('canvas')).toBe('edit');
  await expect(page.locator('site-editor .se-canvas-header__title')).toHaveText(title);
  await expect(settingsOf(realm).getByRole('tab', { name: 'Template Part' })).toBeVisible();
}
