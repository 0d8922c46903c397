// Version and effective date of each legal document (spec §2 "Static pages", §9).
export interface DocumentMeta {
  title: string;
  version: string;
  /** As the spec words it, e.g. "May 29th 2025". */
  effective: string;
  /** ISO date for <time dateTime>. */
  effectiveIso: string;
}

export const privacyPolicyMeta: DocumentMeta = { title: 'Privacy Policy', version: '1.0', effective: 'May 29th 2025', effectiveIso: '2025-05-29' };

export const termsOfServiceMeta: DocumentMeta = { title: 'Terms of Service', version: '1.0', effective: 'May 30th 2025', effectiveIso: '2025-05-30' };

/** The most recent change to any legal document, for the Legal Documents footer. */
export const legalLastUpdated = termsOfServiceMeta;

/** spec §1 marketing copy: support hours, as the (English) Terms quote them. */
export const supportHours = [
  { days: 'Monday – Friday', hours: '8:00 – 18:00 EAT' },
  { days: 'Saturday', hours: '9:00 – 14:00 EAT' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
