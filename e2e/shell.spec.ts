import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('home renders with the category strip, the featured challenges and the current year in the footer', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Categories' });
  const stripLinks: [string, string][] = [
    ['Trending', '/category/trending'],
    ['Explore Challenges', '/challenges'],
    ['New', '/category/new'],
    ['Fitness', '/category/fitness'],
    ['Gaming', '/category/gaming'],
    ['Solo', '/category/solo'],
  ];
  for (const [name, href] of stripLinks) {
    await expect(strip.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByPlaceholder('Search challenges')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  // The latest three featured challenges seeded by npm start.
  await expect(page.getByText('Cook a three-course meal under KES 1,000')).toBeVisible();
  await expect(page.getByText('Nairobi trivia night: Kenyan history')).toBeVisible();
  await expect(page.getByText('FIFA 25 head-to-head: best of three')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/challenges');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Changamoto`);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows the 404 copy and Go Back Home returns to /', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
});

test('the API reference and the OpenAPI document are served', async ({ page, request }) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(doc.paths)).toContain('/api/contact');
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Changamoto API reference' })).toBeVisible();
});
