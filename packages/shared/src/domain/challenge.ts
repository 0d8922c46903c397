// spec §3 and §4: the challenge vocabulary, spelled as the spec spells it.
export const CHALLENGE_TYPES = ['solo', 'two_player', 'public'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export const CHALLENGE_TYPE_LABELS: Record<ChallengeType, string> = {
  solo: 'Solo',
  two_player: 'Two Player',
  public: 'Public',
};

export const CHALLENGE_STATUSES = [
  'draft',
  'pending_acceptance',
  'active',
  'pending_verification',
  'completed',
  'paid_out',
  'rejected',
  'cancelled',
] as const;
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
