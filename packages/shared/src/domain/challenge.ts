// spec §3 and §4: the challenge vocabulary, spelled as the spec spells it.
import { tokensText } from './plural';
export const CHALLENGE_TYPES = ['solo', 'two_player', 'public'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export const CHALLENGE_TYPE_LABELS: Record<ChallengeType, string> = {
  solo: 'Solo',
  two_player: 'Two Player',
  public: 'Public',
};

export const CHALLENGE_STATUSES = ['draft', 'pending_acceptance', 'active', 'pending_verification', 'completed', 'paid_out', 'rejected', 'cancelled'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

const STATUS_LABELS: Record<ChallengeStatus, string> = {
  draft: 'Draft',
  pending_acceptance: 'Pending Acceptance',
  active: 'Active',
  pending_verification: 'Pending Verification',
  completed: 'Completed',
  paid_out: 'Paid Out',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** spec §4: any other value displays as 'Unknown'. */
export function challengeStatusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? 'Unknown';
}

// spec §3: the outcomes a stake can be on; 'completed' is a public challenge's entry fee.
export const CHALLENGE_OUTCOMES = ['solo_succeeds', 'solo_fails', 'player_a_wins', 'player_b_wins', 'completed'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

/** The outcomes a backer may choose, by type (DOMAIN.md §4: public challenges have no backers). */
export const BACKABLE_OUTCOMES: Record<ChallengeType, readonly ChallengeOutcome[]> = {
  solo: ['solo_succeeds', 'solo_fails'],
  two_player: ['player_a_wins', 'player_b_wins'],
  public: [],
};

export const STAKE_ROLES = ['player_a', 'player_b', 'participant', 'backer'] as const;
export type StakeRole = (typeof STAKE_ROLES)[number];

export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_DESCRIPTION_MAX = 2000;

/** What the server answers (spec §5 and §8 where the spec gives the words). */
export const CHALLENGE_MESSAGES = {
  titleAndType: 'Please fill in the title and select a challenge type.',
  titleTooLong: `The title can be at most ${CHALLENGE_TITLE_MAX} characters.`,
  descriptionTooLong: `The description can be at most ${CHALLENGE_DESCRIPTION_MAX} characters.`,
  category: 'Please select a category.',
  startDate: 'Please enter a valid start date.',
  endDate: 'Please enter a valid end date.',
  endAfterStart: 'The end date must be after the start date.',
  endInFuture: 'The end date must be in the future.',
  featuredImage: 'Image upload failed: invalid image reference.',
  stake: 'Stakes must be positive whole numbers of tokens (at least 1).',
  entryFee: 'The entry fee must be a positive whole number of tokens (at least 1).',
  typeDetails: 'Please fill in the details of the challenge type.',
  opponentRequired: 'Please select an opponent.',
  opponentSelf: 'You cannot challenge yourself. Please select another opponent.',
  opponentNotFound: 'The selected opponent was not found.',
  insufficientCreate: 'Insufficient tokens to create the challenge.',
  created: 'Challenge created successfully!',
  createdInvite: (opponent: string) => `Challenge created! Invitation sent to ${opponent}.`,
  inviteReceived: (creator: string, title: string) => `${creator} challenged you to "${title}". Accept or reject the invitation.`,
  notFound: 'Challenge Not Found',
  notInvitedPlayer: 'You are not the invited player for this challenge.',
  inviteNotPending: 'This invitation is no longer pending.',
  inviteExpired: 'This invitation has expired.',
  insufficientAccept: 'Insufficient tokens to accept the challenge.',
  accepted: 'Challenge accepted!',
  rejected: 'Challenge rejected.',
  inviteExpiredReason: 'The invitation was not accepted in time.',
  /** To player A (a transaction_completed notification about the refund). */
  inviteRejectedRefund: (opponent: string, title: string, tokens: number) => `${opponent} declined "${title}". Your ${tokensText(tokens)} ${tokens === 1 ? 'was' : 'were'} refunded.`,
  inviteExpiredRefund: (title: string, tokens: number) => `Nobody accepted "${title}" in time, so it was cancelled. Your ${tokensText(tokens)} ${tokens === 1 ? 'was' : 'were'} refunded.`,
  notOpenForJoining: 'This challenge is not open for joining.',
  alreadyJoined: 'You have already joined this challenge.',
  notOpenForBacking: 'This challenge is not open for backing.',
  outcomeRequired: 'Please select an outcome to back.',
  outcomeInvalid: 'That outcome cannot be backed on this challenge.',
  invalidStake: 'Please enter a valid positive stake amount.',
  ownChallenge: 'You cannot back your own challenge.',
  alreadyBacked: 'You have already backed this challenge.',
  insufficient: 'Insufficient tokens.',
  joined: 'Joined challenge successfully!',
  backed: 'Backed challenge successfully!',
} as const;

/** The statuses of an open challenge (one that can still be joined, backed or accepted), in list order (issue #16 §3). */
export const OPEN_CHALLENGE_STATUSES = ['active', 'pending_acceptance'] as const;

/** Challenge search (issue #17 §2): how long the search text may be, after trimming. */
export const CHALLENGE_SEARCH_MIN = 2;
export const CHALLENGE_SEARCH_MAX = 100;
export const SEARCH_MESSAGES = {
  tooShort: `Type at least ${CHALLENGE_SEARCH_MIN} characters to search.`,
  tooLong: `Search text must be at most ${CHALLENGE_SEARCH_MAX} characters.`,
} as const;

/**
 * spec §6: how an outcome reads, with the players' names — 'Success', 'alice Wins', 'Completed' — on
 * the challenge page, in the admin queue and in the decision's notification alike.
 */
export function outcomeWords(outcome: string, playerAName: string | null | undefined, playerBName: string | null | undefined): string {
  switch (outcome as ChallengeOutcome) {
    case 'solo_succeeds':
      return 'Success';
    case 'solo_fails':
      return 'Failure';
    case 'player_a_wins':
      return `${playerAName || 'Player A'} Wins`;
    case 'player_b_wins':
      return `${playerBName || 'Player B'} Wins`;
    case 'completed':
      return 'Completed';
    default:
      return outcome;
  }
}
