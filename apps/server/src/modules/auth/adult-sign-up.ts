// Sign-up with an e-mail and password is refused unless the form's 18+ box was ticked (DOMAIN.md §7,
// issue #15 item 6): better-auth would otherwise create the account with isAdultConfirmed = false, or
// with whatever the client sent. A before-hook matches the endpoint itself, whatever spelling of the URL
// reached it. Accounts made by a code or Google are not refused (those forms do not ask): they confirm
// later, and until then no token moves (modules/ledger, AdultConfirmationRequiredError).
import { ADULT_MESSAGES } from '@changamoto/shared/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

export const ADULT_REQUIRED_CODE = 'ADULT_CONFIRMATION_REQUIRED';

export function adultSignUp() {
  return {
    id: 'changamoto-adult-sign-up',
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { isAdultConfirmed?: unknown } | undefined;
            if (body?.isAdultConfirmed !== true) throw new APIError('BAD_REQUEST', { message: ADULT_MESSAGES.required, code: ADULT_REQUIRED_CODE });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
