// What the phone sign-in, the phone step and the phone reset read from their number box: a Kenyan
// number as E.164 (spec §5 Phone), or the message to show under the box in the active language.
import { normalizeKenyanPhone, PHONE_MESSAGES, type PhoneResult } from '@changamoto/shared/domain';
import { translate } from '@/lib/i18n';
import type { AuthKey } from '../i18n';
import { LOGIN_MESSAGES } from '../messages';

// The shared check answers in the server's English; the box shows the same words from the catalog.
const PHONE_MESSAGE_KEYS = new Map<string, AuthKey>([
  [PHONE_MESSAGES.format, 'auth.phone.format'],
  [PHONE_MESSAGES.tooShort, 'auth.phone.tooShort'],
  [PHONE_MESSAGES.length, 'auth.phone.length'],
]);

export function readKenyanPhone(national: string): PhoneResult {
  const result = normalizeKenyanPhone(national);
  if (result.ok) return result;
  const key = PHONE_MESSAGE_KEYS.get(result.message);
  return { ok: false, message: key ? translate(key) : result.message };
}

/** Required first (the sign-in and reset boxes), then the Kenyan number. */
export function readPhoneInput(national: string): PhoneResult {
  if (!national.trim()) return { ok: false, message: LOGIN_MESSAGES.identifierRequired };
  return readKenyanPhone(national);
}
