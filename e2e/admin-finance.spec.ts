// The operator's finance page in the browser (issue #22 item 4): the demo admin reads the report and the
// liabilities, downloads the CSV, reconciles the period with the Paystack simulator, and axe passes.
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { demoAdmin } from './players';

test.setTimeout(120_000);

test('an admin reads the finance report, downloads it as CSV and reconciles with Paystack', async ({ browser }) => {
  const admin = await demoAdmin(browser);
  await admin.goto('/admin/finance');
  await expect(admin.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Finance per day' });
  await expect(table).toBeVisible();
  // The demo's purchases were bought today through the simulator: the totals row has them.
  await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText('KES');
  await expect(admin.getByLabel('Liabilities now')).toContainText('Total owed');

  const csvHref = await admin.getByRole('link', { name: 'Download the report (CSV)' }).getAttribute('href');
  const csv = await admin.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toMatch(/^period,/);

  await admin.getByRole('button', { name: 'Reconcile with Paystack' }).click();
  await expect(admin.getByText(/^Paystack listed \d+ transactions and \d+ transfers/)).toBeVisible();
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: 'No mismatches' })
      .or(admin.getByRole('list', { name: 'Mismatches' })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
});
