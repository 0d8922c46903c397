// spec §2 action section while active: join (public) or back an outcome. A player submits the result
// in Result Claims (result-claims.tsx), which also answers the other player's claim.
// A pending two_player invite shows the backing buttons disabled (spec §2 Challenge card).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { can } from '../lib/lifecycle';
import { BackOutcome } from './back-outcome';
import { JoinChallenge } from './join-challenge';
import { LoginPrompt } from './login-prompt';
import { useChallengeDetailT } from '../i18n';

export function ActionSection({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string | undefined }) {
  const t = useChallengeDetailT();
  const active = challenge.status === 'active';
  const open = active || (challenge.type === 'two_player' && challenge.status === 'pending_acceptance');
  if (!open) return null;
  if (!viewerId) return <LoginPrompt challengeId={challenge.id} />;

  const viewer = { id: viewerId };
  const canJoin = can(challenge, 'join', viewer);
  // Shown (disabled) while a two_player invite is pending too: the status is the one guard not followed.
  const canBack = can(challenge, 'back', viewer, ['status']);
  if (!canJoin && !canBack) return null;

  return (
    <section aria-labelledby="actions-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="actions-heading" className="text-lg font-bold text-gray-900">
        {challenge.type === 'public' ? t('challenge-detail.actions.joinTitle') : t('challenge-detail.actions.backTitle')}
      </h2>
      {canJoin && <JoinChallenge challenge={challenge} viewerId={viewerId} />}
      {canBack && <BackOutcome challenge={challenge} viewerId={viewerId} />}
    </section>
  );
}
