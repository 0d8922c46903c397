// The auth catalog (issue #20 §1): the web's copies of the server's messages keep its English exactly,
// and every message — module-level constants and the zod schemas' alike — is read in the language
// active when it is shown, not the one active when the module loaded.
import { ADULT_MESSAGES, PASSWORD_MESSAGES, PHONE_MESSAGES, PROFILE_MESSAGES, REGION_LABELS, REGIONS } from '@changamoto/shared/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, translate } from '@/lib/i18n';
import type { AuthKey } from './i18n';
import { readKenyanPhone, readPhoneInput } from './lib/phone-input';
import { codeProblem, newPasswordProblem } from './lib/reset-rules';
import { ADULT_STEP_MESSAGES, CALLBACK_MESSAGES, OTP_MESSAGES, PASSWORD_FIELD_MESSAGES, SIGNUP_MESSAGES } from './messages';
import { otpCodeSchema, signUpSchema } from './schemas';

// The JSON imports are compiled by the catalog plugin; the raw Kiswahili words are read from the file.
const sw = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales/sw.json'), 'utf8')) as Record<AuthKey, string>;
const en = (key: AuthKey) => translate(key);

afterEach(async () => {
  await activateLocale('en');
});

describe('the English catalog keeps the shared (server) words', () => {
  it('profile, password, adult, phone and region messages are the same strings', () => {
    expect(SIGNUP_MESSAGES.usernameFormat).toBe(PROFILE_MESSAGES.usernameFormat);
    expect(SIGNUP_MESSAGES.region).toBe(PROFILE_MESSAGES.region);
    expect({ ...PASSWORD_FIELD_MESSAGES }).toEqual({ ...PASSWORD_MESSAGES });
    expect(ADULT_STEP_MESSAGES.required).toBe(ADULT_MESSAGES.required);
    expect(ADULT_STEP_MESSAGES.confirmed).toBe(ADULT_MESSAGES.confirmed);
    expect(en('auth.adult.checkbox')).toBe(ADULT_MESSAGES.checkbox);
    expect(en('auth.adult.intro')).toBe(`Changamoto is for adults only. ${ADULT_MESSAGES.beforeTokens}`);
    expect(readKenyanPhone('812345678')).toEqual({ ok: false, message: PHONE_MESSAGES.format });
    expect(readKenyanPhone('7123')).toEqual({ ok: false, message: PHONE_MESSAGES.tooShort });
    for (const region of REGIONS) expect(en(`auth.region.${region}`)).toBe(REGION_LABELS[region]);
  });
});

describe('messages in Kiswahili', () => {
  it('constants, functions, schemas and the shared checks answer in the active language', async () => {
    await activateLocale('sw');
    expect(OTP_MESSAGES.length).toBe(sw['auth.otp.length']);
    expect(CALLBACK_MESSAGES.failed('access denied')).toBe('Hitilafu wakati wa kuingia: access denied');
    // The schemas were built when the module loaded, in English: their messages are still read now.
    expect(otpCodeSchema.safeParse({ code: '12a' }).error?.issues[0]?.message).toBe('OTP lazima iwe tarakimu 6');
    const signUp = signUpSchema.safeParse({ email: 'x', username: 'a', region: 'KE', password: '123', confirmPassword: '', isAdult: false });
    expect(signUp.error?.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining([sw['auth.login.invalidEmail'], sw['auth.signup.usernameFormat'], sw['auth.signup.passwordTooShort'], sw['auth.adult.required']]));
    expect(readPhoneInput('')).toEqual({ ok: false, message: sw['auth.login.identifierRequired'] });
    expect(readKenyanPhone('812345678')).toEqual({ ok: false, message: sw['auth.phone.format'] });
    expect(newPasswordProblem('123')).toBe(sw['auth.password.tooShort']);
    expect(codeProblem('12345a')).toBe(sw['auth.otp.digits']);

    await activateLocale('en');
    expect(otpCodeSchema.safeParse({ code: '12a' }).error?.issues[0]?.message).toBe('OTP must be 6 digits');
  });
});
