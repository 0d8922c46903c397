// Test-only: a challenge list item as GET /api/challenges returns it; each test overrides what it checks.
import type { ChallengeListItem } from '@changamoto/shared/contract';

export function challengeItem(overrides: Partial<ChallengeListItem> = {}): ChallengeListItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Walk 10,000 steps a day',
    description: null,
    type: 'solo',
    status: 'active',
    category: { slug: 'fitness', name: 'Fitness' },
    featuredImageUrl: null,
    isFeatured: false,
    startDate: '2026-03-01T06:00:00+03:00',
    endDate: '2026-03-08T06:00:00+03:00',
    createdAt: '2026-02-28T10:00:00+03:00',
    playerAStake: 100,
    playerBStake: 0,
    publicChallengeEntryFee: 0,
    totalJackpot: 100,
    participantsCount: 0,
    backersCount: 0,
    ...overrides,
  };
}

/** n distinct items, ids ending in the 1-based position plus `offset`. */
export function challengeItems(n: number, offset = 0): ChallengeListItem[] {
  return Array.from({ length: n }, (_, index) => {
    const position = index + 1 + offset;
    return challengeItem({ id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, title: `Challenge ${position}` });
  });
}
