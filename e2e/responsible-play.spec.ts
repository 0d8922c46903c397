// Responsible play in the browser (issue #7 item 4): a new person sets a daily deposit limit on
// /profile, the wallet refuses a purchase over it with the server's words; then a 24-hour break,
// after which buying is refused with the break's end.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { codeIn, latestMessage, unique } from './outbox';

/** A new person signed in with an e-mail code, profile completed, on the dashboard. */
async function signUpWithCode(page: Page, request: Parameters<typeof latestMessage>[0], name: string) {
  const email = `${name}@example.co.ke`;
  const started = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await welcome.getByLabel('Email address').fill(email);
  await welcome.getByRole('button', { name: 'Continue with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'Check Your Email' });
  await otp.getByRole('textbox').fill(codeIn(await latestMessage(request, email, { after: started })));
  await otp.getByRole('button', { name: 'Verify Code' }).click();
  const details = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await details.getByLabel('Username').fill(name);
  await expect(details.getByText('Available')).toBeVisible();
  await details.getByLabel('I am 18 or older').check();
  await details.getByRole('button', { name: /Save|Complete|Continue/ }).first().click();
  await page.getByRole('dialog', { name: 'Add Phone Number' }).getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function payForBundle(page: Page, tokens: number, kes: number) {
  await page.goto('/wallet');
  await page.getByRole('radio', { name: new RegExp(`${tokens} tokens`) }).check();
  await page.getByRole('button', { name: `Pay KES ${kes}` }).click();
}

test('a daily deposit limit refuses a larger purchase; a 24-hour break refuses buying until it ends', async ({ page, request }) => {
  // Sign-up, five pages and two axe checks: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signUpWithCode(page, request, unique('baraka'));

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Responsible Play' });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByLabel('New daily limit (KES)').fill('200');
  await card.getByRole('form', { name: 'Daily deposit limit' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your daily deposit limit is now KES 200.').first()).toBeVisible();

  await payForBundle(page, 100, 350);
  await expect(page.getByRole('alert').filter({ hasText: 'deposit limit' })).toHaveText(
    'This purchase would exceed your daily deposit limit of KES 200 (any 24 hours). You can deposit KES 200 more right now.',
  );
  await expect(page).toHaveURL(/\/wallet$/);

  await page.goto('/profile');
  await card.getByRole('radio', { name: '24 hours' }).check();
  await card.getByRole('button', { name: 'Take a break…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a 24 hours break?' });
  await expect(dialog).toContainText('The break cannot be shortened or ended early');
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(card.getByText('You are on a break')).toBeVisible();
  await expect(card.getByRole('radio', { name: '24 hours' })).toBeDisabled();
  // After a reload (no toasts on screen) the break is still there, and the card passes the axe check.
  await page.reload();
  await expect(card.getByText('You are on a break')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await payForBundle(page, 25, 99);
  await expect(page.getByRole('alert').filter({ hasText: 'taking a break' })).toContainText(
    /^You are taking a break until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} EAT\. Buying tokens, creating, joining and backing challenges are paused until then\.$/,
  );
});
