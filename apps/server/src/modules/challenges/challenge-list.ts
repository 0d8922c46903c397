// The list query of every challenge list (spec §7 get_challenges_for_list_view, DOMAIN.md §4 Lists):
// parsing of the query parameters the contract leaves as text (statuses, cursor) and the opaque
// keyset cursor. The cursor is base64url JSON of where the last page stopped; it carries the sort it
// was made for, so a cursor of one sort is refused by the other.
import { CHALLENGE_STATUSES, type ChallengeStatus } from '@changamoto/shared/domain';
import { z } from 'zod';
import { errors } from '../../http/errors';
import { readCursor, writeCursor } from '../../http/opaque-cursor';
import type { ChallengeListKey, ChallengeListSort } from './challenges.repo';

export const LIST_MESSAGES = {
  unknownStatus: (status: string) => `Unknown challenge status: ${status}.`,
  invalidCursor: 'Invalid cursor. Please reload the list.',
} as const;

/** 'active,pending_acceptance' → the distinct statuses; an unknown one is a 400 naming it. */
export function parseStatuses(text: string | undefined): ChallengeStatus[] | undefined {
  if (text === undefined) return undefined;
  const statuses = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  for (const status of statuses) {
    if (!(CHALLENGE_STATUSES as readonly string[]).includes(status)) throw errors.validation(LIST_MESSAGES.unknownStatus(status), { statuses: LIST_MESSAGES.unknownStatus(status) });
  }
  return statuses as ChallengeStatus[];
}

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * A day and time that exists, from year 1 (PostgreSQL has no year 0): Date.parse takes 30 February
 * and year 0000, which PostgreSQL then refuses inside the query (a 500 for a crafted cursor).
 */
function isRealTime(value: string): boolean {
  // zod runs this refinement even when the pattern has already failed.
  const parts = CURSOR_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days && hour < 24 && minute < 60 && second < 60;
}

/** created_at in UTC with microseconds, as PostgreSQL stores it (so no row is skipped or repeated). */
export const cursorTimeSchema = z.string().regex(CURSOR_TIME).refine(isRealTime);

/** The order a cursor was made for: a list's sort, an open-first list (sort=new&openFirst=true), a search. */
export type CursorOrder = ChallengeListSort | 'open' | 'search';

const cursorSchema = z.strictObject({
  s: z.enum(['new', 'trending', 'open', 'search']),
  t: cursorTimeSchema,
  i: z.uuid(),
  // trending: tokens staked; search: the match score, 0–1 to three decimals.
  sc: z
    .string()
    .regex(/^(\d{1,18}|[01]\.\d{1,3})$/)
    .optional(),
  r: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});

export function encodeCursor(order: CursorOrder, key: ChallengeListKey): string {
  const scored = order === 'trending' || order === 'search';
  const ranked = order === 'open' || order === 'search';
  return writeCursor({ s: order, t: key.createdAt, i: key.id, ...(scored ? { sc: key.score ?? '0' } : {}), ...(ranked ? { r: key.rank ?? 0 } : {}) });
}

/** A refused cursor: a 400 saying to reload the list (tampered, another list's or sort's, or not one at all). */
export const invalidCursor = () => errors.validation(LIST_MESSAGES.invalidCursor, { cursor: LIST_MESSAGES.invalidCursor });

/** The key a cursor stands for; anything else (tampered, another sort's cursor) is a 400. */
export function decodeCursor(order: CursorOrder, cursor: string | undefined): ChallengeListKey | undefined {
  if (cursor === undefined) return undefined;
  const key = readCursor(cursor, cursorSchema, invalidCursor);
  const scored = order === 'trending' || order === 'search';
  const ranked = order === 'open' || order === 'search';
  if (key.s !== order || scored !== (key.sc !== undefined) || ranked !== (key.r !== undefined)) throw invalidCursor();
  // A trending score is whole tokens, a search score a fraction: each its own shape.
  if (key.sc !== undefined && (order === 'search') !== key.sc.includes('.') && !(order === 'search' && /^[01]$/.test(key.sc))) throw invalidCursor();
  return { createdAt: key.t, id: key.i, score: key.sc, rank: key.r };
}
