// DOMAIN.md §8: each new payout account and each phone change is told to the account's own e-mail and
// phone, so that a change someone else made is noticed. Sent whatever the notification preferences
// say (they are not marketing), through the messaging jobs; never to a placeholder address.
import type { Db } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { hasRealEmail } from './contact';
import * as repo from './reauthentication.repo';

const NOT_YOU = 'If this was not you, someone else may be using your account: sign in, change your password (or sign out of every device), remove anything you do not recognise, and contact support@changamoto.co.ke straight away.';

export interface SecurityNotice {
  userId: string;
  subject: string;
  /** What changed, in one sentence. */
  what: string;
  /** Phones told besides the account's verified one (e.g. the number that was just replaced). */
  alsoSms?: (string | null)[];
}

export function createSecurityNotices({ db, messaging, publicUrl }: { db: Db; messaging: Messaging; publicUrl: string }) {
  async function send({ userId, subject, what, alsoSms = [] }: SecurityNotice, options: { tx?: Db } = {}): Promise<void> {
    const contact = await repo.findContact(options.tx ?? db, userId);
    if (!contact) return;
    if (contact.email_verified && hasRealEmail(contact.email)) {
      await messaging.queueEmail({ to: contact.email, subject: `Changamoto security notice: ${subject}`, text: `${what}\n\n${NOT_YOU}\n\n${publicUrl}/profile\n— Changamoto` }, options);
    }
    const phones = new Set([contact.phone_verified ? contact.phone : null, ...alsoSms].filter((phone): phone is string => Boolean(phone)));
    for (const phone of phones) await messaging.queueSms({ to: phone, text: `Changamoto: ${what} Not you? Change your password and contact support@changamoto.co.ke now.` }, options);
  }

  return {
    /** In the transaction that saved the account: no notice for an account that was not saved. */
    payoutAccountAdded: (tx: Db, userId: string, account: { bankName: string; accountNumberPreview: string }) =>
      send({ userId, subject: 'new payout account', what: `A payout account (${account.bankName} ${account.accountNumberPreview}) was added to your Changamoto account. Withdrawals can be sent to it.` }, { tx }),

    /** After the change: to the e-mail, the new number and the number it replaced. */
    phoneChanged: (userId: string, change: { from: string | null; to: string }) =>
      send({
        userId,
        subject: 'phone number changed',
        what: change.from ? `The phone number of your Changamoto account was changed from ${change.from} to ${change.to}.` : `The phone number ${change.to} was added to your Changamoto account.`,
        alsoSms: [change.from],
      }),
  };
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;
