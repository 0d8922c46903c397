// Injected faults: one-shot error answers and added latency per API operation, and planned outcomes
// for transfers and M-Pesa charges that do not exist yet.

import type { ChargeState } from './store';

export const OPERATIONS = ['initialize', 'verify', 'charge', 'submitCharge', 'checkCharge', 'banks', 'transferrecipient', 'transfer', 'verifyTransfer'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type ErrorType = 'validation_error' | 'processor_error' | 'api_error';

export interface InjectedFailure {
  /** HTTP status of the error answer, e.g. 400, 500, 503. */
  status: number;
  message: string;
  code?: string;
  type?: ErrorType;
}

export interface Faults {
  failNext: Map<Operation, InjectedFailure[]>;
  delays: Map<Operation, number>;
  /** How many API calls of each operation arrived (counted where the faults are applied), for tests that bound our calls. */
  calls: Map<Operation, number>;
  /** Failure reason for the next transfer created (failTransfer('next', reason)). */
  nextTransferFailure: string | null;
  /** Failure reasons for transfers whose reference has not been used yet. */
  transferFailures: Map<string, string>;
  nextChargeFailure: string | null;
  chargeFailures: Map<string, string>;
  /** The answers planned for the next charge created ('next') and for charges by reference (planCharge()). */
  nextChargePlan: ChargeState[] | null;
  chargePlans: Map<string, ChargeState[]>;
  /** Accept the next transfer but answer its POST /transfer with this error (a transfer whose fate the caller cannot know). */
  acceptNextTransferWithError: InjectedFailure | null;
  takeFailure(operation: Operation): InjectedFailure | undefined;
  clear(): void;
}

export function createFaults(): Faults {
  const faults: Faults = {
    failNext: new Map(),
    delays: new Map(),
    calls: new Map(),
    nextTransferFailure: null,
    transferFailures: new Map(),
    nextChargeFailure: null,
    chargeFailures: new Map(),
    nextChargePlan: null,
    chargePlans: new Map(),
    acceptNextTransferWithError: null,
    takeFailure(operation) {
      const queue = faults.failNext.get(operation);
      const failure = queue?.shift();
      if (queue && queue.length === 0) faults.failNext.delete(operation);
      return failure;
    },
    clear() {
      faults.failNext.clear();
      faults.delays.clear();
      faults.calls.clear();
      faults.nextTransferFailure = null;
      faults.transferFailures.clear();
      faults.nextChargeFailure = null;
      faults.chargeFailures.clear();
      faults.nextChargePlan = null;
      faults.chargePlans.clear();
      faults.acceptNextTransferWithError = null;
    },
  };
  return faults;
}
