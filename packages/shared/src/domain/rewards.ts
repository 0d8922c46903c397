// Bonuses and referrals (spec §4, §5, §9; DOMAIN.md §5): the words the screens and the server share.
import { tokensText } from './plural';

/** spec §5 Referral code and §8 Referral; the last three are the spec's alerts. */
export const REFERRAL_MESSAGES = {
  empty: 'Referral code cannot be empty.',
  tooLong: 'Referral code must be 50 characters or fewer.',
  unknownCode: 'That referral code does not exist.',
  ownCode: 'You cannot use your own referral code.',
  alreadyReferred: 'You have already used a referral code.',
  /** The code's owner used the caller's code: two people may not refer each other. */
  referredByYou: 'You cannot use the code of someone who used yours.',
  /** The code's owner is suspended or their balance is frozen: their bonus cannot be paid, so neither side's is. */
  referrerUnavailable: 'That referral code cannot be used right now.',
  success: (tokens: number) => `Referral code applied! You and your friend each received ${tokensText(tokens, 'bonus')}.`,
  communication: 'Failed to communicate with referral service.',
  failed: 'Failed to process referral.',
  unexpected: 'Received an unexpected response from the server.',
} as const;

export const REFERRAL_CODE_MAX_LENGTH = 50;

export const DAILY_BONUS_MESSAGES = {
  claimed: (tokens: number) => `Daily bonus claimed! ${tokensText(tokens, 'bonus')} ${tokens === 1 ? 'was' : 'were'} added to your wallet.`,
  alreadyClaimed: 'You have already claimed today’s bonus. Come back tomorrow (the day changes at midnight UTC).',
} as const;

/** spec §2 Onboarding step 3: the trivia question and its one correct answer. */
export const ONBOARDING_TRIVIA = {
  question: 'What is the capital of France?',
  options: ['London', 'Berlin', 'Paris', 'Madrid'],
  answer: 'Paris',
} as const;

export const ONBOARDING_MESSAGES = {
  wrongAnswer: 'That is not the right answer.',
  granted: (tokens: number) => `YOU WON! ${tokens} Bonus Tokens were added to your wallet.`,
  alreadyGranted: 'You have already received your onboarding bonus.',
} as const;

/** Midnight UTC that starts `now`'s calendar day: a daily bonus claimed before it is yesterday's. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * A daily bonus is available when never claimed or last claimed on an earlier UTC calendar day
 * (spec §4). "Earlier", not "different": a claim stamped later than `now` (a clock set back) is not
 * a reason to pay again.
 */
export function isDailyBonusAvailable(lastClaimedAt: Date | null, now: Date): boolean {
  return !lastClaimedAt || lastClaimedAt.getTime() < startOfUtcDay(now).getTime();
}
