// Buying tokens by M-Pesa STK push (issue #19 §1, docs/decisions/030): the same pending purchase as the
// card checkout (purchases.service prepareInitiation: the rules, deposit limits, the reference), then
// Paystack's POST /charge with mobile_money { phone, provider: "mpesa" } instead of a hosted checkout.
// The prompt waits on the person's phone; the credit comes from the charge.success webhook, a verify
// or reconciliation, each through purchases.service confirm, which locks the row and credits it only
// from pending (or from an ended-unpaid state on proof of payment): never twice, in any order.
// A prompt with no PIN within MPESA_PROMPT_TIMEOUT_SECONDS is ended as timed out (expire), after asking
// Paystack once more; a payment Paystack proves later is still credited, once.
import { MPESA_MESSAGES, MPESA_MESSAGES_SW, mpesaFailureMessage, normalizeKenyanPhone, WALLET_MESSAGES, type TransactionStatus } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { runInTransaction, type Tx } from '../../db/unit-of-work';
import type { Env } from '../../env';
import { AppError, errors } from '../../http/errors';
import { requestHash, runIdempotentAroundCall, type AroundCallSteps } from '../../http/idempotency';
import type { Logger } from '../../logger';
import { isUnknownReference, PaystackError, type PaystackCharge, type PaystackClient } from '../../providers/paystack';
import { finish, lockTransactionForReference } from '../ledger';
import type { NotificationsService } from '../notifications/notifications.service';
import { publishEvent } from '../realtime/realtime.publish';
import type { PreparedPurchase, PurchasesService } from './purchases.service';
import { isMpesaPush } from './purchases.service';
import { expiredMpesaPushes, findTransactionByReference, PURCHASE_TYPES, recordChargeAccepted } from './wallet.repo';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

/** What startMpesaPurchase needs (createServices wires it; the USSD branch passes the same). */
export interface MpesaPurchaseDeps {
  db: Db;
  paystack: PaystackClient;
  purchases: PurchasesService;
  notifications: NotificationsService;
  env: Pick<Env, 'MPESA_PROMPT_TIMEOUT_SECONDS'>;
  log: Logger;
}

/** What to buy (as the card checkout takes it: a bundle, or the custom bundle id with KES) and the number to charge. */
export interface MpesaPurchaseInput {
  bundleId: string;
  /** KES, only with the custom bundle id. */
  customAmount?: number;
  /** Any form the spec's phone rules accept (07…, 7…, +2547…); charged as +254…. */
  phone: string;
  /** Where Paystack sends its receipt; optional (M-Pesa sends its own SMS receipt). */
  payerEmail?: string;
}

export interface MpesaPurchaseStarted {
  success: true;
  reference: string;
  transactionId: string;
  /** pending: the prompt is on the phone; completed: Paystack said success at once; failed: refused at once (message says why). */
  status: Extract<TransactionStatus, 'pending' | 'completed' | 'failed'>;
  /** The number charged, +254…. */
  phone: string;
  amountKes: number;
  tokens: number;
  /** What the person is asked to do ('Check your phone and enter your M-Pesa PIN'), or why it failed. */
  message: string;
}

interface PreparedPush extends PreparedPurchase {
  phone: string;
  tokens: number;
}

/** The contract's endpoint name: the key space an Idempotency-Key lives in, the same from the wallet and from USSD. */
export const MPESA_PURCHASE_ENDPOINT = 'startMpesaPayment';
const MPESA_PURCHASE_PATH = '/api/wallet/mpesa-payments';

const isPurchase = (type: string) => (PURCHASE_TYPES as readonly string[]).includes(type);

/** The phone as the spec's rules read it, or a 400 naming the field. */
function chargedPhone(input: string): string {
  if (!input.trim()) throw errors.validation(MPESA_MESSAGES.phoneRequired, { phone: MPESA_MESSAGES.phoneRequired });
  // The spec's rules read a national number; a full one (+254…, 254…, as the wallet sends it) is read as 0….
  const phone = normalizeKenyanPhone(input.trim().replace(/^\+?254(?=\d{9}$)/, '0'));
  if (!phone.ok) throw errors.validation(phone.message, { phone: phone.message });
  return phone.e164;
}

/**
 * The three steps of one STK push for runIdempotentAroundCall (docs/decisions/016): the pending purchase
 * (first transaction), POST /charge (no transaction open), what Paystack answered (second transaction).
 */
