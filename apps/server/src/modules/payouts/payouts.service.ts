// Payout accounts and redemptions (DOMAIN.md §3; spec §5 Redeem and Add payout account, §7 calls).
import { publishEvent } from '../realtime/realtime.publish';
import { randomUUID } from 'node:crypto';
import { BANK_ACCOUNT_PATTERN, estimateWithdrawal, formatAvailableFrom, kesAmountText, normalizeMpesaAccount, redemptionReceiptLines, PAYOUT_MESSAGES, REDEEM_MESSAGES, type WithdrawalFeeMode, tokensText } from '@changamoto/shared/domain';
import type { PayoutAccount } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { PaystackError, type PaystackBankType, type PaystackClient } from '../../providers/paystack';
import { cash, lockBalances, platform, post } from '../ledger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SecurityNotices } from '../reauthentication/security-notices';
import * as repo from './payouts.repo';
import { handleTransferEvent, type SettlementResult } from './transfer-outcomes';
import { runInTransaction } from '../../db/unit-of-work';
import { smsReference } from '../sms/sms-templates';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

/** spec §7: the provider lists are cached for an hour. */
export const BANKS_CACHE_MS = 60 * 60 * 1000;
export const SEND_PAYOUT_JOB = 'payouts.send-transfer';

export const PAYOUT_PROVIDER_MESSAGES = {
  banksFailed: 'Failed to fetch Paystack banks.',
  saveFailed: 'Failed to save payout account.',
} as const;

export interface Bank {
  code: string;
  name: string;
  type: PaystackBankType;
}

export interface PayoutsServiceDeps {
  db: Db;
  paystack: PaystackClient;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'notify'>;
  /** E-mail and SMS about each new account (DOMAIN.md §8). */
  securityNotices: Pick<SecurityNotices, 'payoutAccountAdded'>;
  withdrawalFeeMode: WithdrawalFeeMode;
  /** WITHDRAWAL_TAX_RATE: withholding tax on the gross of every redemption (DOMAIN.md §10; 0 = off). */
  withdrawalTaxRate: number;
  /** PAYOUT_ACCOUNT_HOLD_HOURS: how long a new account waits before it can receive a redemption (DOMAIN.md §8). */
  accountHoldHours: number;
  log: Logger;
  /** For the bank-list cache; tests may move time. */
  now?: () => number;
}

const badGateway = (message: string) => new AppError(502, 'internal_error', message);

