// spec §8 Join/back/result and Invite: the words of the detail and invite pages.
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
// Registers the catalog, so translate() finds its messages; getters read the active language each time.
import '../i18n';

export const DETAIL_MESSAGES = {
  get loadError() {
    return translate('challenge-detail.messages.errorLoading');
  },
  get notFound() {
    return translate('challenge-detail.messages.notFound');
  },
  get joined() {
    return translate('challenge-detail.messages.joined');
  },
  get backed() {
    return translate('challenge-detail.messages.backed');
  },
  get submitted() {
    return translate('challenge-detail.messages.resultSubmitted');
  },
  /** spec §8 Function fallbacks: the server failed without a reason of its own. */
  get submitFailed() {
    return translate('challenge-detail.messages.submitFailedLong');
  },
  get actionDone() {
    return translate('challenge-detail.messages.actionSuccessful');
  },
  get voided() {
    return translate('challenge-detail.messages.voided');
  },
  get unknown() {
    return translate('challenge-detail.messages.unknownError');
  },
  get youJoined() {
    return translate('challenge-detail.messages.youJoined');
  },
  get youBacked() {
    return translate('challenge-detail.messages.youBacked');
  },
  get noWinnings() {
    return translate('challenge-detail.messages.noWinnings');
  },
  get moreFailed() {
    return translate('challenge-detail.messages.loadMoreFailed');
  },
  get invalidStake() {
    return translate('challenge-detail.messages.invalidStake');
  },
  get selectWinner() {
    return translate('challenge-detail.messages.selectWinner');
  },
  get reasonRequired() {
    return translate('challenge-detail.messages.reasonRequired');
  },
  get adminFailed() {
    return translate('challenge-detail.messages.submitFailed');
  },
  get copyFailed() {
    return translate('challenge-detail.messages.copyFailed');
  },
  get copied() {
    return translate('challenge-detail.messages.copied');
  },
  get loginPrompt() {
    return translate('challenge-detail.messages.signUpToParticipate');
  },
  get awaitingPlayer() {
    return translate('challenge-detail.messages.awaitingPlayer');
  },
  get pendingInvite() {
    return translate('challenge-detail.messages.pendingInvite');
  },
  get accepted() {
    return translate('challenge-detail.messages.accepted');
  },
  get rejected() {
    return translate('challenge-detail.messages.rejected');
  },
  get acceptFailed() {
    return translate('challenge-detail.messages.acceptFailed');
  },
  get rejectFailed() {
    return translate('challenge-detail.messages.rejectFailed');
  },
  confirmResult: (outcome: string) => translate('challenge-detail.messages.confirmOutcome', { outcome }),
  confirmAdminResult: (outcome: string) => translate('challenge-detail.messages.confirmOutcomeFinal', { outcome }),
  get confirmVerify() {
    return translate('challenge-detail.messages.confirmVerify');
  },
  get confirmVoid() {
    return translate('challenge-detail.messages.confirmVoid');
  },
  waitingFor: (username: string) => translate('challenge-detail.messages.waitingFor', { username }),
};

/** 'Failed: {error}' for an answer from the server, 'Error: {message}' for anything else thrown. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'http_error') return translate('challenge-detail.messages.failedWith', { message: error.message });
  if (error instanceof Error && error.message) return translate('challenge-detail.messages.errorWith', { message: error.message });
  return DETAIL_MESSAGES.unknown;
}
