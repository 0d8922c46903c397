// DOMAIN.md §8: each new payout account and each phone change is told to the account's own e-mail and
// phone, so that a change someone else made is noticed. Sent whatever the notification preferences
// say (they are not marketing), through the messaging jobs; never to a placeholder address.
import type { Locale } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { hasRealEmail } from './contact';
import * as repo from './reauthentication.repo';

/** Both languages of every notice (issue #20 §1); Kiswahili per docs/kiswahili-glossary.md. */
export const SECURITY_TEXTS = {
  en: {
    notYou: 'If this was not you, someone else may be using your account: sign in, change your password (or sign out of every device), remove anything you do not recognise, and contact support@changamoto.co.ke straight away.',
    subject: (what: string) => `Changamoto security notice: ${what}`,
    smsNotYou: 'Not you? Change your password and contact support@changamoto.co.ke now.',
    payoutSubject: 'new payout account',
    payoutAdded: (account: string) => `A payout account (${account}) was added to your Changamoto account. Withdrawals can be sent to it.`,
    phoneSubject: 'phone number changed',
    phoneChanged: (from: string, to: string) => `The phone number of your Changamoto account was changed from ${from} to ${to}.`,
    phoneAdded: (to: string) => `The phone number ${to} was added to your Changamoto account.`,
  },
  sw: {
    notYou: 'Kama si wewe, huenda mtu mwingine anatumia akaunti yako: ingia, badilisha nenosiri lako (au toka kwenye vifaa vyote), ondoa chochote usichokitambua, na uwasiliane na support@changamoto.co.ke mara moja.',
    subject: (what: string) => `Ilani ya usalama ya Changamoto: ${what}`,
    smsNotYou: 'Si wewe? Badilisha nenosiri lako na uwasiliane na support@changamoto.co.ke sasa.',
    payoutSubject: 'akaunti mpya ya malipo',
    payoutAdded: (account: string) => `Akaunti ya malipo (${account}) imeongezwa kwenye akaunti yako ya Changamoto. Pesa unazotoa zinaweza kutumwa kwake.`,
    phoneSubject: 'nambari ya simu imebadilishwa',
    phoneChanged: (from: string, to: string) => `Nambari ya simu ya akaunti yako ya Changamoto imebadilishwa kutoka ${from} kuwa ${to}.`,
    phoneAdded: (to: string) => `Nambari ya simu ${to} imeongezwa kwenye akaunti yako ya Changamoto.`,
  },
} satisfies Record<Locale, unknown>;
type SecurityText = (typeof SECURITY_TEXTS)[Locale];

export interface SecurityNotice {
  userId: string;
  subject: (text: SecurityText) => string;
  /** What changed, in one sentence, in the account's language. */
  what: (text: SecurityText) => string;
  /** Phones told besides the account's verified one (e.g. the number that was just replaced). */
  alsoSms?: (string | null)[];
}

export function createSecurityNotices({ db, messaging, publicUrl }: { db: Db; messaging: Messaging; publicUrl: string }) {
  async function send({ userId, subject, what, alsoSms = [] }: SecurityNotice, options: { tx?: Db } = {}): Promise<void> {
    const contact = await repo.findContact(options.tx ?? db, userId);
    if (!contact) return;
    const text = SECURITY_TEXTS[contact.locale];
    if (contact.email_verified && hasRealEmail(contact.email)) {
      await messaging.queueEmail({ to: contact.email, subject: text.subject(subject(text)), text: `${what(text)}\n\n${text.notYou}\n\n${publicUrl}/profile\n— Changamoto` }, options);
    }
    const phones = new Set([contact.phone_verified ? contact.phone : null, ...alsoSms].filter((phone): phone is string => Boolean(phone)));
    for (const phone of phones) await messaging.queueSms({ to: phone, text: `Changamoto: ${what(text)} ${text.smsNotYou}` }, options);
  }

  return {
    /** In the transaction that saved the account: no notice for an account that was not saved. */
    payoutAccountAdded: (tx: Db, userId: string, account: { bankName: string; accountNumberPreview: string }) =>
      send({ userId, subject: (text) => text.payoutSubject, what: (text) => text.payoutAdded(`${account.bankName} ${account.accountNumberPreview}`) }, { tx }),

    /** After the change: to the e-mail, the new number and the number it replaced. */
    phoneChanged: (userId: string, change: { from: string | null; to: string }) =>
      send({
        userId,
        subject: (text) => text.phoneSubject,
        what: (text) => (change.from ? text.phoneChanged(change.from, change.to) : text.phoneAdded(change.to)),
        alsoSms: [change.from],
      }),
  };
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;