export function accountNumberPreview(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** When an account can first receive a redemption: its creation plus the hold. */
export function availableFrom(row: Pick<repo.PayoutAccountRow, 'created_at'>, holdHours: number): Date {
  return new Date(row.created_at.getTime() + holdHours * 60 * 60 * 1000);
}

function toPayoutAccount(row: repo.PayoutAccountRow, holdHours: number): PayoutAccount {
  return {
    id: row.id,
    accountName: row.account_name,
    bankName: row.bank_name,
    accountNumberPreview: accountNumberPreview(row.account_number),
    currency: row.currency,
    type: row.type,
    isDefault: row.is_default,
    recipientCode: row.recipient_code,
    createdAt: row.created_at.toISOString(),
    availableFrom: availableFrom(row, holdHours).toISOString(),
  };
}

// The estimate lives in the shared domain: the dashboard's 'Estimated Cash Payout' computes the same figure.
export { estimateWithdrawal };

export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { db, paystack, jobs, notifications, log } = deps;
  const now = deps.now ?? Date.now;
  const toAccount = (row: repo.PayoutAccountRow) => toPayoutAccount(row, deps.accountHoldHours);
  const bankCache = new Map<PaystackBankType, { at: number; banks: Bank[] }>();

  async function banks(type: PaystackBankType): Promise<Bank[]> {
    const cached = bankCache.get(type);
    if (cached && now() - cached.at < BANKS_CACHE_MS) return cached.banks;
    const list = await paystack.listBanks({ type });
    const mapped = list.filter((bank) => bank.active !== false && bank.type === type).map((bank) => ({ code: bank.code, name: bank.name, type }));
    bankCache.set(type, { at: now(), banks: mapped });
    return mapped;
  }

  async function banksOr502(type: PaystackBankType, message: string): Promise<Bank[]> {
    try {
      return await banks(type);
    } catch (error) {
      log.warn({ err: error, providerMessage: error instanceof Error ? error.message : String(error) }, 'Paystack bank list failed');
      throw badGateway(message);
    }
  }

  return {
    getBanks: (type: PaystackBankType) => banksOr502(type, PAYOUT_PROVIDER_MESSAGES.banksFailed),

    async listAccounts(userId: string): Promise<PayoutAccount[]> {
      return (await repo.listActiveAccounts(db, userId)).map(toAccount);
    },

    async addAccount(userId: string, input: { type: PaystackBankType; name: string; accountNumber: string; bankCode: string; setAsDefault?: boolean }): Promise<PayoutAccount> {
      const findBank = async () => (await banksOr502(input.type, PAYOUT_PROVIDER_MESSAGES.saveFailed)).find((bank) => bank.code === input.bankCode);
      let accountNumber: string;
      let bank: Bank | undefined;
      if (input.type === 'mobile_money') {
        const normalized = normalizeMpesaAccount(input.accountNumber);
        if (!normalized) throw errors.validation(PAYOUT_MESSAGES.mobileNumber, { accountNumber: PAYOUT_MESSAGES.mobileNumber });
        accountNumber = normalized;
        bank = await findBank();
        if (!bank) throw errors.validation(PAYOUT_MESSAGES.bankType, { bankCode: PAYOUT_MESSAGES.bankType });
      } else {
        bank = await findBank();
        if (!bank) throw errors.validation(PAYOUT_MESSAGES.bankType, { bankCode: PAYOUT_MESSAGES.bankType });
        accountNumber = input.accountNumber.replace(/\s/g, '');
        if (!BANK_ACCOUNT_PATTERN.test(accountNumber)) throw errors.validation(PAYOUT_MESSAGES.bankAccount, { accountNumber: PAYOUT_MESSAGES.bankAccount });
      }

      // The provider call happens outside any database transaction (no lock held while we wait).
      let recipient;
      try {
        recipient = await paystack.createTransferRecipient({ type: input.type, name: input.name, accountNumber, bankCode: bank.code });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        log.warn({ err: error, providerMessage: error.message, code: error.code, userId }, 'Paystack refused to create a transfer recipient');
        throw badGateway(PAYOUT_PROVIDER_MESSAGES.saveFailed);
      }

      const row = await runInTransaction(db, async (tx) => {
        await repo.lockUserAccounts(tx, userId);
        // Paystack answers the same account with the same recipient: saved once per person.
        const existing = await repo.findActiveAccountByRecipient(tx, userId, recipient.recipient_code);
        const saved =
          existing ??
          (await repo.insertAccount(tx, {
            userId,
            accountName: input.name,
            bankName: recipient.details?.bank_name || bank.name,
            bankCode: bank.code,
            type: input.type,
            accountNumber,
            recipientCode: recipient.recipient_code,
          }));
        const hasDefault = (await repo.listActiveAccounts(tx, userId)).some((account) => account.is_default);
        if (input.setAsDefault || !hasDefault) await repo.setDefault(tx, userId, saved.id);
        if (!existing) await deps.securityNotices.payoutAccountAdded(tx, userId, { bankName: saved.bank_name, accountNumberPreview: accountNumberPreview(saved.account_number) });
        return (await repo.findActiveAccount(tx, userId, saved.id))!;
      });
      return toAccount(row);
    },

    async setDefaultAccount(userId: string, id: string): Promise<void> {
      await runInTransaction(db, async (tx) => {
        await repo.lockUserAccounts(tx, userId);
        if (!(await repo.findActiveAccount(tx, userId, id))) throw errors.notFound(PAYOUT_MESSAGES.notFound);
        await repo.setDefault(tx, userId, id);
      });
    },

    /** Soft delete; if it was the default, the newest remaining account becomes the default. */
    async deleteAccount(userId: string, id: string): Promise<void> {
      await runInTransaction(db, async (tx) => {
        await repo.lockUserAccounts(tx, userId);
        const account = await repo.findActiveAccount(tx, userId, id);
        if (!account) throw errors.notFound(PAYOUT_MESSAGES.notFound);
        await repo.deactivate(tx, id);
        if (account.is_default) {
          const [newest] = await repo.listActiveAccounts(tx, userId);
          if (newest) await repo.setDefault(tx, userId, newest.id);
        }
      });
    },

    /** The one computation of gross, fee, withholding tax and net (the web, USSD and the redemption itself). */
    estimate: (tokens: number) => estimateWithdrawal(tokens, deps.withdrawalFeeMode, deps.withdrawalTaxRate),

    /**
     * spec §5 Redeem, in order: (1 positive integer: the contract) 2 not above withdrawable cash,
     * 3 a recipient of one of the caller's active accounts, 4 net ≥ KES 10, then KYC verified, then the
     * ledger (frozen balance). Every write uses `tx`, the transaction that also stores the Idempotency-Key.
     */
    async initiateRedemption(tx: Db, userId: string, input: { tokensToRedeem: number; recipientCode: string }): Promise<{ transactionId: string }> {
      const tokens = input.tokensToRedeem;
      // Lock the person's cash (and payout_pending, in the ledger's id order) before reading the balance:
      // concurrent redemptions queue here and each sees what the others left.
      const [available] = (await lockBalances(tx, [cash(userId), platform('payout_pending')])) as [number, number];
      if (tokens > available) throw errors.validation(REDEEM_MESSAGES.overBalance(available), { tokensToRedeem: REDEEM_MESSAGES.overBalance(available) });

      const account = await repo.findActiveAccountByRecipient(tx, userId, input.recipientCode);
      if (!account) throw errors.validation(REDEEM_MESSAGES.invalidAccount, { recipientCode: REDEEM_MESSAGES.invalidAccount });
      // DOMAIN.md §8: a new account waits out its hold, so a taken-over session cannot add an account and cash out at once.
      const from = availableFrom(account, deps.accountHoldHours);
      if (from.getTime() > now()) {
        const message = REDEEM_MESSAGES.accountOnHold(formatAvailableFrom(from.toISOString()));
        throw new AppError(409, 'payout_account_on_hold', message, { recipientCode: message });
      }

      // Gross → fee → withholding tax → net, and the KES 10 minimum checked after the tax (DOMAIN.md §10).
      const estimate = estimateWithdrawal(tokens, deps.withdrawalFeeMode, deps.withdrawalTaxRate);
      const taxCents = Math.round(estimate.taxKes * 100);
      if (estimate.netKes < estimate.minimumNetKes) throw errors.validation(REDEEM_MESSAGES.belowMinimum(estimate.netKes), { tokensToRedeem: REDEEM_MESSAGES.belowMinimum(estimate.netKes) });

      const user = await tx.selectFrom('users').select(['kyc_status', 'locale']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (user.kyc_status !== 'verified') throw errors.forbidden(REDEEM_MESSAGES.kycRequired);

      // Stable for every retry of the transfer: Paystack's rule is lowercase a-z 0-9 - _, 16–50 characters.
      const transferReference = `rdm_${randomUUID()}`;
      // Refuses a frozen balance (BalanceFrozenError, 403) and rolls everything back.
      const { id: transactionId } = await post(tx, {
        userId,
        type: 'token_bundle_redemption',
        status: 'pending',
        // The withholding tax is owed from the start; a failed or reversed transfer reverses it with the tokens.
        legs: [
          { from: cash(userId), to: platform('payout_pending'), amount: tokens },
          ...(taxCents > 0 ? [{ from: platform('tax_withheld_from_payouts'), to: platform('tax_withholding_payable'), amount: taxCents, kind: 'withholding_tax' }] : []),
        ],
        amountTokens: -tokens,
        amountCurrency: estimate.netKes,
        reference: transferReference,
        metadata: {
          gross_kes_value_from_tokens: estimate.grossKes,
          withdrawal_fee_applied_kes: estimate.feeKes,
          withholding_tax_kes: estimate.taxKes,
          withholding_tax_cents: taxCents,
          withholding_tax_rate: estimate.taxRate,
          net_kes_amount_to_user: estimate.netKes,
          recipient_code: account.recipient_code,
          payout_account_id: account.id,
          bank_name: account.bank_name,
          account_number_preview: accountNumberPreview(account.account_number),
        },
      });
      const payout = await repo.insertPayout(tx, {
        transactionId,
        userId,
        payoutAccountId: account.id,
        recipientCode: account.recipient_code,
        amountTokens: tokens,
        amountSubunit: Math.round(estimate.netKes * 100),
        transferReference,
      });
      // Queued in the same transaction: the job exists only if the redemption commits.
      await jobs.send(SEND_PAYOUT_JOB, { payoutId: payout.id }, { tx });
      const message = `Your redemption of ${tokensText(tokens)} has started: KES ${kesAmountText(estimate.netKes)} is on its way to ${account.bank_name} ${accountNumberPreview(account.account_number)}. It usually arrives within 1-3 business days.`;
      const messageSw = NOTICES_SW.redemptionStarted(tokens, kesAmountText(estimate.netKes), `${account.bank_name} ${accountNumberPreview(account.account_number)}`);
      await notifications.notify(tx, {
        userId,
        type: 'mpesa_redemption_initiated',
        message: { en: message, sw: messageSw },
        // The e-mail is the receipt: gross, fee, withholding tax and net (DOMAIN.md §10).
        email: { subject: user.locale === 'sw' ? 'Risiti ya kutoa · Changamoto' : 'Withdrawal receipt · Changamoto', text: [user.locale === 'sw' ? messageSw : message, '', ...redemptionReceiptLines(user.locale, estimate)].join('\n') },
        relatedEntityUuid: transactionId,
        sms: { kind: 'redemption_sent', tokens, kes: estimate.netKes, taxKes: estimate.taxKes, destination: `${account.bank_name} ${accountNumberPreview(account.account_number)}`, reference: smsReference(transactionId) },
      });
      await publishEvent(tx, userId, { type: 'transaction.created', data: { id: transactionId } });
      await publishEvent(tx, userId, { type: 'balance.changed', data: {} });
      log.info({ userId, transactionId, tokens, netKes: estimate.netKes, transferReference }, 'redemption initiated');
      return { transactionId };
    },

    /** For the Paystack webhook route (transfer.success / transfer.failed / transfer.reversed). */
    handleTransferEvent: (event: Parameters<typeof handleTransferEvent>[1]): Promise<SettlementResult> => handleTransferEvent(db, event, { notifications, log }),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
