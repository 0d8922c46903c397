// Paystack REST client (docs/paystack.md). The same code talks to https://api.paystack.co and to
// the local simulator (@changamoto/paystack-simulator): only the base URL and the secret key differ.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { toCharge, type PaystackCharge, type PaystackChargeSubmission } from './paystack-charge';
import { PaystackError } from './paystack-error';
import { PAYSTACK_WEBHOOK_EVENTS, type PaystackBank, type PaystackBankType, type PaystackInitializedTransaction, type PaystackRecipient, type PaystackTransaction, type PaystackTransfer, type PaystackWebhookEvent } from './paystack-objects';

export const PAYSTACK_API_URL = 'https://api.paystack.co';
const DEFAULT_TIMEOUT_MS = 15_000;

export * from './paystack-objects';
export * from './paystack-error';
export * from './paystack-charge';

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
  /** GET /transaction: one page, newest first, created within [from, to] (the reconciliation, modules/finance). */
  listTransactions(query: PaystackListQuery): Promise<PaystackPage<PaystackTransaction>>;
  /** GET /transfer: one page, newest first, created within [from, to]. */
  listTransfers(query: PaystackListQuery): Promise<PaystackPage<PaystackTransfer>>;
}

export interface PaystackListQuery {
  /** ISO date-times; Paystack filters on the record's creation. */
  from: string;
  to: string;
  page: number;
  perPage: number;
}

/** Paystack's list answer: `meta.pageCount` pages of `meta.perPage`. */
export interface PaystackPage<T> {
  data: T[];
  meta: { total: number; perPage: number; page: number; pageCount: number };
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

  async function callEnvelope(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<Envelope> {
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
    return payload;
  }
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> => (await callEnvelope(method, path, body)).data as T;
  const list = async <T>(path: string, query: PaystackListQuery): Promise<PaystackPage<T>> => {
    const search = new URLSearchParams({ from: query.from, to: query.to, page: String(query.page), perPage: String(query.perPage) });
    const envelope = await callEnvelope('GET', `${path}?${search}`);
    // Paystack has sent perPage as a string in some answers: every figure goes through Number().
    const meta = (envelope as unknown as { meta?: Record<string, unknown> }).meta ?? {};
    const pageCount = Number(meta.pageCount);
    if (!Array.isArray(envelope.data) || !Number.isInteger(pageCount)) throw new PaystackError(`Paystack answered GET ${path} without a list and its page count`, { httpStatus: 200, code: 'bad_response' });
    return { data: envelope.data as T[], meta: { total: Number(meta.total ?? 0), perPage: Number(meta.perPage ?? query.perPage), page: Number(meta.page ?? query.page), pageCount } };
  };

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
    createTransferRecipient: (input) => call('POST', '/transferrecipient', { type: input.type, name: input.name, account_number: input.accountNumber, bank_code: input.bankCode, currency: 'KES' }),
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
    listTransactions: (query) => list('/transaction', query),
    listTransfers: (query) => list('/transfer', query),
  };
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