export function mpesaPurchaseSteps(deps: MpesaPurchaseDeps, userId: string, input: MpesaPurchaseInput): AroundCallSteps<PreparedPush, PaystackCharge, MpesaPurchaseStarted> {
  const { purchases, paystack, log } = deps;
  return {
    async prepare(tx) {
      const phone = chargedPhone(input.phone);
      const prepared = await purchases.prepareInitiation(tx, userId, { bundleId: input.bundleId, customAmount: input.customAmount, payerEmail: input.payerEmail }, { phone });
      const row = await tx.selectFrom('transactions').select('amount_tokens').where('id', '=', prepared.transactionId).executeTakeFirstOrThrow();
      return { ...prepared, phone, tokens: Number(row.amount_tokens) };
    },
    async call(push) {
      let charge: PaystackCharge;
      try {
        charge = await paystack.chargeMobileMoney({
          email: push.email,
          amountSubunit: Math.round(push.kes * 100),
          phone: push.phone,
          reference: push.reference,
          provider: 'mpesa',
          metadata: { transaction_id: push.transactionId, user_id: push.userId },
        });
      } catch (error) {
        log.warn({ err: error, reference: push.reference }, 'Paystack M-Pesa charge failed');
        // 4xx: Paystack refused the request itself (e.g. a number it cannot charge); nothing is pending there.
        throw new AppError(502, 'internal_error', error instanceof PaystackError ? WALLET_MESSAGES.paymentService : WALLET_MESSAGES.initiationFailed);
      }
      // Paid at once (no prompt needed): credited now, through the same confirm as the webhook — still no transaction open.
      if (charge.status === 'success') await purchases.confirm(push.reference, charge.transaction, 'verify');
      return charge;
    },
    async finish(tx, push, charge) {
      const row = await lockTransactionForReference(tx, push.reference);
      if (!row) throw errors.notFound('Transaction not found.');
      const started = (status: MpesaPurchaseStarted['status'], message: string): MpesaPurchaseStarted => ({
        success: true,
        reference: push.reference,
        transactionId: push.transactionId,
        status,
        phone: push.phone,
        amountKes: push.kes,
        tokens: push.tokens,
        message,
      });
      if (row.status === 'completed') return started('completed', `${push.tokens} tokens were added to your wallet.`);
      if (row.status !== 'pending') return started('failed', row.error_message ?? MPESA_MESSAGES.failedBecause('unknown reason'));
      if (charge.status === 'failed') {
        const reason = mpesaFailureMessage(charge.message);
        await finish(tx, { id: row.id, userId: row.user_id, type: row.type }, { status: 'failed', errorMessage: reason, metadata: { confirmed_by: 'charge', charge_status: 'failed' } });
        await deps.notifications.notify(tx, {
          userId: row.user_id,
          type: 'mpesa_topup_failed',
          message: { en: `Your payment of KES ${push.kes} did not go through. ${reason}`, sw: NOTICES_SW.mpesaPaymentFailed(push.kes, charge.message) },
          relatedEntityUuid: row.id,
        });
        await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'failed' } });
        return started('failed', reason);
      }
      // pay_offline (the prompt), or any state that waits on the person elsewhere: pending until Paystack says, or the prompt's time ends.
      await recordChargeAccepted(tx, push.transactionId, { status: charge.status, displayText: 'displayText' in charge ? charge.displayText : null });
      await publishEvent(tx, row.user_id, { type: 'transaction.created', data: { id: row.id } });
      return started('pending', MPESA_MESSAGES.checkPhone);
    },
    async abandon(tx, push) {
      await purchases.markNotStarted(tx, push.reference, 'initiate');
    },
  };
}

/**
 * Starts an M-Pesa STK push purchase for a person: the wallet's POST /api/wallet/mpesa-payments and the
 * USSD menu both come here. Idempotent on (userId, idempotencyKey): a retry with the same key and input
 * answers as the first did (or 409 while it is still being started), and never opens a second prompt.
 */
export async function startMpesaPurchase(deps: MpesaPurchaseDeps, input: MpesaPurchaseInput & { userId: string; idempotencyKey: string }): Promise<MpesaPurchaseStarted> {
  const { userId, idempotencyKey, ...purchase } = input;
  const result = await runIdempotentAroundCall(
    deps.db,
    { userId, key: idempotencyKey, endpoint: MPESA_PURCHASE_ENDPOINT, hash: requestHash('POST', MPESA_PURCHASE_PATH, purchase), status: 201, log: deps.log },
    mpesaPurchaseSteps(deps, userId, purchase),
  );
  return result.body as MpesaPurchaseStarted;
}

