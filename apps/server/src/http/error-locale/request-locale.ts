// The language of whoever sent a request (issue #20 §1): a signed-in person's own (users.locale, set on
// the profile and by the language switch), else the visitor's choice in the locale cookie, else the
// browser's Accept-Language. The session is read only from a correctly signed cookie, so a forged one
// costs no query.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { isLocale, type Locale } from '@changamoto/shared/domain';
import { named, type Db } from '../../db/client';
import type { Auth } from '../../modules/auth/auth';
import { verifiedCookieValue } from '../../modules/auth/session-reader';
import { localeOfRequest } from '../../modules/messaging/recipient-locale';
import type { AppEnv } from '../types';

export function requestLocaleReader(auth: Auth, db: Db): (c: Context<AppEnv>) => Promise<Locale> {
  return async (c) => {
    // Read with the session as the request arrived (the usual signed-in request): no second query after
    // the work, which held every backing's answer back by one more round trip (issue #21 §3). No
    // endpoint that changes users.locale answers with a message (profile: the profile; USSD: not
    // through here), and a refused one wrote nothing, so the language read then is the one now.
    const known = c.get('readerLocale');
    if (isLocale(known)) return known;
    const { secret, authCookies } = await auth.$context;
    const token = verifiedCookieValue(getCookie(c, authCookies.sessionToken.name), secret);
    if (token) {
      const { rows } = await sql<{ locale: string }>`${named('locale-of-session')}
        SELECT u.locale FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token = ${token} AND s.expires_at > now()`.execute(db);
      const own = rows[0]?.locale;
      if (isLocale(own)) return own;
    }
    return localeOfRequest(c.req.raw.headers);
  };
}
