// Buying tokens by M-Pesa STK push on a 360 × 800 phone (issue #19 §1), with the Paystack simulator's
// pretend phone (GET /phone) in a second tab standing in for the person's handset: 100 tokens bought
// with a PIN; a prompt cancelled on the phone; a prompt nobody answers, ended by the server's timeout
// (MPESA_PROMPT_TIMEOUT_SECONDS, short in playwright.config.ts). Each journey uses its own number, so
// journeys running side by side never see each other's prompts.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { signUpThroughModal, topBarTokens } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(120_000);

/** The app's own Paystack simulator (PAYSTACK_SIMULATOR_PORT = E2E port + 2 in playwright.config.ts). */
const simulator = `http://localhost:${Number(process.env.E2E_PORT ?? 3110) + 2}`;
/** A number of this run's own, 07…, so a rerun or a parallel journey never shares a prompt. */
const number = (suffix: string) => `07${String(Date.now()).slice(-6)}${suffix}`;

const CHECK_PHONE = 'Check your phone and enter your M-Pesa PIN';

/** Signs a new person up, picks the 100-token bundle and sends the prompt to `phone`. */
async function startPush(page: Page, prefix: string, phone: string) {
  await signUpThroughModal(page, prefix);
  await page.goto('/wallet');
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'You are purchasing 100 tokens for KES 350' })).toBeVisible();
  const field = page.getByLabel('Safaricom number to charge');
  await field.fill(phone);
  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(page.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  await expect(page.getByText(/KES 350 for 100 tokens, sent to/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for your M-Pesa PIN' })).toBeVisible();
}

/** The pretend phone showing the prompt for `phone`. */
async function openPhone(page: Page, phone: string): Promise<Page> {
  const handset = await page.context().newPage();
  await handset.setViewportSize({ width: 360, height: 800 });
  await handset.goto(`${simulator}/phone?number=${phone}`);
  await expect(handset.getByText('Do you want to pay KES 350.00 to CHANGAMOTO? Enter your M-Pesa PIN.')).toBeVisible();
  return handset;
}

test('buys 100 tokens by M-Pesa STK push: the prompt on the phone, the PIN, the credit live', async ({ page }) => {
  const phone = number('01');
  await startPush(page, 'mstkok', phone);
  await expect(page.getByText('sent to ' + `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const handset = await openPhone(page, phone);
  await handset.getByLabel('M-Pesa PIN').fill('1234');
  await handset.getByRole('button', { name: 'Send' }).click();
  await expect(handset.getByText('PIN sent. M-Pesa is processing the payment.')).toBeVisible();

  await expect(page.getByText('Payment received. 100 tokens were added to your wallet.')).toBeVisible({ timeout: 20_000 });
  await expect(topBarTokens(page)).toHaveText('100 Tokens');
  await expect(page.getByText('Withdrawable: 100')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a prompt cancelled on the phone says so, charges nothing, and Try again sends a new one', async ({ page }) => {
  const phone = number('02');
  await startPush(page, 'mstkno', phone);
  const handset = await openPhone(page, phone);
  await handset.getByRole('button', { name: 'Cancel' }).click();
  await expect(handset.getByText('Request cancelled on the phone.')).toBeVisible();

  await expect(page.getByRole('alert').filter({ hasText: 'You declined the M-Pesa request, so nothing was charged.' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await expect(topBarTokens(page)).toHaveText('0 Tokens');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Safaricom number to charge')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(page.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  await handset.reload();
  await expect(handset.getByText('Do you want to pay KES 350.00 to CHANGAMOTO?')).toHaveCount(1);
});

test('a prompt nobody answers times out with its message and a retry', async ({ page }) => {
  const phone = number('03');
  await startPush(page, 'mstkto', phone);
  // Nobody touches the phone: the server ends the prompt once its time (short here) is over.
  await expect(page.getByRole('alert').filter({ hasText: 'The M-Pesa request timed out before a PIN was entered, so nothing was charged.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(topBarTokens(page)).toHaveText('0 Tokens');
});
