// spec §3 Contact message: the inquiry types (general by default) and the field limits. Plain data, so
// the contact page shows them without loading zod; the contract's schema (contract/contact.ts) uses them.
export const CONTACT_INQUIRY_TYPES = ['general', 'technical', 'billing', 'partnership', 'feedback', 'report'] as const;
export type ContactInquiryType = (typeof CONTACT_INQUIRY_TYPES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
