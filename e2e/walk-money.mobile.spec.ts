// Money and admin bits of the second walk (issue #24 items 5, 6, 12) on a 360 × 800 phone: an abandoned
// checkout that blocked deposits is cancelled from the wallet, after a refusal that names when the limit
// truly frees up; the platform report says "1 day" and counts a custom-amount purchase; an admin decides
// from the challenge page in the queue's dialog with a note, and finds it in the audit log by name.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { insertChallenge } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';
import { demoAdmin, signUpNewPlayer } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(180_000);

async function payCustom(page: Page, kes: number) {
  await page.goto('/wallet');
  await page.getByRole('radio', { name: 'Custom Amount' }).check();
  await page.getByLabel('Amount (KES)').fill(String(kes));
  await page.getByRole('button', { name: `Pay KES ${kes}` }).click();
}

/** '26 Nov 2026, 07:31 EAT' → minutes from now (EAT is UTC+3, no summer time). */
function minutesUntil(eat: string): number {
  const [, day, month, year, hour, minute] = eat.match(/(\d+) (\w{3}) (\d{4}), (\d\d):(\d\d) EAT/)!;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const at = Date.UTC(Number(year), months.indexOf(month!), Number(day), Number(hour) - 3, Number(minute));
  return (at - Date.now()) / 60_000;
}

test('an abandoned checkout: the limit names the true time, and the purchase is cancelled from the wallet', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'mcancel');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Responsible Play' });
  await card.getByLabel('New daily limit (KES)').fill('100');
  await card.getByRole('form', { name: 'Daily deposit limit' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your daily deposit limit is now KES 100.').first()).toBeVisible();

  // Checkout opened, then Back: the KES 100 is pending and fills the limit.
  await payCustom(page, 100);
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
  await page.goBack();
  await payCustom(page, 50);
  const refusal = page.getByRole('alert').filter({ hasText: 'deposit limit' });
  await expect(refusal).toContainText('You have reached your daily deposit limit of KES 100 (any 24 hours). You can deposit again from ');
  await expect(refusal).toContainText('KES 100 of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.');
  // The true time: when the unpaid checkout stops counting (about 35 minutes), not a day away.
  const when = (await refusal.textContent())!.match(/from (.+? EAT)/)![1]!;
  expect(minutesUntil(when)).toBeGreaterThan(25);
  expect(minutesUntil(when)).toBeLessThan(40);

  // Cancelled from the history (Paystack is asked first: not paid), and buying works again at once.
  await page.goto('/wallet');
  const history = page.getByRole('region', { name: 'Transaction History' });
  await history.getByRole('button', { name: 'Cancel the KES 100 purchase' }).click();
  await expect(page.getByText('Purchase cancelled. It no longer counts toward your deposit limits.').first()).toBeVisible();
  await expect(history.getByRole('button', { name: 'Cancel the KES 100 purchase' })).toHaveCount(0);
  await expect(history.locator('li[data-status="cancelled"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await payCustom(page, 50);
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
});

test('an admin decides on the challenge page in the queue’s dialog, and finds it in the audit log by name', async ({ browser }) => {
  const title = `Plant 20 trees ${Date.now()}`;
  const id = await insertChallenge({ title, status: 'active', type: 'solo', category: 'fitness' });
  const admin = await demoAdmin(browser);
  await admin.setViewportSize({ width: 360, height: 800 });
  let browserConfirm = false;
  admin.on('dialog', () => {
    browserConfirm = true;
  });

  await admin.goto(`/challenges/${id}`);
  const panel = admin.getByRole('region', { name: 'Admin Actions' });
  await panel.getByRole('button', { name: 'Declare Success' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Declare Success' });
  await expect(dialog).toContainText('Are you sure you want to submit Success as the result? This action cannot be undone.');
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByLabel(/Reason \(the players see it; optional\)/).fill('Photos of all 20 trees checked');
  await dialog.getByRole('button', { name: 'Declare Success' }).click();
  await expect(admin.getByText('Action successful!').first()).toBeVisible();
  expect(browserConfirm).toBe(false);

  // The audit log: found by a part of the title and by the admin's e-mail; names and links, not ids.
  await admin.goto('/admin/audit');
  await admin.getByRole('textbox', { name: 'Target', exact: true }).fill(title.slice(0, 14));
  await admin.getByRole('textbox', { name: 'Admin', exact: true }).fill('admin@demo.changamoto.co.ke');
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const entries = admin.getByRole('list', { name: 'Audit entries' });
  const entry = entries.getByRole('listitem').filter({ hasText: title });
  await expect(entry.first()).toContainText('challenge.decide');
  await expect(entry.first().getByRole('link', { name: `Challenge ${title}` })).toHaveAttribute('href', `/challenges/${id}`);
  await expect(entry.first().getByRole('link', { name: 'Changamoto_Admin' })).toBeVisible();
  await expect(entry.first()).toContainText('Reason: Photos of all 20 trees checked');
  await expect(entries).not.toContainText(id);
  await expectNoSeriousA11yViolations(admin);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the platform report counts a custom-amount purchase and says "1 day"', async ({ browser }) => {
  const admin = await demoAdmin(browser);
  await admin.setViewportSize({ width: 360, height: 800 });
  const today = new Date().toISOString().slice(0, 10);
  const totals = async () => {
    await admin.goto(`/admin/report?from=${today}&to=${today}`);
    const chart = admin.getByRole('img', { name: 'Purchases and payouts per day' });
    await expect(chart).toHaveAccessibleDescription(new RegExp(`^1 day, ${today}: purchases KES [\\d,]+`));
    const text = (await admin
      .getByLabel('Totals')
      .getByText(/^KES [\d,]+ \(\d+ purchases?, [\d,]+ Tokens?\)$/)
      .first()
      .textContent())!;
    const [, kes, count] = text.match(/^KES ([\d,]+) \((\d+) purchase/)!;
    return { kes: Number(kes!.replace(/,/g, '')), count: Number(count) };
  };
  const before = await totals();

  // A custom amount paid with M-Pesa is stored as mpesa_topup: the report used to leave it out.
  const { page } = await signUpNewPlayer(browser, 'mreport');
  await payCustom(page, 120);
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page.getByText(/Payment completed!/)).toBeVisible();

  const after = await totals();
  expect(after.kes - before.kes).toBeGreaterThanOrEqual(120);
  expect(after.count - before.count).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(admin);
});
