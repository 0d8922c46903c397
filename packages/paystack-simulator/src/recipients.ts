// POST /transferrecipient: who a payout goes to. The same account again returns the same recipient,
// with 201 as the first time (the operation lists only 201).
import type { Hono } from 'hono';
import { z } from 'zod';
import { findBank, type SimBankType } from './banks';
import type { SimContext } from './context';
import { firstIssue, paystackError, paystackOk, readJsonObject, simulated } from './http';
import { INTEGRATION_ID, nextId, nowIso, randomCode } from './ids';
import type { RecipientType, SimRecipient } from './store';

/** The OpenAPI's recipient types, and mobile_money_business from Kenya's documented M-Pesa till example. */
const DOCUMENTED_TYPES = ['nuban', 'ghipss', 'mobile_money', 'basa', 'authorization', 'mobile_money_business'] as const;
/**
 * Recipient type → the bank-list type its bank code must have, for KES. `kepss` is no published
 * recipient type (it is a bank-list filter) but the app sends it for Kenyan bank accounts: tolerated
 * here and flagged in docs/paystack.md until a live test key confirms what Paystack takes.
 */
const KES_BANK_TYPE: Partial<Record<string, SimBankType>> = { mobile_money: 'mobile_money', mobile_money_business: 'mobile_money_business', kepss: 'kepss' };

const recipientBody = z.object({
  type: z.enum([...DOCUMENTED_TYPES, 'kepss'], { error: `Invalid recipient type: one of ${DOCUMENTED_TYPES.join(', ')}` }),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'),
  account_number: z.string({ error: 'Account number is required' }).trim().min(1, 'Account number is required'),
  bank_code: z.string({ error: 'Bank code is required' }).trim().min(1, 'Bank code is required'),
  currency: z.string().optional(),
});

const ACCOUNT_NUMBER: Record<RecipientType, RegExp> = {
  mobile_money: /^(?:\+?254|0)[17]\d{8}$/,
  // A till number (the documented example uses 247247).
  mobile_money_business: /^\d{5,8}$/,
  kepss: /^\d{5,20}$/,
};

export function toPaystackRecipient(recipient: SimRecipient) {
  return {
    active: true,
    createdAt: recipient.createdAt,
    currency: recipient.currency,
    description: null,
    domain: 'test',
    email: null,
    id: recipient.id,
    integration: INTEGRATION_ID,
    metadata: null,
    name: recipient.name,
    recipient_code: recipient.recipientCode,
    type: recipient.type,
    updatedAt: recipient.createdAt,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: recipient.accountNumber,
      account_name: recipient.name,
      bank_code: recipient.bankCode,
      bank_name: recipient.bankName,
    },
  };
}

export function mountRecipientRoutes(app: Hono, ctx: SimContext) {
  app.post('/transferrecipient', simulated(ctx, 'transferrecipient'), async (c) => {
    const parsed = recipientBody.safeParse(await readJsonObject(c));
    if (!parsed.success) return paystackError(c, 400, firstIssue(parsed.error));
    const input = parsed.data;
    if (input.currency !== undefined && input.currency !== 'KES') {
      return paystackError(c, 400, 'Currency not supported by merchant', { code: 'unsupported_currency' });
    }
    const bankType = KES_BANK_TYPE[input.type];
    if (!bankType) return paystackError(c, 400, `Recipient type ${input.type} is not available for KES`, { code: 'invalid_params' });
    const type = input.type as RecipientType;
    const bank = findBank(input.bank_code, bankType);
    if (!bank) return paystackError(c, 400, 'Invalid bank code', { code: 'invalid_bank_code', nextStep: 'Use a code from GET /bank?currency=KES&type=' + bankType });
    if (!ACCOUNT_NUMBER[type].test(input.account_number)) {
      return paystackError(c, 400, 'Account number is invalid', { code: 'invalid_account_number' });
    }

    const key = `${bank.code}:${input.account_number}`;
    const existingCode = ctx.store.recipientsByAccount.get(key);
    const existing = existingCode ? ctx.store.recipients.get(existingCode) : undefined;
    if (existing) return paystackOk(c, 'Transfer recipient created successfully', toPaystackRecipient(existing), 201);

    const recipient: SimRecipient = {
      id: nextId(),
      recipientCode: `RCP_${randomCode(15)}`,
      type,
      name: input.name,
      accountNumber: input.account_number,
      bankCode: bank.code,
      bankName: bank.name,
      currency: 'KES',
      createdAt: nowIso(),
    };
    // On disk first: a failed write creates nothing (500), and the same account may be tried again.
    ctx.store.save({ recipients: [recipient] });
    ctx.store.recipients.set(recipient.recipientCode, recipient);
    ctx.store.recipientsByAccount.set(key, recipient.recipientCode);
    return paystackOk(c, 'Transfer recipient created successfully', toPaystackRecipient(recipient), 201);
  });
}
