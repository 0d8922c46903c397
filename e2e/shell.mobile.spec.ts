import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('on a phone the menu toggle reveals search, the category links and sign-in; the footer is hidden', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByPlaceholder('Search challenges')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fitness' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Explore Challenges' }).click();
  await expect(menu).toBeHidden();
});
