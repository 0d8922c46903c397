// The admin area in the browser (issue #7): the seeded demo admin settles a dispute from the
// verification queue, and freezes a person's balance so their next stake is refused; axe on each screen.
// (The KYC review screen's journey is in kyc.spec.ts, next to the user's side of it.)
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { createTwoPlayerChallenge, demoAdmin, newPlayer, seededChallengePath, topBarTokens } from './players';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** The seeded solo challenge (active, backable by anyone but its creator @Wanjiru). */
const SEEDED_SOLO = '10K steps every day for a week';

test('an admin resolves a disputed challenge from the queue', async ({ browser }) => {
  const a = await newPlayer(browser, 'amani');
  const b = await newPlayer(browser, 'baraka');
  const title = `Table tennis final ${Date.now()}`;
  const id = await createTwoPlayerChallenge(a.page, { title, opponent: b.username, stake: 50 });
  await b.page.goto(`/challenges/invite/${id}`);
  await b.page.getByRole('button', { name: /^Accept/ }).click();
  await expect(b.page.getByText('Challenge accepted!').first()).toBeVisible();

  // Each claims to have won: A on the challenge page, B through the API (its page: claims.mobile.spec.ts).
  await a.page.goto(`/challenges/${id}`);
  await a.page.getByRole('radio', { name: `${a.username} Wins` }).check();
  await a.page.getByRole('button', { name: 'Submit Result' }).click();
  await expect(a.page.getByText('Result submitted successfully!').first()).toBeVisible();
  const claim = await b.page.request.post(`/api/challenges/${id}/result`, { data: { outcome: 'player_b_wins' }, headers: { Origin: new URL(b.page.url()).origin } });
  expect(claim.status(), await claim.text()).toBe(200);

  // The admin sees it disputed, both claims side by side, and declares A the winner.
  const admin = await demoAdmin(browser);
  await admin.goto('/admin');
  const item = admin.getByRole('article', { name: title });
  await expect(item.getByText('Disputed')).toBeVisible();
  const claims = item.getByRole('list', { name: 'Claims' }).getByRole('listitem');
  await expect(claims).toHaveText([new RegExp(`Player A${a.username}Claims: ${a.username} Wins`), new RegExp(`Player B${b.username}Claims: ${b.username} Wins`)]);
  // A decision against B's claim tells the players why.
  await expectNoSeriousA11yViolations(admin);
  await item.getByRole('button', { name: `Declare ${a.username} Winner` }).click();
  const dialog = admin.getByRole('dialog', { name: `Declare ${a.username} Winner` });
  await expect(dialog).toContainText(`Are you sure you want to submit ${a.username} Wins as the result? This action cannot be undone.`);
  await dialog.getByLabel(/Reason \(the players see it\)/).fill('Match sheet signed by both players');
  await dialog.getByRole('button', { name: `Declare ${a.username} Winner` }).click();
  await expect(admin.getByText('Action successful!').first()).toBeVisible();
  await expect(item).toHaveCount(0);

  // Settlement: T 100, W 50, fee 20, D 80 → A 130; B gets 5 bonus back.
  await expect(async () => {
    await a.page.goto(`/challenges/${id}`);
    await expect(topBarTokens(a.page)).toHaveText('130 Tokens', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(a.page.getByText(/Challenge Result/).first()).toBeVisible();
  await b.page.goto(`/challenges/${id}`);
  await expect(topBarTokens(b.page)).toHaveText('55 Tokens');

  // The decision is in the audit log, with its note.
  await admin.goto(`/admin/audit?action=challenge.decide&targetId=${id}`);
  await expect(admin.getByText('Reason: Match sheet signed by both players')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
});

test("an admin freezes a balance and the user's stake is refused with the message", async ({ browser }) => {
  const user = await newPlayer(browser, 'zawadi');
  // Not an admin: the admin area says so.
  await user.page.goto('/admin');
  await expect(user.page.getByRole('heading', { name: 'Admins only' })).toBeVisible();

  const admin = await demoAdmin(browser);
  await admin.goto('/admin/users');
  await admin.getByLabel('Search by username, email or phone').fill(user.username);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('list', { name: 'Search results' }).getByRole('link', { name: user.username }).click();
  await expect(admin.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Balances' })).toContainText('Total100 Tokens');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Freeze balance' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Freeze balance' });
  await dialog.getByRole('button', { name: 'Freeze balance' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Chargeback under review');
  await dialog.getByRole('button', { name: 'Freeze balance' }).click();
  await expect(admin.getByText('Balance frozen.').first()).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Standing' })).toContainText('Balance frozen');

  // The page says so before they try (issue #24 item 11): the reason beside the stake input, Back disabled.
  await user.page.goto(await seededChallengePath(user.page, SEEDED_SOLO));
  await user.page.getByLabel('Stake amount (tokens)').fill('10');
  await expect(user.page.getByRole('main').getByText(/^Your balance is frozen: buying, staking/)).toBeVisible();
  await expect(user.page.getByRole('button', { name: 'Back Success' })).toBeDisabled();
  // The server refuses it all the same, with the ledger's message.
  const refused = await user.page.request.post(`/api/challenges/${user.page.url().split('/').pop()}/participation`, {
    data: { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 10 },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Your balance is frozen, so tokens cannot move. Contact support@changamoto.co.ke for help.');
  await expect(topBarTokens(user.page)).toHaveText('100 Tokens');
});

test('the payouts and report screens load for an admin, and pass axe', async ({ browser }) => {
  const admin = await demoAdmin(browser);
  await admin.goto('/admin/payouts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(admin.getByText('No payouts in flight.').or(admin.getByRole('list', { name: 'Payouts in flight' }))).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.goto('/admin/report');
  await expect(admin.getByRole('img', { name: 'Purchases and payouts per day' })).toBeVisible();
  await expect(admin.getByLabel('Totals')).toContainText('Purchases');
  await expectNoSeriousA11yViolations(admin);
});
