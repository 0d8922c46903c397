// The payout job (DOMAIN.md §3): asks Paystack to send a redemption's net KES to its recipient.
// Every attempt uses the payout's stored reference, so a retry can never pay twice.
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { FINAL_TRANSFER_STATUSES, isUnknownReference, PaystackError, type PaystackClient, type PaystackTransfer } from '../../providers/paystack';
import { findPayout, lockPayout, updatePayout } from './payouts.repo';
import { SEND_PAYOUT_JOB } from './payouts.service';
import { settleLockedPayout, type SettlementDeps, type TransferOutcome } from './transfer-outcomes';
import { runInTransaction } from '../../db/unit-of-work';

export const TRANSFER_REASON = 'Changamoto redemption';

/**
 * Refusals of POST /transfer that Paystack documents, each a plain "no" about this transfer
 * (docs/paystack.md): only these re-credit a redemption, and only once GET /transfer/verify has said
 * Paystack holds no transfer under the reference. Every other refusal, documented or not (a short
 * balance, a reused reference, a code nobody published), leaves the payout held and retried: the
 * transfer's state is unknown, and it may have gone through.
 */
const REFUSALS = new Set(['invalid_transfer_recipient']);

export interface SendPayoutDeps extends SettlementDeps {
  db: Db;
  paystack: PaystackClient;
}

function outcomeOfStatus(transfer: Pick<PaystackTransfer, 'status' | 'gateway_response'>): TransferOutcome | null {
  if (!FINAL_TRANSFER_STATUSES.includes(transfer.status)) return null;
  if (transfer.status === 'success') return { kind: 'success' };
  const reason = transfer.gateway_response?.trim() || `The transfer was ${transfer.status}.`;
  return { kind: transfer.status === 'reversed' ? 'reversed' : 'failed', reason };
}

/** Records Paystack's acceptance (transfer_code, processing) and applies a final status if the answer already has one. */
async function recordAccepted(deps: SendPayoutDeps, payoutId: string, transfer: Pick<PaystackTransfer, 'transfer_code' | 'status' | 'gateway_response'>) {
  await runInTransaction(deps.db, async (tx) => {
    const payout = await lockPayout(tx, { id: payoutId });
    if (!payout) return;
    await updatePayout(tx, payoutId, { countAttempt: true, transferCode: transfer.transfer_code, lastError: null, ...(payout.status === 'queued' ? { status: 'processing' as const } : {}) });
    const outcome = outcomeOfStatus(transfer);
    if (outcome) await settleLockedPayout(tx, payout, outcome, deps);
  });
}

/** One run of the job. Throws to have pg-boss retry (no answer, 429, 5xx, or a hold: the payout stays queued). */
export async function sendPayout(deps: SendPayoutDeps, payoutId: string): Promise<void> {
  const { db, paystack } = deps;
  const log = deps.log?.child({ payoutId });
  const payout = await findPayout(db, payoutId);
  // Already accepted by Paystack, or already finished (e.g. its webhook came first): nothing to send.
  if (!payout || payout.status !== 'queued') return;

  try {
    const transfer = await paystack.initiateTransfer({ amountSubunit: Number(payout.amount_subunit), recipientCode: payout.recipient_code, reference: payout.transfer_reference, reason: TRANSFER_REASON });
    await recordAccepted(deps, payoutId, transfer);
    log?.info({ transferCode: transfer.transfer_code, status: transfer.status }, 'transfer accepted by Paystack');
    return;
  } catch (error) {
    const hold = async (reason: unknown): Promise<never> => {
      await updatePayout(db, payoutId, { countAttempt: true, lastError: reason instanceof Error ? reason.message : String(reason) });
      throw reason;
    };
    // No answer, 429 or 5xx: the transfer may or may not exist. The next attempt sends the same
    // reference, which Paystack answers with the transfer if it exists.
    if (!(error instanceof PaystackError) || error.retryable) return hold(error);
    // A 4xx. Whatever it says, Paystack is asked what it holds under this reference before anything is
    // re-credited: an earlier unanswered attempt, or this one, may have created the transfer anyway.
    try {
      const existing = await paystack.verifyTransfer(payout.transfer_reference);
      await recordAccepted(deps, payoutId, existing);
      log?.info({ transferCode: existing.transfer_code, status: existing.status, refusal: error.code }, 'Paystack refused the send but holds the transfer: following it');
      return;
    } catch (verifyError) {
      if (!isUnknownReference(verifyError)) return hold(verifyError);
    }
    // No transfer under this reference. Only a documented refusal ends the payout; anything else holds it.
    if (!error.code || !REFUSALS.has(error.code)) {
      log?.warn({ providerMessage: error.message, code: error.code }, 'Paystack refused the transfer with an answer that is no documented refusal: holding the payout');
      return hold(error);
    }
    log?.warn({ providerMessage: error.message, code: error.code }, 'Paystack refused the transfer: re-crediting the redemption');
    await runInTransaction(db, async (tx) => {
      const locked = await lockPayout(tx, { id: payoutId });
      if (!locked) return;
      await updatePayout(tx, payoutId, { countAttempt: true });
      await settleLockedPayout(tx, locked, { kind: 'failed', reason: error.message }, deps);
    });
  }
}

