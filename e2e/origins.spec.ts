// Which page may change things (issue #15 items 7 and 8): PUBLIC_URL is http://localhost:<port> here.
// Opening the app at 127.0.0.1 is the same person on the same machine; a page under another name is
// refused with words a person can act on, never a raw "Invalid origin".
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { CHROMIUM_ARGS } from './playwright.config';
import { unique } from './outbox';

// Another name for this machine, as a LAN address or a proxy's name would be: the server never heard of it.
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP changamoto-elsewhere.test 127.0.0.1'] } });

async function signUp(page: Page, start: string) {
  const name = unique('origin');
  await page.goto(`${start}/signup`);
  await page.getByLabel('Email address').fill(`${name}@example.co.ke`);
  await page.getByLabel('Username').fill(name);
  await expect(page.getByText('Available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('opening the app at 127.0.0.1 while PUBLIC_URL says localhost: sign-up works', async ({ page, baseURL }) => {
  await signUp(page, baseURL!.replace('localhost', '127.0.0.1'));
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/auth\/confirm-email$/);
});

test('a page under a name the server does not know: sign-up says where to go instead', async ({ page, baseURL }) => {
  await signUp(page, baseURL!.replace('localhost', 'changamoto-elsewhere.test'));
  await expect(page.getByText(`This request came from a page the server does not recognise. Open ${baseURL} and try again.`)).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
