// Forgot password on a 360 × 800 phone (issue #17 part 1): /login's 'Forgot password?' → the e-mail
// with its link (through the outbox) → a new password → signed in here on /dashboard, while the session
// an old browser had is over; the spent link then says so and offers a new one.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { codeIn, latestMessage, linkIn, unique } from './outbox';

test.use({ viewport: { width: 360, height: 800 } });
// Each journey signs up first, in a browser of its own: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** An e-mail + password account, confirmed and signed in in a browser of its own. */
async function signedUpWithPassword(browser: Browser, email: string, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const started = Date.now();
  await page.goto('/signup');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm-email$/);
  await page.goto(linkIn(await latestMessage(page.request, email, { after: started }), '/auth/verify-email'));
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('reset by e-mail link: signed in here on /dashboard, the old browser signed out, the used link offers a new one', async ({ browser }) => {
  const username = unique('baraka').slice(0, 20);
  const email = `${username}@example.co.ke`;
  const oldBrowser = await signedUpWithPassword(browser, email, username, 'first-secret');
  expect((await oldBrowser.request.get('/api/profile')).status()).toBe(200);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const asked = Date.now();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this address, we sent a link. It works for 1 hour.')).toBeVisible();

  const mail = await latestMessage(page.request, email, { after: asked });
  expect(mail.subject).toBe('Reset your Changamoto password');
  const link = linkIn(mail, '/auth/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-secret');
  await page.getByLabel('Confirm new password').fill('second-secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/profile')).status()).toBe(200);

  // The old browser's session ended with the reset: its next page load finds it signed out.
  await oldBrowser.reload();
  await expect(oldBrowser.getByRole('dialog', { name: 'Welcome to Changamoto' })).toBeVisible();
  expect((await oldBrowser.request.get('/api/profile')).status()).toBe(401);

  // The link works once: opened again, it says so and offers a new one for the same address.
  const later = await (await browser.newContext()).newPage();
  await later.goto(link);
  await later.getByLabel('New password', { exact: true }).fill('third-secret');
  await later.getByLabel('Confirm new password').fill('third-secret');
  await later.getByRole('button', { name: 'Reset password' }).click();
  await expect(later.getByText('This reset link has expired or was already used.')).toBeVisible();
  await expectNoSeriousA11yViolations(later);
  await later.getByRole('link', { name: 'Request a new link' }).click();
  await expect(later).toHaveURL(/\/auth\/forgot-password\?email=/);
  await expect(later.getByLabel('Email address')).toHaveValue(email);

  // The old password no longer signs in; the new one does.
  await later.goto('/login');
  await later.getByLabel('Email address').fill(email);
  await later.getByLabel('Password').fill('first-secret');
  await later.getByRole('button', { name: 'Sign In' }).click();
  await expect(later.getByText('Invalid email or password.')).toBeVisible();
});

test('an account made with a phone number resets by SMS code and lands on /dashboard; its old session is over', async ({ browser }) => {
  const national = `7${String(Date.now()).slice(-8)}`;
  const phone = `+254${national}`;
  // The account: an SMS code sign-up on /login, Complete Your Profile, phone step skipped.
  const oldBrowser = await (await browser.newContext()).newPage();
  let started = Date.now();
  await oldBrowser.goto('/login');
  await oldBrowser.getByRole('button', { name: 'Use Phone' }).click();
  await oldBrowser.getByLabel(/Phone number/).fill(national);
  await oldBrowser.getByRole('button', { name: 'Send OTP' }).click();
  await oldBrowser.getByRole('textbox', { name: /code/i }).fill(codeIn(await latestMessage(oldBrowser.request, phone, { after: started })));
  await oldBrowser.getByRole('button', { name: /Verify/ }).click();
  const details = oldBrowser.getByRole('dialog', { name: 'Complete Your Profile' });
  await details.getByLabel('Username').fill(unique('simu').slice(0, 20));
  await expect(details.getByText('Available')).toBeVisible();
  await details.getByLabel('I am 18 or older').check();
  await details
    .getByRole('button', { name: /Save|Complete|Continue/ })
    .first()
    .click();
  await expect(oldBrowser).toHaveURL(/\/get-started$/);
  await expect.poll(async () => (await oldBrowser.request.get('/api/profile')).status()).toBe(200);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/forgot-password');
  await page.getByRole('button', { name: 'Use Phone' }).click();
  await page.getByLabel(/Phone number/).fill(national);
  started = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for this number, we sent a 6-digit code by SMS.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sms = await latestMessage(page.request, phone, { after: started });
  expect(sms.body_text).toMatch(/password reset code is \d{6}/);
  await page.getByLabel('6-digit code').fill(codeIn(sms));
  await page.getByLabel('New password', { exact: true }).fill('phone-secret');
  await page.getByLabel('Confirm new password').fill('phone-secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await oldBrowser.request.get('/api/profile')).status()).toBe(401);
});
