import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('on a phone the menu toggle reveals search, the category links and sign-in; the footer is hidden', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByPlaceholder('Search challenges')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fitness' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Explore Challenges' }).click();
  await expect(menu).toBeHidden();
});

// decision 047: the home page's hero is sent in the HTML (apps/web/src/app/served-shells.tsx), so a
// phone on a slow network reads the headline before ~150 KB of script has arrived; the app then takes
// the screen over in one commit, the hero never leaving it.
test("the home page's hero comes with the HTML, and stays on screen while the app takes over", async ({ browser, page }) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: 'Challenge yourself. Challenge your friends. Win tokens.' })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Explore Challenges' })).toHaveAttribute('href', '/challenges');

  // Every batch of DOM changes from the first byte on: once the hero's heading is there, it must be
  // there after each (a commit of the route's fallback in between would remove it).
  await page.addInitScript(() => {
    const seen = { hero: false, gaps: 0 };
    Object.assign(window, { heroTakeover: seen });
    new MutationObserver(() => {
      if (document.getElementById('home-title')) seen.hero = true;
      else if (seen.hero) seen.gaps += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Challenges' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { heroTakeover: unknown }).heroTakeover)).toEqual({ hero: true, gaps: 0 });
});
