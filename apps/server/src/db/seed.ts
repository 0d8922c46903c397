// Demo data for `npm start`: a few challenges so the home page has something to show.
// Idempotent: fixed ids, inserted only when missing. Users, stakes and bundles join with their issues.
import type { Db } from './client';

const DAY = 24 * 3600 * 1000;

const DEMO_CHALLENGES = [
  { id: '5e1d0000-0000-4000-8000-000000000001', title: '10K steps every day for a week', description: 'Walk at least 10,000 steps a day for seven days, logged on a step counter. Back me to make it!', type: 'solo', category_slug: 'fitness', is_featured: true, player_a_stake: 100, player_b_stake: 0, public_challenge_entry_fee: 0, startsInDays: 0, lastsDays: 7 },
  { id: '5e1d0000-0000-4000-8000-000000000002', title: 'FIFA 25 head-to-head: best of three', description: 'Two players, three matches on PlayStation, screenshots of every final score.', type: 'two_player', category_slug: 'gaming', is_featured: true, player_a_stake: 200, player_b_stake: 200, public_challenge_entry_fee: 0, startsInDays: 1, lastsDays: 3 },
  { id: '5e1d0000-0000-4000-8000-000000000003', title: 'Nairobi trivia night: Kenyan history', description: 'Twenty questions on Kenyan history. Everyone who scores 15 or more shares the pool.', type: 'public', category_slug: 'trivia', is_featured: true, player_a_stake: 0, player_b_stake: 0, public_challenge_entry_fee: 50, startsInDays: 2, lastsDays: 1 },
  { id: '5e1d0000-0000-4000-8000-000000000004', title: 'Cook a three-course meal under KES 1,000', description: 'Photos of the receipt and of each course. Public entry, the community judges.', type: 'public', category_slug: 'cooking', is_featured: true, player_a_stake: 0, player_b_stake: 0, public_challenge_entry_fee: 30, startsInDays: 0, lastsDays: 5 },
  { id: '5e1d0000-0000-4000-8000-000000000005', title: 'Learn 100 Swahili proverbs in 30 days', description: 'Recite all 100 on video at the end of the month.', type: 'solo', category_slug: 'education', is_featured: false, player_a_stake: 50, player_b_stake: 0, public_challenge_entry_fee: 0, startsInDays: 0, lastsDays: 30 },
] as const;

export async function seedDemoData(db: Db, now = new Date()): Promise<number> {
  const rows = DEMO_CHALLENGES.map(({ startsInDays, lastsDays, ...challenge }, index) => ({
    ...challenge,
    player_a_stake: String(challenge.player_a_stake),
    player_b_stake: String(challenge.player_b_stake),
    public_challenge_entry_fee: String(challenge.public_challenge_entry_fee),
    start_date: new Date(now.getTime() + startsInDays * DAY),
    end_date: new Date(now.getTime() + (startsInDays + lastsDays) * DAY),
    // Spread creation times so "latest" has a stable order.
    created_at: new Date(now.getTime() - (DEMO_CHALLENGES.length - index) * 60_000),
  }));
  const result = await db.insertInto('challenges').values(rows).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
