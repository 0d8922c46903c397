// Steps the journeys share: a brand-new signed-in person (passwordless sign-up), 100 tokens bought
// through the checkout, and a two_player challenge created through the form.
import { expect, type Browser, type Page } from '@playwright/test';
import { codeIn, latestMessage, unique } from './outbox';

export interface Player {
  page: Page;
  username: string;
}

/** The token balance in the top bar. */
export const topBarTokens = (page: Page) => page.getByRole('banner').getByText(/Tokens$/).first();

/** A datetime-local value `offsetHours` from now. */
export const localInput = (offsetHours: number) => {
  const d = new Date(Date.now() + offsetHours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A new person in a browser of their own: e-mail code, Complete Your Profile, phone skipped; ends on /dashboard. */
export async function signUpNewPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext()).newPage();
  const username = unique(prefix).slice(0, 20);
  const email = `${username}@example.co.ke`;
  const started = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await welcome.getByLabel('Email address').fill(email);
  await welcome.getByRole('button', { name: 'Continue with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'Check Your Email' });
  await otp.getByRole('textbox').fill(codeIn(await latestMessage(page.request, email, { after: started })));
  await otp.getByRole('button', { name: 'Verify Code' }).click();
  const details = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await details.getByLabel('Username').fill(username);
  await expect(details.getByText('Available')).toBeVisible();
  await details.getByLabel('I am 18 or older').check();
  await details.getByRole('button', { name: /Save|Complete|Continue/ }).first().click();
  await page.getByRole('dialog', { name: 'Add Phone Number' }).getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, username };
}

/** Buys the 100-token bundle through the simulator's checkout (M-Pesa) and waits for the balance. */
export async function buy100Tokens(page: Page): Promise<void> {
  await page.goto('/wallet');
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await page.getByRole('button', { name: 'Pay KES 350' }).click();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
  await expect(topBarTokens(page)).toHaveText('100 Tokens');
}

/** A new person with 100 tokens who accepts the spec's confirmation dialogs. */
export async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const player = await signUpNewPlayer(browser, prefix);
  await buy100Tokens(player.page);
  player.page.on('dialog', (dialog) => void dialog.accept());
  return player;
}

/** `creator` challenges `opponent` (two_player, both staking `stake`); answers the new challenge's id. */
export async function createTwoPlayerChallenge(creator: Page, { title, opponent, stake }: { title: string; opponent: string; stake: number }): Promise<string> {
  await creator.goto('/challenges/new');
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Category').selectOption('gaming');
  await creator.getByLabel('Start date').fill(localInput(-1));
  await creator.getByLabel('End date').fill(localInput(48));
  await creator.getByText('Two Player', { exact: true }).click();
  await creator.getByLabel('Opponent username').fill(opponent.slice(0, 8));
  await creator.getByRole('list', { name: 'Matching users' }).getByText(opponent).click();
  await creator.getByLabel('Your stake (tokens)').fill(String(stake));
  await creator.getByLabel("Opponent's stake (tokens)").fill(String(stake));
  await creator.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(creator).toHaveURL(/\/my-challenges$/);
  await expect(creator.getByText(`Challenge created! Invitation sent to ${opponent}.`).first()).toBeVisible();
  const href = await creator.getByRole('link', { name: title }).first().getAttribute('href');
  return href!.split('/').pop()!;
}

/** The seeded demo admin, in a browser of their own, accepting the spec's confirmations. */
export async function demoAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  await admin.goto('/login');
  await admin.getByLabel('Email address').fill('admin@demo.changamoto.co.ke');
  await admin.getByLabel('Password').fill('changamoto-demo');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  return admin;
}
