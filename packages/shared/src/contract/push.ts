import { z } from 'zod';
import { PUSH_MESSAGES } from '../domain/push';
import { endpoint } from './define';
import { routes } from './routes';

const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} is required.` })
    .min(1, `${name} is required.`)
    .max(max, PUSH_MESSAGES.invalidSubscription)
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.invalidSubscription);

/** A push service's endpoint: https only (a browser's real push service); at most 2000 characters. */
const pushEndpoint = z.url({ protocol: /^https$/, error: PUSH_MESSAGES.invalidSubscription }).max(2000, PUSH_MESSAGES.invalidSubscription);

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime and other fields are ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }, { error: PUSH_MESSAGES.invalidSubscription }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushContract = {
  getPushPublicKey: endpoint({
    ...routes.getPushPublicKey,
    access: 'user',
    tag: 'Notifications',
    summary: 'The VAPID public key a browser subscribes with (applicationServerKey), base64url.',
    response: z.object({ publicKey: z.string() }),
  }),
  savePushSubscription: endpoint({
    ...routes.savePushSubscription,
    access: 'user',
    tag: 'Notifications',
    summary: 'Store this browser’s push subscription for the caller (sent after the person turned push on and the browser allowed it). The same endpoint again moves it to the caller.',
    body: pushSubscriptionInputSchema,
    status: 201,
    response: z.object({ endpoint: z.string() }),
  }),
  deletePushSubscription: endpoint({
    ...routes.deletePushSubscription,
    access: 'user',
    tag: 'Notifications',
    summary: 'Forget this browser’s push subscription (push turned off). Another person’s endpoint answers 404.',
    body: z.strictObject({ endpoint: pushEndpoint }),
    response: z.object({ removed: z.literal(true) }),
  }),
};
