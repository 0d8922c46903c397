// The policies of the routes outside the contract, in one place (decision 024). A contract endpoint
// declares its own next to `access` (packages/shared/src/contract/policy.ts); these are mounted by their
// modules and follow the table below. Every /api request, these included, first meets the body limit
// (API_BODY_LIMIT_BYTES unless a contract upload says more: contract-router.ts contractBodyLimits),
// then the origin check (origin-check.ts) unless exempt here.
import { API_BODY_LIMIT_BYTES } from '@changamoto/shared/contract';
import { REALTIME_EVENTS_PATH } from '@changamoto/shared/domain';

export interface RoutePolicy {
  method: 'GET' | 'POST' | 'ALL';
  path: string;
  /** Where its rate limit lives, if any. */
  rateLimit: string;
  bodyLimitBytes: number | 'no body';
  /** Exempt from the origin check (the route proves where a request comes from another way). */
  originCheckExempt?: true;
}

export const ROUTE_POLICIES = {
  paystackWebhook: {
    method: 'POST',
    path: '/api/paystack/webhook',
    // Paystack's servers send it, from no page at all: its HMAC signature over the raw body (checked in
    // constant time, modules/wallet/paystack-webhook.routes.ts) is what proves where it comes from.
    originCheckExempt: true,
    rateLimit: 'none: an unsigned call is refused before anything is read, and a signed one is idempotent',
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
  },
  smsDeliveryReports: {
    method: 'POST',
    path: '/api/sms/delivery-reports/*',
    // Africa's Talking's servers send it (form fields id, status, phoneNumber, networkCode, failureReason,
    // retryCount), from no page, and sign nothing: the secret in the path (AT_SMS_CALLBACK_SECRET,
    // compared in constant time, modules/sms/sms-delivery-reports.routes.ts) proves where it comes from.
    originCheckExempt: true,
    rateLimit: 'none: a call without the secret is refused before its body is read, and a report only updates its own message',
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
  },
  ussdCallback: {
    method: 'POST',
    path: '/api/ussd/:secret',
    // Africa's Talking's servers send it with no Origin (which the origin check lets through, as any
    // server-to-server call): the secret in the path, and USSD_ALLOWED_IPS when set, prove where it
    // comes from (modules/ussd/ussd.routes.ts).
    rateLimit: "none per IP (every session comes from Africa's Talking's few addresses): money moves need the PIN, locked after 3 wrong tries, and each session step is done once (modules/ussd)",
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
  },
  auth: {
    method: 'ALL',
    path: '/api/auth/*',
    rateLimit: "better-auth's own per-IP rules, and per account for sign-in, codes and resets (modules/auth/auth.routes.ts, account-limits.ts)",
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
  },
  events: { method: 'GET', path: REALTIME_EVENTS_PATH, rateLimit: 'none: one long-lived stream per tab, signed-in only (modules/realtime)', bodyLimitBytes: 'no body' },
  openApi: { method: 'GET', path: '/api/openapi.json', rateLimit: 'none: a document built once at start', bodyLimitBytes: 'no body' },
  apiDocs: { method: 'GET', path: '/api/docs', rateLimit: 'none: a page built once at start', bodyLimitBytes: 'no body' },
  // Outside /api: no body limit, origin check or writers' mark applies; files written by local storage.
  uploads: { method: 'GET', path: '/uploads/*', rateLimit: 'none: static files (providers/storage.ts)', bodyLimitBytes: 'no body' },
  // Development only, this machine only (like /dev/outbox): a phone keypad that drives the USSD callback.
  devUssd: { method: 'GET', path: '/dev/ussd', rateLimit: 'none: not mounted in production, answers this machine only', bodyLimitBytes: 'no body' },
} as const satisfies Record<string, RoutePolicy>;

/** The paths the origin check lets through (each proves its origin otherwise: see ROUTE_POLICIES); a path ending in /* is a prefix. */
export const ORIGIN_CHECK_EXEMPT: string[] = Object.values(ROUTE_POLICIES as Record<string, RoutePolicy>)
  .filter((policy) => policy.originCheckExempt)
  .map((policy) => policy.path);
