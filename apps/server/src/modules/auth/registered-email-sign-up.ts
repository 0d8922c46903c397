// Sign-up with an e-mail that already has an account says so in the spec's words (§8, issue #24 item 4).
// better-auth, with e-mail confirmation required, answers such a sign-up as if it had worked and sends
// nothing: the person was told a confirmation was on its way, and 'Resend' claimed success, while no
// message ever came. The spec's message tells whether an address is registered, and so does nothing
// more here: the same per-IP sign-up limit (auth.ts customRules) bounds how many addresses one can try.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

export const EMAIL_REGISTERED_MESSAGE = 'This email is already registered. Try logging in instead.';
export const EMAIL_REGISTERED_CODE = 'USER_ALREADY_EXISTS';

export function registeredEmailSignUp() {
  return {
    id: 'changamoto-registered-email-sign-up',
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string') return;
            const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (existing?.user) throw new APIError('UNPROCESSABLE_ENTITY', { message: EMAIL_REGISTERED_MESSAGE, code: EMAIL_REGISTERED_CODE });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
