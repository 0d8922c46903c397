// Bonuses and referrals (DOMAIN.md §5) in the browser against the real server: the daily bonus, a
// referral between two new people, onboarding's 50 tokens once per account, and the dashboard's cash
// estimate (withdrawable tokens only) for a KE and a non-KE account.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { signUpNewPlayer, topBarTokens as tokens } from './players';

test.setTimeout(120_000);

const bonusBanner = (page: Page) => page.getByRole('region', { name: 'Your daily bonus is ready!' });

/** The dashboard once its lists have answered (so axe sees the page as a person would). */
async function dashboardLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You have no active challenges.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active Challenges' }).getByRole('status')).toHaveCount(0);
}

test('claim the daily bonus: the balance rises by the bonus, the banner goes and stays gone after a reload', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'bonus');
  await dashboardLoaded(page);
  await expect(bonusBanner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const claim = bonusBanner(page).getByRole('button', { name: /^Claim \d+ Bonus Tokens$/ });
  const bonus = Number((await claim.textContent())!.match(/\d+/)![0]);
  await expect(tokens(page)).toHaveText('0 Tokens');
  await claim.click();
  await expect(page.getByText(`Daily bonus claimed! ${bonus} bonus tokens were added to your wallet.`).first()).toBeVisible();
  await expect(bonusBanner(page)).toBeHidden();
  await expect(tokens(page)).toHaveText(`${bonus} Tokens`);
  await expect(page.getByText('Token Balance', { exact: true }).locator('..').getByText(`${bonus} Tokens`)).toBeVisible();

  const rewards = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/rewards');
  await page.reload();
  expect((await (await rewards).json()) as { dailyBonus: { available: boolean } }).toMatchObject({ dailyBonus: { available: false } });
  await dashboardLoaded(page);
  await expect(bonusBanner(page)).toBeHidden();
  await expect(tokens(page)).toHaveText(`${bonus} Tokens`);
});

test('the cash estimate: what the withdrawable tokens would pay (bonus tokens pay nothing) for a KE account, a dash and (KE region only) otherwise', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'cash');
  const claim = bonusBanner(page).getByRole('button', { name: /^Claim \d+ Bonus Tokens$/ });
  const bonus = Number((await claim.textContent())!.match(/\d+/)![0]);
  await claim.click();
  await expect(tokens(page)).toHaveText(`${bonus} Tokens`);
  const cash = page.getByText('Estimated Cash Payout', { exact: true }).locator('..');
  // Bonus tokens cannot be withdrawn: nothing to pay out yet.
  await expect(cash.getByText('KES 0.00')).toBeVisible();
  await expect(cash.getByText('Bonus tokens can’t be withdrawn.')).toBeVisible();
  await expect(page.getByText('(KE region only)')).toHaveCount(0);

  await page.goto('/profile');
  await page.getByLabel('Region').selectOption('US');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(cash.getByText('-', { exact: true })).toBeVisible();
  await expect(cash.getByText('(KE region only)')).toBeVisible();
  await expect(page.getByText(/^KES /)).toHaveCount(0);
});

test('redeem a referral code: both people get the referral bonus, and the form gives way to a notice', async ({ browser }) => {
  const referrer = await signUpNewPlayer(browser, 'refa');
  const friend = await signUpNewPlayer(browser, 'refb');

  await friend.page.goto('/profile');
  const card = friend.page.getByRole('region', { name: 'Referrals' });
  await expect(card.getByText(friend.username, { exact: true })).toBeVisible();
  await expect(card.getByText('No one yet')).toBeVisible();
  const reward = Number((await card.getByText(/you may both receive \d+ bonus tokens/).textContent())!.match(/receive (\d+)/)![1]);

  await card.getByRole('button', { name: 'Submit Code' }).click();
  await expect(card.getByText('Referral code cannot be empty.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Referral code' }).fill(`  ${referrer.username}  `);
  await card.getByRole('button', { name: 'Submit Code' }).click();
  await expect(friend.page.getByText(`Referral code applied! You and your friend each received ${reward} bonus tokens.`).first()).toBeVisible();
  await expect(card.getByText(/You have already used a referral code/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit Code' })).toHaveCount(0);
  await expect(card.getByText(referrer.username, { exact: true })).toBeVisible();
  await expect(tokens(friend.page)).toHaveText(`${reward} Tokens`);

  await referrer.page.reload();
  await expect(tokens(referrer.page)).toHaveText(`${reward} Tokens`);
});

test('onboarding: the trivia win adds 50 tokens once; a second completion adds none and says so', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'onboard');
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { name: 'Welcome to Changamoto!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: "Let's Get Started!" }).click();
  await expect(page.getByText('Answer one quick question and win 50 Bonus Tokens to start playing with.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Challenge' }).click();
  await expect(page.getByRole('heading', { name: 'What is the capital of France?' })).toBeVisible();
  for (const wrong of ['London', 'Berlin', 'Madrid']) await expect(page.getByRole('button', { name: wrong })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Paris' }).click();
  await expect(page.getByRole('heading', { name: 'YOU WON!' })).toBeVisible();
  await expect(page.getByText('50 Bonus Tokens')).toBeVisible();
  await expect(tokens(page)).toHaveText('50 Tokens');
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Challenges' })).toHaveAttribute('href', '/challenges');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute('href', '/wallet');

  await page.goto('/get-started');
  await page.getByRole('button', { name: "Let's Get Started!" }).click();
  await page.getByRole('button', { name: 'Accept Challenge' }).click();
  await page.getByRole('button', { name: 'Paris' }).click();
  await expect(page.getByRole('heading', { name: 'Correct!' })).toBeVisible();
  await expect(page.getByText(/You have already received your onboarding bonus/)).toBeVisible();
  await page.reload();
  await expect(tokens(page)).toHaveText('50 Tokens');
});

test('Skip leaves onboarding for the dashboard, and Back does not return to it', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'skip');
  await page.goto('/faqs');
  await page.goto('/get-started');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faqs$/);
});
