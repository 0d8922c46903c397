// The wallet on a 360 × 800 phone (issue #16, what a first visit shows): the buy form's prices per
// token and its disabled reason, the payment status page's one state at a time and its countdown, a
// history a person can read (short names, a purchase's channel and excise duty, a withdrawal's net KES, fee, withholding tax and
// destination), and the dashboard's cash estimate agreeing with the wallet's.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { identityVerified, payoutAccountsAddedEarlier } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';
import { signUpThroughModal } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(120_000);

const history = (page: Page) => page.getByRole('region', { name: 'Transaction History' });
const row = (page: Page, name: string) =>
  history(page)
    .locator('li', { has: page.getByRole('link', { name, exact: true }) })
    .first();

/** Nothing is wider than the phone. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Every type name in the history takes one or two lines (an inline link has one client rect per line). */
async function expectNamesOnTwoLinesAtMost(list: Locator) {
  const lines = await list.locator('li a').evaluateAll((links) => links.map((a) => [a.textContent, a.getClientRects().length] as const));
  expect(lines.length).toBeGreaterThan(0);
  for (const [name, count] of lines) expect({ name, lines: count <= 2 }).toEqual({ name, lines: true });
}

/** 'KES 1,560.00' or 'KES 1,560' → 1560. */
const kesOf = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));

test('a first purchase, the payment status page and a withdrawal, read on a phone', async ({ page }) => {
  const username = await signUpThroughModal(page, 'mwallet');
  const email = `${username}@example.co.ke`;

  // Buy form: prices per token, and a custom amount under KES 10 says why at once.
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /25 tokens.*KES 3\.96 per token/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /100 tokens.*KES 3\.50 per token/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Custom Amount' }).check();
  const amount = page.getByLabel('Amount (KES)');
  await expect(amount).toHaveAccessibleDescription(/KES 1\.00 per token/);
  await amount.pressSequentially('9');
  await expect(amount).toBeFocused();
  await expect(page.getByRole('button', { name: 'Custom amount must be at least KES 10' })).toBeDisabled();
  await amount.fill('');
  await page.getByRole('radio', { name: 'Bundles' }).check();
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'You are purchasing 100 tokens for KES 350' })).toContainText('KES 3.50 per token');
  // Finance Act 2025 (DOMAIN.md §10): the price includes the excise duty; the tokens stay as shown.
  await expect(page.getByRole('status').filter({ hasText: 'You are purchasing 100 tokens for KES 350' })).toContainText('Includes KES 17.50 excise duty, paid by Changamoto to KRA');
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Pay KES 350' }).click();

  // The simulator's checkout, paid with M-Pesa; the callback page keeps the simulator from answering first.
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
  await page.route('**/api/wallet/payments/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();

  // Payment status: awaiting, then only the outcome; the redirect counts down.
  await expect(page).toHaveURL(/\/wallet\/paystack-callback\?trxref=/);
  const redirecting = page.getByText(/^Redirecting in \d seconds?\.\.\.$/);
  await expect(redirecting).toBeVisible();
  const first = Number((await redirecting.textContent())!.match(/\d/)![0]);
  await expect(page.getByText(/Awaiting confirmation\.\.\./)).toBeVisible();
  await expect(page.getByText('Payment completed! 100 tokens have been added to your wallet.')).toBeVisible();
  await expect(page.getByText(/Awaiting confirmation/)).toHaveCount(0);
  await expect.poll(async () => Number((await redirecting.textContent())!.match(/\d/)![0])).toBeLessThan(first);
  await expectNoSideways(page);
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 10_000 });
  await page.unroute('**/api/wallet/payments/*');

  // History: one name for the purchase, the bundle and channel as its detail.
  await expect(page.getByText('Withdrawable: 100')).toBeVisible();
  const purchase = row(page, 'Purchase');
  await expect(purchase.getByText('Champion bundle · M-Pesa')).toBeVisible();
  await expect(purchase.getByText('+100 tokens')).toBeVisible();
  await expect(purchase.getByText('Includes KES 17.50 excise duty')).toBeVisible();

  // A withdrawal to M-Pesa •••• 5678 (identity verified, the account's hold over).
  await page.getByRole('button', { name: 'Add New Account' }).click();
  await page.getByText('Mobile Money (e.g. M-Pesa)').click();
  await page.getByLabel(/M-Pesa number/).fill('0712345678');
  await page.getByLabel(/Account name/).fill('Mobile Person');
  await page.getByRole('button', { name: 'Save Payout Account' }).click();
  await expect(page.getByText('Payout account added successfully!').first()).toBeVisible();
  await identityVerified(email);
  await payoutAccountsAddedEarlier(email, 24);
  await page.reload();
  await page.getByLabel('Tokens to redeem').fill('60');
  // Gross 60 → fee 20 → withholding tax 5 % = 3 → net 37 (DOMAIN.md §10).
  await expect(page.getByRole('definition').filter({ hasText: /^KES 37$/ })).toBeVisible();
  await expect(page.getByLabel('KES estimate').getByText('Withholding tax (5%)')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^KES 3$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem Tokens' }).click();
  await expect(page.getByText('Redemption initiated! Check transaction history.').first()).toBeVisible();
  await expect(page.getByText('Withdrawable: 40')).toBeVisible();

  const withdrawal = row(page, 'Withdrawal');
  await expect(withdrawal.getByText('KES 37 net · KES 20 fee · KES 3 withholding tax')).toBeVisible();
  await expect(withdrawal.getByText('to M-Pesa •••• 5678')).toBeVisible();
  await expect(withdrawal.getByText('−60 tokens')).toBeVisible();
  await expect(withdrawal.getByText('completed')).toBeVisible({ timeout: 15_000 });
  await expectNamesOnTwoLinesAtMost(history(page));
  await expectNoSideways(page);
  await expectNoSeriousA11yViolations(page);

  // The wallet's estimate for all 40 withdrawable tokens …
  await page.getByLabel('Tokens to redeem').fill('40');
  const walletNet = page.getByLabel('KES estimate').getByRole('definition').last();
  await expect(walletNet).toHaveText('KES 18');
  const walletFigure = kesOf(await walletNet.textContent());

  // … is what the dashboard's card shows.
  await page.goto('/dashboard');
  const cash = page.getByText('Estimated Cash Payout', { exact: true }).locator('..');
  await expect(cash.getByText(/^KES \d/)).toHaveText('KES 18.00');
  expect(kesOf(await cash.getByText(/^KES \d/).textContent())).toBe(walletFigure);
  await expect(cash.getByText('40 withdrawable tokens, after the KES 20 withdrawal fee and KES 2 withholding tax.')).toBeVisible();
});
