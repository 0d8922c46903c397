import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { payoutAccountsAddedEarlier, signedInEarlier } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';
import { latestMessage } from './outbox';

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('changamoto-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const topBarTokens = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/Tokens$/)
    .first();

/** On the simulator's hosted checkout page (a different origin, like Paystack's). */
async function payOnCheckout(page: Page, outcome: 'success' | 'failure') {
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: outcome === 'success' ? 'Simulate success' : 'Simulate failure' }).click();
}

/** A whole number as the app shows it (1,250). */
const whole = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const parseWhole = (text: string | null) => Number(text!.match(/[\d,]+/)![0].replace(/,/g, ''));

/** The top bar's tokens and the wallet's withdrawable tokens, once the wallet has loaded. */
async function balances(page: Page): Promise<{ tokens: number; withdrawable: number }> {
  const withdrawable = page.getByText(/^Withdrawable: [\d,]+$/).first();
  await expect(withdrawable).toBeVisible();
  await expect(topBarTokens(page)).toHaveText(/^[\d,]+ Tokens$/);
  return { tokens: parseWhole(await topBarTokens(page).textContent()), withdrawable: parseWhole(await withdrawable.textContent()) };
}

test.describe.configure({ mode: 'serial' });
// A checkout, the payment status page's 5 s and an axe scan: more than the default 30 s on a busy machine.
test.setTimeout(60_000);

test('buy a bundle through the checkout (M-Pesa): the balance and the history update without reloading', async ({ page }) => {
  await signInAs(page, 'wanjiru@demo.changamoto.co.ke');
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The demo data gave @Wanjiru tokens already (README, Demo accounts): the purchase adds to them.
  const before = await balances(page);

  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await expect(page.getByText('You are purchasing 100 tokens for KES 350')).toBeVisible();
  await page.getByRole('button', { name: 'Pay KES 350' }).click();
  await payOnCheckout(page, 'success');

  await expect(page).toHaveURL(/\/wallet\/paystack-callback\?trxref=/);
  // One state at a time: awaiting until the purchase is confirmed, then only the outcome.
  await expect(page.getByText('Payment completed! 100 tokens have been added to your wallet.')).toBeVisible();
  await expect(page.getByText(/Awaiting confirmation/)).toHaveCount(0);
  // No reload from here: the callback page redirects inside the app, the balance arrives live.
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 10_000 });
  await expect(topBarTokens(page)).toHaveText(`${whole(before.tokens + 100)} Tokens`);
  await expect(page.getByText(`Withdrawable: ${whole(before.withdrawable + 100)}`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Transaction History' }).or(page.locator('#transaction-history'));
  await expect(history.getByRole('link', { name: 'Purchase', exact: true }).first()).toBeVisible();
  await expect(history.getByText('Champion bundle · M-Pesa').first()).toBeVisible();
  await expect(history.getByText('completed').first()).toBeVisible();
});

test('a failed payment shows as failed and credits nothing', async ({ page }) => {
  await signInAs(page, 'otieno@demo.changamoto.co.ke');
  await page.goto('/wallet');
  const before = await balances(page);
  await page.getByRole('radio', { name: /25 tokens/ }).check();
  await page.getByRole('button', { name: 'Pay KES 99' }).click();
  await payOnCheckout(page, 'failure');
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 10_000 });
  const history = page.getByRole('region', { name: 'Transaction History' }).or(page.locator('#transaction-history'));
  await expect(history.getByText('failed').first()).toBeVisible();
  await expect(topBarTokens(page)).toHaveText(`${whole(before.tokens)} Tokens`);
});

