import { expect, test, type Browser, type Page } from '@playwright/test';
import { codeIn, latestMessage, unique } from './outbox';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** A new person: passwordless sign-up, Complete Your Profile, then 100 tokens bought through the checkout. */
async function newPlayer(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
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

  await page.goto('/wallet');
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await page.getByRole('button', { name: 'Pay KES 350' }).click();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
  await expect(tokens(page)).toHaveText('100 Tokens');
  page.on('dialog', (dialog) => void dialog.accept()); // the spec's confirmations
  return { page, username };
}

/** The seeded demo admin, in a browser of their own, accepting the spec's confirmations. */
async function demoAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  await admin.goto('/login');
  await admin.getByLabel('Email address').fill('admin@demo.changamoto.co.ke');
  await admin.getByLabel('Password').fill('changamoto-demo');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  return admin;
}

const tokens = (page: Page) => page.getByRole('banner').getByText(/Tokens$/).first();
const localInput = (offsetHours: number) => {
  const d = new Date(Date.now() + offsetHours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('two_player: create, accept as the opponent, back as a third person, the admin declares the winner, everyone is paid', async ({ browser }) => {
  const a = await newPlayer(browser, 'akinyi');
  const b = await newPlayer(browser, 'brian');
  const c = await newPlayer(browser, 'chebet');

  // A creates the challenge against B.
  await a.page.goto('/challenges/new');
  await a.page.getByLabel('Title').fill('Chess match: best of three');
  await a.page.getByLabel('Category').selectOption('gaming');
  await a.page.getByLabel('Start date').fill(localInput(-1));
  await a.page.getByLabel('End date').fill(localInput(48));
  await a.page.getByText('Two Player', { exact: true }).click();
  await a.page.getByLabel('Opponent username').fill(b.username.slice(0, 8));
  await a.page.getByRole('list', { name: 'Matching users' }).getByText(b.username).click();
  await a.page.getByLabel('Your stake (tokens)').fill('50');
  await a.page.getByLabel("Opponent's stake (tokens)").fill('50');
  await a.page.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(a.page).toHaveURL(/\/my-challenges$/);
  await expect(a.page.getByText(`Challenge created! Invitation sent to ${b.username}.`).first()).toBeVisible();
  await expect(tokens(a.page)).toHaveText('50 Tokens');
  const href = await a.page.getByRole('link', { name: 'Chess match: best of three' }).first().getAttribute('href');
  const id = href!.split('/').pop()!;

  // B accepts the invitation.
  await b.page.goto(`/challenges/invite/${id}`);
  await b.page.getByRole('button', { name: /^Accept/ }).click();
  await expect(b.page.getByText('Challenge accepted!').first()).toBeVisible();
  await expect(b.page).toHaveURL(new RegExp(`/challenges/${id}$`));

  // C backs A with 30 tokens.
  await c.page.goto(`/challenges/${id}`);
  await expect(c.page.getByRole('heading', { name: 'Chess match: best of three' })).toBeVisible();
  await c.page.getByLabel('Stake amount (tokens)').fill('30');
  await c.page.getByRole('button', { name: `Support ${a.username}` }).click();
  await expect(c.page.getByText('Backed challenge successfully!').first()).toBeVisible();
  await expect(tokens(c.page)).toHaveText('70 Tokens');

  // The admin declares A the winner; settlement pays out (T 130, W 80, fee 26, D 104: A 65, C 39; B 5 bonus).
  const admin = await demoAdmin(browser);
  await admin.goto(`/challenges/${id}`);
  await admin.getByRole('button', { name: `Declare ${a.username} Winner` }).click();
  await expect(admin.getByText(/Paid Out/).first()).toBeVisible({ timeout: 20_000 });

  for (const [player, expected] of [
    [a, '115 Tokens'],
    [b, '55 Tokens'],
    [c, '109 Tokens'],
  ] as const) {
    await player.page.goto(`/challenges/${id}`);
    await expect(tokens(player.page)).toHaveText(expected);
  }
  await expect(a.page.getByText(/Challenge Result/).first()).toBeVisible();
});

test('public: create, two players join, the creator marks a winner, the admin verifies and everyone is paid', async ({ browser }) => {
  const host = await newPlayer(browser, 'pendo');
  const q = await newPlayer(browser, 'quincy');
  const r = await newPlayer(browser, 'rehema');

  await host.page.goto('/challenges/new');
  await host.page.getByLabel('Title').fill('Fastest 5 km run this week');
  await host.page.getByLabel('Category').selectOption('fitness');
  await host.page.getByLabel('Start date').fill(localInput(-1));
  await host.page.getByLabel('End date').fill(localInput(72));
  await host.page.getByText('Public', { exact: true }).click();
  await host.page.getByLabel('Entry fee (tokens)').fill('20');
  await host.page.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(host.page).toHaveURL(/\/challenges\/[0-9a-f-]{36}$/);
  await expect(host.page.getByText('Challenge created successfully!').first()).toBeVisible();
  const url = host.page.url();

  for (const player of [q, r]) {
    await player.page.goto(url);
    await player.page.getByRole('button', { name: 'Join Challenge' }).click();
    await expect(player.page.getByText('Joined challenge successfully!').first()).toBeVisible();
    await expect(tokens(player.page)).toHaveText('80 Tokens');
  }

  // The creator submits the result with Quincy as the winner; the admin verifies it.
  await host.page.reload();
  const submit = host.page.getByRole('region', { name: 'Submit Result' }).or(host.page.locator('section', { has: host.page.getByRole('heading', { name: 'Submit Result' }) }));
  await submit.getByLabel(q.username).check();
  await submit.getByRole('button', { name: 'Submit Result' }).click();
  await expect(host.page.getByText('Result submitted successfully!').first()).toBeVisible();

  const admin = await demoAdmin(browser);
  await admin.goto(url);
  await admin.getByRole('button', { name: 'Verify & Complete' }).click();
  await expect(admin.getByText(/Paid Out/).first()).toBeVisible({ timeout: 20_000 });

  // T 40, W 20, fee min(8, 20) = 8, D 32 → Quincy 32; Rehema gets 2 bonus back.
  await q.page.goto(url);
  await expect(tokens(q.page)).toHaveText('112 Tokens');
  await r.page.goto(url);
  await expect(tokens(r.page)).toHaveText('82 Tokens');
});
