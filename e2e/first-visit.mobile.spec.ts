// Issue #16 at phone size (360 × 800, and 320 px for the bar): the signed-in top bar shows the balance
// and the notifications bell; an insufficient-tokens error offers 'Buy tokens', and a completed purchase
// comes back to the page it was pressed on; the 360 px layout defects (My Challenges tab, payout-account
// select) stay fixed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { identityVerified } from './database';
import { expectNoSeriousA11yViolations } from './fixtures';
import { localInput, signUpThroughModal, topBarTokens } from './players';

test.use({ viewport: { width: 360, height: 800 } });
// A sign-up and a checkout each: longer than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread notifications?$/ });

/** Nothing on the page is wider than the screen, and each of `items` lies inside it. */
async function expectInsideScreen(page: Page, items: Locator[]) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const item of items) {
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** Inside the element its text is not cut off (no overflow hidden or scrolled away). */
async function expectNotCut(item: Locator) {
  const { scrollWidth, clientWidth } = await item.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function buyTheHundredBundle(page: Page) {
  await page.getByRole('radio', { name: /100 tokens/ }).check();
  await page.getByRole('button', { name: 'Pay KES 350' }).click();
  await expect(page.getByRole('heading', { name: /Paystack Checkout/ })).toBeVisible();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/wallet\/paystack-callback\?trxref=/);
}

test('the phone bar shows balance and bell; too few tokens offers Buy tokens, and the purchase returns to the form', async ({ page }) => {
  await signUpThroughModal(page, 'phonebar');

  // Signed in, menu closed: logo, balance, bell with its unread count, menu — inside 360 and 320 px.
  const banner = page.getByRole('banner');
  const parts = [banner.getByRole('link', { name: 'Changamoto home' }), topBarTokens(page), bell(page), banner.getByRole('button', { name: 'Open menu' })];
  for (const part of parts) await expect(part).toBeVisible();
  await expect(topBarTokens(page)).toHaveText('0 Tokens');
  await expectInsideScreen(page, parts);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectInsideScreen(page, parts);
  // The popover opens from the bell and stays on the screen.
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  await expectInsideScreen(page, [popover]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 360, height: 800 });

  // Creating a solo challenge with no tokens: the spec's message and 'Buy tokens'.
  await page.goto('/challenges/new');
  await page.getByLabel('Title').fill('Plank for five minutes');
  await page.getByLabel('Category').selectOption('fitness');
  await page.getByLabel('Start date').fill(localInput(-1));
  await page.getByLabel('End date').fill(localInput(48));
  await page.getByRole('radio', { name: /^Solo/ }).check();
  await page.getByLabel('Your stake (tokens)').fill('20');
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Insufficient tokens to create the challenge.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Buy tokens' }).click();
  await expect(page).toHaveURL(/\/wallet\?returnTo=%2Fchallenges%2Fnew$/);

  // The purchase goes through the checkout and comes back to the form, with the new balance live.
  const unreadBefore = await bell(page).getAttribute('aria-label');
  await buyTheHundredBundle(page);
  await expect(page).toHaveURL(/\/challenges\/new$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Create New Challenge' })).toBeVisible();
  await expect(topBarTokens(page)).toHaveText('100 Tokens');
  await expect(bell(page)).not.toHaveAttribute('aria-label', unreadBefore!);
});

test('an address that names another site is never followed after a purchase', async ({ page }) => {
  await signUpThroughModal(page, 'phoneredir');
  await page.goto(`/wallet?returnTo=${encodeURIComponent('//example.com/steal')}`);
  await buyTheHundredBundle(page);
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
  await expect(topBarTokens(page)).toHaveText('100 Tokens');
});

test('360 px: the My Challenges tab label is whole, and the payout-account select shows the full masked number', async ({ page }) => {
  const username = await signUpThroughModal(page, 'phonelayout');

  await page.goto('/my-challenges');
  const tablist = page.getByRole('tablist', { name: 'My challenges' });
  const involved = page.getByRole('tab', { name: 'Challenge Invites & Participation' });
  await expect(involved).toBeVisible();
  await expectInsideScreen(page, [involved, page.getByRole('tab', { name: 'Created By Me' })]);
  await expectNotCut(tablist);
  await expectNotCut(involved);
  await involved.click();
  await expect(page.getByRole('heading', { level: 1, name: "Challenges I'm Participating In" })).toBeVisible();

  // A verified person with an M-Pesa account under a long name: the select still shows its last digits.
  await identityVerified(`${username}@example.co.ke`);
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add New Account' }).click();
  await page.getByText('Mobile Money (e.g. M-Pesa)').click();
  await page.getByLabel(/M-Pesa number/).fill('0712345678');
  await page.getByLabel(/Account name/).fill('Wanjiku Nyambura Kamau-Otieno Achieng');
  await page.getByRole('button', { name: 'Save Payout Account' }).click();
  await expect(page.getByText('Payout account added successfully!').first()).toBeVisible();
  const select = page.getByLabel('Payout account', { exact: true });
  await expect(select.locator('option:checked')).toHaveText(/5678/);
  await expectInsideScreen(page, [select]);
  // The width the text up to the end of the masked number needs, in the select's own font, fits in it.
  const fit = await select.evaluate((el: HTMLSelectElement) => {
    const text = el.options[el.selectedIndex]!.text;
    const upToNumber = text.slice(0, text.indexOf('5678') + 4);
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    // Less the drop-down arrow Chromium draws inside the box (about 20 px).
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return { needed: context.measureText(upToNumber).width, room };
  });
  expect(fit.needed).toBeLessThanOrEqual(fit.room);
});
