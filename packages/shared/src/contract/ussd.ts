// The USSD PIN, set and changed in the web profile (issue #19 §3, docs/decisions/032). The USSD
// callback itself is not a contract endpoint: Africa's Talking calls it with a form, and it answers
// plain text (apps/server/src/http/route-policies.ts).
import { z } from 'zod';
import { USSD_PIN_MESSAGES, USSD_PIN_PATTERN } from '../domain/ussd';
import { endpoint } from './define';
import { routes } from './routes';

const pinSchema = z.string({ error: USSD_PIN_MESSAGES.format }).regex(USSD_PIN_PATTERN, USSD_PIN_MESSAGES.format);

export const ussdPinStatusSchema = z.object({
  isSet: z.boolean(),
  /** When a lock after 3 wrong tries ends; null: not locked. */
  lockedUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type UssdPinStatus = z.infer<typeof ussdPinStatusSchema>;

export const setUssdPinBodySchema = z.strictObject({
  pin: pinSchema,
  /** Required when a PIN is already set (a change): whoever holds an open session alone cannot replace it. */
  currentPin: pinSchema.optional(),
});
export type SetUssdPinBody = z.infer<typeof setUssdPinBodySchema>;

export const ussdContract = {
  getUssdPin: endpoint({
    ...routes.getUssdPin,
    access: 'user',
    tag: 'Profile',
    summary: 'Whether the USSD PIN is set, and until when it is locked after 3 wrong tries.',
    response: ussdPinStatusSchema,
  }),
  setUssdPin: endpoint({
    ...routes.setUssdPin,
    access: 'user',
    // Each try costs a scrypt hash; the current PIN is guessed at most 3 times before the lock.
    rateLimit: 'reauthentication',
    tag: 'Profile',
    summary: 'Set the 4-digit USSD PIN, or change it with the current one (hashed; 3 wrong current PINs lock it for 30 minutes).',
    body: setUssdPinBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), status: ussdPinStatusSchema }),
  }),
};
