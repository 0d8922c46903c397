// The e-mails and SMS that sign-in sends, queued as jobs (never sent inside the request), in the
// person's language (users.locale, set from the browser's language at sign-up; issue #20 §1).
// Links open pages of the SPA that act only on a click, so mail scanners that fetch links
// cannot sign anyone in or confirm an address.
import type { Locale } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { localeOfEmail, localeOfPhone } from '../messaging/recipient-locale';

export type EmailCodeType = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

/**
 * `requestLocale`: the language of the browser that asked (locale cookie, else Accept-Language), for
 * a code sent to an address or number that has no account yet; an account's own language wins.
 */
export interface AuthMessages {
  emailCode(email: string, code: string, type: EmailCodeType, requestLocale?: Locale): Promise<void>;
  confirmEmail(email: string, token: string): Promise<void>;
  passwordReset(email: string, token: string): Promise<void>;
  smsCode(phone: string, code: string, purpose?: 'sign-in' | 'password-reset', requestLocale?: Locale): Promise<void>;
}

/** Both languages of every text; Kiswahili per docs/kiswahili-glossary.md. */
export const AUTH_TEXTS = {
  en: {
    signOff: '\n\nIf you did not ask for this, ignore this message: nothing happens without the code.\n— Changamoto (adults 18+ only)',
    codeSubject: (code: string) => `Your Changamoto code: ${code}`,
    codeBody: (code: string) => `Your Changamoto code is ${code}. It expires in 10 minutes.`,
    codeLink: (url: string) => `\n\nOr open this page and press "Sign in": ${url}`,
    confirmSubject: 'Confirm your e-mail for Changamoto',
    confirmBody: (url: string) => `Welcome to Changamoto! Confirm your e-mail address to finish creating your account:\n\n${url}\n\nThe link works for 1 hour.`,
    resetSubject: 'Reset your Changamoto password',
    resetBody: (url: string) => `Someone asked to reset the password of your Changamoto account. Choose a new password here:\n\n${url}\n\nThe link works once, for 1 hour. Resetting signs you out everywhere else.`,
    smsCode: (code: string, purpose: 'sign-in' | 'password-reset') => `Your Changamoto ${purpose === 'password-reset' ? 'password reset code' : 'code'} is ${code}. It expires in 10 minutes. Never share it.`,
  },
  sw: {
    signOff: '\n\nKama hukuomba hili, puuza ujumbe huu: hakuna kinachofanyika bila msimbo.\n— Changamoto (watu wazima wa miaka 18+ pekee)',
    codeSubject: (code: string) => `Msimbo wako wa Changamoto: ${code}`,
    codeBody: (code: string) => `Msimbo wako wa Changamoto ni ${code}. Unaisha baada ya dakika 10.`,
    codeLink: (url: string) => `\n\nAu fungua ukurasa huu ubonyeze "Ingia": ${url}`,
    confirmSubject: 'Thibitisha barua pepe yako ya Changamoto',
    confirmBody: (url: string) => `Karibu Changamoto! Thibitisha anwani yako ya barua pepe ili kumaliza kufungua akaunti yako:\n\n${url}\n\nKiungo hiki kinafanya kazi kwa saa 1.`,
    resetSubject: 'Badilisha nenosiri lako la Changamoto',
    resetBody: (url: string) =>
      `Mtu ameomba kubadilisha nenosiri la akaunti yako ya Changamoto. Chagua nenosiri jipya hapa:\n\n${url}\n\nKiungo hiki kinafanya kazi mara moja, kwa saa 1. Ukibadilisha, utaondolewa kwenye vifaa vingine vyote.`,
    smsCode: (code: string, purpose: 'sign-in' | 'password-reset') =>
      `${purpose === 'password-reset' ? 'Msimbo wako wa kubadilisha nenosiri la Changamoto' : 'Msimbo wako wa Changamoto'} ni ${code}. Unaisha baada ya dakika 10. Usimpe mtu yeyote.`,
  },
} satisfies Record<Locale, unknown>;

export function createAuthMessages({ db, messaging, publicUrl }: { db: Db; messaging: Messaging; publicUrl: string }): AuthMessages {
  return {
    async emailCode(email, code, type, requestLocale) {
      const text = AUTH_TEXTS[await localeOfEmail(db, email, requestLocale)];
      const query = new URLSearchParams({ email, code }).toString();
      const link = type === 'sign-in' ? text.codeLink(`${publicUrl}/auth/email-link?${query}`) : '';
      await messaging.queueEmail({ to: email, subject: text.codeSubject(code), text: `${text.codeBody(code)}${link}${text.signOff}` });
    },
    async confirmEmail(email, token) {
      const text = AUTH_TEXTS[await localeOfEmail(db, email)];
      await messaging.queueEmail({ to: email, subject: text.confirmSubject, text: `${text.confirmBody(`${publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`)}${text.signOff}` });
    },
    async passwordReset(email, token) {
      const text = AUTH_TEXTS[await localeOfEmail(db, email)];
      // The address rides along so the page can sign the person in with the new password afterwards.
      const query = new URLSearchParams({ token, email }).toString();
      await messaging.queueEmail({ to: email, subject: text.resetSubject, text: `${text.resetBody(`${publicUrl}/auth/reset-password?${query}`)}${text.signOff}` });
    },
    async smsCode(phone, code, purpose = 'sign-in', requestLocale) {
      const text = AUTH_TEXTS[await localeOfPhone(db, phone, requestLocale)];
      await messaging.queueSms({ to: phone, text: text.smsCode(code, purpose) });
    },
  };
}
