// Identity verification end to end (DOMAIN.md §3, §7): a new person meets the wallet's redemption
// gate, verifies their identity on the page it links to, an admin approves on the admin KYC screen
// (/admin/kyc), and the same person then redeems.
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { payoutAccountsAddedEarlier } from './database';
import { demoAdmin, newPlayer, submitIdentity } from './players';

test.setTimeout(180_000);

test('KYC: submit on the verification page, an admin approves on the admin KYC screen, then the redemption goes through', async ({ browser }) => {
  const { page, username } = await newPlayer(browser, 'kyc');

  // The wallet's redemption gate leads to the verification page.
  await page.goto('/wallet');
  await expect(page.getByText('Identity verification is required before you can redeem tokens.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/verify-identity$/);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await submitIdentity(page, 'Achieng Otieno');
  await expect(page.getByRole('heading', { name: 'Your documents are being reviewed' })).toBeVisible();
  // The owner sees their own images (served privately to them).
  const selfie = page.getByRole('list', { name: 'Submitted images' }).getByRole('img', { name: 'Selfie holding your ID' });
  await expect(selfie).toBeVisible();
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Still no redemption while pending.
  await page.goto('/wallet');
  await expect(page.getByRole('link', { name: 'See your verification status' })).toBeVisible();

  // The demo admin finds the submission on the admin KYC screen, sees its images, approves it.
  const admin = await demoAdmin(browser);
  await admin.goto('/admin/kyc');
  await expect(admin.getByRole('list', { name: 'Pending submissions' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('list', { name: 'Pending submissions' }).getByRole('listitem').filter({ hasText: username }).getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Achieng Otieno' })).toBeVisible();
  const front = admin.getByRole('img', { name: 'Front of the ID' });
  await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog', { name: 'Approve this identity' }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Approved: ${username} is verified.`).first()).toBeVisible();

  // The person is told, and the verification page says so.
  await page.goto('/notifications');
  await expect(page.getByText('Your identity has been verified. You can now redeem tokens from your wallet.')).toBeVisible();
  await page.goto('/verify-identity');
  await expect(page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();

  // Now the redemption goes through.
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add New Account' }).click();
  await page.getByText('Mobile Money (e.g. M-Pesa)').click();
  await page.getByLabel(/M-Pesa number/).fill('0712345678');
  await page.getByLabel(/Account name/).fill('Achieng Otieno');
  await page.getByRole('button', { name: 'Save Payout Account' }).click();
  await expect(page.getByText('Payout account added successfully!').first()).toBeVisible();
  // A new account waits out its hold (DOMAIN.md §8): a day later it can receive the redemption.
  await expect(page.getByText(/^Available for withdrawals from /).first()).toBeVisible();
  await payoutAccountsAddedEarlier(`${username}@example.co.ke`, 24);
  await page.reload();
  await page.getByLabel('Tokens to redeem').fill('60');
  // KES 60 − fee 20 − 5 % withholding tax 3 (decision 033) = KES 37.
  await expect(page.getByText(/KES 37/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Redeem Tokens' }).click();
  await expect(page.getByText('Redemption initiated! Check transaction history.').first()).toBeVisible();
  await expect(page.getByText('Withdrawable: 40')).toBeVisible();
});
