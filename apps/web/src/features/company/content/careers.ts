// Copy for /careers: why join, values, benefits and open roles in Nairobi, as catalog keys (locales/*.json).
import type { CompanyKey } from '../i18n';

export const careersEmail = 'careers@changamoto.co.ke';

export const whyJoin = ['company.careers.why1', 'company.careers.why2'] as const;

/** Keys `company.careers.value.<id>.title` / `.text`. */
export const values = ['fair', 'phones', 'money', 'own'] as const;

export const benefits = ['company.careers.benefit1', 'company.careers.benefit2', 'company.careers.benefit3', 'company.careers.benefit4', 'company.careers.benefit5', 'company.careers.benefit6'] as const;

/** Keys `company.careers.role.<id>.title` / `.description`; the rest names keys too. */
export interface OpenRole {
  id: 'backend' | 'frontend' | 'compliance' | 'support';
  team: CompanyKey;
  type: CompanyKey;
  location: CompanyKey;
}

export const openRoles: OpenRole[] = [
  { id: 'backend', team: 'company.careers.engineering', type: 'company.careers.fullTime', location: 'company.careers.hybrid' },
  { id: 'frontend', team: 'company.careers.engineering', type: 'company.careers.fullTime', location: 'company.careers.hybrid' },
  { id: 'compliance', team: 'company.careers.compliance', type: 'company.careers.fullTime', location: 'company.careers.onSite' },
  { id: 'support', team: 'company.careers.support', type: 'company.careers.fullTimeSaturdays', location: 'company.careers.onSite' },
];

export const applyMailto = (subject: string) => `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;
