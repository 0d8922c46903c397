// Issue #20 §1 at phone size (360 × 800): a first visit follows the browser's language, the switch in
// the top bar's menu changes the page at once, the choice stays on the profile across a reload, and the
// money in the top bar reads in Kiswahili (tokeni). The pages other branches convert (wallet, challenge)
// join this journey when they land.
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { buy100Tokens, signUpNewPlayer } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(180_000);

test('a Kiswahili browser gets Kiswahili on its first visit; English stays the default', async ({ browser }) => {
  const swahili = await (await browser.newContext({ locale: 'sw-KE', viewport: { width: 360, height: 800 } })).newPage();
  await swahili.goto('/');
  await expect(swahili.locator('html')).toHaveAttribute('lang', 'sw');
  await swahili.getByRole('button', { name: 'Fungua menyu' }).click();
  await expect(swahili.getByRole('button', { name: 'Ingia' })).toBeVisible();
  await expect(swahili.getByRole('button', { name: 'Anza sasa' })).toBeVisible();
  await expectNoSeriousA11yViolations(swahili);

  const english = await (await browser.newContext({ locale: 'en-KE', viewport: { width: 360, height: 800 } })).newPage();
  await english.goto('/');
  await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  await english.getByRole('button', { name: 'Open menu' }).click();
  // A visitor's switch is remembered in a cookie: the next visit starts in Kiswahili.
  await english.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Kiswahili' }).click();
  await expect(english.getByRole('button', { name: 'Ingia' })).toBeVisible();
  await expect(english.locator('html')).toHaveAttribute('lang', 'sw');
  await english.reload();
  await expect(english.locator('html')).toHaveAttribute('lang', 'sw');
});

test('a player switches to Kiswahili from the phone menu: the balance reads in tokeni and the choice stays on the profile', async ({ browser }) => {
  const { page } = await signUpNewPlayer(browser, 'swahili');
  await buy100Tokens(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const languages = page.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: 'Kiswahili' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('group', { name: 'Lugha' }).getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Ongeza tokeni' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toka' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tokeni 100').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  // Saved on the profile (e-mails and SMS follow it), so a reload and another device start in Kiswahili.
  await expect.poll(async () => ((await (await page.request.get('/api/profile')).json()) as { locale: string }).locale).toBe('sw');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: 'Fungua menyu' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tokeni 100').first()).toBeVisible();

  // A check of the page's own and a refusal of the server's, both in Kiswahili (decision 039): the
  // server words its error for a Kiswahili reader, and the page shows it as received.
  await page.goto('/profile');
  const referral = page.getByRole('form', { name: 'Wasilisha msimbo wa rufaa' });
  await referral.getByRole('button', { name: 'Wasilisha msimbo' }).click();
  await expect(referral.getByText('Msimbo wa rufaa hauwezi kuwa tupu.')).toBeVisible();
  await referral.getByLabel(/^Msimbo wa rufaa/).fill('nobody_by_this_name');
  await referral.getByRole('button', { name: 'Wasilisha msimbo' }).click();
  await expect(referral.getByRole('alert')).toHaveText('Msimbo huo wa rufaa haupo.');
});
