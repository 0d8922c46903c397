// The SMS receipts of money events (issue #19 §2), in English and Kiswahili: one GSM-7 SMS each
// (≤ 160 septets, sms-templates.test.ts checks every one at worst-case lengths), with the amount,
// the balance after and a reference. Free text (a challenge's title, a username, a payout account) is
// made GSM-7 and shortened to what the rest leaves, never the amount, balance or reference.
import { SMS_MAX_SEPTETS, gsm7Length, toGsm7, truncateGsm7 } from './gsm7';

export type SmsLocale = 'en' | 'sw';

/** Tax on this movement in KES (decision 033): a purchase's excise duty, a redemption's withholding tax. */
interface Taxed {
  taxKes?: number;
}

export type SmsReceipt =
  | ({ kind: 'purchase_credited'; tokens: number; kes: number; reference: string } & Taxed)
  | ({ kind: 'redemption_sent'; tokens: number; kes: number; destination: string; reference: string } & Taxed)
  | { kind: 'redemption_recredited'; tokens: number; reference: string }
  | ({ kind: 'challenge_won'; tokens: number; title: string; reference: string } & Taxed)
  | { kind: 'invite_received'; stake: number; from: string | null; title: string; reference: string };

export type SmsReceiptKind = SmsReceipt['kind'];

/** A transaction's or challenge's id as an SMS reference: its first 10 hex digits, upper case (the id's page shows the whole id). */
export function smsReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 10).toUpperCase();
}

function grouped(n: number): string {
  const [whole, fraction] = Math.abs(n).toFixed(2).split('.') as [string, string];
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${digits}${fraction === '00' ? '' : `.${fraction}`}`;
}

const tokensEn = (n: number) => `${grouped(n)} ${n === 1 ? 'token' : 'tokens'}`;
const tokensSw = (n: number) => `tokeni ${grouped(n)}`;
const kes = (n: number) => `KES ${grouped(n)}`;

/** The free-text fields of a receipt, fitted (GSM-7, shortened) before the template places them. */
interface Free {
  title: string;
  from: string;
  destination: string;
}

type Template = (receipt: SmsReceipt, balance: number, free: Free) => string;

// A purchase's excise duty (included in its price) or a redemption's withholding tax (decision 033).
const taxEn = (r: SmsReceipt) => ('taxKes' in r && r.taxKes ? `, tax ${kes(r.taxKes)}` : '');
const taxSw = (r: SmsReceipt) => ('taxKes' in r && r.taxKes ? `, kodi ${kes(r.taxKes)}` : '');

const TEMPLATES: Record<SmsLocale, Template> = {
  en(r, balance, f) {
    const tail = `Balance ${tokensEn(balance)}. Ref ${r.reference}`;
    switch (r.kind) {
      case 'purchase_credited':
        return `Changamoto: ${tokensEn(r.tokens)} credited for ${kes(r.kes)}${taxEn(r)}. ${tail}`;
      case 'redemption_sent':
        return `Changamoto: ${tokensEn(r.tokens)} redeemed, ${kes(r.kes)} sent to ${f.destination}${taxEn(r)}. ${tail}`;
      case 'redemption_recredited':
        return `Changamoto: your redemption failed; ${tokensEn(r.tokens)} returned to your wallet. ${tail}`;
      case 'challenge_won':
        return `Changamoto: you won "${f.title}": ${tokensEn(r.tokens)} credited${taxEn(r)}. ${tail}`;
      case 'invite_received':
        return `Changamoto: ${f.from ? `@${f.from}` : 'Someone'} invited you to "${f.title}", stake ${tokensEn(r.stake)}. ${tail}`;
    }
  },
  sw(r, balance, f) {
    const tail = `Salio ${tokensSw(balance)}. Kumb ${r.reference}`;
    switch (r.kind) {
      case 'purchase_credited':
        return `Changamoto: ${tokensSw(r.tokens)} zimeongezwa kwa ${kes(r.kes)}${taxSw(r)}. ${tail}`;
      case 'redemption_sent':
        return `Changamoto: ${tokensSw(r.tokens)} zimebadilishwa, ${kes(r.kes)} zimetumwa kwa ${f.destination}${taxSw(r)}. ${tail}`;
      case 'redemption_recredited':
        return `Changamoto: kutoa tokeni kumeshindikana; ${tokensSw(r.tokens)} zimerudishwa kwenye pochi yako. ${tail}`;
      case 'challenge_won':
        return `Changamoto: umeshinda "${f.title}": ${tokensSw(r.tokens)} zimeongezwa${taxSw(r)}. ${tail}`;
      case 'invite_received':
        return `Changamoto: ${f.from ? `@${f.from}` : 'Mtu fulani'} amekualika kwenye changamoto "${f.title}", dau ${tokensSw(r.stake)}. ${tail}`;
    }
  },
};

/** Short fields first (a username, an account), then the title takes what is left. */
const FIT_ORDER: (keyof Free)[] = ['from', 'destination', 'title'];
const FIT_CAP: Record<keyof Free, number> = { from: 30, destination: 40, title: SMS_MAX_SEPTETS };

export function renderSmsReceipt(receipt: SmsReceipt, options: { locale: SmsLocale; balance: number }): string {
  const template = TEMPLATES[options.locale];
  const wanted: Free = {
    title: 'title' in receipt ? toGsm7(receipt.title) : '',
    // An inviter without a username is 'Someone' / 'Mtu fulani' in the reader's language (the template's).
    from: 'from' in receipt && receipt.from ? toGsm7(receipt.from) : '',
    destination: 'destination' in receipt ? toGsm7(receipt.destination) : '',
  };
  const free: Free = { title: '', from: '', destination: '' };
  for (const field of FIT_ORDER) {
    const room = SMS_MAX_SEPTETS - gsm7Length(template(receipt, options.balance, free));
    free[field] = truncateGsm7(wanted[field], Math.max(0, Math.min(room, FIT_CAP[field])));
  }
  const text = template(receipt, options.balance, free);
  if (gsm7Length(text) > SMS_MAX_SEPTETS) throw new Error(`SMS receipt ${receipt.kind} (${options.locale}) is longer than one SMS`);
  return text;
}

/** Any other notification someone chose to get by SMS: its message, GSM-7, in one SMS. */
export function renderSmsNotice(message: string): string {
  return `Changamoto: ${truncateGsm7(toGsm7(message), SMS_MAX_SEPTETS - 'Changamoto: '.length)}`;
}
