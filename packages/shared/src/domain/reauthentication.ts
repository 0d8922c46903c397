// DOMAIN.md §8: adding a payout account or changing the phone needs a sign-in within the last
// REAUTHENTICATION_WINDOW_MINUTES, or a one-time code sent to the account's confirmed e-mail (or
// phone, for a phone-only account). The words both the server and the web app use.
export const REAUTHENTICATION_WINDOW_MINUTES = 10;
export const REAUTHENTICATION_CODE_LENGTH = 6;

export const REAUTHENTICATION_MESSAGES = {
  required: 'For your security, please confirm it’s you: you signed in more than 10 minutes ago. We will send a one-time code to your e-mail or phone.',
  codeSent: (sentTo: string) => `We sent a 6-digit code to ${sentTo}. It expires in 10 minutes.`,
  codeFormat: 'Enter the 6-digit code we sent you.',
  invalidCode: 'That code is wrong or has expired. Check it, or send a new code.',
  noChannel: 'We cannot send you a code: your account has no confirmed e-mail address or phone number. Sign out, sign in again, then try again.',
  confirmed: 'Thank you, that’s you. Carrying on…',
} as const;
