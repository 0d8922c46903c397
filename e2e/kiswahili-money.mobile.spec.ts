// The money journey in Kiswahili on a 360 × 800 phone (issue #20 §1): a new player switches to
// Kiswahili, buys tokens through the checkout, creates a solo challenge, a backer stakes against it, the
// admin declares success, the player sees the win, and redeems to M-Pesa. Every screen of a converted
// feature (shell, wallet, create-challenge, challenge-detail) is asserted in Kiswahili, with KES and
// token amounts as the sw-KE formatters write them, and <html lang="sw"> throughout.
//
// Sign-up (auth) and the dashboard are not converted on this base: their steps use the shared English
// helpers and gain Kiswahili assertions when those branches land (sign-up through the modal, the
// dashboard after Skip, the 'Payout account added' toast from the shared domain messages).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { identityVerified, payoutAccountsAddedEarlier } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';
import { demoAdmin, localInput, newPlayer, signUpNewPlayer } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(240_000);

const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

/** Nothing is wider than the phone. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Every page of the journey is in Kiswahili: the document's language and the phone's top bar. */
async function expectKiswahiliShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: 'Fungua menyu' })).toBeVisible();
}

const history = (page: Page) => page.getByRole('region', { name: 'Historia ya miamala' });
const historyRow = (page: Page, name: string) =>
  history(page)
    .locator('li', { has: page.getByRole('link', { name, exact: true }) })
    .first();

