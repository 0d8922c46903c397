// The monthly tax report (DOMAIN.md §10): twelve Kenyan months of a year, with the year's totals and
// what is owed now, as JSON for the admin screen and CSV for the accountant.
import { taxReportCsv, taxReportTotals, type TaxReport, type TaxReportMonth } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { taxMonths, taxPayableNow } from './tax-report.repo';

export interface TaxReportDeps {
  db: Db;
  exciseDutyRate: number;
  withdrawalTaxRate: number;
}

export function createTaxReportService({ db, exciseDutyRate, withdrawalTaxRate }: TaxReportDeps) {
  async function report(year: number): Promise<TaxReport> {
    const [rows, payable] = await Promise.all([taxMonths(db, year), taxPayableNow(db)]);
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    // Every month of the year, empty ones too, so that the CSV has twelve lines an accountant can file.
    const months: TaxReportMonth[] = Array.from({ length: 12 }, (_, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      const r = byMonth.get(month);
      return {
        month,
        depositsKes: Number(r?.deposits_kes ?? 0),
        depositsCount: Number(r?.deposits_count ?? 0),
        exciseDutyKes: Number(r?.excise_cents ?? 0) / 100,
        // 1 token = KES 1.00 gross (DOMAIN.md §1).
        withdrawalsKes: Number(r?.withdrawn_tokens ?? 0),
        withdrawalsCount: Number(r?.withdrawals_count ?? 0),
        withholdingTaxKes: Number(r?.withholding_cents ?? 0) / 100,
      };
    });
    return { year, exciseDutyRate, withdrawalTaxRate, months, totals: taxReportTotals(months), payableNow: { exciseDutyKes: payable.excise / 100, withholdingTaxKes: payable.withholding / 100 } };
  }

  return {
    report,
    async csv(year: number): Promise<{ filename: string; body: string }> {
      return { filename: `changamoto-tax-report-${year}.csv`, body: taxReportCsv(await report(year)) };
    },
  };
}

export type TaxReportService = ReturnType<typeof createTaxReportService>;
