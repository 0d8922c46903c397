// spec §8 Join/back/result and Invite: the words of the detail and invite pages.
import { ApiError } from '@/lib/api-client';

export const DETAIL_MESSAGES = {
  loadError: 'Error Loading Challenge',
  notFound: 'Challenge Not Found',
  joined: 'Joined challenge successfully!',
  backed: 'Backed challenge successfully!',
  submitted: 'Result submitted successfully!',
  /** spec §8 Function fallbacks: the server failed without a reason of its own. */
  submitFailed: 'Failed to submit result.',
  actionDone: 'Action successful!',
  voided: 'Challenge voided. Every stake has been refunded.',
  unknown: 'An unknown error occurred.',
  youJoined: 'You have joined this challenge.',
  youBacked: 'You have backed this challenge.',
  noWinnings: 'No winnings were paid on this challenge.',
  moreFailed: 'Could not load more. Please try again.',
  invalidStake: 'Please enter a valid positive stake amount.',
  selectWinner: 'Please select at least one winner',
  reasonRequired: 'Please give a reason (3 to 500 characters).',
  adminFailed: 'Failed to submit result',
  copyFailed: 'Failed to copy link. Please try again.',
  copied: 'Copied!',
  loginPrompt: 'Sign Up or Log In to Participate',
  awaitingPlayer: 'Awaiting Player',
  pendingInvite: 'Pending Invite',
  accepted: 'Challenge accepted!',
  rejected: 'Challenge rejected.',
  acceptFailed: 'Failed to accept challenge.',
  rejectFailed: 'Failed to reject challenge.',
  confirmResult: (outcome: string) => `Are you sure you want to submit ${outcome} as the result?`,
  confirmAdminResult: (outcome: string) => `Are you sure you want to submit ${outcome} as the result? This action cannot be undone.`,
  confirmVerify: 'Have you verified all results and winners? This action cannot be undone.',
  confirmVoid: 'Are you sure you want to void this challenge and refund every stake? This action cannot be undone.',
  waitingFor: (username: string) => `Waiting for ${username} to accept the challenge.`,
} as const;

/** 'Failed: {error}' for an answer from the server, 'Error: {message}' for anything else thrown. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'http_error') return `Failed: ${error.message}`;
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return DETAIL_MESSAGES.unknown;
}
