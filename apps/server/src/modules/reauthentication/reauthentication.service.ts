// DOMAIN.md §8: adding a payout account or changing the phone needs a sign-in within the last 10
// minutes or a one-time code. A code, not the password: every account has a confirmed e-mail or phone
// whatever way it signs in (e-mail code, phone, Google, password), and a password can be added to a
// passwordless account from a taken-over session (POST /api/profile/password), so it proves less.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { REAUTHENTICATION_CODE_LENGTH, REAUTHENTICATION_MESSAGES, REAUTHENTICATION_WINDOW_MINUTES, type Locale } from '@changamoto/shared/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import type { Auth } from '../auth';
import { verifiedCookieValue } from '../auth/session-reader';
import type { Messaging } from '../messaging/messaging.service';
import { hitRateLimit } from '../rate-limit/rate-limit.repo';
import * as repo from './reauthentication.repo';
import { hasRealEmail, maskEmail, maskPhone } from './contact';
import { runInTransaction } from '../../db/unit-of-work';

const WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60 * 1000;
const CODE_TTL_MS = 10 * 60 * 1000;
/** 5 guesses per code, one code a minute and 6 an hour per person: at most 30 guesses an hour at 1 in a million each. */
const MAX_ATTEMPTS = 5;
const CODE_EVERY_SECONDS = 60;
const CODES_PER_HOUR = 6;

/** The code's e-mail and SMS in both languages (issue #20 §1). */
export const REAUTHENTICATION_TEXTS = {
  en: {
    subject: (code: string) => `Your Changamoto code: ${code}`,
    code: (code: string) => `Your Changamoto code is ${code}. Enter it to confirm it's you before changing your payout accounts or phone. It expires in 10 minutes. Never share it: Changamoto staff will never ask for it.`,
    notAsked: 'If you did not ask for this, someone may be using your account: change your password and contact support@changamoto.co.ke.',
  },
  sw: {
    subject: (code: string) => `Msimbo wako wa Changamoto: ${code}`,
    code: (code: string) =>
      `Msimbo wako wa Changamoto ni ${code}. Uweke ili kuthibitisha kuwa ni wewe kabla ya kubadilisha akaunti zako za malipo au simu. Unaisha baada ya dakika 10. Usimpe mtu yeyote: wafanyakazi wa Changamoto hawatawahi kuuomba.`,
    notAsked: 'Kama hukuomba hili, huenda mtu anatumia akaunti yako: badilisha nenosiri lako na uwasiliane na support@changamoto.co.ke.',
  },
} satisfies Record<Locale, unknown>;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const reauthenticationRequired = () => new AppError(403, 'reauthentication_required', REAUTHENTICATION_MESSAGES.required);

export function createReauthenticationService({ db, auth, messaging, now = Date.now }: { db: Db; auth: Auth; messaging: Messaging; now?: () => number }) {
  /** The session behind the request's signed cookie (as session-reader.ts reads it), or undefined. */
  async function sessionOf(c: Context<AppEnv>): Promise<repo.SessionRow | undefined> {
    const { secret, authCookies } = await auth.$context;
    const token = verifiedCookieValue(getCookie(c, authCookies.sessionToken.name), secret);
    return token ? repo.findLiveSession(db, token) : undefined;
  }

  async function tooSoon(key: string, windowSeconds: number, max: number) {
    const { hits, resetAt } = await hitRateLimit(db, key, windowSeconds);
    if (hits > max) throw errors.rateLimited(Math.max(1, Math.ceil((resetAt.getTime() - now()) / 1000)));
  }

  /** Whether a session signed in within the window or confirmed a code since. */
  async function isRecentSession(session: repo.SessionRow): Promise<boolean> {
    if (now() - session.created_at.getTime() < WINDOW_MS) return true;
    const until = await repo.reauthenticatedUntil(db, session.id);
    return until !== null && until.getTime() > now();
  }

  return {
    sessionOf,
    isRecentSession,

    /** Throws 403 reauthentication_required unless this request's session is `userId`'s and recent. */
    async requireRecent(c: Context<AppEnv>, userId: string): Promise<void> {
      const session = await sessionOf(c);
      if (!session || session.user_id !== userId || !(await isRecentSession(session))) throw reauthenticationRequired();
    },

    async sendCode(userId: string): Promise<{ channel: 'email' | 'sms'; sentTo: string; message: string }> {
      const contact = await repo.findContact(db, userId);
      const channel = contact && contact.email_verified && hasRealEmail(contact.email) ? 'email' : contact?.phone && contact.phone_verified ? 'sms' : null;
      if (!contact || !channel) throw errors.conflict(REAUTHENTICATION_MESSAGES.noChannel);
      await tooSoon(`reauthentication-code:${userId}`, CODE_EVERY_SECONDS, 1);
      await tooSoon(`reauthentication-codes-hour:${userId}`, 3600, CODES_PER_HOUR);
      const code = String(randomInt(0, 10 ** REAUTHENTICATION_CODE_LENGTH)).padStart(REAUTHENTICATION_CODE_LENGTH, '0');
      const sentTo = channel === 'email' ? maskEmail(contact.email) : maskPhone(contact.phone!);
      const words = REAUTHENTICATION_TEXTS[contact.locale];
      const text = words.code(code);
      // Queued in the transaction that stores the code: both or neither.
      await runInTransaction(db, async (tx) => {
        await repo.saveCode(tx, userId, hashOf(code), new Date(now() + CODE_TTL_MS));
        if (channel === 'email') await messaging.queueEmail({ to: contact.email, subject: words.subject(code), text: `${text}\n\n${words.notAsked}` }, { tx });
        else await messaging.queueSms({ to: contact.phone!, text }, { tx });
      });
      return { channel, sentTo, message: REAUTHENTICATION_MESSAGES.codeSent(sentTo) };
    },

    async confirm(c: Context<AppEnv>, userId: string, code: string): Promise<{ success: true; freshUntil: string }> {
      const session = await sessionOf(c);
      if (!session || session.user_id !== userId) throw errors.unauthorized();
      const until = new Date(now() + WINDOW_MS);
      const ok = await runInTransaction(db, async (tx) => {
        const stored = await repo.lockCode(tx, userId);
        if (!stored) return false;
        if (!sameHash(stored.hash, hashOf(code))) {
          // A wrong guess counts; the last allowed one burns the code.
          if (stored.attempts + 1 >= MAX_ATTEMPTS) await repo.deleteCode(tx, stored.id);
          else await repo.countAttempt(tx, stored.id, stored.hash, stored.attempts + 1);
          return false;
        }
        await repo.deleteCode(tx, stored.id);
        await repo.markReauthenticated(tx, session.id, until);
        return true;
      });
      if (!ok) throw errors.validation(REAUTHENTICATION_MESSAGES.invalidCode, { code: REAUTHENTICATION_MESSAGES.invalidCode });
      return { success: true, freshUntil: until.toISOString() };
    },
  };
}

export type ReauthenticationService = ReturnType<typeof createReauthenticationService>;
