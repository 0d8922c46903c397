// The USSD PIN (DOMAIN.md §11): 4 digits, set and changed in the web profile, asked by USSD before
// any token moves. Only a scrypt hash is kept (better-auth's hasher, the one of passwords). Three wrong
// tries — on USSD or as the "current PIN" of a change on the web — lock it for 30 minutes and send an
// SMS to the verified phone. A wrong try is counted in its own committed transaction, so that no
// rollback of the surrounding work can give the guesser the try back.
import type { SetUssdPinBody, UssdPinStatus } from '@changamoto/shared/contract';
import { formatAvailableFrom, USSD_PIN_LOCK_MINUTES, USSD_PIN_MAX_ATTEMPTS, USSD_PIN_MESSAGES } from '@changamoto/shared/domain';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';
import { AppError, errors } from '../../http/errors';
import type { Messaging } from '../messaging/messaging.service';
import * as repo from './ussd.repo';
import { pinLockedSms } from './ussd.messages';

export type PinCheck = { ok: true } | { ok: false; reason: 'not_set' } | { ok: false; reason: 'locked'; until: Date } | { ok: false; reason: 'wrong'; attemptsLeft: number; lockedUntil: Date | null };

export interface UssdPinDeps {
  db: Db;
  messaging: Pick<Messaging, 'queueSms'>;
  now?: () => Date;
}

export function createUssdPinService({ db, messaging, now = () => new Date() }: UssdPinDeps) {
  const isLocked = (row: { locked_until: Date | null } | undefined) => Boolean(row?.locked_until && row.locked_until.getTime() > now().getTime());

  /**
   * Checks `pin` under the PIN row's lock, in `tx`. A wrong PIN counts a try (locking at the third, with
   * the SMS queued in `tx`): the caller must commit `tx` even though it refuses the work.
   */
  async function check(tx: Db, userId: string, pin: string): Promise<PinCheck> {
    const row = await repo.lockPin(tx, userId);
    if (!row) return { ok: false, reason: 'not_set' };
    if (isLocked(row)) return { ok: false, reason: 'locked', until: row.locked_until! };
    if (await verifyPassword({ hash: row.pin_hash, password: pin })) {
      if (row.failed_attempts > 0 || row.locked_until) await repo.resetPinTries(tx, userId);
      return { ok: true };
    }
    // A lock that has run out starts a fresh count.
    const attempts = (row.locked_until ? 0 : row.failed_attempts) + 1;
    const lockedUntil = attempts >= USSD_PIN_MAX_ATTEMPTS ? new Date(now().getTime() + USSD_PIN_LOCK_MINUTES * 60_000) : null;
    await repo.countWrongPin(tx, userId, lockedUntil ? 0 : attempts, lockedUntil);
    if (lockedUntil) {
      const person = await repo.findPersonById(tx, userId);
      // Only to a verified phone: the SMS tells its owner someone is guessing.
      if (person?.phone && person.phone_verified) await messaging.queueSms({ to: person.phone, text: pinLockedSms(person.locale, lockedUntil) }, { tx });
    }
    return { ok: false, reason: 'wrong', attemptsLeft: lockedUntil ? 0 : USSD_PIN_MAX_ATTEMPTS - attempts, lockedUntil };
  }

  async function status(userId: string, from: Db = db): Promise<UssdPinStatus> {
    const row = await repo.findPin(from, userId);
    return { isSet: Boolean(row), lockedUntil: row && isLocked(row) ? row.locked_until!.toISOString() : null };
  }

  return {
    check,
    status,

    /** Sets a first PIN, or changes it given the current one (a wrong current PIN counts as a wrong try). */
    async set(userId: string, body: SetUssdPinBody): Promise<{ message: string; status: UssdPinStatus }> {
      // Hashed before the transaction: scrypt takes a while and no lock is held meanwhile.
      const hash = await hashPassword(body.pin);
      const outcome = await runInTransaction(db, async (tx) => {
        const existing = await repo.lockPin(tx, userId);
        if (!existing) {
          await repo.insertPin(tx, userId, hash);
          return { kind: 'set' as const };
        }
        if (isLocked(existing)) return { kind: 'locked' as const, until: existing.locked_until! };
        if (body.currentPin === undefined) return { kind: 'current_required' as const };
        const checked = await check(tx, userId, body.currentPin);
        if (!checked.ok) return checked.reason === 'wrong' && checked.lockedUntil ? { kind: 'locked' as const, until: checked.lockedUntil } : { kind: 'wrong' as const };
        await repo.replacePin(tx, userId, hash);
        return { kind: 'changed' as const };
      });
      if (outcome.kind === 'current_required') throw errors.validation(USSD_PIN_MESSAGES.currentRequired, { currentPin: USSD_PIN_MESSAGES.currentRequired });
      if (outcome.kind === 'wrong') throw errors.validation(USSD_PIN_MESSAGES.currentWrong, { currentPin: USSD_PIN_MESSAGES.currentWrong });
      if (outcome.kind === 'locked') throw new AppError(423, 'forbidden', USSD_PIN_MESSAGES.locked(formatAvailableFrom(outcome.until.toISOString())));
      return { message: outcome.kind === 'set' ? USSD_PIN_MESSAGES.set : USSD_PIN_MESSAGES.changed, status: await status(userId) };
    },
  };
}

export type UssdPinService = ReturnType<typeof createUssdPinService>;
