// POST /api/challenges/:id/claim (multipart): a player's result claim — outcome, note and up to 3
// evidence images — in one form, so the server keeps all of it or nothing. A second submission
// changes the claim (its images replaced). Answers the claims as they now stand.
import { routes, type Contract, type EndpointOutput } from '@changamoto/shared/contract/routes-client';
import { CLAIM_EVIDENCE_FIELD, type ChallengeOutcome } from '@changamoto/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '@/lib/api-client';
import { challengeClaimsQueryKey } from './get-challenge-claims';
import { useRefreshAfterAction } from './get-challenge';
import { translate } from '@/lib/i18n';
import '../i18n';

export type SubmitClaimAnswer = EndpointOutput<Contract['submitChallengeClaim']>;

export interface SubmitClaimVariables {
  id: string;
  outcome: ChallengeOutcome;
  note?: string;
  winnerIds?: string[];
  images?: File[];
}

export async function submitClaim({ id, outcome, note, winnerIds, images = [] }: SubmitClaimVariables): Promise<SubmitClaimAnswer> {
  const form = new FormData();
  form.append('outcome', outcome);
  if (note?.trim()) form.append('note', note.trim());
  if (winnerIds?.length) form.append('winnerIds', winnerIds.join(','));
  for (const image of images) form.append(CLAIM_EVIDENCE_FIELD, image);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch(routes.submitChallengeClaim.path.replace(':id', encodeURIComponent(id)), { method: routes.submitChallengeClaim.method, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', translate('challenge-detail.messages.unreachable'));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  // A proxy in front of the API may refuse a large body before our server can say why.
  if (response.status === 413 && !(payload as { error?: unknown } | undefined)?.error) throw new ApiError(413, 'payload_too_large', translate('challenge-detail.evidence.tooLarge'));
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as SubmitClaimAnswer;
}

/**
 * `on` runs as the answer arrives, before the claims are stored: the stored claims (or a live update
 * that came first) replace the form that asked, and a callback passed to `mutate` would not run for it.
 */
export function useSubmitClaim(on: { success?(): void; error?(cause: unknown): void } = {}) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: submitClaim,
    onSuccess: (answer, v) => {
      on.success?.();
      queryClient.setQueryData(challengeClaimsQueryKey(v.id), answer.claims);
    },
    onError: (cause) => on.error?.(cause),
    // The challenge's status moves to pending_verification with the first claim.
    onSettled: (_d, _e, v) => void refresh(v.id),
  });
}
