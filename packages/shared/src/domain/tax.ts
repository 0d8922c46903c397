// Kenya's Finance Act 2025 (DOMAIN.md §10, docs/decisions/033): the monthly tax report's shape and its
// CSV, shared by the server (which serves the CSV) and the admin screen (which shows the same figures).

/** One calendar month in Kenyan time (EAT), from the ledger's transfers in it. */
export interface TaxReportMonth {
  /** 'YYYY-MM' */
  month: string;
  /** KES paid for completed purchases (the price, duty included). */
  depositsKes: number;
  depositsCount: number;
  /** Excise duty owed on them: net credits to tax_excise_payable. */
  exciseDutyKes: number;
  /** Gross KES of redemptions started, less those recredited (failed or reversed) in the month. */
  withdrawalsKes: number;
  withdrawalsCount: number;
  /** Withholding tax owed on them: net credits to tax_withholding_payable (recredits reversed). */
  withholdingTaxKes: number;
}

export interface TaxReport {
  year: number;
  /** The rates in force now (a month's figures are what was recorded then, whatever the rate was). */
  exciseDutyRate: number;
  withdrawalTaxRate: number;
  months: TaxReportMonth[];
  totals: Omit<TaxReportMonth, 'month'>;
  /** What the tax-payable accounts hold now (all time): owed to KRA, less nothing paid (payments to KRA are not recorded here). */
  payableNow: { exciseDutyKes: number; withholdingTaxKes: number };
}

export const TAX_REPORT_CSV_HEADER = ['month', 'deposits_count', 'deposits_kes', 'excise_duty_kes', 'withdrawals_count', 'withdrawals_kes', 'withholding_tax_kes'] as const;

const kes = (n: number) => n.toFixed(2);

/** The report as CSV (RFC 4180, CRLF): one line per month and a total line; KES with two decimals. */
export function taxReportCsv(report: Pick<TaxReport, 'months' | 'totals' | 'year'>): string {
  const line = (label: string, m: Omit<TaxReportMonth, 'month'>) => [label, String(m.depositsCount), kes(m.depositsKes), kes(m.exciseDutyKes), String(m.withdrawalsCount), kes(m.withdrawalsKes), kes(m.withholdingTaxKes)].join(',');
  return [TAX_REPORT_CSV_HEADER.join(','), ...report.months.map((m) => line(m.month, m)), line(`total ${report.year}`, report.totals)].join('\r\n') + '\r\n';
}

/** Sums months into the year's totals (cents, so that decimals do not drift). */
export function taxReportTotals(months: TaxReportMonth[]): Omit<TaxReportMonth, 'month'> {
  const sum = (pick: (m: TaxReportMonth) => number) => months.reduce((total, m) => total + Math.round(pick(m) * 100), 0) / 100;
  return {
    depositsKes: sum((m) => m.depositsKes),
    depositsCount: months.reduce((n, m) => n + m.depositsCount, 0),
    exciseDutyKes: sum((m) => m.exciseDutyKes),
    withdrawalsKes: sum((m) => m.withdrawalsKes),
    withdrawalsCount: months.reduce((n, m) => n + m.withdrawalsCount, 0),
    withholdingTaxKes: sum((m) => m.withholdingTaxKes),
  };
}
