// Paystack REST client (docs/paystack.md). The same code talks to https://api.paystack.co and to
// the local simulator (@changamoto/paystack-simulator): only the base URL and the secret key differ.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYSTACK_API_URL = 'https://api.paystack.co';
const DEFAULT_TIMEOUT_MS = 15_000;

// ── Paystack's objects (the fields we read; Paystack sends more) ─────────────────────────────────────

export type PaystackTransactionStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'reversed';

/** What GET /transaction/verify answers and what a charge.success webhook carries. */
export interface PaystackTransaction {
  id: number;
  status: PaystackTransactionStatus;
  reference: string;
  /** KES cents. */
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  customer: { email: string; id?: number; customer_code?: string; phone?: string | null };
}

export interface PaystackInitializedTransaction {
  authorization_url: string;
  access_code: string;
  reference: string;
}

/** The answers Paystack documents for POST /charge, the submit_* calls and GET /charge/:reference (docs/paystack.md). */
export const PAYSTACK_CHARGE_STATES = ['success', 'pending', 'send_otp', 'send_pin', 'send_phone', 'send_birthday', 'send_address', 'open_url', 'pay_offline', 'failed'] as const;
export type PaystackChargeState = (typeof PAYSTACK_CHARGE_STATES)[number];

/** What the customer is asked for, and the submit call that answers it. */
export const CHARGE_SUBMISSION_FOR = { send_otp: 'otp', send_pin: 'pin', send_phone: 'phone', send_birthday: 'birthday', send_address: 'address' } as const;
export type PaystackChargeAsk = keyof typeof CHARGE_SUBMISSION_FOR;

/**
 * A direct charge's state. `success` and `failed` are final; `pay_offline` (an M-Pesa prompt on the
 * phone), `pending` and `open_url` wait for the customer elsewhere: check later (checkPendingCharge,
 * verify or the charge.success webhook); a `send_*` state waits for submitCharge.
 */
export type PaystackCharge =
  | { status: 'success'; reference: string; transaction: PaystackTransaction }
  | { status: 'failed'; reference: string; message: string }
  | { status: 'pending'; reference: string }
  | { status: 'pay_offline'; reference: string; displayText: string }
  | { status: 'open_url'; reference: string; url: string }
  | { status: PaystackChargeAsk; reference: string; displayText: string | null };

/** The answer to a send_* state (POST /charge/submit_<kind>). */
export type PaystackChargeSubmission =
  | { kind: 'otp'; otp: string }
  | { kind: 'pin'; pin: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'birthday'; birthday: string }
  | { kind: 'address'; address: string; city: string; state: string; zipCode: string };

export type PaystackBankType = 'mobile_money' | 'kepss';

export interface PaystackBank {
  id: number;
  name: string;
  code: string;
  type: string;
  currency: string;
  active: boolean;
}

export interface PaystackRecipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  details: { account_number: string; account_name: string | null; bank_code: string; bank_name: string };
}

export type PaystackTransferStatus = 'pending' | 'otp' | 'received' | 'success' | 'failed' | 'reversed' | 'abandoned' | 'blocked' | 'rejected';

export interface PaystackTransfer {
  id: number;
  transfer_code: string;
  reference: string;
  status: PaystackTransferStatus;
  amount: number;
  currency: string;
  reason: string | null;
  /** The numeric id in POST /transfer's answer; the full recipient in verify and webhooks. */
  recipient: number | PaystackRecipient;
  /** On failed/reversed transfers: the provider's explanation. */
  gateway_response?: string | null;
  transferred_at?: string | null;
}

/** Final statuses: no further change is expected (except success → reversed). */
export const FINAL_TRANSFER_STATUSES: readonly PaystackTransferStatus[] = ['success', 'failed', 'reversed', 'abandoned', 'blocked', 'rejected'];

export type PaystackTransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

/** Transfer webhooks name the integration as an object (every published example); the API answers with its id. */
export type PaystackIntegration = number | { id: number; is_live?: boolean; business_name?: string };

export type PaystackWebhookEvent =
  | { event: 'charge.success'; data: PaystackTransaction }
  | { event: PaystackTransferEvent; data: PaystackTransfer & { recipient: PaystackRecipient; integration?: PaystackIntegration } };

export const PAYSTACK_WEBHOOK_EVENTS = ['charge.success', 'transfer.success', 'transfer.failed', 'transfer.reversed'] as const;

// ── Errors ───────────────────────────────────────────────────────────────────────────────────────────

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

// ── Client ───────────────────────────────────────────────────────────────────────────────────────────

