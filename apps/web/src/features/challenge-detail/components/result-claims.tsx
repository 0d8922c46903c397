// Result claims on the detail page (DOMAIN.md §9; issue #17 part 3), for the players and admins: every
// claim so far with its note and photos; to a player whose opponent claimed, "Do you agree?" with
// Agree / Submit a different result; the claim form; and, once decided, the admin's decision and reason.
import type { ChallengeClaims, ChallengeDetail } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useChallengeClaims } from '../api/get-challenge-claims';
import { useSubmitClaim } from '../api/submit-claim';
import { CLAIM_COPY, splitClaims } from '../lib/claims';
import { outcomeLabel } from '../lib/format';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';
import { ClaimCard } from './claim-card';
import { ClaimForm } from './claim-form';
import { useChallengeDetailT } from '../i18n';

/** Shown while a result can be claimed, and after the decision (its reason). */
const SHOWN = new Set(['active', 'pending_verification', 'completed', 'paid_out']);

export function ResultClaims({ challenge, viewerId, isAdmin }: { challenge: ChallengeDetail; viewerId: string | undefined; isAdmin: boolean }) {
  const t = useChallengeDetailT();
  const isPlayer = Boolean(viewerId) && [challenge.creator?.id, challenge.playerA?.id, challenge.playerB?.id].includes(viewerId);
  const enabled = SHOWN.has(challenge.status) && (isPlayer || isAdmin);
  const claims = useChallengeClaims(challenge.id, { enabled });
  if (!enabled) return null;
  return (
    <section aria-labelledby="claims-heading" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="claims-heading" className="text-lg font-bold text-gray-900">
        {CLAIM_COPY.heading}
      </h2>
      {claims.isPending ? <Spinner label={t('challenge-detail.claims.loading')} /> : claims.isError ? <FormAlert>{claims.error.message}</FormAlert> : <ClaimsBody challenge={challenge} claims={claims.data} viewerId={viewerId} />}
    </section>
  );
}

function ClaimsBody({ challenge, claims, viewerId }: { challenge: ChallengeDetail; claims: ChallengeClaims; viewerId: string | undefined }) {
  const t = useChallengeDetailT();
  const { mine, others } = splitClaims(claims, viewerId);
  const [formOpen, setFormOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agree = useSubmitClaim({ success: () => toast.success(DETAIL_MESSAGES.submitted), error: (cause) => setError(actionErrorMessage(cause)) });
  // The opponent's claim this player has not matched yet: the question "Do you agree?".
  const toAnswer = claims.canClaim && challenge.type === 'two_player' ? others.find((c) => c.outcome !== mine?.outcome) : undefined;

  const onAgree = () => {
    if (!toAnswer) return;
    setError(null);
    if (!window.confirm(DETAIL_MESSAGES.confirmResult(outcomeLabel(challenge, toAnswer.outcome)))) return;
    agree.mutate({ id: challenge.id, outcome: toAnswer.outcome });
  };

  return (
    <div className="space-y-3">
      {claims.decision && (
        <div role="status" className="rounded-lg border border-brand-600/40 bg-brand-50 p-3 text-sm text-gray-900">
          <p>
            {t('challenge-detail.claims.adminDecision')} <strong>{outcomeLabel(challenge, claims.decision.outcome)}</strong>
          </p>
          {claims.decision.reason && (
            <p className="mt-1 break-words">
              {t('challenge-detail.claims.reason')} {claims.decision.reason}
            </p>
          )}
        </div>
      )}
      {!claims.decision && claims.state === 'disputed' && <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">{CLAIM_COPY.disputed}</p>}
      {!claims.decision && claims.state === 'agreed' && <p className="rounded-lg border border-brand-600/40 bg-brand-50 p-3 text-sm font-medium text-brand-900">{CLAIM_COPY.agreed}</p>}
      {claims.claims.length === 0 ? (
        <p className="text-sm text-gray-700">{CLAIM_COPY.noClaims}</p>
      ) : (
        <ul className="space-y-2">
          {[...(mine ? [mine] : []), ...others].map((claim) => (
            <ClaimCard key={claim.userId} challenge={challenge} claim={claim} mine={claim.userId === viewerId} />
          ))}
        </ul>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {toAnswer && !formOpen && (
        <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-gray-900">{CLAIM_COPY.agreeQuestion}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={agree.isPending} onClick={onAgree}>
              {CLAIM_COPY.agree}
            </Button>
            <Button variant="outline" disabled={agree.isPending} onClick={() => setFormOpen(true)}>
              {CLAIM_COPY.different}
            </Button>
          </div>
        </div>
      )}
      {claims.canClaim && !toAnswer && !formOpen && !mine && <ClaimForm challenge={challenge} />}
      {claims.canClaim && !toAnswer && !formOpen && mine && (
        <Button variant="outline" onClick={() => setFormOpen(true)}>
          {CLAIM_COPY.change}
        </Button>
      )}
      {claims.canClaim && formOpen && (
        <>
          <p className="text-sm text-gray-700">{mine ? CLAIM_COPY.replaces : null}</p>
          <ClaimForm challenge={challenge} initialOutcome={toAnswer ? undefined : mine?.outcome} onDone={() => setFormOpen(false)} onCancel={() => setFormOpen(false)} />
        </>
      )}
    </div>
  );
}

export default ResultClaims;
