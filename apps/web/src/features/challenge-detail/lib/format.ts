// How the detail page spells tokens, dates, outcomes and people.
import type { ChallengePerson } from '@changamoto/shared/contract';

export const formatTokens = (amount: number) => `${amount.toLocaleString('en-KE')} Tokens`;

/** spec §9: a stake or fee of 0 or none shows 'Free'. */
export const formatFee = (amount: number | null | undefined) => (amount == null || amount <= 0 ? 'Free' : formatTokens(amount));

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
}

export const personName = (person: ChallengePerson | null | undefined, fallback = 'Unknown player') => person?.username ?? fallback;

export { outcomeLabel } from '@/lib/outcome-label';

