// A challenge's stake lists read a page at a time (participants, backers, winners; detail.repo.ts):
// the opaque cursor of where a page stopped, and a page cut from the rows read (one more than a page,
// which says whether there is a next one). The cursor is base64url JSON naming its list, so one list's
// cursor is refused by another, like the challenge lists' cursors (challenge-list.ts).
import { DETAIL_STAKES_PAGE, type ChallengePerson, type ChallengeStake, type ChallengeStakeList } from '@changamoto/shared/contract';
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { z } from 'zod';
import { readCursor, writeCursor } from '../../http/opaque-cursor';
import { cursorTimeSchema, invalidCursor } from './challenge-list';
import type { PersonRow } from './challenges.repo';
import type { StakeJson, StakeKey } from './detail.repo';

const cursorSchema = z.discriminatedUnion('l', [
  z.strictObject({
    l: z.enum(['participants', 'backers']),
    t: cursorTimeSchema,
    i: z.uuid(),
  }),
  z.strictObject({ l: z.literal('winners'), w: z.string().regex(/^\d{1,18}$/), i: z.uuid() }),
]);

function encode(list: ChallengeStakeList, last: StakeJson): string {
  const key = list === 'winners' ? { l: list, w: String(last.winnings_tokens), i: last.id } : { l: list, t: last.created_key, i: last.id };
  return writeCursor(key);
}

/** Where the cursor says `list` stopped; anything else (tampered, another list's cursor) is a 400. */
export function decodeStakeCursor(list: ChallengeStakeList, cursor: string): StakeKey {
  const key = readCursor(cursor, cursorSchema, invalidCursor);
  if (key.l !== list) throw invalidCursor();
  return key.l === 'winners' ? { list: key.l, winnings: key.w, id: key.i } : { list: key.l, createdAt: key.t, id: key.i };
}

/** A person as every read shows them: the display name when they chose one. */
export function toPerson(row: PersonRow | null): ChallengePerson | null {
  return row ? { id: row.id, username: row.display_username ?? row.username, avatarUrl: row.avatar_url } : null;
}

export function toStake(row: StakeJson): ChallengeStake {
  return {
    id: row.id,
    userId: row.user_id,
    user: toPerson(row.user)!,
    role: row.role,
    outcome: row.outcome as ChallengeOutcome,
    amount: Number(row.amount),
    status: row.status,
    isWinner: row.is_winner,
    winningsTokens: Number(row.winnings_tokens),
    createdAt: row.created_at,
  };
}

/** A page of `list` from the rows read (up to a page and one), with the cursor of the next page or null. */
export function stakePage(list: ChallengeStakeList, rows: StakeJson[]): { stakes: ChallengeStake[]; nextCursor: string | null } {
  const page = rows.slice(0, DETAIL_STAKES_PAGE);
  return { stakes: page.map(toStake), nextCursor: rows.length > DETAIL_STAKES_PAGE ? encode(list, page.at(-1)!) : null };
}
