// issue #24 item 8: no result before a challenge starts. One guard for a player's claim and an admin's
// decision (a void stays possible at any time, DOMAIN.md §4), so the transition rules can take it whole.
import { CLAIM_MESSAGES, resultsOpen } from '@changamoto/shared/domain';
import { errors } from '../../http/errors';

/** 409 with the reason while the challenge has not reached its start_date. */
export function assertResultsOpen(challenge: { start_date: Date | string }, now: number = Date.now()): void {
  if (!resultsOpen(challenge.start_date, now)) throw errors.conflict(CLAIM_MESSAGES.notStarted);
}
