// Proving it is still you before a sensitive change (DOMAIN.md §8): a one-time code to the account's
// confirmed e-mail or phone. Endpoints that need it answer 403 `reauthentication_required`.
import { z } from 'zod';
import { REAUTHENTICATION_MESSAGES } from '../domain/reauthentication';
import { endpoint } from './define';
import { routes } from './routes';

export const reauthenticationContract = {
  sendReauthenticationCode: endpoint({
    ...routes.sendReauthenticationCode,
    access: 'user',
    rateLimit: 'reauthentication',
    tag: 'Account security',
    summary: 'Send a 6-digit code to the caller’s confirmed e-mail (or phone, for a phone-only account); one a minute. It proves the caller for 10 minutes once confirmed.',
    response: z.object({ channel: z.enum(['email', 'sms']), sentTo: z.string(), message: z.string() }),
  }),
  confirmReauthentication: endpoint({
    ...routes.confirmReauthentication,
    access: 'user',
    rateLimit: 'reauthentication',
    tag: 'Account security',
    summary: 'Confirm the code: this session may add a payout account or change the phone for the next 10 minutes. 5 tries per code.',
    body: z.strictObject({
      code: z
        .string({ error: REAUTHENTICATION_MESSAGES.codeFormat })
        .trim()
        .regex(/^\d{6}$/, REAUTHENTICATION_MESSAGES.codeFormat),
    }),
    response: z.object({ success: z.literal(true), freshUntil: z.iso.datetime({ offset: true }) }),
  }),
};
