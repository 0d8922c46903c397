// Contact page copy (spec §1 claims, §2 Static pages → Contact) as catalog keys (locales/*.json).
// Contact values come from GET /api/config.
import type { ContactKey } from '../i18n';

/** spec §1: business hours, East Africa Time. */
export const BUSINESS_HOURS = [
  { days: 'contact.info.weekdays', hours: 'contact.info.weekdayHours' },
  { days: 'contact.info.saturday', hours: 'contact.info.saturdayHours' },
  { days: 'contact.info.sunday', hours: 'contact.info.closed' },
] as const satisfies readonly { days: ContactKey; hours: ContactKey }[];

export const RESPONSE_TIMES = [
  { channel: 'contact.info.emailChannel', time: 'contact.info.emailTime' },
  { channel: 'contact.info.whatsappChannel', time: 'contact.info.whatsappTime' },
] as const satisfies readonly { channel: ContactKey; time: ContactKey }[];

export const CONTACT_FAQS = ['replyTime', 'missingTokens', 'withdrawals', 'dispute'] as const;

/** tel: needs digits with an optional leading +; wa.me needs digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
