// The tax lines of a receipt (DOMAIN.md §10: history, e-mail, SMS show them), in the person's language
// (users.locale). Plain text, one line each, so an e-mail, an SMS template or USSD can use them as they are.
export type ReceiptLocale = 'en' | 'sw';

const kes = (n: number) => `KES ${n.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

/** A purchase: the tokens, the price paid and the excise duty it includes (owed by the platform, not taken from the tokens). */
export function purchaseReceiptLines(locale: ReceiptLocale, p: { tokens: number; kesPaid: number; exciseDutyKes: number; exciseDutyRate: number }): string[] {
  const duty = p.exciseDutyKes > 0;
  if (locale === 'sw') return [`Tokeni: ${p.tokens}`, `Umelipa: ${kes(p.kesPaid)}`, ...(duty ? [`Ikiwemo ushuru wa bidhaa (${percent(p.exciseDutyRate)}): ${kes(p.exciseDutyKes)}, unaolipwa na Changamoto kwa KRA`] : [])];
  return [`Tokens: ${p.tokens}`, `Paid: ${kes(p.kesPaid)}`, ...(duty ? [`Including excise duty (${percent(p.exciseDutyRate)}): ${kes(p.exciseDutyKes)}, paid by Changamoto to KRA`] : [])];
}

/** A redemption: gross, fee, withholding tax and net, in the order they are applied. */
export function redemptionReceiptLines(locale: ReceiptLocale, r: { grossKes: number; feeKes: number; taxKes: number; taxRate: number; netKes: number }): string[] {
  if (locale === 'sw') return [`Thamani ghafi: ${kes(r.grossKes)}`, `Ada ya kutoa: ${kes(r.feeKes)}`, `Kodi ya zuio (${percent(r.taxRate)}): ${kes(r.taxKes)}`, `Malipo halisi: ${kes(r.netKes)}`];
  return [`Gross value: ${kes(r.grossKes)}`, `Withdrawal fee: ${kes(r.feeKes)}`, `Withholding tax (${percent(r.taxRate)}): ${kes(r.taxKes)}`, `Net payout: ${kes(r.netKes)}`];
}