test('add an M-Pesa payout account, then (KYC verified) redeem and see the completed transaction', async ({ page }) => {
  await signInAs(page, 'wanjiru@demo.changamoto.co.ke');
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add New Account' }).click();
  await page.getByText('Mobile Money (e.g. M-Pesa)').click();
  await expect(page.getByLabel(/Provider/)).toHaveValue('MPESA');
  await page.getByLabel(/M-Pesa number/).fill('0712345678');
  await page.getByLabel(/Account name/).fill('Wanjiru Kamau');
  await page.getByRole('button', { name: 'Save Payout Account' }).click();
  await expect(page.getByText('Payout account added successfully!').first()).toBeVisible();
  await expect(page.getByText(/^RCP_/).first()).toBeVisible();

  // A new account waits 24 hours before it can receive withdrawals (DOMAIN.md §8): the wallet says until when.
  const account = page.getByRole('listitem').filter({ hasText: 'Wanjiru Kamau' });
  await expect(account.getByText(/^Available for withdrawals from \d{1,2} \w{3,4}, \d{2}:\d{2}\./)).toBeVisible();
  await page.getByLabel('Tokens to redeem').fill('60');
  await expect(page.getByText(/^Available for withdrawals from .*: new payout accounts wait before they can receive withdrawals\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // A day later the same account takes the redemption.
  await payoutAccountsAddedEarlier('wanjiru@demo.changamoto.co.ke', 24);
  await page.reload();
  await expect(account.getByText(/^Available for withdrawals from/)).toHaveCount(0);
  const before = await balances(page);
  await page.getByLabel('Tokens to redeem').fill('60');
  await expect(page.getByText(/KES 37/).first()).toBeVisible(); // net after the KES 20 fee and the KES 3 withholding tax
  await page.getByRole('button', { name: 'Redeem Tokens' }).click();
  await expect(page.getByText('Redemption initiated! Check transaction history.').first()).toBeVisible();
  await expect(page.getByText(`Withdrawable: ${whole(before.withdrawable - 60)}`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Transaction History' }).or(page.locator('#transaction-history'));
  // The simulator completes the transfer and sends transfer.success; the row turns completed live.
  const withdrawal = history.locator('li', { has: page.getByRole('link', { name: 'Withdrawal', exact: true }) }).first();
  await expect(withdrawal.getByText('KES 37 net · KES 20 fee · KES 3 withholding tax')).toBeVisible();
  await expect(withdrawal.getByText('to M-Pesa •••• 5678')).toBeVisible();
  await expect(withdrawal.getByText('completed')).toBeVisible({ timeout: 15_000 });
});

test('signed in more than 10 minutes ago, adding a payout account asks for a code by e-mail, then saves it; the e-mail is told', async ({ page }) => {
  const email = 'otieno@demo.changamoto.co.ke';
  await signInAs(page, email);
  await signedInEarlier(email, 11);
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add New Account' }).click();
  await page.getByText('Mobile Money (e.g. M-Pesa)').click();
  await page.getByLabel(/M-Pesa number/).fill('0722000111');
  await page.getByLabel(/Account name/).fill('Otieno Odhiambo');
  await page.getByRole('button', { name: 'Save Payout Account' }).click();

  const prompt = page.getByRole('region', { name: 'Confirm it’s you' });
  await expect(prompt.getByText(/You signed in more than 10 minutes ago\. To keep your tokens safe, we need to check it’s really you before you add a payout account\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const asked = Date.now();
  await prompt.getByRole('button', { name: 'Send me a code' }).click();
  await expect(prompt.getByText('We sent a 6-digit code to ot•••@demo.changamoto.co.ke. It expires in 10 minutes.')).toBeVisible();
  const code = (await latestMessage(page.request, email, { after: asked })).body_text.match(/code is (\d{6})/)![1]!;
  await prompt.getByLabel('Security code').fill(code);
  const confirmed = Date.now();
  await prompt.getByRole('button', { name: 'Confirm and continue' }).click();

  // The same account is saved without filling the form again, and waits out its hold.
  await expect(page.getByText('Payout account added successfully!').first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Otieno Odhiambo' })
      .getByText(/^Available for withdrawals from /),
  ).toBeVisible();
  const notice = await latestMessage(page.request, email, { after: confirmed });
  expect(notice.subject).toBe('Changamoto security notice: new payout account');
  expect(notice.body_text).toContain('If this was not you');
});
