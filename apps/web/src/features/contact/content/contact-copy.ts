// Contact page copy (spec §1 claims, §2 Static pages → Contact). Contact values come from GET /api/config.
import type { ContactInquiryType } from '@changamoto/shared/contract';

export const INQUIRY_TYPE_LABELS: Record<ContactInquiryType, string> = {
  general: 'General',
  technical: 'Technical Support',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
  report: 'Report an Issue',
};

/** spec §1: business hours, East Africa Time. */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '8:00 – 18:00 EAT' },
  { days: 'Saturday', hours: '9:00 – 14:00 EAT' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const RESPONSE_TIMES = [
  { channel: 'E-mail and this form', time: 'within 24 hours' },
  { channel: 'WhatsApp', time: 'within 2 hours during business hours' },
] as const;

export const LOCATION = 'Nairobi, Kenya';

export const CONTACT_FAQS = [
  {
    question: 'How soon will I hear back?',
    answer: 'We answer e-mails and messages sent through this form within 24 hours, and WhatsApp messages within 2 hours during business hours.',
  },
  {
    question: 'I paid with M-Pesa but no tokens arrived. What should I do?',
    answer: 'Do not pay again. Send us a Billing message with your M-Pesa confirmation code, the amount and the time you paid, and we will trace the payment with Paystack and credit your tokens.',
  },
  {
    question: 'How long do withdrawals take?',
    answer: 'Redemptions to M-Pesa or a bank account are processed in 1-3 business days. Identity verification (KYC) must be complete before any withdrawal, and payouts go only to accounts in your verified name.',
  },
  {
    question: 'I think a challenge result is wrong. Can it be reviewed?',
    answer: 'Choose "Report an Issue" and include the challenge link and your evidence. Our administrators review disputes; their decisions are final and binding.',
  },
] as const;

/** tel: needs digits with an optional leading +; wa.me needs digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
