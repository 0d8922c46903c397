// What a first visit shows, on a phone (360 × 800; issue #16 items 8 and 11): an invite stays
// findable after its notification was opened ('Show earlier', the dashboard's Accept / Reject), and an
// account that had to confirm its e-mail is offered the optional phone step at its first sign-in.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { latestMessage, linkIn, unique } from './outbox';
import { createTwoPlayerChallenge, signUpNewPlayer } from './players';

const balance = (page: Page) => page.getByRole('region', { name: 'Current Balance' });

/** 100 tokens through the simulator's checkout (M-Pesa), read on /wallet (a phone's top bar has no balance yet). */
async function buy100TokensOnPhone(page: Page): Promise<void> {
  await page.goto('/wallet');
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await page.getByRole('button', { name: 'Pay KES 350' }).click();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
  await expect(balance(page)).toContainText('100 tokens');
}

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(240_000);

test('an opened invite notification stays findable: Show earlier lists it, and the dashboard accepts it', async ({ browser }) => {
  const invitee = await signUpNewPlayer(browser, 'flowb');
  const creator = await signUpNewPlayer(browser, 'flowa');
  creator.page.on('dialog', (dialog) => void dialog.accept());
  await buy100TokensOnPhone(creator.page);
  const id = await createTwoPlayerChallenge(creator.page, { title: 'Bao: best of three', opponent: invitee.username, stake: 10 });
  const page = invitee.page;

  // Opening the notification marks it read: it leaves the unread list.
  await page.goto('/notifications');
  const message = page.getByRole('list', { name: 'Unread notifications' }).getByText(/Bao: best of three/);
  await message.click();
  await expect(page).toHaveURL(new RegExp(`/challenges/invite/${id}$`));
  await page.goto('/notifications');
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await page.getByRole('button', { name: 'Show earlier' }).click();
  const earlier = page.getByRole('list', { name: 'Earlier notifications' });
  await expect(earlier.getByText(/Bao: best of three/)).toBeVisible();

  // The dashboard shows the pending invite with Accept and Reject. Accepting needs 10 tokens: none yet.
  await page.goto('/dashboard');
  const invites = page.getByRole('region', { name: 'Challenge Invites' });
  const item = invites.getByRole('listitem').filter({ hasText: 'Bao: best of three' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reject' })).toBeVisible();
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(item.getByRole('alert')).toContainText('Failed to accept challenge.');

  // With tokens (bought through the checkout), Accept moves the stake and the invite leaves the list.
  await buy100TokensOnPhone(page);
  await page.goto('/dashboard');
  await invites.getByRole('listitem').filter({ hasText: 'Bao: best of three' }).getByRole('button', { name: 'Accept' }).click();
  // Accepted: the invite leaves the dashboard, and B's 10 tokens are locked in the challenge.
  await expect(invites).toBeHidden();
  await expect(page.getByText('Tokens locked in your running challenges.').locator('..')).toContainText('10 Tokens');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/wallet');
  await expect(balance(page)).toContainText('90 tokens');
});

test('sign-up that needs the e-mail confirmed: the first sign-in after it offers Add Phone Number, once', async ({ page, request }) => {
  const name = unique('flowp').slice(0, 20);
  const email = `${name}@example.co.ke`;
  const started = Date.now();
  await page.goto('/signup');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Username').fill(name);
  await expect(page.getByText('Available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm-email$/);

  await page.goto(linkIn(await latestMessage(request, email, { after: started }), '/auth/verify-email'));
  await page.getByRole('button', { name: /Confirm/ }).click();
  const phone = page.getByRole('dialog', { name: 'Add Phone Number' });
  await expect(phone).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Send Code' })).toBeVisible();
  await phone.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(phone).toBeHidden();

  // Offered once: a reload (a later visit) does not bring it back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'Add Phone Number' })).toHaveCount(0);
});
