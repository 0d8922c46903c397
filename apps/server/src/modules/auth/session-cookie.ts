// better-auth's session cookie for this app: its cookiePrefix (auth.ts) + '.session_token', named
// '__Secure-…' when the cookies are Secure (over https).
export const AUTH_COOKIE_PREFIX = 'changamoto';

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=[^;\\s]`);

/** Whether a request's Cookie header carries a session cookie: someone is probably signed in (not checked: that costs a database read). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