/** The job list for main.ts and test-app.ts (register it with jobs.register once the queue runs). */
export const RECONCILE_PAYOUTS_JOB = 'payouts.reconcile';

/**
 * Payouts whose webhook never came (DOMAIN.md §3: every payout reaches a final state): a transfer
 * still processing after 15 minutes is verified with Paystack and settled through the same locked
 * settlement as a webhook; one still queued after 30 minutes (its send job gave up) is sent again
 * with the same reference, which Paystack treats as the same transfer.
 */
export async function reconcilePayouts(deps: SendPayoutDeps): Promise<{ settled: number; resent: number }> {
  const { db, log } = deps;
  const open = await db
    .selectFrom('payouts')
    .select(['id', 'status', 'transfer_reference'])
    .where((eb) => eb.or([eb.and([eb('status', '=', 'processing'), eb('updated_at', '<', new Date(Date.now() - 15 * 60_000))]), eb.and([eb('status', '=', 'queued'), eb('created_at', '<', new Date(Date.now() - 30 * 60_000))])]))
    .orderBy('created_at')
    .limit(200)
    .execute();
  let settled = 0;
  let resent = 0;
  for (const payout of open) {
    try {
      const result = await reconcilePayout(deps, payout);
      if (result === 'resent') resent += 1;
      if (result === 'settled') settled += 1;
    } catch (error) {
      log?.warn({ err: error, payoutId: payout.id }, 'payout reconciliation could not settle a payout');
    }
  }
  return { settled, resent };
}

/**
 * One payout still in flight: a queued one is sent again with its same reference; a processing one is
 * verified with Paystack and, if final, settled through the same locked settlement as a webhook.
 * (The reconciliation job runs it for stale payouts; an admin's retry runs it at once.)
 */
export async function reconcilePayout(deps: SendPayoutDeps, payout: { id: string; status: string; transfer_reference: string }): Promise<'resent' | 'settled' | 'in_flight' | 'ignored'> {
  if (payout.status === 'queued') {
    await sendPayout(deps, payout.id);
    return 'resent';
  }
  if (payout.status !== 'processing') return 'ignored';
  const outcome = outcomeOfStatus(await deps.paystack.verifyTransfer(payout.transfer_reference));
  if (!outcome) return 'in_flight'; // still in flight at Paystack
  const result = await runInTransaction(deps.db, async (tx) => {
    const locked = await lockPayout(tx, { id: payout.id });
    return locked ? settleLockedPayout(tx, locked, outcome, deps) : 'ignored';
  });
  return result === 'applied' ? 'settled' : 'ignored';
}

export function payoutJobs(
  deps: { db: Db; paystack: PaystackClient; notifications: SettlementDeps['notifications']; log: Logger },
  { retryLimit = 10, retryDelaySeconds = 30 }: { retryLimit?: number; retryDelaySeconds?: number } = {},
): JobDefinition<never>[] {
  const send: JobDefinition<{ payoutId: string }> = {
    name: SEND_PAYOUT_JOB,
    retryLimit,
    retryDelaySeconds,
    handle: ({ payoutId }) => sendPayout(deps, payoutId),
  };
  const reconcile: JobDefinition<object> = {
    name: RECONCILE_PAYOUTS_JOB,
    retryLimit: 1,
    retryDelaySeconds: 60,
    schedule: '*/10 * * * *',
    handle: async () => {
      await reconcilePayouts(deps);
    },
  };
  return [send, reconcile] as JobDefinition<never>[];
}