/** Ends a pending STK push as timed out, in a transaction; false when it is no longer pending. */
async function endTimedOut(deps: MpesaPurchaseDeps, tx: Tx, reference: string, source: 'verify' | 'expiry'): Promise<boolean> {
  const row = await lockTransactionForReference(tx, reference);
  if (row?.status !== 'pending' || !isPurchase(row.type) || !isMpesaPush(row)) return false;
  await finish(tx, { id: row.id, userId: row.user_id, type: row.type }, { status: 'failed', errorMessage: MPESA_MESSAGES.timedOut, metadata: { confirmed_by: source, timed_out: true } });
  await deps.notifications.notify(tx, {
    userId: row.user_id,
    type: 'mpesa_topup_failed',
    message: { en: `Your payment of KES ${Number(row.amount_currency)} did not go through. ${MPESA_MESSAGES.timedOut}`, sw: NOTICES_SW.mpesaPaymentFailedBecause(Number(row.amount_currency), MPESA_MESSAGES_SW.timedOut) },
    relatedEntityUuid: row.id,
  });
  await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'failed' } });
  return true;
}

export function createMpesaPurchasesService(deps: MpesaPurchaseDeps) {
  const timeoutMs = () => deps.env.MPESA_PROMPT_TIMEOUT_SECONDS * 1000;

  /**
   * A pending STK push whose prompt time is over: Paystack is asked first (no transaction open) — paid
   * is credited, failed is closed with its reason — and only a charge still waiting is ended as timed out.
   */
  async function expire(reference: string, source: 'verify' | 'expiry'): Promise<'credited' | 'failed' | 'timed_out' | 'unchanged'> {
    try {
      const outcome = await deps.purchases.verifyAndConfirm(reference, source === 'expiry' ? 'reconcile' : 'verify');
      if (outcome === 'credited' || outcome === 'failed') return outcome;
      if (outcome !== 'pending') return 'unchanged';
    } catch (error) {
      // Paystack cannot be asked now: nothing is ended on a guess (the next check tries again).
      if (!isUnknownReference(error)) {
        deps.log.warn({ err: error, reference }, 'M-Pesa prompt past its time, but Paystack could not be asked: left pending');
        return 'unchanged';
      }
    }
    return (await runInTransaction(deps.db, (tx) => endTimedOut(deps, tx, reference, source))) ? 'timed_out' : 'unchanged';
  }

  return {
    startMpesaPurchase: (input: MpesaPurchaseInput & { userId: string; idempotencyKey: string }) => startMpesaPurchase(deps, input),
    steps: (userId: string, input: MpesaPurchaseInput) => mpesaPurchaseSteps(deps, userId, input),
    /**
     * The wallet's status poll of one pending STK push (after verify): past the prompt's time, it is
     * ended (expire). Never throws: the webhook, the expiry job and reconciliation settle it regardless.
     */
    async checkPending(userId: string, reference: string): Promise<void> {
      const row = await findTransactionByReference(deps.db, userId, reference);
      if (row?.status !== 'pending' || !isMpesaPush(row)) return;
      if (Date.now() - row.created_at.getTime() < timeoutMs()) {
        await deps.purchases.checkPending(reference);
        return;
      }
      await expire(reference, 'verify').catch((error: unknown) => deps.log.warn({ err: error, reference }, 'M-Pesa expiry on status check failed'));
    },
    /** The expiry job: every pending STK push past its prompt time (a page closed, nobody polling). */
    async expireStale(): Promise<number> {
      let ended = 0;
      for (const { reference } of await expiredMpesaPushes(deps.db, deps.env.MPESA_PROMPT_TIMEOUT_SECONDS, 100)) {
        const outcome = await expire(reference!, 'expiry').catch((error: unknown) => {
          deps.log.warn({ err: error, reference }, 'M-Pesa expiry failed');
          return 'unchanged' as const;
        });
        if (outcome !== 'unchanged') ended += 1;
      }
      return ended;
    },
  };
}
export type MpesaPurchasesService = ReturnType<typeof createMpesaPurchasesService>;
