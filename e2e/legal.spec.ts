import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('Legal Documents opens on FAQ and its tabs switch to Privacy Policy and Terms of Service', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Legal Documents' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

  await page.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Effective May 29th 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();

  await page.getByRole('tab', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('tabpanel').getByText('Effective May 30th 2025')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveCount(20);
  await expectNoSeriousA11yViolations(page);
});

test('a FAQ question opens to its answer, with the fee table the server is configured for', async ({ page }) => {
  await page.goto('/faqs');
  await page.getByRole('button', { name: 'Are there withdrawal fees?' }).click();
  await expect(page.getByRole('cell', { name: 'KES 1,501 – 20,000' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const path of ['/about-us', '/blog', '/careers', '/privacy-policy', '/terms-of-service']) {
  test(`${path} renders its page with no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}
