// Steps the journeys share: a brand-new signed-in person (passwordless sign-up, through the modal or
// its endpoints), 100 tokens bought (through the checkout or its endpoints), a two_player challenge
// created through the form, and identity documents sent.
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { codeIn, latestMessage, unique } from './outbox';

export interface Player {
  page: Page;
  username: string;
}

/**
 * The page of a featured challenge seeded by `npm start`'s demo data (apps/server/src/db/seed-plan.ts),
 * found by its title: the seed makes them through the app, so their ids differ on every fresh database.
 */
export async function seededChallengePath(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/challenges?featured=true&limit=50');
  const { challenges } = (await response.json()) as { challenges: { id: string; title: string }[] };
  const found = challenges.find((challenge) => challenge.title === title);
  if (!found) throw new Error(`the demo data has no featured challenge '${title}'`);
  return `/challenges/${found.id}`;
}

/** The token balance in the top bar. */
export const topBarTokens = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/Tokens$/)
    .first();

/** A datetime-local value `offsetHours` from now. */
export const localInput = (offsetHours: number) => {
  const d = new Date(Date.now() + offsetHours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * A new person in a browser of their own, signed up through the same endpoints the auth modal calls
 * (e-mail code, Complete Your Profile with 18+, the phone step shown and skipped); ends on /dashboard.
 * The modal's own screens are walked by `signUpThroughModal` (auth journeys, the accessibility row of
 * each sign-up step); the people a journey only needs around it are made here, about 10 s of CI's
 * two cores less each.
 */
export async function signUpNewPlayer(browser: Browser, prefix: string): Promise<Player> {
  const page = await (await browser.newContext()).newPage();
  const username = unique(prefix).slice(0, 20);
  const email = `${username}@example.co.ke`;
  const started = Date.now();
  await call(page, 'POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const otp = codeIn(await latestMessage(page.request, email, { after: started }));
  await call(page, 'POST', '/api/auth/sign-in/email-otp', { email, otp });
  await call(page, 'PATCH', '/api/profile', { username, region: 'KE', isAdultConfirmed: true });
  await call(page, 'POST', '/api/profile/phone-step');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(topBarTokens(page)).toBeVisible();
  return { page, username };
}

/** The app's origin (playwright.config.ts serves it on E2E_PORT). */
const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3110}`;

/** A state-changing API call as the page's person (their cookies; the Origin the origin check wants); fails the test on a non-2xx. */
async function call(page: Page, method: 'POST' | 'PATCH', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await page.request.fetch(path, { method, headers: { Origin: APP_ORIGIN, ...headers }, data: body ?? {} });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json().catch(() => null);
}

/**
 * The auth modal's passwordless sign-up on `page`; answers the new username. `atEachStep` runs once each
 * of the four steps (Welcome, Check Your Email, Complete Your Profile, Add Phone Number) is on screen.
 */
export async function signUpThroughModal(page: Page, prefix: string, { atEachStep = async () => {} }: { atEachStep?: (page: Page) => Promise<void> } = {}): Promise<string> {
  const username = unique(prefix).slice(0, 20);
  const email = `${username}@example.co.ke`;
  const started = Date.now();
  await page.goto('/');
  // A phone has Sign In in its menu.
  const signIn = page.getByRole('button', { name: 'Sign In' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(signIn.or(menu).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await signIn.click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await welcome.getByLabel('Email address').fill(email);
  await atEachStep(page);
  await welcome.getByRole('button', { name: 'Continue with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'Check Your Email' });
  await otp.getByRole('textbox').fill(codeIn(await latestMessage(page.request, email, { after: started })));
  await atEachStep(page);
  await otp.getByRole('button', { name: 'Verify Code' }).click();
  const details = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await details.getByLabel('Username').fill(username);
  await expect(details.getByText('Available')).toBeVisible();
  await details.getByLabel('I am 18 or older').check();
  await atEachStep(page);
  await details
    .getByRole('button', { name: /Save|Complete|Continue/ })
    .first()
    .click();
  const phone = page.getByRole('dialog', { name: 'Add Phone Number' });
  await expect(phone).toBeVisible();
  await atEachStep(page);
  await phone.getByRole('button', { name: 'Skip for Now' }).click();
  // A new account lands on onboarding (spec §2 Auth callback, issue #24 item 13); its Skip goes to the dashboard.
  await expect(page).toHaveURL(/\/get-started$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
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

/**
 * The 100-token bundle bought through the endpoints the wallet and the simulator's hosted checkout use
 * (POST /api/wallet/payments, the checkout's M-Pesa 'Simulate success', then the payment page's status
 * read, which asks Paystack), and /wallet shows 100 Tokens. `buy100Tokens` walks those screens.
 */
async function buy100TokensThroughTheApi(page: Page): Promise<void> {
  const { bundles } = (await (await page.request.get('/api/wallet/bundles')).json()) as { bundles: { id: string; tokenAmount: number }[] };
  const bundleId = bundles.find((bundle) => bundle.tokenAmount === 100)!.id;
  const payment = (await call(page, 'POST', '/api/wallet/payments', { bundleId }, { 'Idempotency-Key': randomUUID() })) as { reference: string; authorizationUrl: string };
  const checkout = await page.request.post(payment.authorizationUrl, { form: { channel: 'mobile_money', phone: '0712345678', outcome: 'success' }, maxRedirects: 0 });
  expect(checkout.status(), await checkout.text()).toBe(303);
  await expect(async () => {
    const status = (await (await page.request.get(`/api/wallet/payments/${payment.reference}`)).json()) as { status: string };
    expect(status.status).toBe('completed');
  }).toPass({ timeout: 15_000 });
  await page.goto('/wallet');
  await expect(topBarTokens(page)).toHaveText('100 Tokens');
}

/** A new person with 100 tokens who accepts the spec's confirmation dialogs. */
export async function newPlayer(browser: Browser, prefix: string): Promise<Player> {
  const player = await signUpNewPlayer(browser, prefix);
  await buy100TokensThroughTheApi(player.page);
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

/** A real 120×80 PNG (the server decodes and re-encodes every image); `image()` is a file of it for setInputFiles. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABHklEQVR4nO3UUY0DARTDwCJZiAVmlCXQ316eTiMFgeX49byz5/cQXig/f6Ia0AHdf3obowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCko5vT6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjOdOv+wCzpGukyl+5ugAAAABJRU5ErkJggg==',
  'base64',
);
export const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Fills in /verify-identity (already open) as `legalName`, with three images, and submits it. */
export async function submitIdentity(page: Page, legalName: string): Promise<void> {
  await page.getByLabel(/^Full legal name/).fill(legalName);
  await page.getByLabel(/^National ID number/).fill(String(Date.now()).slice(-8));
  await page.getByLabel(/^Date of birth/).fill('1994-03-12');
  await page.getByLabel(/^Front of your ID/).setInputFiles(image('front.png'));
  await page.getByLabel(/^Back of your ID/).setInputFiles(image('back.png'));
  await page.getByLabel(/^Selfie holding your ID/).setInputFiles(image('selfie.png'));
  await expect(page.getByRole('img', { name: 'Preview: Selfie holding your ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
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
