// Paystack's error answers, and what the client makes of those the sources leave open (docs/paystack.md).

export class PaystackError extends Error {
  /** Paystack's HTTP status; null when no answer arrived (network error or timeout). */
  readonly httpStatus: number | null;
  /** Paystack's `code` (e.g. duplicate_reference), or ours: timeout, network_error, bad_response. */
  readonly code: string | null;
  /** validation_error | processor_error | api_error, when Paystack says. */
  readonly type: string | null;
  readonly nextStep: string | null;
  /** Paystack's `data` on the error answer, if any. */
  readonly data: unknown;

  constructor(message: string, details: { httpStatus: number | null; code?: string | null; type?: string | null; nextStep?: string | null; data?: unknown; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PaystackError';
    this.httpStatus = details.httpStatus;
    this.code = details.code ?? null;
    this.type = details.type ?? null;
    this.nextStep = details.nextStep ?? null;
    this.data = details.data;
  }

  /** Worth trying again later with the same reference: no answer, 429, or a 5xx. */
  get retryable(): boolean {
    return this.httpStatus === null || this.httpStatus === 429 || this.httpStatus >= 500;
  }
}

/**
 * Paystack has no record under this reference (verify of a transaction, a transfer or a charge). The
 * OpenAPI lists 404; Paystack has also answered 400 "... not found" for it, so both are taken
 * (docs/paystack.md). Any other answer (no answer, 5xx, another 400) says nothing about the reference.
 */
export function isUnknownReference(error: unknown): boolean {
  if (!(error instanceof PaystackError)) return false;
  if (error.httpStatus === 404) return true;
  return error.httpStatus === 400 && (error.code === 'transaction_not_found' || error.code === 'transfer_not_found' || /\bnot found\b/i.test(error.message));
}
