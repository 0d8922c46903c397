// The language a message goes out in (issue #20 §1): the person's own (users.locale), English for an
// address or number that has no account yet (or the asking browser's, when the caller knows it).
import { localeFromAcceptLanguage, localeFromCookieHeader, type Locale } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';

export async function localeOfEmail(db: Db, email: string, otherwise: Locale = 'en'): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.locale ?? otherwise;
}

export async function localeOfPhone(db: Db, phone: string, otherwise: Locale = 'en'): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('phone', '=', phone).executeTakeFirst();
  return row?.locale ?? otherwise;
}

export async function localeOfUser(db: Db, userId: string): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? 'en';
}

/** The language of the browser behind a request: its locale cookie, else Accept-Language. */
export function localeOfRequest(headers: Headers | undefined): Locale {
  return localeFromCookieHeader(headers?.get('cookie')) ?? localeFromAcceptLanguage(headers?.get('accept-language'));
}
