// Switches for tests and demos: inject failures, delays, duplicate/reordered webhooks, failed and
// reversed transfers; read the webhook log; reset. The HTTP twin lives in control-routes.ts.
import type { SimContext, Timing } from './context';
import { OPERATIONS, type InjectedFailure, type Operation } from './faults';
import { CHARGE_STATES, type ChargeState, type SimTransaction, type SimTransfer } from './store';
import { completeCharge, completeTransaction, DECLINED, toPaystackTransaction } from './transaction-model';
import { failTransferNow, reverseTransferNow, settleTransfer, toPaystackTransfer } from './transfer-model';
import type { WebhookDelivery, WebhookEventName } from './webhooks';

export interface SimulatorControls {
  /** The next `times` (default 1) calls of an operation answer with this error instead. */
  failNext(operation: Operation, failure: InjectedFailure, times?: number): void;
  /** Every call of an operation waits this long before answering (0 removes the delay). */
  delay(operation: Operation, ms: number): void;
  /** How many API calls of an operation arrived since the start or the last reset (failed and delayed ones included). */
  calls(operation: Operation): number;
  /** Each webhook is sent this many times (1 = normal). */
  duplicateWebhooks(copies: number): void;
  /** While on, webhooks are held; turning it off sends them newest first. */
  reorderWebhooks(enabled: boolean): void;
  /** Sends the held webhooks now, newest first, and keeps holding later ones if reordering is on. */
  releaseWebhooks(): void;
  /** A successful transfer is reversed now (transfer.reversed); a pending one succeeds, then is reversed. */
  reverseTransfer(reference: string): void;
  /** A pending transfer fails now (transfer.failed, gateway_response = reason); 'next' or an unused reference fails when created. */
  failTransfer(reference: string, reason: string): void;
  /** Completes a pending transfer now (useful with setTiming({ transferCompletionMs: null })). */
  completeTransfer(reference: string): void;
  /** An ongoing M-Pesa charge fails now; 'next' or an unused reference fails when the customer answers. */
  failCharge(reference: string, gatewayResponse?: string): void;
  /** The customer approves an ongoing M-Pesa charge now. */
  completeCharge(reference: string): void;
  /**
   * What POST /charge answers for this reference (or the next charge: 'next'), then each submit_* call
   * in turn: e.g. ['send_otp', 'success']. Once the plan is used up a submit succeeds. pending,
   * pay_offline and open_url complete by themselves after chargeCompletionMs (or completeCharge()).
   */
  planCharge(reference: string, states: ChargeState[]): void;
  /**
   * The next POST /transfer is carried out (queued, debited, completes as usual) but answered with this
   * error, as when Paystack's answer is lost or unclear: the caller cannot know the transfer exists.
   */
  acceptNextTransferWithError(failure: InjectedFailure): void;
  setBalance(subunit: number): void;
  getBalance(): number;
  setTiming(timing: Partial<Timing>): void;
  setWebhookUrl(url: string | null): void;
  /** Sends the last webhook about this reference (optionally of this event) again, as it was. */
  resendWebhook(reference: string, event?: WebhookEventName): void;
  webhookLog(): WebhookDelivery[];
  transaction(reference: string): ReturnType<typeof toPaystackTransaction> | undefined;
  transfer(reference: string): ReturnType<typeof toPaystackTransfer> | undefined;
  /** Resolves when no transfer, charge or webhook work is left in flight. */
  idle(): Promise<void>;
  /** Forgets every record, fault, held webhook and log entry; cancels background work; restores the starting balance and timing. */
  reset(): void;
}

export class ControlError extends Error {}

function requireTransfer(ctx: SimContext, reference: string): SimTransfer {
  const transfer = ctx.store.transfers.get(reference);
  if (!transfer) throw new ControlError(`No transfer has the reference ${reference}`);
  return transfer;
}

function requireCharge(ctx: SimContext, reference: string): SimTransaction {
  const tx = ctx.store.transactions.get(reference);
  if (!tx || tx.status !== 'ongoing') throw new ControlError(`No M-Pesa charge awaiting the customer has the reference ${reference}`);
  return tx;
}

function wholeMs(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw new ControlError(`${what} must be 0 or more milliseconds`);
  return Math.round(value);
}

