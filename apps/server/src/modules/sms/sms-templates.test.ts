// Every receipt, in both languages, at worst-case lengths: one GSM-7 SMS (≤ 160 septets) that still
// carries the amount, the balance after and the reference (issue #19 §2).
import { describe, expect, it } from 'vitest';
import { SMS_MAX_SEPTETS, gsm7Length, isGsm7, toGsm7, truncateGsm7 } from './gsm7';
import { renderSmsNotice, renderSmsReceipt, smsReference, type SmsLocale, type SmsReceipt } from './sms-templates';

const LOCALES: SmsLocale[] = ['en', 'sw'];
const BIG = 999_999_999_999; // more tokens than will ever move at once
const REF = smsReference('3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d');
/** The longest title the contract allows (120), full of what GSM-7 lacks, and the longest username. */
const LONG_TITLE = `Mbio za “Nairobi” – 10K 🏃‍♀️ ${'ndefu sana '.repeat(12)}`.slice(0, 120);
const LONG_NAME = 'Wanjiru_the_very_long_username_';

const worst = (taxKes?: number): SmsReceipt[] => [
  { kind: 'purchase_credited', tokens: BIG, kes: BIG + 0.55, reference: REF, ...(taxKes ? { taxKes } : {}) },
  { kind: 'redemption_sent', tokens: BIG, kes: BIG - 0.45, destination: 'Safaricom M-Pesa Till and Paybill Services ****5678', reference: REF, ...(taxKes ? { taxKes } : {}) },
  { kind: 'redemption_recredited', tokens: BIG, reference: REF },
  { kind: 'challenge_won', tokens: BIG, title: LONG_TITLE, reference: REF, ...(taxKes ? { taxKes } : {}) },
  { kind: 'invite_received', stake: BIG, from: LONG_NAME, title: LONG_TITLE, reference: REF },
];

describe('SMS receipts (issue #19 §2)', () => {
  for (const locale of LOCALES) {
    for (const taxKes of [undefined, 99_999_999.99]) {
      it(`${locale}${taxKes ? ' with a tax line' : ''}: every kind at worst-case lengths is one GSM-7 SMS with the amount, balance and reference`, () => {
        for (const receipt of worst(taxKes)) {
          const text = renderSmsReceipt(receipt, { locale, balance: BIG });
          expect(isGsm7(text), `${receipt.kind}: ${text}`).toBe(true);
          expect(gsm7Length(text), `${receipt.kind}: ${text}`).toBeLessThanOrEqual(SMS_MAX_SEPTETS);
          expect(text).toContain('999,999,999,999');
          expect(text).toContain(`${locale === 'en' ? 'Ref' : 'Kumb'} ${REF}`);
          expect(text).toMatch(locale === 'en' ? /Balance 999,999,999,999 tokens\./ : /Salio tokeni 999,999,999,999\./);
          if (taxKes && 'taxKes' in receipt) expect(text).toContain(locale === 'en' ? 'tax KES 99,999,999.99' : 'kodi KES 99,999,999.99');
        }
      });
    }
  }

  it('reads as the person expects at ordinary lengths (English and Kiswahili)', () => {
    const purchase: SmsReceipt = { kind: 'purchase_credited', tokens: 500, kes: 500, reference: REF };
    expect(renderSmsReceipt(purchase, { locale: 'en', balance: 1_250 })).toBe(`Changamoto: 500 tokens credited for KES 500. Balance 1,250 tokens. Ref ${REF}`);
    expect(renderSmsReceipt(purchase, { locale: 'sw', balance: 1_250 })).toBe(`Changamoto: tokeni 500 zimeongezwa kwa KES 500. Salio tokeni 1,250. Kumb ${REF}`);
    expect(renderSmsReceipt({ ...purchase, tokens: 1, kes: 1, taxKes: 5 }, { locale: 'en', balance: 1 })).toBe(`Changamoto: 1 token credited for KES 1, tax KES 5. Balance 1 token. Ref ${REF}`);
    const won: SmsReceipt = { kind: 'challenge_won', tokens: 180, title: 'Pool match “final”', reference: REF };
    expect(renderSmsReceipt(won, { locale: 'en', balance: 454 })).toBe(`Changamoto: you won "Pool match "final"": 180 tokens credited. Balance 454 tokens. Ref ${REF}`);
    const invite: SmsReceipt = { kind: 'invite_received', stake: 50, from: 'Otieno', title: 'Chess blitz', reference: REF };
    expect(renderSmsReceipt(invite, { locale: 'sw', balance: 0 })).toBe(`Changamoto: @Otieno amekualika kwenye changamoto "Chess blitz", dau tokeni 50. Salio tokeni 0. Kumb ${REF}`);
    // An inviter without a username: someone, in the reader's language.
    const unnamed: SmsReceipt = { ...invite, from: null };
    expect(renderSmsReceipt(unnamed, { locale: 'en', balance: 0 })).toBe(`Changamoto: Someone invited you to "Chess blitz", stake 50 tokens. Balance 0 tokens. Ref ${REF}`);
    expect(renderSmsReceipt(unnamed, { locale: 'sw', balance: 0 })).toBe(`Changamoto: Mtu fulani amekualika kwenye changamoto "Chess blitz", dau tokeni 50. Salio tokeni 0. Kumb ${REF}`);
  });

  it('shortens only the free text (a long title) and keeps the numbers whole', () => {
    const text = renderSmsReceipt({ kind: 'challenge_won', tokens: 12_345, title: 'x'.repeat(200), reference: REF }, { locale: 'en', balance: 67_890 });
    expect(gsm7Length(text)).toBe(SMS_MAX_SEPTETS);
    expect(text).toMatch(/x\.\.\."/);
    expect(text).toContain('12,345 tokens credited');
    expect(text).toContain('Balance 67,890 tokens');
  });

  it('any other notification someone turned on by SMS: its message, GSM-7, cut to one SMS', () => {
    const text = renderSmsNotice(`You got a 20-token bonus – “welcome” 🎉 ${'and more '.repeat(30)}`);
    expect(isGsm7(text)).toBe(true);
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_MAX_SEPTETS);
    expect(text.startsWith('Changamoto: You got a 20-token bonus - "welcome" and more')).toBe(true);
    expect(text.endsWith('...')).toBe(true);
  });
});

describe('GSM-7', () => {
  it('counts extension characters twice and refuses what it lacks', () => {
    expect(gsm7Length('abc')).toBe(3);
    expect(gsm7Length('€[]')).toBe(6);
    expect(gsm7Length('é')).toBe(1);
    expect(gsm7Length('🎉')).toBe(Number.POSITIVE_INFINITY);
    expect(isGsm7('“x”')).toBe(false);
  });

  it('writes lookalikes the nearest way and drops the rest; truncation never splits into more than asked', () => {
    expect(toGsm7('“Sawa” – ‘poa’…\n🎉 ok')).toBe(`"Sawa" - 'poa'... ok`);
    expect(truncateGsm7('€€€€€', 5)).toBe('€...');
    expect(gsm7Length(truncateGsm7('€€€€€', 5))).toBeLessThanOrEqual(5);
    expect(truncateGsm7('short', 10)).toBe('short');
  });
});
