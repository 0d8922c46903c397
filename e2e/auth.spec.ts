import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { codeIn, latestMessage, linkIn, unique } from './outbox';

async function completeProfile(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await expect(dialog.getByText('Available')).toBeVisible();
  await dialog.getByLabel('I am 18 or older').check();
  await dialog
    .getByRole('button', { name: /Save|Complete|Continue/ })
    .first()
    .click();
}

test('sign up with e-mail and password → confirmation e-mail in the outbox → confirm → signed in', async ({ page, request }) => {
  const name = unique('amina');
  const email = `${name}@example.co.ke`;
  const started = Date.now();
  await page.goto('/signup');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Username').fill(name);
  await expect(page.getByText('Available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm-email$/);
  await expect(page.getByText(email)).toBeVisible();

  const mail = await latestMessage(request, email, { after: started });
  await page.goto(linkIn(mail, '/auth/verify-email'));
  // Opening the link alone signs nobody in (mail scanners open links): it takes a click.
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first sign-in after confirming offers the optional phone step the sign-up could not (spec §2).
  const phone = page.getByRole('dialog', { name: 'Add Phone Number' });
  await expect(phone).toBeVisible();
  await phone.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(phone).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('passwordless e-mail code for a new person → Complete Your Profile → onboarding, like a phone sign-in', async ({ page, request }) => {
  const name = unique('njeri');
  const email = `${name}@example.co.ke`;
  const started = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await welcome.getByLabel('Email address').fill(email);
  await welcome.getByRole('button', { name: 'Continue with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(otp).toBeVisible();
  await otp.getByRole('textbox').fill(codeIn(await latestMessage(request, email, { after: started })));
  await otp.getByRole('button', { name: 'Verify Code' }).click();
  await completeProfile(page, name);
  const phone = page.getByRole('dialog', { name: 'Add Phone Number' });
  await expect(phone).toBeVisible();
  await phone.getByRole('button', { name: 'Skip for Now' }).click();
  // spec §2 Auth callback: a new user's redirect after the profile is /get-started (issue #24 item 13).
  await expect(page).toHaveURL(/\/get-started$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
});

test('phone code sign-in with the 60-second resend countdown', async ({ page, request }) => {
  const national = `7${String(Date.now()).slice(-8)}`;
  const started = Date.now();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use Phone' }).click();
  await page.getByLabel(/Phone number/).fill(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: /^Resend Code \((5\d|60)s\)$/ })).toBeDisabled();
  const sms = await latestMessage(request, `+254${national}`, { after: started });
  await page.getByRole('textbox', { name: /code/i }).fill(codeIn(sms));
  await page.getByRole('button', { name: /Verify/ }).click();
  // A new phone account completes its profile first.
  await completeProfile(page, unique('simu'));
  await expect(
    page
      .getByRole('dialog', { name: 'Add Phone Number' })
      .or(page.getByRole('button', { name: 'Account menu' }))
      .first(),
  ).toBeVisible();
});

test('Continue with Google (local OpenID server) → Complete Your Profile for a new account, then onboarding', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await completeProfile(page, unique('amani'));
  await page.getByRole('dialog', { name: 'Add Phone Number' }).getByRole('button', { name: 'Skip for Now' }).click();
  // spec §2 Auth callback: a new user's redirect after the profile is /get-started.
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByRole('button', { name: "Let's Get Started!" })).toBeVisible();
});

test('a protected route while signed out opens the modal and returns to it after sign-in', async ({ page }) => {
  await page.goto('/profile');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await welcome.getByRole('button', { name: /password/i }).click();
  await welcome.getByLabel('Email address').fill('wanjiru@demo.changamoto.co.ke');
  await welcome.getByLabel('Password').fill('changamoto-demo');
  await welcome.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('the login page and the auth modal have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use Phone' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Changamoto' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
