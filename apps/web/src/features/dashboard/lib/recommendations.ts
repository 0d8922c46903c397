// Recommended Challenges (spec §2 Dashboard) by the categories the user plays: read from the
// challenges they are involved in, then the open challenges of those categories, theirs left out.
import type { ChallengeListItem } from '@changamoto/shared/contract';

export type Category = ChallengeListItem['category'];

/** The categories of `challenges`, most played first (a tie goes to the more recent), at most `max`. */
export function playedCategories(challenges: readonly ChallengeListItem[], max = 3): Category[] {
  const counts = new Map<string, { category: Category; count: number; firstSeen: number }>();
  challenges.forEach((challenge, index) => {
    const entry = counts.get(challenge.category.slug);
    if (entry) entry.count += 1;
    else counts.set(challenge.category.slug, { category: challenge.category, count: 1, firstSeen: index });
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.firstSeen - b.firstSeen)
    .slice(0, max)
    .map((entry) => entry.category);
}

/** One list from one list per category, taking from each in turn, without repeats or `exclude`d ids. */
export function mergeRecommendations(lists: readonly (readonly ChallengeListItem[])[], exclude: ReadonlySet<string>, limit: number): ChallengeListItem[] {
  const picked = new Map<string, ChallengeListItem>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let position = 0; position < longest && picked.size < limit; position++) {
    for (const list of lists) {
      const challenge = list[position];
      if (challenge && !exclude.has(challenge.id) && !picked.has(challenge.id) && picked.size < limit) picked.set(challenge.id, challenge);
    }
  }
  return [...picked.values()];
}

/** 'Fitness', 'Fitness and Gaming', 'Fitness, Gaming and Music' (`and` is the reader's word: 'na'). */
export function joinNames(categories: readonly Category[], and = 'and'): string {
  const names = categories.map((category) => category.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
