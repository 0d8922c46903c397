import { expect, test } from './test';
import { createTwoPlayerChallenge, demoAdmin, localInput, newPlayer, topBarTokens } from './players';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const tokens = topBarTokens;

test('two_player: create, accept as the opponent, back as a third person, the admin declares the winner, everyone is paid', async ({ browser }) => {
  const a = await newPlayer(browser, 'akinyi');
  const b = await newPlayer(browser, 'brian');
  const c = await newPlayer(browser, 'chebet');

  // A creates the challenge against B.
  const id = await createTwoPlayerChallenge(a.page, { title: 'Chess match: best of three', opponent: b.username, stake: 50 });
  await expect(tokens(a.page)).toHaveText('50 Tokens');

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
  // The same confirm dialog as the admin queue (issue #24 item 12), with an optional note for the audit log.
  await admin
    .getByRole('dialog', { name: `Declare ${a.username} Winner` })
    .getByRole('button', { name: `Declare ${a.username} Winner` })
    .click();
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
  await admin.getByRole('dialog', { name: 'Verify & Complete' }).getByRole('button', { name: 'Verify & Complete' }).click();
  await expect(admin.getByText(/Paid Out/).first()).toBeVisible({ timeout: 20_000 });

  // T 40, W 20, fee min(8, 20) = 8, D 32 → Quincy 32; Rehema gets 2 bonus back.
  await q.page.goto(url);
  await expect(tokens(q.page)).toHaveText('112 Tokens');
  await r.page.goto(url);
  await expect(tokens(r.page)).toHaveText('82 Tokens');
});
