import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('the contact form sends a message, resets, and the e-mail to support appears in /dev/outbox', async ({ page }) => {
  const subject = `Top-up not showing ${Date.now()}`;
  await page.goto('/contact-us');
  await expectNoSeriousA11yViolations(page);

  // Empty submit: the shared schema's messages, nothing sent.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Name/ }).fill('Wanjiru Kamau');
  await page.getByRole('textbox', { name: /^Email/ }).fill('wanjiru@example.co.ke');
  await page.getByRole('combobox', { name: 'Inquiry type' }).selectOption('billing');
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('I paid KES 350 by M-Pesa for 100 tokens. Code QWE123RTY. Thank you!');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message sent successfully!' })).toBeVisible();
  await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');

  // The e-mail is sent by a job, so it may take a moment to land.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { name: `[Contact · Billing] ${subject}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Code QWE123RTY')).toBeVisible();
});
