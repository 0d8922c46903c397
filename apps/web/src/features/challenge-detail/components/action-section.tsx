// spec §2 action section while active: join (public) or back an outcome, and submit the result
// (players). A pending two_player invite shows the backing buttons disabled (spec §2 Challenge card).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { isPlayer } from '../lib/format';
import { BackOutcome } from './back-outcome';
import { JoinChallenge } from './join-challenge';
import { LoginPrompt } from './login-prompt';
import { SubmitResult } from './submit-result';

export function ActionSection({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string | undefined }) {
  const active = challenge.status === 'active';
  const open = active || (challenge.type === 'two_player' && challenge.status === 'pending_acceptance');
  if (!open) return null;
  if (!viewerId) return <LoginPrompt challengeId={challenge.id} />;

  const player = isPlayer(challenge, viewerId);
  const canJoin = challenge.type === 'public' && active;
  const canBack = challenge.type !== 'public' && !player;
  const canSubmit = active && player;
  if (!canJoin && !canBack && !canSubmit) return null;

  return (
    <section aria-labelledby="actions-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="actions-heading" className="text-lg font-bold text-gray-900">
        {challenge.type === 'public' ? 'Join This Challenge' : canBack ? 'Back an Outcome' : 'Your Challenge'}
      </h2>
      {canJoin && <JoinChallenge challenge={challenge} viewerId={viewerId} />}
      {canBack && <BackOutcome challenge={challenge} viewerId={viewerId} />}
      {canSubmit && <SubmitResult challenge={challenge} />}
    </section>
  );
}
