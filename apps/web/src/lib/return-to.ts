// Where someone sent to /wallet to buy tokens goes back to once the purchase completes (?returnTo=).
// The value arrives in the address bar, so anyone can write a link with it: only a path on this site
// is ever followed, never another site (no open redirect).
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

const RETURN_TO = 'returnTo';
const MAX_LENGTH = 512;
/** Any origin will do: a path resolved against it that lands anywhere else named another site. */
const PROBE = 'https://changamoto.invalid';

/**
 * The same-site path in `value` ('/challenges/abc?tab=x'), or null for anything else: absolute URLs
 * ('https:', 'javascript:'), protocol-relative ones ('//evil.com', '/\evil.com', which browsers read as
 * another host), relative ones without the leading '/', control characters and overlong values.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /wallet with the way back: '/wallet?returnTo=%2Fchallenges%2Fabc'. */
export function buyTokensPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `${paths.wallet}?${new URLSearchParams({ [RETURN_TO]: path }).toString()}` : paths.wallet;
}

/** The page's own ?returnTo=, when it is a safe one. */
export function useReturnTo(): string | null {
  const [search] = useSearchParams();
  return safeReturnPath(search.get(RETURN_TO));
}

// A purchase leaves for Paystack's checkout and comes back to /wallet/paystack-callback, which knows
// only the payment reference: the way back is kept in this tab's sessionStorage under that reference.
const storageKey = (reference: string) => `changamoto:return-to:${reference}`;

export function rememberReturnTo(reference: string, returnTo: string | null): void {
  const path = safeReturnPath(returnTo);
  if (!path) return;
  try {
    sessionStorage.setItem(storageKey(reference), path);
  } catch {
    // Storage refused (private mode, full): the person lands on /wallet as before.
  }
}

export function recalledReturnTo(reference: string | null): string | null {
  if (!reference) return null;
  try {
    return safeReturnPath(sessionStorage.getItem(storageKey(reference)));
  } catch {
    return null;
  }
}

/**
 * Where the payment status page goes when its countdown ends: back to where the person was once the
 * purchase completed; otherwise /wallet, still carrying the way back so a second try returns too.
 */
export function afterPaymentPath(reference: string | null, status: string | undefined): string {
  const returnTo = recalledReturnTo(reference);
  if (!returnTo) return paths.wallet;
  return status === 'completed' ? returnTo : buyTokensPath(returnTo);
}
