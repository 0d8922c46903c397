// Result claims with evidence on a 360 × 800 screen (issue #17 part 3, DOMAIN.md §9): A claims with a
// photo, B disagrees with another photo, the admin sees both side by side and decides with a reason,
// and both players read the reason — in their notifications and on the challenge page.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { createTwoPlayerChallenge, demoAdmin, image, newPlayer } from './players';

/** The journey runs at 360 × 800; the shared set-up steps (sign-up, buying tokens, creating the challenge) at the default size, where the top bar shows the balance they wait for. */
const PHONE = { width: 360, height: 800 };
test.setTimeout(300_000);

/** The evidence image really loaded (served to this signed-in reader), not a broken icon. */
async function expectLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name });
  await expect(img).toBeVisible();
  // It loads lazily, as the reader scrolls to it (the page grew: the short code's line, the tax lines).
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test('A claims with a photo, B disagrees with another, the admin decides with a reason both players see', async ({ browser }) => {
  const a = await newPlayer(browser, 'amina');
  const b = await newPlayer(browser, 'bahati');
  const title = `Pool final ${Date.now()}`;
  const id = await createTwoPlayerChallenge(a.page, { title, opponent: b.username, stake: 50 });
  for (const page of [a.page, b.page]) await page.setViewportSize(PHONE);
  await b.page.goto(`/challenges/invite/${id}`);
  await b.page.getByRole('button', { name: /^Accept/ }).click();
  await expect(b.page.getByText('Challenge accepted!').first()).toBeVisible();

  // A claims the win with a photo and a note.
  await a.page.goto(`/challenges/${id}`);
  const aClaims = a.page.getByRole('region', { name: 'Result Claims' });
  await aClaims.getByRole('radio', { name: `${a.username} Wins` }).check();
  await aClaims.getByLabel('Note (optional)').fill('I potted the black first.');
  await aClaims.getByLabel(/Photos as evidence/).setInputFiles(image('table.png'));
  await aClaims.getByRole('button', { name: 'Submit Result' }).click();
  await expect(a.page.getByText('Result submitted successfully!').first()).toBeVisible();
  await expect(aClaims.getByText(`You claim: ${a.username} Wins`)).toBeVisible();
  await expectLoaded(a.page, 'Evidence photo 1 from you');

  // B sees A's claim and photo, is asked "Do you agree?", and submits a different result with another photo.
  await b.page.goto(`/challenges/${id}`);
  const bClaims = b.page.getByRole('region', { name: 'Result Claims' });
  await expect(bClaims.getByText(`Player A (${a.username}) claims: ${a.username} Wins`)).toBeVisible();
  await expect(bClaims.getByText('I potted the black first.')).toBeVisible();
  await expectLoaded(b.page, `Evidence photo 1 from ${a.username}`);
  await expect(bClaims.getByText('Do you agree?')).toBeVisible();
  await expectNoSeriousA11yViolations(b.page);
  await bClaims.getByRole('button', { name: 'Submit a different result' }).click();
  await bClaims.getByRole('radio', { name: `${b.username} Wins` }).check();
  await bClaims.getByLabel('Note (optional)').fill('That was a foul on the black.');
  await bClaims.getByLabel(/Photos as evidence/).setInputFiles(image('foul.png'));
  await bClaims.getByRole('button', { name: 'Submit Result' }).click();
  await expect(b.page.getByText('Result submitted successfully!').first()).toBeVisible();
  await expect(bClaims.getByText(/^Disputed/)).toBeVisible();

  // A visitor cannot read the evidence.
  const evidence = await b.page.getByRole('img', { name: 'Evidence photo 1 from you' }).getAttribute('src');
  const visitor = await browser.newContext();
  expect((await visitor.request.get(new URL(evidence!, b.page.url()).href)).status()).toBe(401);
  await visitor.close();

  // The admin sees it disputed in the queue (disputes first: claims.test.ts), both claims and photos side by side, and decides with a reason.
  const admin = await demoAdmin(browser);
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin');
  const item = admin.getByRole('article', { name: title });
  await expect(item.getByText('Disputed')).toBeVisible();
  await expect(item.getByText('I potted the black first.')).toBeVisible();
  await expect(item.getByText('That was a foul on the black.')).toBeVisible();
  await expectLoaded(admin, `Evidence photo 1 from ${a.username}`);
  await expectLoaded(admin, `Evidence photo 1 from ${b.username}`);
  await expectNoSeriousA11yViolations(admin);
  await item.getByRole('button', { name: `Declare ${b.username} Winner` }).click();
  const dialog = admin.getByRole('dialog', { name: `Declare ${b.username} Winner` });
  await dialog.getByRole('button', { name: `Declare ${b.username} Winner` }).click();
  await expect(dialog.getByText('Please give a reason the players will see (3 to 500 characters).')).toBeVisible();
  const reason = 'The photo shows the cue ball touched the black first: a foul.';
  await dialog.getByLabel(/Reason \(the players see it\)/).fill(reason);
  await dialog.getByRole('button', { name: `Declare ${b.username} Winner` }).click();
  await expect(admin.getByText('Action successful!').first()).toBeVisible();

  // Both players see the decision and its reason, in their notifications and on the challenge page.
  for (const player of [a, b]) {
    await player.page.goto('/notifications');
    await expect(player.page.getByText(`An admin decided “${title}”: ${b.username} Wins. Reason: ${reason}`)).toBeVisible();
    await player.page.goto(`/challenges/${id}`);
    const claims = player.page.getByRole('region', { name: 'Result Claims' });
    await expect(claims.getByText(`Admin decision: ${b.username} Wins`)).toBeVisible();
    await expect(claims.getByText(`Reason: ${reason}`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(a.page);
});
