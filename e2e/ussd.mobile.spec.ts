// USSD for feature phones (issue #19 §3) at phone size: a person sets their USSD PIN in the profile,
// reads the short code on a challenge page, then on the /dev/ussd keypad (which drives the same
// callback Africa's Talking calls) checks the balance and backs that challenge with the PIN; the web
// page then shows the backing and the balance.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import pg from 'pg';
import { expectNoSeriousA11yViolations } from './fixtures';
import { buy100Tokens, seededChallengePath, signUpThroughModal, topBarTokens } from './players';

test.use({ viewport: { width: 360, height: 800 } });
test.setTimeout(120_000);

const SEEDED_SOLO = '10K steps every day for a week';
const port = Number(process.env.E2E_PORT ?? 3110);

/** The person's phone counts as verified (the SMS code step is the auth journeys'). */
async function phoneVerified(username: string, phone: string): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:changamoto-local@127.0.0.1:${port + 1}/changamoto` });
  await client.connect();
  try {
    await client.query('UPDATE users SET phone = $2, phone_verified = true WHERE username = $1', [username, phone]);
  } finally {
    await client.end();
  }
}

/** One answer on the keypad: typed with its keys, then Send; returns what the screen shows. */
async function key(phone: Page, answer: string) {
  for (const digit of answer) {
    if (/[0-9*#]/.test(digit)) await phone.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: digit, exact: true }).click();
    else await phone.getByLabel('Reply').press(digit);
  }
  await phone.getByRole('button', { name: 'Send' }).click();
}

test('sets a USSD PIN, then checks the balance and backs a challenge by its short code on the keypad', async ({ page }) => {
  const username = await signUpThroughModal(page, 'ussdj');
  await buy100Tokens(page);
  const number = `+2547${String(Date.now()).slice(-8)}`;
  await phoneVerified(username, number);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'USSD PIN' });
  await expect(card.getByText('You have no USSD PIN yet. Choose 4 digits.')).toBeVisible();
  await card.getByLabel('PIN', { exact: true }).fill('2580');
  await card.getByLabel('Confirm PIN').fill('2580');
  await card.getByRole('button', { name: 'Set PIN' }).click();
  await expect(card.getByLabel('Current PIN')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(await seededChallengePath(page, SEEDED_SOLO));
  const line = page.getByTestId('ussd-short-code');
  await expect(line).toHaveText(/^Back it on \*384\*123# with code [A-Z2-9]{6}$/);
  const code = (await line.textContent())!.slice(-6);

  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 800 });
  await phone.goto('/dev/ussd');
  await phone.getByLabel('Phone number').fill(number);
  const screen = phone.getByRole('status');
  await phone.getByRole('button', { name: 'Dial' }).click();
  await expect(screen).toContainText('1. My balance');
  await key(phone, '1');
  await expect(screen).toHaveText('Balance: 100 tokens\nWithdrawable: 100 tokens');
  await expectNoSeriousA11yViolations(phone);

  await phone.getByRole('button', { name: 'Dial' }).click();
  await key(phone, '3');
  await expect(screen).toHaveText('Enter the challenge code (e.g. K7P2QX)');
  await phone.getByLabel('Reply').fill(code);
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(screen).toContainText('1. It succeeds');
  await key(phone, '1');
  await expect(screen).toHaveText('How many tokens?');
  await key(phone, '10');
  await expect(screen).toContainText('Enter your 4-digit USSD PIN');
  await key(phone, '2580');
  await expect(screen).toHaveText(`You backed "It succeeds" on ${code} with 10 tokens.`);

  await page.reload();
  await expect(topBarTokens(page)).toHaveText('90 Tokens');
});
