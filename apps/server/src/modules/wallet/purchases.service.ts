// Buying tokens (DOMAIN.md §2): a pending purchase and Paystack's checkout; tokens are credited only
// after a verified success, exactly once per reference, whatever the number, order or timing of
// webhooks, verify calls and callback visits (the row is locked and must still be pending).
import { randomUUID } from 'node:crypto';
import {
  CUSTOM_BUNDLE_ID,
  exciseDutyCents,
  mpesaFailureMessage,
  purchaseReceiptLines,
  PURCHASES_STARTING_AT_ONCE,
  WALLET_MESSAGES,
  tokensForCustomKes,
  tokensText,
  type TransactionStatus,
  type TransactionType,
} from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import { isUnknownReference, PaystackError, type PaystackClient, type PaystackTransaction } from '../../providers/paystack';
import { shownEmail } from '../auth/auth';
import { assertReadyForTokens, cash, finish, lockTransactionForReference as lockTransactionByReference, platform, post } from '../ledger';
import { BalanceFrozenError } from '../ledger/ledger.errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { publishEvent } from '../realtime/realtime.publish';
import { responsiblePlayGuard, type ResponsiblePlayGuard } from '../responsible-play/responsible-play.service';
import { countPurchasesStarting, findBundle, findTransactionByReference, findUserForPayment, PURCHASE_TYPES, recordCheckoutUrl, stalePendingPurchases } from './wallet.repo';
import { runInTransaction } from '../../db/unit-of-work';
import { smsReference } from '../sms/sms-templates';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

/** Paystack's required e-mail for an M-Pesa payer without one: at our own domain, naming the number. */
export function mpesaPayerEmail(phone: string, supportEmail: string): string {
  return `mpesa-${phone.replace(/\D/g, '')}@${supportEmail.split('@')[1] ?? 'changamoto.co.ke'}`;
}

export type ConfirmOutcome = 'credited' | 'already' | 'failed' | 'pending' | 'unknown' | 'mismatch';

/** What the first step of an initiation wrote, for the Paystack call and the steps after it. */
export interface PreparedPurchase {
  userId: string;
  email: string;
  kes: number;
  reference: string;
  transactionId: string;
}

/** A purchase without a checkout URL older than this is not "being started" any more (the call times out after 15 s; a crash left it). */
const STARTING_WINDOW_SECONDS = 30;
/** A pending purchase's status page asks Paystack about it at most once in this long (per instance). */
export const VERIFY_REUSE_MS = 5_000;
/** Anything else carrying one of our references (a redemption's) is not a purchase. */
const isPurchase = (type: string) => (PURCHASE_TYPES as readonly string[]).includes(type);
/** Paystack calls a checkout abandoned after this long; a purchase it still does not know by then is ended (docs/decisions/017). */
export const ABANDONED_AFTER_SECONDS = 30 * 60;

/**
 * A purchase ended without a payment on our side only: because Paystack did not know it
 * (endUnknownToPaystack), because the person cancelled it (cancel), or because no M-Pesa PIN came
 * within the prompt's time (mpesa-purchases.service, docs/decisions/030). Paystack's later proof of
 * payment still credits it — the money left their account — once, as the row then leaves this state.
 */
export function endedUnpaid(row: { status: string; metadata: unknown }): boolean {
  const metadata = typeof row.metadata === 'object' && row.metadata !== null ? (row.metadata as { unknown_to_paystack?: unknown; cancelled_by?: unknown; timed_out?: unknown }) : {};
  return (row.status === 'failed' && (metadata.unknown_to_paystack === true || metadata.timed_out === true)) || (row.status === 'cancelled' && metadata.cancelled_by === 'user');
}

/** A purchase started as an M-Pesa STK push (its failures are explained in the M-Pesa words). */
export function isMpesaPush(row: { metadata: unknown }): boolean {
  return typeof row.metadata === 'object' && row.metadata !== null && (row.metadata as { channel?: unknown }).channel === 'mpesa_stk';
}

