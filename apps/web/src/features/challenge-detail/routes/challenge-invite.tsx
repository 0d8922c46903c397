// /challenges/invite/:id (spec §6 Player B, §8 Invite): the challenge summary with Accept / Decline,
// then on to /challenges/{id}.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isInsufficientTokens, SpendErrorAlert } from '@/components/insufficient-tokens';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { useChallenge } from '../api/get-challenge';
import { useRespondInvite } from '../api/respond-invite';
import { personName } from '../lib/format';
import { formatDateTime, formatTokens } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { serverMessageOr } from '@/lib/api-client';
import { DETAIL_MESSAGES } from '../lib/messages';
import { can } from '../lib/lifecycle';
import { useChallengeDetailT } from '../i18n';

export function ChallengeInviteRoute() {
  const t = useChallengeDetailT();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);
  const { profile } = useSession();
  const respond = useRespondInvite();
  const navigate = useNavigate();
  const { keyFor, complete } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [buyTokens, setBuyTokens] = useState(false);

  if (challenge.isPending)
    return (
      <Page title={t('challenge-detail.invite.title')}>
        <Spinner label={t('challenge-detail.page.loading')} />
      </Page>
    );
  if (challenge.isError) {
    const notFound = challenge.error instanceof ApiError && challenge.error.status === 404;
    return <Page title={notFound ? DETAIL_MESSAGES.notFound : DETAIL_MESSAGES.loadError}>{!notFound && <FormAlert>{challenge.error.message}</FormAlert>}</Page>;
  }

  const c = challenge.data;
  // The transition table's accept row: who (the invited player B) and status (pending) apart, for their own notes.
  const invited = can(c, 'accept', profile, ['status']);
  const pending = can(c, 'accept', profile, ['who']);

  const onRespond = (action: 'accept' | 'reject') => {
    setError(null);
    const fallback = action === 'accept' ? DETAIL_MESSAGES.acceptFailed : DETAIL_MESSAGES.rejectFailed;
    respond.mutate(
      { id, action, idempotencyKey: keyFor(`${id}:${action}`) },
      {
        onSuccess: () => {
          complete();
          toast.success(action === 'accept' ? DETAIL_MESSAGES.accepted : DETAIL_MESSAGES.rejected);
          void navigate(paths.challenge(id));
        },
        onError: (cause) => {
          toast.error(fallback);
          const detail = serverMessageOr(cause, '');
          setError(detail && detail !== fallback ? `${fallback} ${detail}` : fallback);
          setBuyTokens(isInsufficientTokens(cause));
        },
      },
    );
  };

  return (
    <Page title={t('challenge-detail.invite.title')}>
      <div className="space-y-5">
        <Link to={paths.challenge(id)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('challenge-detail.invite.viewChallenge')}
        </Link>
        <section aria-labelledby="invite-title" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="invite-title" className="text-xl font-bold text-gray-900">
            {c.title}
          </h2>
          {c.description && <p className="text-gray-700">{c.description}</p>}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-gray-600">{t('challenge-detail.invite.challenger')}</dt>
              <dd className="font-semibold">{personName(c.playerA ?? c.creator, t('challenge-detail.page.unknown'))}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('challenge-detail.invite.theirStake')}</dt>
              <dd className="font-semibold">{formatTokens(c.playerAStake)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('challenge-detail.invite.yourStake')}</dt>
              <dd className="font-semibold">{formatTokens(c.playerBStake)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('challenge-detail.invite.ends')}</dt>
              <dd className="font-semibold">{formatDateTime(c.endDate)}</dd>
            </div>
            {c.inviteExpiresAt && (
              <div>
                <dt className="text-gray-600">{t('challenge-detail.invite.respondBy')}</dt>
                <dd className="font-semibold">{formatDateTime(c.inviteExpiresAt)}</dd>
              </div>
            )}
          </dl>
        </section>
        {error && <SpendErrorAlert message={error} buyTokens={buyTokens} />}
        {!pending ? (
          <FormAlert tone="info">{t('challenge-detail.invite.notPending')}</FormAlert>
        ) : !invited ? (
          <FormAlert tone="info">{t('challenge-detail.invite.notInvited')}</FormAlert>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={respond.isPending} onClick={() => onRespond('accept')}>
              {t('challenge-detail.invite.accept', { tokens: formatTokens(c.playerBStake) })}
            </Button>
            <Button variant="outline" disabled={respond.isPending} onClick={() => onRespond('reject')}>
              {t('challenge-detail.invite.decline')}
            </Button>
          </div>
        )}
        {(!pending || !invited) && (
          <ButtonLink to={paths.challenge(id)} variant="outline">
            {t('challenge-detail.invite.goToChallenge')}
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}

export default ChallengeInviteRoute;
