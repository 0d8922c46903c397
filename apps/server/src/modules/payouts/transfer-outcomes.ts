// How a redemption ends (DOMAIN.md §3): the one place that moves a payout's tokens after the start.
// Every change happens under the payout row's lock and only from the state it applies to, so each
// Paystack outcome takes effect exactly once whatever the number, order or timing of webhooks and job runs.
import { tokensText } from '@changamoto/shared/domain';
import { publishEvent } from '../realtime/realtime.publish';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { PaystackTransfer, PaystackTransferEvent } from '../../providers/paystack';
import { finish, platform, reverse } from '../ledger';
import type { NotificationsService } from '../notifications/notifications.service';
import { lockPayout, updatePayout, type PayoutRow } from './payouts.repo';
import { runInTransaction } from '../../db/unit-of-work';
import { smsReference } from '../sms/sms-templates';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

export type TransferOutcome = { kind: 'success' } | { kind: 'failed' | 'reversed'; reason: string };

export interface SettlementDeps {
  notifications: Pick<NotificationsService, 'notify'>;
  log?: Logger;
}

/** What handleTransferEvent did: applied the outcome, ignored a duplicate/stale event, or did not know the reference. */
export type SettlementResult = 'applied' | 'ignored' | 'unknown_reference';

const FAILED_FALLBACK = 'The transfer failed.';
const REVERSED_FALLBACK = 'The transfer was reversed.';

export function redemptionFailedMessage(tokens: number, reason: string): string {
  return `Your redemption of ${tokensText(tokens)} could not be paid out: ${reason.replace(/\.?\s*$/, '')}. The ${tokensText(tokens)} ${tokens === 1 ? 'is' : 'are'} back in your wallet.`;
}

/**
 * Applies an outcome to a payout whose row the caller has locked (lockPayout) in `tx`.
 * success: queued|processing → completed (payout_pending → payouts_out).
 * failed: queued|processing → failed (payout_pending → user cash).
 * reversed: completed → reversed (payouts_out → user cash); queued|processing → reversed (payout_pending → user cash).
 * Anything else (a duplicate, or an event older than what we know) changes nothing.
 */
export async function settleLockedPayout(tx: Db, payout: PayoutRow, outcome: TransferOutcome, deps: SettlementDeps): Promise<Exclude<SettlementResult, 'unknown_reference'>> {
  const tokens = Number(payout.amount_tokens);
  const inFlight = payout.status === 'queued' || payout.status === 'processing';
  const transactionId = payout.transaction_id;

  if (outcome.kind === 'success') {
    if (!inFlight) return 'ignored';
    const redemption = { id: transactionId, userId: payout.user_id, type: 'token_bundle_redemption' } as const;
    await finish(tx, redemption, { status: 'completed', legs: [{ from: platform('payout_pending'), to: platform('payouts_out'), amount: tokens, kind: 'payout_completed' }] });
    await updatePayout(tx, payout.id, { status: 'completed', lastError: null, completed: true });
    await publishEvent(tx, payout.user_id, { type: 'transaction.updated', data: { id: transactionId, status: 'completed' } });
    return 'applied';
  }

  let kind: 'payout_failure_recredit' | 'payout_reversal_recredit';
  if (inFlight)
    kind = 'payout_failure_recredit'; // payout_pending → cash
  else if (outcome.kind === 'reversed' && payout.status === 'completed')
    kind = 'payout_reversal_recredit'; // payouts_out → cash
  else return 'ignored';

  // The redemption's legs mirrored back to cash, on its own row, which ends as failed_recredited; a
  // compensation, so returned even if the balance was frozen meanwhile.
  await reverse(tx, transactionId, { kind, status: 'failed_recredited', errorMessage: outcome.reason });
  await updatePayout(tx, payout.id, { status: outcome.kind, lastError: outcome.reason, completed: true });
  await deps.notifications.notify(tx, {
    userId: payout.user_id,
    type: 'mpesa_redemption_failed',
    message: { en: redemptionFailedMessage(tokens, outcome.reason), sw: NOTICES_SW.redemptionFailed(tokens, outcome.reason) },
    relatedEntityUuid: transactionId,
    sms: { kind: 'redemption_recredited', tokens, reference: smsReference(transactionId) },
  });
  await publishEvent(tx, payout.user_id, { type: 'transaction.updated', data: { id: transactionId, status: 'failed_recredited' } });
  await publishEvent(tx, payout.user_id, { type: 'balance.changed', data: {} });
  return 'applied';
}

function outcomeOf(event: PaystackTransferEvent, data: Pick<PaystackTransfer, 'gateway_response' | 'reason'>): TransferOutcome {
  if (event === 'transfer.success') return { kind: 'success' };
  const reason = data.gateway_response?.trim() || data.reason?.trim() || (event === 'transfer.failed' ? FAILED_FALLBACK : REVERSED_FALLBACK);
  return { kind: event === 'transfer.failed' ? 'failed' : 'reversed', reason };
}

/**
 * For the Paystack webhook route: a parsed, signature-checked transfer.success / transfer.failed /
 * transfer.reversed event. Idempotent; safe to call any number of times in any order. Throws only
 * when the database work fails (then answer non-200 so that Paystack retries).
 */
export async function handleTransferEvent(
  db: Db,
  event: { event: PaystackTransferEvent; data: Pick<PaystackTransfer, 'reference' | 'amount' | 'currency' | 'gateway_response' | 'reason' | 'transfer_code'> },
  deps: SettlementDeps,
): Promise<SettlementResult> {
  const { data } = event;
  const log = deps.log?.child({ transferReference: data.reference, event: event.event });
  return runInTransaction(db, async (tx) => {
    const payout = await lockPayout(tx, { reference: data.reference });
    if (!payout) {
      log?.warn('transfer event for a reference we do not know: ignored');
      return 'unknown_reference';
    }
    if (Number(data.amount) !== Number(payout.amount_subunit) || (data.currency && data.currency !== 'KES')) {
      // Not ours as recorded: never move tokens on it; an operator has to look.
      log?.error({ expected: payout.amount_subunit, got: data.amount, currency: data.currency }, 'transfer event does not match the payout: ignored');
      return 'ignored';
    }
    if (data.transfer_code && !payout.transfer_code) await updatePayout(tx, payout.id, { transferCode: data.transfer_code });
    const result = await settleLockedPayout(tx, payout, outcomeOf(event.event, data), deps);
    if (result === 'ignored') log?.info({ status: payout.status }, 'transfer event already reflected: nothing to do');
    else log?.info({ from: payout.status }, 'transfer event applied');
    return result;
  });
}
