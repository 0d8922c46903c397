// Responsible play in the browser (issue #7 item 4): a new person sets a daily deposit limit on
// /profile, the wallet refuses a purchase over it with the server's words; then a 24-hour break,
// after which buying is refused with the break's end.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { signUpNewPlayer } from './players';

async function payForBundle(page: Page, tokens: number, kes: number) {
  await page.goto('/wallet');
  await page.getByRole('radio', { name: new RegExp(`${tokens} tokens`) }).check();
  await page.getByRole('button', { name: `Pay KES ${kes}` }).click();
}

test('a daily deposit limit refuses a larger purchase; a 24-hour break stops buying until it ends, said before the person tries', async ({ browser }) => {
  // Sign-up, five pages and two axe checks: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { page } = await signUpNewPlayer(browser, 'baraka');

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Responsible Play' });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByLabel('New daily limit (KES)').fill('200');
  await card.getByRole('form', { name: 'Daily deposit limit' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your daily deposit limit is now KES 200.').first()).toBeVisible();

  await payForBundle(page, 100, 350);
  await expect(page.getByRole('alert').filter({ hasText: 'deposit limit' })).toHaveText('This purchase would exceed your daily deposit limit of KES 200 (any 24 hours). You can deposit KES 200 more right now.');
  await expect(page).toHaveURL(/\/wallet$/);

  await page.goto('/profile');
  await card.getByRole('radio', { name: '24 hours' }).check();
  await card.getByRole('button', { name: 'Take a break…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a 24-hour break?' });
  await expect(dialog).toContainText('The break cannot be shortened or ended early');
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(card.getByText('You are on a break')).toBeVisible();
  await expect(card.getByRole('radio', { name: '24 hours' })).toBeDisabled();
  // After a reload (no toasts on screen) the break is still there, and the card passes the axe check.
  await page.reload();
  await expect(card.getByText('You are on a break')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Issue #24 item 11: the wallet says so before the person tries, and Pay stays disabled.
  await page.goto('/wallet');
  await page.getByRole('radio', { name: /25 tokens/ }).check();
  await expect(page.getByText(/^You are taking a break until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} EAT\. Buying tokens, creating, joining and backing challenges are paused until then\.$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay KES 99' })).toBeDisabled();
});
