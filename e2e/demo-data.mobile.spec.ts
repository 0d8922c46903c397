// A first visit on a phone (issue #16 item 1): the demo data of `npm start` is made through the app
// (apps/server/src/db/seed.ts), so the featured head-to-head has two players, a creator and a jackpot
// that is the sum of its stakes, not 'Created by Unknown', 'Awaiting Player' and 0 tokens.
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { seededChallengePath } from './players';

test.use({ viewport: { width: 360, height: 800 } });

test('the featured FIFA 25 head-to-head shows its creator, both players and a jackpot of their stakes and backings', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'FIFA 25 head-to-head: best of three' });
  await expect(card).toBeVisible();
  // 200 + 200 from the players, 50 + 30 from two backers.
  await expect(card.getByText('480 Tokens')).toBeVisible();
  await page.goto(await seededChallengePath(page, 'FIFA 25 head-to-head: best of three'));

  await expect(page.getByRole('heading', { level: 1, name: 'FIFA 25 head-to-head: best of three' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Jackpot' })).toContainText('480');
  await expect(page.getByText(/Created by\s*Otieno/)).toBeVisible();
  await expect(page.getByText('Kamau').first()).toBeVisible();
  await expect(page.getByText('Created by Unknown')).toHaveCount(0);
  await expect(page.getByText('Awaiting Player')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('every featured challenge on the home page has a jackpot above 0', async ({ page }) => {
  await page.goto('/');
  const jackpots = page
    .getByRole('article')
    .locator('dd')
    .filter({ hasText: /Tokens?$/ });
  await expect(jackpots.first()).toBeVisible();
  for (const text of await jackpots.allTextContents()) expect(text).not.toBe('0 Tokens');
});
