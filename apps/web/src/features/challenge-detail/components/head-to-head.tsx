// spec §2: two-player head-to-head with VS; an empty player B shows 'Awaiting Player'.
import type { ChallengeDetail, ChallengePerson } from '@changamoto/shared/contract';
import { formatTokens } from '@/lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT } from '../i18n';

function PlayerCard({ label, person, stake }: { label: string; person: ChallengePerson | null; stake: string }) {
  const initial = (person?.username ?? '?').charAt(0).toUpperCase();
  return (
    <div className="flex flex-1 flex-col items-center gap-2 rounded-xl bg-gray-50 p-4 text-center">
      {person?.avatarUrl ? (
        <img src={person.avatarUrl} alt="" className="h-14 w-14 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
          {initial}
        </span>
      )}
      <p className="text-xs font-semibold text-gray-600 uppercase">{label}</p>
      <p className="font-semibold text-gray-900">{person?.username ?? DETAIL_MESSAGES.awaitingPlayer}</p>
      <p className="text-sm text-gray-700">{stake}</p>
    </div>
  );
}

export function HeadToHead({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const pending = challenge.status === 'pending_acceptance';
  return (
    <section aria-label={t('challenge-detail.headToHead.label')} className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
      <PlayerCard label={t('challenge-detail.roles.playerA')} person={challenge.playerA} stake={formatTokens(challenge.playerAStake)} />
      <span className="self-center text-2xl font-extrabold text-brand-700" aria-hidden="true">
        {t('challenge-detail.headToHead.vs')}
      </span>
      <span className="sr-only">{t('challenge-detail.headToHead.versus')}</span>
      <PlayerCard label={t('challenge-detail.roles.playerB')} person={challenge.playerB} stake={pending || !challenge.playerB ? DETAIL_MESSAGES.pendingInvite : formatTokens(challenge.playerBStake)} />
    </section>
  );
}