export interface PaystackClientOptions {
  /** https://api.paystack.co, or the simulator's URL. */
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface PaystackClient {
  initializeTransaction(input: {
    email: string;
    amountSubunit: number;
    currency: 'KES';
    reference: string;
    callbackUrl: string;
    metadata: Record<string, unknown>;
    channels?: ('mobile_money' | 'card')[];
  }): Promise<PaystackInitializedTransaction>;
  /** HTTP 200 with data.status 'failed' or 'abandoned' is an answer, not an error: read `status`. */
  verifyTransaction(reference: string): Promise<PaystackTransaction>;
  /** M-Pesa STK push: usually `pay_offline`; any documented charge state is understood. `provider` as the bank list gives it (MPESA) or lowercase. */
  chargeMobileMoney(input: { email: string; amountSubunit: number; phone: string; reference: string; metadata: Record<string, unknown>; provider?: string }): Promise<PaystackCharge>;
  /** Answers a send_* state with what the customer typed; the next state comes back. */
  submitCharge(reference: string, submission: PaystackChargeSubmission): Promise<PaystackCharge>;
  /** GET /charge/:reference: where a charge stands now (`pending` while the customer has yet to act). */
  checkPendingCharge(reference: string): Promise<PaystackCharge>;
  listBanks(input: { type: PaystackBankType }): Promise<PaystackBank[]>;
  createTransferRecipient(input: { type: PaystackBankType; name: string; accountNumber: string; bankCode: string }): Promise<PaystackRecipient>;
  /** Safe to retry with the same reference (Paystack returns the existing transfer). */
  initiateTransfer(input: { amountSubunit: number; recipientCode: string; reference: string; reason: string }): Promise<PaystackTransfer>;
  verifyTransfer(reference: string): Promise<PaystackTransfer & { recipient: PaystackRecipient }>;
}

interface Envelope {
  status: boolean;
  message: string;
  data?: unknown;
  meta?: { nextStep?: string };
  type?: string;
  code?: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'boolean';
}

function subunit(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new TypeError(`Paystack amounts are whole numbers of cents above 0; got ${amount}`);
  return amount;
}

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const message = timedOut ? `Paystack did not answer ${method} ${path} within ${timeoutMs} ms` : `Could not reach Paystack for ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`;
      throw new PaystackError(message, { httpStatus: null, code: timedOut ? 'timeout' : 'network_error', cause: error });
    }

    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    if (!isEnvelope(payload)) {
      throw new PaystackError(`Paystack answered ${method} ${path} with HTTP ${status} and a body that is not a Paystack response`, { httpStatus: status, code: 'bad_response' });
    }
    if (status < 200 || status > 299 || !payload.status) {
      throw new PaystackError(payload.message || `Paystack answered ${method} ${path} with HTTP ${status}`, {
        httpStatus: status,
        code: payload.code,
        type: payload.type,
        nextStep: payload.meta?.nextStep,
        data: payload.data,
      });
    }
    return payload.data as T;
  }

  const segment = (value: string) => encodeURIComponent(value);

  return {
    initializeTransaction: async (input) =>
      call('POST', '/transaction/initialize', {
        email: input.email,
        amount: subunit(input.amountSubunit),
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
        ...(input.channels ? { channels: input.channels } : {}),
      }),
    verifyTransaction: (reference) => call('GET', `/transaction/verify/${segment(reference)}`),
    chargeMobileMoney: async (input) =>
      toCharge(
        await call('POST', '/charge', {
          email: input.email,
          amount: subunit(input.amountSubunit),
          currency: 'KES',
          reference: input.reference,
          metadata: input.metadata,
          mobile_money: { phone: input.phone, provider: input.provider ?? 'mpesa' },
        }),
      ),
    submitCharge: async (reference, submission) => {
      const { kind, ...fields } = submission;
      const body: Record<string, unknown> = kind === 'address' ? { reference, address: submission.address, city: submission.city, state: submission.state, zip_code: submission.zipCode } : { reference, ...fields };
      return toCharge(await call('POST', `/charge/submit_${kind}`, body));
    },
    checkPendingCharge: async (reference) => toCharge(await call('GET', `/charge/${segment(reference)}`)),
    listBanks: (input) => call('GET', `/bank?currency=KES&type=${segment(input.type)}&perPage=100`),
    createTransferRecipient: (input) =>
      call('POST', '/transferrecipient', { type: input.type, name: input.name, account_number: input.accountNumber, bank_code: input.bankCode, currency: 'KES' }),
    // Always send currency: Paystack defaults it to NGN (paystack.md).
    initiateTransfer: async (input) =>
      call('POST', '/transfer', {
        source: 'balance',
        amount: subunit(input.amountSubunit),
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: 'KES',
      }),
    verifyTransfer: (reference) => call('GET', `/transfer/verify/${segment(reference)}`),
  };
}

/** Reads a charge answer's `data` into the documented states; anything else is not an answer we can act on. */
export function toCharge(data: unknown): PaystackCharge {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const reference = typeof value.reference === 'string' ? value.reference : '';
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  const status = value.status;
  switch (status) {
    case 'success':
      return { status, reference, transaction: value as unknown as PaystackTransaction };
    case 'failed':
      return { status, reference, message: text('message') ?? text('gateway_response') ?? 'The charge failed.' };
    case 'pending':
      return { status, reference };
    case 'pay_offline':
      return { status, reference, displayText: text('display_text') ?? 'Please complete authorization process on your mobile phone' };
    case 'open_url': {
      const url = text('url');
      if (url) return { status, reference, url };
      break;
    }
    case 'send_otp':
    case 'send_pin':
    case 'send_phone':
    case 'send_birthday':
    case 'send_address':
      return { status, reference, displayText: text('display_text') };
  }
  throw new PaystackError(`Paystack answered a charge with a state this client does not know: ${String(status)}`, { httpStatus: 200, code: 'bad_response', data });
}

// ── Webhooks ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Paystack signs the raw body: x-paystack-signature = hex HMAC-SHA512(body, secret key). Check it on the
 * exact bytes received (before any JSON parsing) and in constant time.
 */
export function verifyWebhookSignature(rawBody: string | Buffer, signatureHeader: string | undefined, secretKey: string): boolean {
  if (!secretKey || typeof signatureHeader !== 'string') return false;
  const signature = signatureHeader.trim();
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The event in a (signature-checked) body, or null for malformed bodies and events we do not use. */
export function parseWebhookEvent(rawBody: string | Buffer): PaystackWebhookEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, data } = value as { event?: unknown; data?: unknown };
  if (!(PAYSTACK_WEBHOOK_EVENTS as readonly unknown[]).includes(event)) return null;
  if (typeof data !== 'object' || data === null || typeof (data as { reference?: unknown }).reference !== 'string') return null;
  return value as PaystackWebhookEvent;
}
