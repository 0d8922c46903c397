// Direct charges (M-Pesa STK push and the documented follow-ups): the states Paystack answers with and
// how the client reads them (docs/paystack.md).
import { PaystackError } from './paystack-error';
import type { PaystackTransaction } from './paystack-objects';

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
  { kind: 'otp'; otp: string } | { kind: 'pin'; pin: string } | { kind: 'phone'; phone: string } | { kind: 'birthday'; birthday: string } | { kind: 'address'; address: string; city: string; state: string; zipCode: string };

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
