// How the detail page spells outcomes and people (tokens and dates: lib/format.ts).
import type { ChallengePerson } from '@changamoto/shared/contract';

export const personName = (person: ChallengePerson | null | undefined, fallback = 'Unknown player') => person?.username ?? fallback;

export { outcomeLabel } from '@/lib/outcome-label';
