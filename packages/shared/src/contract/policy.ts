// Endpoint policy (decision 024): the classes a contract entry names next to `access` and `idempotent`
// — its per-IP rate limit, its largest request body, whether its answer may be shared from memory —
// applied by the server's router (apps/server/src/http/contract-router.ts). Routes outside the contract
// (better-auth, the Paystack webhook, live events, uploaded files) declare theirs in
// apps/server/src/http/route-policies.ts.

export interface RateLimitRule {
  /** Names the counter; the client key is appended. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Per-IP limits on endpoints that cost us something (e-mail to support, sign-in, money, image decodes). */
export const RATE_LIMIT_CLASSES = {
  // Every endpoint that moves tokens has this (ARCHITECTURE.md security baseline). Per IP and generous:
  // many people share an address behind carrier-grade NAT; idempotency keys and the ledger's guards
  // are what make money safe, this only stops floods.
  money: { name: 'money', limit: 300, windowSeconds: 600 },
  contact: { name: 'contact', limit: 5, windowSeconds: 3600 },
  usernameExists: { name: 'username-exists', limit: 120, windowSeconds: 600 },
  // A pending purchase's page polls every 2 s (30 a minute); each poll may ask Paystack (at most once
  // per reference every few seconds: purchases.checkPending).
  paymentStatus: { name: 'payment-status', limit: 45, windowSeconds: 60 },
  // Each upload costs an image decode and a stored file.
  avatarUpload: { name: 'avatar-upload', limit: 20, windowSeconds: 3600 },
  challengeImageUpload: { name: 'challenge-image-upload', limit: 30, windowSeconds: 3600 },
  // Three images decoded per submission; a person needs one or two.
  kycSubmission: { name: 'kyc-submission', limit: 10, windowSeconds: 3600 },
  // Up to three images decoded per claim; a player claims once or twice per challenge.
  claimSubmission: { name: 'claim-submission', limit: 60, windowSeconds: 3600 },
  // Challenge search and the suggestions under the search box (a request per pause in typing, ~250 ms):
  // a person typing hard makes ~4 a second; a scraper or flood is stopped.
  challengeSearch: { name: 'challenge-search', limit: 300, windowSeconds: 300 },
  // Sends a code and checks guesses; each person is limited further in the service.
  reauthentication: { name: 'reauthentication', limit: 60, windowSeconds: 600 },
  // Each reconciliation lists every Paystack transaction and transfer of its period, page by page.
  reconciliation: { name: 'reconciliation', limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitClass = keyof typeof RATE_LIMIT_CLASSES;

/** The largest body of an API request that declares no `bodyLimit` (JSON bodies are small). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The body limit of an upload: `files` files of at most `maxBytes` each, plus `framingBytes` for the
 * text fields, the multipart boundaries and part headers. A bigger body is refused before it is read.
 */
export function uploadBodyLimit(maxBytes: number, { files = 1, framingBytes }: { files?: number; framingBytes: number }): number {
  return files * maxBytes + framingBytes;
}

/**
 * A public read answered from each server instance's read model (apps/server/src/modules/read-model,
 * decision 037): kept in memory and dropped by every write that changes it, so nobody reads an answer
 * older than the last write they could have seen. `readers` — the answer is the same for everyone and
 * kept whole; `visitors` — a personal answer: its public part (a visitor's) is kept and a signed-in
 * reader's own part is read and merged on every request. The memory is bounded in bytes
 * (READ_MODEL_MAX_BYTES), not per entry.
 */
export interface SharedAnswerPolicy {
  mayShare: 'readers' | 'visitors';
}
