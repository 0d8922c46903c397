// Calls better-auth's endpoints under /api/auth. Errors carry better-auth's `code` (e.g.
// INVALID_OTP, EMAIL_NOT_VERIFIED) so screens can show the spec's own words for each case.
export class AuthError extends Error {
  constructor(
    readonly status: number,
    /** better-auth's code, or ours (rate_limited, forbidden…) when our guard answered. */
    readonly code: string,
    message: string,
    /** A refusal's Retry-After, in seconds (the 60 s code lockout): how long a countdown should show. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

export async function authRequest<T = Json>(path: string, body?: Json, init: { method?: 'GET' | 'POST' } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AuthError(0, 'network_error', 'Could not reach Changamoto. Check your connection and try again.');
  }
  const payload = (await response.json().catch(() => null)) as (Json & { code?: string; error?: { code?: string; message?: string }; message?: string }) | null;
  if (!response.ok) {
    const code = payload?.code ?? payload?.error?.code ?? (response.status === 429 ? 'rate_limited' : 'unknown');
    const message = payload?.error?.message ?? payload?.message ?? 'An unexpected error occurred. Please try again.';
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new AuthError(response.status, code, message, Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined);
  }
  return payload as T;
}