test('in Kiswahili: buy tokens, create a challenge, win it and redeem to M-Pesa', async ({ browser }) => {
  // Sign-up is still English on this base (auth is converted by another branch).
  const { page, username } = await signUpNewPlayer(browser, 'swmoney');
  const email = `${username}@example.co.ke`;
  page.on('dialog', (dialog) => void dialog.accept());

  // The switch in the phone menu: the shell answers in Kiswahili at once.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('link', { name: 'Ongeza tokeni' })).toBeVisible();

  // 1. Buy 100 tokens: the wallet in Kiswahili, the bundle's price per token in sw-KE KES.
  await page.goto('/wallet');
  await expectKiswahiliShell(page);
  await expect(page.getByRole('heading', { name: 'Pochi yangu', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nunua tokeni' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Salio la sasa' })).toContainText('0 tokeni');
  const bundle = page.getByRole('radio', { name: /Tokeni 100.*KES 3\.50 kwa tokeni/ });
  await bundle.check();
  await expect(page.getByRole('status').filter({ hasText: 'Unanunua tokeni 100 kwa KES 350' })).toContainText('Inajumuisha ushuru wa bidhaa wa KES 17.50, unaolipwa na Changamoto kwa KRA');
  await expectNoSideways(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Lipa KES 350' }).click();

  // The simulator's checkout is Paystack's page (its language is Paystack's); paid with M-Pesa.
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();

  // Back on Changamoto: the payment status page, then the wallet, in Kiswahili.
  await expect(page).toHaveURL(/\/wallet\/paystack-callback\?trxref=/);
  await expect(page.getByRole('heading', { name: 'Hali ya malipo' })).toBeVisible();
  await expect(page.getByText('Malipo yamekamilika! Tokeni 100 zimeongezwa kwenye pochi yako.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Salio la sasa' })).toContainText('100 tokeni');
  await expect(page.getByRole('banner').getByText('Tokeni 100').first()).toBeVisible();
  const purchase = historyRow(page, 'Ununuzi');
  await expect(purchase.getByText('+tokeni 100')).toBeVisible();
  await expect(purchase.getByText('Imekamilika')).toBeVisible();

  // 2. Create a solo challenge with a 20-token stake: the form in Kiswahili.
  const title = `Kukimbia km 5 ${randomUUID().slice(0, 6)}`;
  await page.goto('/challenges/new');
  await expectKiswahiliShell(page);
  const form = page.getByRole('form', { name: 'Unda changamoto mpya' });
  await form.getByLabel('Kichwa').fill(title);
  await form.getByRole('combobox', { name: /^Kategoria/ }).selectOption('fitness');
  await form.getByLabel('Tarehe ya kuanza').fill(localInput(-1));
  await form.getByLabel('Tarehe ya kuisha').fill(localInput(48));
  await form.getByText('Binafsi', { exact: true }).click();
  await form.getByLabel('Dau lako (tokeni)').fill('20');
  await expectNoSideways(page);
  await form.getByRole('button', { name: 'Unda changamoto' }).click();
  await expect(page).toHaveURL(/\/challenges\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Changamoto imeundwa!').first()).toBeVisible();
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tokeni 80').first()).toBeVisible();

  // 3. A backer stakes 30 against it (an English player, through the API), and the page follows live.
  const backer = await newPlayer(browser, 'swbacker');
  const backed = await backer.page.request.post(`/api/challenges/${id}/participation`, { data: { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 30 }, headers: idempotent() });
  expect(backed.status(), await backed.text()).toBe(200);
  await expect(page.getByRole('region', { name: 'Wanaounga mkono Imeshindwa' })).toContainText('Tokeni 30');

  // 4. The admin declares success (API); settlement pays: T 50, fee min(10, 30) = 10, the player gets 40.
  const admin = await demoAdmin(browser);
  const decided = await admin.request.post(`/api/admin/challenges/${id}/decision`, { data: { outcome: 'solo_succeeds' }, headers: idempotent() });
  expect(decided.status(), await decided.text()).toBe(200);

  // 5. The win, in Kiswahili, on the challenge page.
  await page.reload();
  await expectKiswahiliShell(page);
  const result = page.getByRole('region', { name: 'Matokeo ya changamoto' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText(/^Umeshinda: dau lako la tokeni 20 limerudi pamoja na Tokeni 20, baada ya ada ya jukwaa ya /)).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('ameshinda Tokeni 20')).toBeVisible();
  await expect(page.getByText('Imelipwa').first()).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tokeni 120').first()).toBeVisible();
  await expectNoSideways(page);
  await expectNoSeriousA11yViolations(page);

  // 6. Redeem to M-Pesa: a payout account (identity verified, the account's hold over), then 60 tokens.
  await page.goto('/wallet');
  await expectKiswahiliShell(page);
  await expect(page.getByRole('region', { name: 'Salio la sasa' })).toContainText('120 tokeni');
  await expect(historyRow(page, 'Ushindi wa changamoto').getByText(/^\+tokeni \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Ongeza akaunti mpya' }).click();
  await page.getByText('Pesa kwa simu (k.m. M-Pesa)').click();
  await page.getByLabel(/Nambari ya M-Pesa/).fill('0712345678');
  await page.getByLabel(/Jina la akaunti/).fill('Mchezaji Kiswahili');
  await page.getByRole('button', { name: 'Hifadhi akaunti ya malipo' }).click();
  // The toast is the shared domain's English message until the wallet's leftovers are converted.
  await expect(page.getByRole('heading', { name: 'Akaunti za malipo' })).toBeVisible();
  await expect(page.getByText('Mchezaji Kiswahili').first()).toBeVisible();
  await expect(page.getByText('Pesa kwa simu', { exact: true }).first()).toBeVisible();
  await identityVerified(email);
  await payoutAccountsAddedEarlier(email, 24);
  await page.reload();
  await expectKiswahiliShell(page);
  await page.getByLabel('Tokeni za kutoa').fill('60');
  // Gross 60 → fee 20 → withholding tax 5 % = 3 → net 37 (DOMAIN.md §10), in the estimate's Kiswahili words.
  const estimate = page.getByLabel('Makadirio ya KES');
  await expect(estimate.getByText('Utapokea (halisi)')).toBeVisible();
  await expect(estimate.getByText(/^Kodi ya zuio \(5\s?%\)$/)).toBeVisible();
  await expect(estimate.getByRole('definition').filter({ hasText: /^KES 37$/ })).toBeVisible();
  await expect(estimate.getByRole('definition').filter({ hasText: /^KES 3$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Toa tokeni' }).click();
  await expect(page.getByText('Utoaji wa tokeni umeanzishwa! Angalia historia ya miamala.').first()).toBeVisible();

  const withdrawal = historyRow(page, 'Utoaji');
  await expect(withdrawal.getByText('KES 37 halisi · ada KES 20 · kodi ya zuio KES 3')).toBeVisible();
  await expect(withdrawal.getByText('kwenda M-Pesa •••• 5678')).toBeVisible();
  await expect(withdrawal.getByText('−tokeni 60')).toBeVisible();
  await expect(withdrawal.getByText('Imekamilika')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Salio la sasa' })).toContainText('60 tokeni');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expectNoSideways(page);
  await expectNoSeriousA11yViolations(page);
});
