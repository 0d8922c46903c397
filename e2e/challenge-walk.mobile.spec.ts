// What a second walk found (issue #24 items 7, 8, 10, 11) on a 360 × 800 phone: the challenge page
// follows joins without a reload, says when results open and what a stake would win now and why, and a
// person on a break, with a frozen balance or suspended is told so before (or as) it matters.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { demoAdmin, newPlayer, signUpNewPlayer, signUpThroughModal } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(180_000);

const HOUR = 3_600_000;
const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

async function createChallenge(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/challenges', { data: { categorySlug: 'fitness', endDate: new Date(Date.now() + 48 * HOUR).toISOString(), ...body }, headers: idempotent() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { challengeId: string }).challengeId;
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the challenge page is live, says when results open and what a stake would win, and a break shows before anyone acts', async ({ page, browser }) => {
  await signUpThroughModal(page, 'mwatch');
  const host = await newPlayer(browser, 'mhost');

  // Item 7: the page is open; another player joins through the API; the page follows, no reload.
  const pool = await createChallenge(host.page, { title: `Live pool ${randomUUID().slice(0, 6)}`, type: 'public', public: { publicEntryFee: 10 }, startDate: new Date(Date.now() - 60_000).toISOString() });
  await page.goto(`/challenges/${pool}`);
  await expect(page.getByRole('heading', { name: 'Participants (0)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Jackpot' })).toContainText('0 Tokens');
  const joined = await host.page.request.post(`/api/challenges/${pool}/participation`, { data: { actionType: 'join' }, headers: idempotent() });
  expect(joined.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Participants (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Jackpot' })).toContainText('10 Tokens');
  await expect(page.getByRole('region', { name: 'Participants (1)' }).getByText(host.username, { exact: true })).toBeVisible();
  // The join form says the rules where people stake (item 10).
  await expect(page.getByText(/^Winners share everything staked after the 20 % platform fee/)).toBeVisible();

  // Item 8: a challenge that has not started says when results open, and refuses a result.
  const solo = await createChallenge(host.page, { title: `Early solo ${randomUUID().slice(0, 6)}`, type: 'solo', solo: { playerAStake: 20 }, startDate: new Date(Date.now() + 2 * HOUR).toISOString() });
  await page.goto(`/challenges/${solo}`);
  await expect(page.getByText(/^Results open when the challenge starts: /)).toBeVisible();
  const early = await host.page.request.post(`/api/challenges/${solo}/result`, { data: { outcome: 'solo_succeeds' } });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe('This challenge has not started yet: results open at its start time.');

  // Item 10: beside the stake input, what each outcome would pay now and why.
  const input = page.getByLabel('Stake amount (tokens)');
  await input.fill('10');
  // Failure: T 30, W 10, L 20, fee min(6, 20) = 6, D 24 → 24.
  await expect(page.getByText('If it fails, your stake would pay about 24 tokens (your 10 plus 14) after the 20 % platform fee.')).toBeVisible();
  await expect(page.getByText("If the challenge succeeds, your stake would only return your 10 tokens: nobody has staked against it yet, and winnings come from the other side's stakes.")).toBeVisible();
  await expect(page.getByText('If it loses, 1 bonus tokens (10 % of your stake) come back to you.')).toBeVisible();
  await expectNoSideways(page);

  // Item 7 on this page too: the host's backer arrives while it is open.
  const backer = await newPlayer(browser, 'mback');
  const backed = await backer.page.request.post(`/api/challenges/${solo}/participation`, { data: { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 15 }, headers: idempotent() });
  expect(backed.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Backing Failure' })).toContainText('Total Staked: 15 Tokens (1 People Have Staked)');
  await expect(page.getByRole('region', { name: 'Total Jackpot' })).toContainText('35 Tokens');
  // The preview follows the new pool: T 45, W 25, L 20, fee min(9, 20) = 9, D 36 → 36 × 10 / 25 = 14.
  await expect(page.getByText('If it fails, your stake would pay about 14 tokens (your 10 plus 4) after the 20 % platform fee.')).toBeVisible();

  // Item 11: on a break, every page says so with its end, and the forms that cannot work are disabled.
  const started = await page.request.post('/api/responsible-play/self-exclusions', { data: { kind: 'break_24h', confirm: true } });
  expect(started.status()).toBe(201);
  await page.goto(`/challenges/${pool}`);
  const banner = page.getByRole('status', { name: 'Account status' });
  await expect(banner).toContainText(/You are taking a break until .+ EAT\./);
  await expect(page.getByRole('button', { name: 'Join Challenge' })).toBeDisabled();
  await expectNoSideways(page);
});

test('a frozen balance is not offered the daily bonus, and a suspended person is told why as they are signed out', async ({ browser }) => {
  const person = await signUpNewPlayer(browser, 'mfrozen');
  const { id } = (await (await person.page.request.get('/api/profile')).json()) as { id: string };
  await person.page.goto('/dashboard');
  await expect(person.page.getByRole('button', { name: 'Claim 5 Bonus Tokens' })).toBeVisible();

  const admin = await demoAdmin(browser);
  const frozen = await admin.request.post(`/api/admin/users/${id}/balance-freeze`, { data: { frozen: true, reason: 'Chargeback under review' }, headers: idempotent() });
  expect(frozen.status()).toBe(200);
  // Live: the banner shows and the bonus offer goes, without a reload.
  await expect(person.page.getByRole('status', { name: 'Account status' })).toContainText('Your balance is frozen');
  await expect(person.page.getByRole('button', { name: 'Claim 5 Bonus Tokens' })).toHaveCount(0);
  await expect(person.page.getByRole('region', { name: 'Your daily bonus is ready!' })).toHaveCount(0);

  const suspended = await admin.request.post(`/api/admin/users/${id}/suspend`, { data: { reason: 'Abusive messages' }, headers: idempotent() });
  expect(suspended.status()).toBe(200);
  await expect(person.page.getByText('Your account has been suspended, so you have been signed out. Reason: Abusive messages.', { exact: false })).toBeVisible();
  await expect(person.page.getByRole('button', { name: 'Claim 5 Bonus Tokens' })).toHaveCount(0);
});