/** Paystack's verify of a reference it does not know: 404 now, 400 from older answers (and the paystack branch's simulator). */
function isNotFoundAtPaystack(error: unknown): boolean {
  return isUnknownReference(error) || (error instanceof PaystackError && (error.httpStatus === 400 || error.httpStatus === 404));
}

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
  /**
   * Purchase initiation, first step (the transaction that claims the Idempotency-Key): the rules, under
   * the responsible-play lock, then the pending purchase. Paystack is called after this commits
   * (startCheckout), so neither the lock nor a connection is held while it answers (DOMAIN.md §8).
   */
  async function prepareInitiation(
    tx: Db,
    userId: string,
    input: { bundleId: string; customAmount?: number; payerEmail?: string },
    /** An M-Pesa STK push (mpesa-purchases.service): the number charged, kept on the purchase. */
    mpesa?: { phone: string },
  ): Promise<PreparedPurchase> {
    // A username and 18+ first (issue #24 item 1, DOMAIN.md §7): the credit comes later from Paystack, so the ledger cannot refuse it here.
    await assertReadyForTokens(tx, userId);
    const user = await findUserForPayment(tx, userId);
    if (user.balance_frozen) throw new BalanceFrozenError();
    // Paystack needs a payer's e-mail; a phone-only account's placeholder is no address (issue #24 item 1).
    // An M-Pesa payer gets M-Pesa's own SMS receipt; Paystack still requires an e-mail, so a
    // phone-only account gives one at our domain that names the number (docs/decisions/030).
    const payerEmail = input.payerEmail ?? shownEmail(user.email) ?? (mpesa ? mpesaPayerEmail(mpesa.phone, env.SUPPORT_EMAIL) : null);
    if (!payerEmail) throw errors.validation(WALLET_MESSAGES.payerEmailRequired, { payerEmail: WALLET_MESSAGES.payerEmailRequired });
    let kes: number;
    let tokens: number;
    let type: TransactionType;
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
    // unit paid, pending purchases included); it locks the user's deposits so concurrent purchases
    // cannot pass a limit together.
    await responsiblePlay.assertDepositAllowed(tx, userId, kes);
    // Under the same lock: a bound on one person's purchases waiting on Paystack at once, so that a
    // burst of clicks (or a script) cannot have us open hundreds of checkouts.
    if ((await countPurchasesStarting(tx, userId, STARTING_WINDOW_SECONDS)) >= PURCHASES_STARTING_AT_ONCE) {
      throw new AppError(429, 'rate_limited', WALLET_MESSAGES.tooManyStarting, undefined, { 'Retry-After': '5' });
    }

    // Paystack accepts letters, digits, '-', '.', '='.
    const reference = `chg-${randomUUID()}`;
    // No legs yet: the tokens move when Paystack confirms the payment (confirm → finish).
    const { id: transactionId } = await post(tx, {
      userId,
      type,
      status: 'pending',
      legs: [],
      amountTokens: tokens,
      amountCurrency: kes,
      reference,
      metadata: {
        bundle_id: input.bundleId,
        bundle_name: bundleName,
        kes_amount: kes,
        ...(input.payerEmail ? { payer_email: input.payerEmail } : {}),
        ...(mpesa ? { channel: 'mpesa_stk', mpesa_phone: mpesa.phone } : {}),
      },
    });
    return { userId, email: payerEmail, kes, reference, transactionId };
  }

  /** Second step, with no transaction open: Paystack's checkout for the pending purchase. */
  async function startCheckout(purchase: PreparedPurchase): Promise<{ authorizationUrl: string }> {
    try {
      const checkout = await paystack.initializeTransaction({
        email: purchase.email,
        amountSubunit: Math.round(purchase.kes * 100),
        currency: 'KES',
        reference: purchase.reference,
        callbackUrl: `${env.PUBLIC_URL}/wallet/paystack-callback`,
        metadata: { transaction_id: purchase.transactionId, user_id: purchase.userId },
      });
      return { authorizationUrl: checkout.authorization_url };
    } catch (error) {
      log.warn({ err: error, reference: purchase.reference }, 'Paystack initialize failed');
      throw new AppError(502, 'internal_error', error instanceof PaystackError ? WALLET_MESSAGES.paymentService : WALLET_MESSAGES.initiationFailed);
    }
  }

  /** Third step (the transaction that stores the key's answer): the checkout URL on the purchase. */
  async function recordCheckout(tx: Db, purchase: PreparedPurchase, checkout: { authorizationUrl: string }) {
    await recordCheckoutUrl(tx, purchase.transactionId, checkout.authorizationUrl);
    await publishEvent(tx, purchase.userId, { type: 'transaction.created', data: { id: purchase.transactionId } });
    return { success: true as const, authorizationUrl: checkout.authorizationUrl, reference: purchase.reference, transactionId: purchase.transactionId };
  }

  /** Paystack did not give a checkout: the purchase is marked failed (it never moved a token, and no longer counts toward a limit). */
  async function markNotStarted(tx: Db, reference: string, source: 'initiate' | 'reconcile'): Promise<boolean> {
    const row = await lockTransactionByReference(tx, reference);
    if (row?.status !== 'pending' || !isPurchase(row.type)) return false;
    await finish(tx, { id: row.id, userId: row.user_id, type: row.type }, { status: 'failed', errorMessage: WALLET_MESSAGES.notStarted, metadata: { confirmed_by: source } });
    return true;
  }

  /**
   * Paystack gave this purchase a checkout, yet past the abandon window it still has no record of it
   * (its records were lost, or the server now talks to another account): nobody can pay it any more.
   * It ends as failed with words the person sees in their history, once, with no token moved.
   */
  async function endUnknownToPaystack(reference: string): Promise<boolean> {
    return runInTransaction(db, async (tx) => {
      const row = await lockTransactionByReference(tx, reference);
      if (row?.status !== 'pending' || !isPurchase(row.type)) return false;
      await finish(tx, { id: row.id, userId: row.user_id, type: row.type }, { status: 'failed', errorMessage: WALLET_MESSAGES.unknownToPaystack, metadata: { confirmed_by: 'reconcile', unknown_to_paystack: true } });
      await notifications.notify(tx, {
        userId: row.user_id,
        type: 'mpesa_topup_failed',
        message: { en: `Your payment of KES ${Number(row.amount_currency)} did not go through: ${WALLET_MESSAGES.unknownToPaystack}`, sw: NOTICES_SW.paymentFailed(Number(row.amount_currency), NOTICES_SW.unknownToPaystack) },
        relatedEntityUuid: row.id,
      });
      await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'failed' } });
      return true;
    });
  }

  /** Applies what Paystack says about a purchase. Idempotent: only a pending row changes (or, on proof of payment, one ended as unknown to Paystack). */
  async function confirm(reference: string, payment: PaystackTransaction, source: 'webhook' | 'verify' | 'reconcile'): Promise<ConfirmOutcome> {
    return runInTransaction(db, async (tx) => {
      const row = await lockTransactionByReference(tx, reference);
      if (!row) {
        log.warn({ reference, source }, 'payment for an unknown reference ignored');
        return 'unknown' as const;
      }
      if (!isPurchase(row.type)) {
        // A reference of ours that is not a purchase (a redemption's transfer reference): never credit on it.
        log.error({ reference, source, type: row.type }, 'payment event for a reference that is not a purchase: not credited');
        return 'mismatch' as const;
      }
      // Ended only because Paystack did not know it, or cancelled by the person: Paystack's own word that
      // it was paid still counts (decisions 017 and 028).
      const lateSuccess = endedUnpaid(row) && payment.status === 'success';
      if (row.status !== 'pending' && !lateSuccess) return 'already' as const;
      if (payment.status === 'success') {
        const expected = Math.round(Number(row.amount_currency) * 100);
        if (payment.amount !== expected || payment.currency !== 'KES') {
          log.error({ reference, source, expectedSubunit: expected, paidSubunit: payment.amount, currency: payment.currency }, 'payment amount or currency does not match the purchase: not credited');
          return 'mismatch' as const;
        }
        const channel = payment.channel ?? null;
        const type = row.type === 'token_bundle_purchase' ? row.type : channel === 'mobile_money' ? 'mpesa_topup' : 'paystack_topup';
        const tokens = Number(row.amount_tokens);
        // DOMAIN.md §10: the price paid includes the excise duty. The tokens are exactly those shown; the
        // duty (rate × KES paid, whole cents half up) is owed to KRA by the platform, out of the price.
        const dutyCents = exciseDutyCents(Number(row.amount_currency), env.EXCISE_DUTY_RATE);
        await finish(
          tx,
          { id: row.id, userId: row.user_id, type: row.type },
          {
            status: 'completed',
            type,
            legs: [{ from: platform('payments_in'), to: cash(row.user_id), amount: tokens }, ...(dutyCents > 0 ? [{ from: platform('tax_excise_expense'), to: platform('tax_excise_payable'), amount: dutyCents, kind: 'excise_duty' }] : [])],
            metadata: { channel, paid_at: payment.paid_at, confirmed_by: source, excise_duty_cents: dutyCents, excise_duty_rate: env.EXCISE_DUTY_RATE },
            ...(lateSuccess ? { errorMessage: null } : {}),
          },
        );
        const kes = Number(row.amount_currency).toLocaleString('en-KE');
        const messages = { en: `Your purchase of ${tokensText(tokens)} for KES ${kes} is complete.`, sw: NOTICES_SW.purchaseComplete(tokens, kes) };
        // The e-mail is the receipt: the tokens, the price and the excise duty it includes (DOMAIN.md §10).
        const { locale } = await tx.selectFrom('users').select('locale').where('id', '=', row.user_id).executeTakeFirstOrThrow();
        const receipt = purchaseReceiptLines(locale, { tokens, kesPaid: Number(row.amount_currency), exciseDutyKes: dutyCents / 100, exciseDutyRate: env.EXCISE_DUTY_RATE });
        await notifications.notify(tx, {
          userId: row.user_id,
          type: channel === 'mobile_money' ? 'mpesa_topup_success' : 'transaction_completed',
          message: messages,
          email: { subject: locale === 'sw' ? 'Risiti ya ununuzi · Changamoto' : 'Purchase receipt · Changamoto', text: [messages[locale], '', ...receipt].join('\n') },
          relatedEntityUuid: row.id,
          sms: { kind: 'purchase_credited', tokens, kes: Number(row.amount_currency), taxKes: dutyCents / 100, reference: smsReference(row.id) },
        });
        await publishEvent(tx, row.user_id, { type: 'transaction.updated', data: { id: row.id, status: 'completed' } });
        await publishEvent(tx, row.user_id, { type: 'balance.changed', data: {} });
        return 'credited' as const;
      }
      const old = Date.now() - row.created_at.getTime() > ABANDONED_AFTER_SECONDS * 1000;
      if (payment.status === 'failed' || payment.status === 'reversed' || (payment.status === 'abandoned' && old)) {
        // An STK push's reason is one the wallet explains (declined, timed out, not enough on M-Pesa).
        const reason = isMpesaPush(row) ? mpesaFailureMessage(payment.gateway_response) : (payment.gateway_response ?? `Payment ${payment.status}`);
        await finish(tx, { id: row.id, userId: row.user_id, type: row.type }, { status: 'failed', errorMessage: reason, metadata: { confirmed_by: source } });
        await notifications.notify(tx, {
          userId: row.user_id,
          type: 'mpesa_topup_failed',
          message: isMpesaPush(row)
            ? { en: `Your payment of KES ${Number(row.amount_currency)} did not go through. ${reason}`, sw: NOTICES_SW.mpesaPaymentFailed(Number(row.amount_currency), payment.gateway_response) }
            : {
                en: `Your payment of KES ${Number(row.amount_currency)} did not go through: ${payment.gateway_response ?? payment.status}.`,
                sw: NOTICES_SW.paymentFailed(Number(row.amount_currency), `${payment.gateway_response ?? payment.status}.`),
              },
          relatedEntityUuid: row.id,
        });
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

  // The callback page polls a pending purchase every 2 s, and anyone can poll faster: Paystack is
  // asked about one reference at most once per VERIFY_REUSE_MS on this instance; polls meanwhile share
  // that answer (or the call still in flight). The webhook and reconciliation settle it regardless.
  const recentVerifies = new Map<string, { at: number; done: Promise<void> }>();
  function checkPending(reference: string): Promise<void> {
    const now = Date.now();
    const recent = recentVerifies.get(reference);
    if (recent && now - recent.at < VERIFY_REUSE_MS) return recent.done;
    if (recentVerifies.size >= 10_000) for (const [key, entry] of recentVerifies) if (now - entry.at >= VERIFY_REUSE_MS) recentVerifies.delete(key);
    const done = verifyAndConfirm(reference, 'verify').then(
      () => undefined,
      (error: unknown) => log.warn({ err: error, reference }, 'verify on callback failed'),
    );
    recentVerifies.set(reference, { at: now, done });
    return done;
  }

  /**
   * POST /api/wallet/payments/:reference/cancel (issue #24 item 6): the person gives up a pending purchase
   * (an abandoned checkout) so it stops counting toward their deposit limits. Paystack is asked first,
   * with no transaction open: paid → credited instead (confirm), failed → closed as failed; otherwise the
   * row, locked and still pending, becomes cancelled. Whatever the order of cancel, webhook and verify,
   * a purchase is credited at most once: every path locks the row and changes it only from pending (or,
   * on proof of payment, from cancelled-by-the-person). docs/decisions/028.
   */
  async function cancel(userId: string, reference: string): Promise<{ message: string; status: TransactionStatus }> {
    const row = await findTransactionByReference(db, userId, reference);
    if (!row || !isPurchase(row.type)) throw errors.notFound('Transaction not found.');
    if (row.status !== 'pending') throw errors.conflict(WALLET_MESSAGES.notPending);
    let payment: PaystackTransaction | null = null;
    try {
      payment = await paystack.verifyTransaction(reference);
    } catch (error) {
      // Unknown to Paystack: nobody paid it (a late payment would still be credited by its webhook).
      if (!isNotFoundAtPaystack(error)) {
        log.warn({ err: error, reference }, 'verify before cancel failed: not cancelled');
        throw new AppError(502, 'internal_error', WALLET_MESSAGES.cancelCheckFailed);
      }
    }
    // Paid or failed for good: applied as any verify is. Still open (abandoned, ongoing…): cancelled below.
    if (payment && (payment.status === 'success' || payment.status === 'failed' || payment.status === 'reversed')) {
      const outcome = await confirm(reference, payment, 'verify');
      if (outcome === 'credited') return { message: WALLET_MESSAGES.cancelPaid(Number(row.amount_tokens)), status: 'completed' };
      if (outcome === 'failed') return { message: WALLET_MESSAGES.cancelFailed, status: 'failed' };
      if (outcome === 'mismatch') throw errors.conflict(WALLET_MESSAGES.cancelCheckFailed);
      // 'already': a webhook settled it meanwhile; fall through to read what it became.
    }
    return runInTransaction(db, async (tx) => {
      const locked = await lockTransactionByReference(tx, reference);
      if (!locked) throw errors.notFound('Transaction not found.');
      if (locked.status === 'completed') return { message: WALLET_MESSAGES.cancelPaid(Number(locked.amount_tokens)), status: 'completed' as const };
      if (locked.status !== 'pending') throw errors.conflict(WALLET_MESSAGES.notPending);
      await finish(
        tx,
        { id: locked.id, userId: locked.user_id, type: locked.type },
        {
          status: 'cancelled',
          errorMessage: WALLET_MESSAGES.cancelledByYou,
          metadata: { cancelled_by: 'user', confirmed_by: 'cancel', paystack_status: payment?.status ?? 'not_found' },
        },
      );
      await publishEvent(tx, userId, { type: 'transaction.updated', data: { id: locked.id, status: 'cancelled' } });
      return { message: WALLET_MESSAGES.cancelled, status: 'cancelled' as const };
    });
  }

  return {
    cancel,
    /** GET /api/wallet/payments/:reference of a pending purchase: asks Paystack (at most once per reference every few seconds); never throws. */
    checkPending,
    /** POST /api/wallet/payments, in the steps of http/idempotency.ts runIdempotentAroundCall (docs/decisions/016). */
    initiation: (userId: string, input: { bundleId: string; customAmount?: number; payerEmail?: string }) => ({
      prepare: (tx: Db) => prepareInitiation(tx, userId, input),
      call: startCheckout,
      finish: recordCheckout,
      abandon: async (tx: Db, purchase: PreparedPurchase) => void (await markNotStarted(tx, purchase.reference, 'initiate')),
    }),
    confirm,
    verifyAndConfirm,
    /** The steps the M-Pesa STK push shares with the checkout (mpesa-purchases.service). */
    prepareInitiation,
    markNotStarted,
    /** Reconciliation job: pending purchases older than 5 minutes are checked with Paystack. */
    async reconcile(): Promise<number> {
      const stale = await stalePendingPurchases(db, 5 * 60, 100);
      let settled = 0;
      for (const { reference, created_at: createdAt, has_checkout: hasCheckout } of stale) {
        try {
          const outcome = await verifyAndConfirm(reference!, 'reconcile');
          if (outcome === 'credited' || outcome === 'failed') settled += 1;
        } catch (error) {
          if (!isUnknownReference(error)) {
            log.warn({ err: error, reference }, 'reconciliation could not verify a purchase');
            continue;
          }
          // Paystack never heard of it and never gave a checkout: the initiation died before its checkout
          // existed (a crash between the steps). Nobody can pay it, so it fails and stops counting toward limits.
          if (!hasCheckout) {
            if (await runInTransaction(db, (tx) => markNotStarted(tx, reference!, 'reconcile'))) settled += 1;
            continue;
          }
          // It had a checkout: give Paystack the abandon window, then end it, logged once (the row is no longer pending after).
          if (Date.now() - createdAt.getTime() < ABANDONED_AFTER_SECONDS * 1000) {
            log.debug({ reference }, 'Paystack does not know a purchase yet; it is ended if that lasts past the abandon window');
            continue;
          }
          if (await endUnknownToPaystack(reference!)) {
            settled += 1;
            log.warn({ reference, createdAt }, 'purchase ended as failed: Paystack has no record of it past the abandon window');
          }
        }
      }
      return settled;
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;
