// Buying tokens (DOMAIN.md §2): a pending purchase and Paystack's checkout; tokens are credited only
// after a verified success, exactly once per reference, whatever the number, order or timing of
// webhooks, verify calls and callback visits (the row is locked and must still be pending).
import { randomUUID } from 'node:crypto';
import { CUSTOM_BUNDLE_ID, WALLET_MESSAGES, tokensForCustomKes } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import { PaystackError, type PaystackClient, type PaystackTransaction } from '../../providers/paystack';
import { assertAdultConfirmed, cash, move, platform } from '../ledger/ledger';
import { BalanceFrozenError } from '../ledger/ledger.errors';
import { insertTransaction, lockTransactionByReference, setTransactionStatus } from '../ledger/transactions.repo';
import type { NotificationsService } from '../notifications/notifications.service';
import { publishEvent } from '../realtime/realtime.publish';
import { responsiblePlayGuard, type ResponsiblePlayGuard } from '../responsible-play/responsible-play.service';
import { findBundle, findUserForPayment, stalePendingPurchases } from './wallet.repo';

export type ConfirmOutcome = 'credited' | 'already' | 'failed' | 'pending' | 'unknown' | 'mismatch';

const ABANDONED_AFTER_SECONDS = 30 * 60;

export function createPurchasesService({
  db,
  paystack,
  notifications,
  env,
  log,
  responsiblePlay = responsiblePlayGuard(),
}: {
  db: Db;
  paystack: PaystackClient;
  notifications: NotificationsService;
  env: Env;
  log: Logger;
  /** Self-exclusion and deposit limits (modules/responsible-play), with the clock tests move. */
  responsiblePlay?: ResponsiblePlayGuard;
}) {
  async function initiate(tx: Db, userId: string, input: { bundleId: string; customAmount?: number }) {
    // 18+ first (DOMAIN.md §7): the credit comes later from Paystack, so the ledger cannot refuse it here.
    await assertAdultConfirmed(tx, userId);
    const user = await findUserForPayment(tx, userId);
    if (user.balance_frozen) throw new BalanceFrozenError();
    let kes: number;
    let tokens: number;
    let type: string;
    let bundleName: string | null = null;
    if (input.bundleId === CUSTOM_BUNDLE_ID) {
      if (input.customAmount === undefined) throw errors.validation(WALLET_MESSAGES.customMinimum, { customAmount: WALLET_MESSAGES.customMinimum });
      kes = input.customAmount;
      tokens = tokensForCustomKes(kes, env.CUSTOM_KES_PER_TOKEN);
      type = 'paystack_topup';
    } else {
      const bundle = await findBundle(tx, input.bundleId);
      if (!bundle || bundle.is_hidden || input.customAmount !== undefined) throw errors.validation(WALLET_MESSAGES.invalidBundle, { bundleId: WALLET_MESSAGES.invalidBundle });
      kes = Number(bundle.cash_price_kes);
      tokens = Number(bundle.token_amount);
      type = 'token_bundle_purchase';
      bundleName = bundle.name;
    }
    if (tokens < 1) throw errors.validation(WALLET_MESSAGES.customMinimum, { customAmount: WALLET_MESSAGES.customMinimum });
    // Responsible play: refused during a self-exclusion or over a deposit limit (counted in KES, the
    // unit paid); it locks the user's deposits so concurrent purchases cannot pass a limit together.
    await responsiblePlay.assertDepositAllowed(tx, userId, kes);

    // Paystack accepts letters, digits, '-', '.', '='.
    const reference = `chg-${randomUUID()}`;
    const transactionId = await insertTransaction(tx, {
      userId,
      type,
      status: 'pending',
      amountTokens: tokens,
      amountCurrency: kes,
      reference,
      metadata: { bundle_id: input.bundleId, bundle_name: bundleName, kes_amount: kes },
    });
    let checkout;
    try {
      checkout = await paystack.initializeTransaction({
        email: user.email,
        amountSubunit: Math.round(kes * 100),
        currency: 'KES',
        reference,
        callbackUrl: `${env.PUBLIC_URL}/wallet/paystack-callback`,
        metadata: { transaction_id: transactionId, user_id: userId },
      });
    } catch (error) {
      log.warn({ err: error, reference }, 'Paystack initialize failed');
      // Rolls the pending row back with the transaction: nothing half-started stays behind.
      throw new AppError(502, 'internal_error', error instanceof PaystackError ? WALLET_MESSAGES.paymentService : WALLET_MESSAGES.initiationFailed);
    }
    await publishEvent(tx, userId, { type: 'transaction.created', data: { id: transactionId } });
    return { success: true as const, authorizationUrl: checkout.authorization_url, reference, transactionId };
  }

  /** Applies what Paystack says about a purchase. Idempotent: only a pending row changes. */
  async function confirm(reference: string, payment: PaystackTransaction, source: 'webhook' | 'verify' | 'reconcile'): Promise<ConfirmOutcome> {
    return db.transaction().execute(async (tx) => {
      const row = await lockTransactionByReference(tx, reference);
      if (!row) {
        log.warn({ reference, source }, 'payment for an unknown reference ignored');
        return 'unknown' as const;
      }
      if (row.status !== 'pending') return 'already' as const;
      if (payment.status === 'success') {
        const expected = Math.round(Number(row.amount_currency) * 100);
        if (payment.amount !== expected || payment.currency !== 'KES') {
          log.error({ reference, source, expectedSubunit: expected, paidSubunit: payment.amount, currency: payment.currency }, 'payment amount or currency does not match the purchase: not credited');
          return 'mismatch' as const;
        }
        const channel = payment.channel ?? null;
        const type = row.type === 'token_bundle_purchase' ? row.type : channel === 'mobile_money' ? 'mpesa_topup' : 'paystack_topup';
        const tokens = Number(row.amount_tokens);
        await move(tx, [{ from: platform('payments_in'), to: cash(row.user_id), amount: tokens, kind: type, transactionId: row.id }]);
        await setTransactionStatus(tx, row.id, 'completed', { type, metadata: { channel, paid_at: payment.paid_at, confirmed_by: source } });
        const kes = Number(row.amount_currency).toLocaleString('en-KE');
        await notifications.notify(tx, {
          userId: row.user_id,
          type: channel === 'mobile_money' ? 'mpesa_topup_success' : 'transaction_completed',
          message: `Your purchase of ${tokens} tokens for KES ${kes} is complete.`,
          relatedEntityUuid: row.id,
        });
        await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'completed' } });
        await publishEvent(tx, row.user_id, { type: 'balance.changed', data: {} });
        return 'credited' as const;
      }
      const old = Date.now() - row.created_at.getTime() > ABANDONED_AFTER_SECONDS * 1000;
      if (payment.status === 'failed' || payment.status === 'reversed' || (payment.status === 'abandoned' && old)) {
        await setTransactionStatus(tx, row.id, 'failed', { errorMessage: payment.gateway_response ?? `Payment ${payment.status}`, metadata: { confirmed_by: source } });
        await notifications.notify(tx, { userId: row.user_id, type: 'mpesa_topup_failed', message: `Your payment of KES ${Number(row.amount_currency)} did not go through: ${payment.gateway_response ?? payment.status}.`, relatedEntityUuid: row.id });
        await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'failed' } });
        return 'failed' as const;
      }
      return 'pending' as const;
    });
  }

  /** Asks Paystack about a purchase and applies the answer (callback page, reconciliation). */
  async function verifyAndConfirm(reference: string, source: 'verify' | 'reconcile'): Promise<ConfirmOutcome> {
    const payment = await paystack.verifyTransaction(reference);
    return confirm(reference, payment, source);
  }

  return {
    initiate,
    confirm,
    verifyAndConfirm,
    /** Reconciliation job: pending purchases older than 5 minutes are checked with Paystack. */
    async reconcile(): Promise<number> {
      const stale = await stalePendingPurchases(db, 5 * 60, 100);
      let settled = 0;
      for (const { reference } of stale) {
        try {
          const outcome = await verifyAndConfirm(reference!, 'reconcile');
          if (outcome === 'credited' || outcome === 'failed') settled += 1;
        } catch (error) {
          log.warn({ err: error, reference }, 'reconciliation could not verify a purchase');
        }
      }
      return settled;
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;
