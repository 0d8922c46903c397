import { describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { joinNames, mergeRecommendations, playedCategories } from './recommendations';

const fitness = { slug: 'fitness', name: 'Fitness' };
const gaming = { slug: 'gaming', name: 'Gaming' };
const music = { slug: 'music', name: 'Music' };
const trivia = { slug: 'trivia', name: 'Trivia' };
const item = (id: number, category = fitness) => challengeItem({ id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, category });

describe('recommendations by the categories the user plays', () => {
  it('ranks categories by how often the user plays them, the more recent first on a tie, three at most', () => {
    const played = [item(1, music), item(2, gaming), item(3, gaming), item(4, fitness), item(5, music), item(6, trivia), item(7, gaming)];
    expect(playedCategories(played)).toEqual([gaming, music, fitness]);
    expect(playedCategories([])).toEqual([]);
  });

  it('takes from each category in turn, leaves out repeats and the user’s own challenges, and stops at the limit', () => {
    const merged = mergeRecommendations(
      [
        [item(1), item(2), item(3)],
        [item(11, gaming), item(2), item(12, gaming)],
      ],
      new Set([item(3).id]),
      4,
    );
    expect(merged.map((c) => c.id)).toEqual([item(1).id, item(11).id, item(2).id, item(12).id]);
    expect(mergeRecommendations([], new Set(), 6)).toEqual([]);
  });

  it('names the categories in a sentence', () => {
    expect(joinNames([fitness])).toBe('Fitness');
    expect(joinNames([fitness, gaming])).toBe('Fitness and Gaming');
    expect(joinNames([fitness, gaming, music])).toBe('Fitness, Gaming and Music');
  });
});
