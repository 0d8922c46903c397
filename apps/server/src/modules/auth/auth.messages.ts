// The e-mails and SMS that sign-in sends, queued as jobs (never sent inside the request).
// Links open pages of the SPA that act only on a click, so mail scanners that fetch links
// cannot sign anyone in or confirm an address.
import type { Messaging } from '../messaging/messaging.service';

export type EmailCodeType = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

export interface AuthMessages {
  emailCode(email: string, code: string, type: EmailCodeType): Promise<void>;
  confirmEmail(email: string, token: string): Promise<void>;
  passwordReset(email: string, token: string): Promise<void>;
  smsCode(phone: string, code: string, purpose?: 'sign-in' | 'password-reset'): Promise<void>;
}

const SIGN_OFF = '\n\nIf you did not ask for this, ignore this message: nothing happens without the code.\n— Changamoto (adults 18+ only)';

export function createAuthMessages({ messaging, publicUrl }: { messaging: Messaging; publicUrl: string }): AuthMessages {
  return {
    async emailCode(email, code, type) {
      const query = new URLSearchParams({ email, code }).toString();
      const link = type === 'sign-in' ? `\n\nOr open this page and press "Sign in": ${publicUrl}/auth/email-link?${query}` : '';
      await messaging.queueEmail({
        to: email,
        subject: `Your Changamoto code: ${code}`,
        text: `Your Changamoto code is ${code}. It expires in 10 minutes.${link}${SIGN_OFF}`,
      });
    },
    async confirmEmail(email, token) {
      await messaging.queueEmail({
        to: email,
        subject: 'Confirm your e-mail for Changamoto',
        text: `Welcome to Changamoto! Confirm your e-mail address to finish creating your account:\n\n${publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}\n\nThe link works for 1 hour.${SIGN_OFF}`,
      });
    },
    async passwordReset(email, token) {
      // The address rides along so the page can sign the person in with the new password afterwards.
      const query = new URLSearchParams({ token, email }).toString();
      await messaging.queueEmail({
        to: email,
        subject: 'Reset your Changamoto password',
        text: `Someone asked to reset the password of your Changamoto account. Choose a new password here:\n\n${publicUrl}/auth/reset-password?${query}\n\nThe link works once, for 1 hour. Resetting signs you out everywhere else.${SIGN_OFF}`,
      });
    },
    async smsCode(phone, code, purpose = 'sign-in') {
      const what = purpose === 'password-reset' ? 'password reset code' : 'code';
      await messaging.queueSms({ to: phone, text: `Your Changamoto ${what} is ${code}. It expires in 10 minutes. Never share it.` });
    },
  };
}
