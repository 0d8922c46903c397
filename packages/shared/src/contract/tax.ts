// The monthly tax report of Kenya's Finance Act 2025 (DOMAIN.md §10): admins only, as JSON for the
// screen and as CSV for the accountant (the same figures, taxReportCsv).
import { z } from 'zod';
import { endpoint, fileResponseSchema } from './define';
import { routes } from './routes';

const monthSchema = z.object({
  month: z.string(),
  depositsKes: z.number(),
  depositsCount: z.number().int(),
  exciseDutyKes: z.number(),
  withdrawalsKes: z.number(),
  withdrawalsCount: z.number().int(),
  withholdingTaxKes: z.number(),
});

export const taxReportSchema = z.object({
  year: z.number().int(),
  exciseDutyRate: z.number(),
  withdrawalTaxRate: z.number(),
  months: z.array(monthSchema),
  totals: monthSchema.omit({ month: true }),
  payableNow: z.object({ exciseDutyKes: z.number(), withholdingTaxKes: z.number() }),
});

const yearQuery = z.strictObject({
  year: z.coerce.number({ error: 'year must be a year such as 2026.' }).int('year must be a year such as 2026.').min(2000, 'year must be a year such as 2026.').max(2100, 'year must be a year such as 2026.'),
});

export const taxContract = {
  adminTaxReport: endpoint({
    ...routes.adminTaxReport,
    access: 'admin',
    tag: 'Admin',
    summary: 'Monthly tax report (Kenyan months) of a year: deposits and their excise duty, withdrawals and their withholding tax, from the ledger; and what the tax-payable accounts hold now.',
    query: yearQuery,
    response: taxReportSchema,
  }),
  adminTaxReportCsv: endpoint({
    ...routes.adminTaxReportCsv,
    access: 'admin',
    tag: 'Admin',
    summary: 'The monthly tax report of a year as CSV (text/csv, an attachment).',
    query: yearQuery,
    download: { types: ['text/csv'] },
    response: fileResponseSchema,
  }),
};
