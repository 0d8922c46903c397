// Guards the one path that changes a signed-in person's phone: better-auth's phone-number verify with
// updatePhoneNumber (the profile's Change / Add Phone Number). The code sent to the new number proves
// the new number, not the person: the session must also be recent (DOMAIN.md §8), and the change is
// then told to the e-mail, the new number and the number it replaced.
import type { MiddlewareHandler } from 'hono';
import { peekBody } from '../../http/peek-body';
import type { AppEnv } from '../../http/types';
import * as repo from './reauthentication.repo';
import type { Db } from '../../db/client';
import { reauthenticationRequired, type ReauthenticationService } from './reauthentication.service';
import type { SecurityNotices } from './security-notices';

export const PHONE_CHANGE_PATH = '/api/auth/phone-number/verify';

export function phoneChangeGuard({ db, reauthentication, notices }: { db: Db; reauthentication: ReauthenticationService; notices: SecurityNotices }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // better-auth reads the original request body afterwards (http/peek-body.ts).
    const body = (await peekBody(c)).json as { updatePhoneNumber?: unknown; phoneNumber?: unknown } | null | undefined;
    if (body?.updatePhoneNumber !== true) return next(); // a sign-in by SMS code, not a change
    const session = await reauthentication.sessionOf(c);
    if (!session) return next(); // better-auth answers 401 itself
    if (!(await reauthentication.isRecentSession(session))) throw reauthenticationRequired();
    const before = await repo.findContact(db, session.user_id);
    await next();
    if (c.res.status === 200 && typeof body.phoneNumber === 'string' && before?.phone !== body.phoneNumber) {
      await notices.phoneChanged(session.user_id, { from: before?.phone ?? null, to: body.phoneNumber });
    }
  };
}
