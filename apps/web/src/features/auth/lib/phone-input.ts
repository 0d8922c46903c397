// What the phone sign-in and the phone reset read from their number box: required, then a Kenyan
// number as E.164 (spec §5 Phone), or the message to show under the box.
import { normalizeKenyanPhone, type PhoneResult } from '@changamoto/shared/domain';
import { LOGIN_MESSAGES } from '../messages';

export function readPhoneInput(national: string): PhoneResult {
  if (!national.trim()) return { ok: false, message: LOGIN_MESSAGES.identifierRequired };
  return normalizeKenyanPhone(national);
}
