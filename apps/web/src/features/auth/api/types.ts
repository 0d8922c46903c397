// What better-auth's sign-in endpoints answer: a session (cookie) and its user, or a second factor to ask for.
export interface AuthUser {
  id: string;
  email: string;
}

export interface SignInResult {
  token?: string | null;
  user?: AuthUser;
  /** The account has two-factor authentication: finish at /auth/two-factor (the server set a cookie for it). */
  twoFactorRedirect?: boolean;
}