export function createControls(ctx: SimContext, initialTiming: Timing): SimulatorControls {
  const guard = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      throw error instanceof ControlError ? error : new ControlError(error instanceof Error ? error.message : String(error));
    }
  };
  const checkOperation = (operation: string): Operation => {
    if (!(OPERATIONS as readonly string[]).includes(operation)) throw new ControlError(`Unknown operation ${operation}; one of ${OPERATIONS.join(', ')}`);
    return operation as Operation;
  };

  return {
    failNext(operation, failure, times = 1) {
      const queue = ctx.faults.failNext.get(checkOperation(operation)) ?? [];
      for (let i = 0; i < times; i += 1) queue.push({ ...failure });
      ctx.faults.failNext.set(operation, queue);
    },
    delay(operation, ms) {
      ctx.faults.delays.set(checkOperation(operation), wholeMs(ms, 'A delay'));
    },
    calls: (operation) => ctx.faults.calls.get(checkOperation(operation)) ?? 0,
    duplicateWebhooks: (copies) => guard(() => ctx.webhooks.setCopies(copies)),
    reorderWebhooks: (enabled) => ctx.webhooks.setReorder(enabled),
    releaseWebhooks: () => ctx.webhooks.release(),
    reverseTransfer(reference) {
      const transfer = requireTransfer(ctx, reference);
      if (transfer.status === 'pending') {
        transfer.reverseAfterSuccess = true;
        ctx.store.save({ transfers: [transfer] });
      } else guard(() => reverseTransferNow(ctx, transfer));
    },
    failTransfer(reference, reason) {
      if (reference === 'next') ctx.faults.nextTransferFailure = reason;
      else if (!ctx.store.transfers.has(reference)) ctx.faults.transferFailures.set(reference, reason);
      else guard(() => failTransferNow(ctx, requireTransfer(ctx, reference), reason));
    },
    completeTransfer(reference) {
      const transfer = requireTransfer(ctx, reference);
      if (!settleTransfer(ctx, transfer)) throw new ControlError(`Transfer ${reference} is already ${transfer.status}`);
    },
    failCharge(reference, gatewayResponse = DECLINED) {
      if (reference === 'next') ctx.faults.nextChargeFailure = gatewayResponse;
      else if (!ctx.store.transactions.has(reference)) ctx.faults.chargeFailures.set(reference, gatewayResponse);
      else completeTransaction(ctx, requireCharge(ctx, reference), { outcome: 'failed', channel: 'mobile_money', gatewayResponse });
    },
    completeCharge(reference) {
      completeCharge(ctx, requireCharge(ctx, reference));
    },
    planCharge(reference, states) {
      if (states.length === 0) throw new ControlError('Plan at least one charge state');
      const unknown = states.find((state) => !(CHARGE_STATES as readonly string[]).includes(state));
      if (unknown) throw new ControlError(`Unknown charge state ${unknown}; one of ${CHARGE_STATES.join(', ')}`);
      if (reference === 'next') ctx.faults.nextChargePlan = [...states];
      else if (ctx.store.transactions.has(reference)) throw new ControlError(`Charge ${reference} exists already: plan a charge before it is made`);
      else ctx.faults.chargePlans.set(reference, [...states]);
    },
    acceptNextTransferWithError(failure) {
      ctx.faults.acceptNextTransferWithError = { ...failure };
    },
    setBalance(subunit) {
      if (!Number.isSafeInteger(subunit) || subunit < 0) throw new ControlError('The balance must be a whole number of cents, 0 or more');
      ctx.store.balance = subunit;
      ctx.store.save();
    },
    getBalance: () => ctx.store.balance,
    setTiming(timing) {
      for (const key of ['transferCompletionMs', 'chargeCompletionMs'] as const) {
        const value = timing[key];
        if (value !== undefined) ctx.timing[key] = value === null ? null : wholeMs(value, key);
      }
    },
    setWebhookUrl(url) {
      if (url !== null && !URL.canParse(url)) throw new ControlError(`Not a URL: ${url}`);
      ctx.webhookUrl = url;
    },
    resendWebhook: (reference, event) => guard(() => ctx.webhooks.resend(reference, event)),
    webhookLog: () => ctx.webhooks.log(),
    transaction(reference) {
      const tx = ctx.store.transactions.get(reference);
      return tx && toPaystackTransaction(tx);
    },
    transfer(reference) {
      const transfer = ctx.store.transfers.get(reference);
      return transfer && toPaystackTransfer(transfer);
    },
    idle: () => ctx.scheduler.idle(),
    reset() {
      ctx.scheduler.cancelAll();
      ctx.store.clear(ctx.initialBalance);
      ctx.faults.clear();
      ctx.webhooks.clear();
      Object.assign(ctx.timing, initialTiming);
    },
  };
}
