// SMS receipts (issue #19 §2): a person who verified a phone gets an SMS receipt when an M-Pesa purchase
// is credited — amount, balance after, reference, one GSM-7 SMS — read here from the dev outbox; the
// profile's Notification Preferences gain an SMS column (money events on, others off) that sticks.
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { codeIn, latestMessage, unique } from './outbox';
import { buy100Tokens } from './players';

test.setTimeout(90_000);

test('a verified phone gets the receipt of an M-Pesa purchase; the SMS switch of a type turns it off and stays off', async ({ page }) => {
  const username = unique('simu').slice(0, 20);
  const email = `${username}@example.co.ke`;
  const national = `7${String(Date.now()).slice(-8)}`;
  const phoneNumber = `+254${national}`;

  // Sign up with an e-mail code, then add and verify the phone in the sign-up's phone step.
  let started = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Changamoto' });
  await welcome.getByLabel('Email address').fill(email);
  await welcome.getByRole('button', { name: 'Continue with Email' }).click();
  const otp = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(otp).toBeVisible();
  await otp.getByRole('textbox').fill(codeIn(await latestMessage(page.request, email, { after: started })));
  await otp.getByRole('button', { name: 'Verify Code' }).click();
  const details = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await details.getByLabel('Username').fill(username);
  await expect(details.getByText('Available')).toBeVisible();
  await details.getByLabel('I am 18 or older').check();
  await details
    .getByRole('button', { name: /Save|Complete|Continue/ })
    .first()
    .click();
  const phoneStep = page.getByRole('dialog', { name: 'Add Phone Number' });
  await expect(phoneStep).toBeVisible();
  started = Date.now();
  await phoneStep.getByLabel(/Phone number/).fill(national);
  await phoneStep.getByRole('button', { name: 'Send Code' }).click();
  await phoneStep.getByRole('textbox', { name: /code/i }).fill(codeIn(await latestMessage(page.request, phoneNumber, { after: started })));
  await phoneStep.getByRole('button', { name: 'Save Phone Number' }).click();
  await expect(phoneStep).toBeHidden();

  // The purchase is credited; its receipt goes to the verified phone.
  started = Date.now();
  await buy100Tokens(page);
  const receipt = await latestMessage(page.request, phoneNumber, { after: started });
  expect(receipt.body_text).toMatch(/^Changamoto: 100 tokens credited for KES 350, tax KES 17\.50\. Balance 100 tokens\. Ref [0-9A-F]{10}$/);
  expect(receipt.body_text.length).toBeLessThanOrEqual(160);

  // The third column: SMS, on for money events and off for the others, by default.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notification Preferences' });
  await expect(card.getByRole('columnheader', { name: 'SMS' })).toBeVisible();
  const topUpSms = card.getByRole('switch', { name: 'M-Pesa top-up successful: SMS' });
  const loginBonusSms = card.getByRole('switch', { name: 'Login bonus received: SMS' });
  await expect(topUpSms).toHaveAttribute('aria-checked', 'true');
  await expect(loginBonusSms).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page);

  await topUpSms.click();
  await expect(topUpSms).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Preference updated!').first()).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/notification-preferences')).json()) as { preferences: { type: string; smsEnabled: boolean }[] }).preferences.find((p) => p.type === 'mpesa_topup_success')?.smsEnabled)
    .toBe(false);
  await page.reload();
  await expect(topUpSms).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByRole('switch', { name: 'M-Pesa top-up successful: In-app' })).toHaveAttribute('aria-checked', 'true');

  // Three switch columns still fit a 360-pixel phone: no sideways scrolling, the SMS column in view.
  await page.setViewportSize({ width: 360, height: 800 });
  await topUpSms.scrollIntoViewIfNeeded();
  await expect(topUpSms).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
