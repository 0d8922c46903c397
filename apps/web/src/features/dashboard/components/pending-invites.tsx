// 'Challenge Invites' on the dashboard (issue #16 item 8): each two_player invite still waiting for
// the signed-in person, with Accept and Reject. Opening the invite notification marks it read, and
// the notifications page lists unread ones, so this is where a pending invite can always be found.
// Nothing shows while there are none (or while they load): the section is there only when it matters.
import type { PendingInvite } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { formatTokens } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { usePendingInvites, useRespondToInvite } from '../api/pending-invites';
import { useDashboardT } from '../i18n';

// spec §8 Invite: the same words as the invite page (dashboard.invites.* in the catalog).

function InviteItem({ invite }: { invite: PendingInvite }) {
  const t = useDashboardT();
  const respond = useRespondToInvite();
  const { keyFor, complete } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const titleId = `invite-${invite.id}`;

  const onRespond = (action: 'accept' | 'reject') => {
    setError(null);
    const fallback = action === 'accept' ? t('dashboard.invites.acceptFailed') : t('dashboard.invites.rejectFailed');
    respond.mutate(
      { id: invite.id, action, idempotencyKey: keyFor(`${invite.id}:${action}`) },
      {
        onSuccess: () => {
          complete();
          toast.success(action === 'accept' ? t('dashboard.invites.accepted') : t('dashboard.invites.rejected'));
        },
        onError: (cause) => {
          toast.error(fallback);
          const detail = serverMessageOr(cause, '');
          setError(detail && detail !== fallback ? `${fallback} ${detail}` : fallback);
        },
      },
    );
  };

  return (
    <li className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div>
        <Link id={titleId} to={paths.challengeInvite(invite.id)} className="font-semibold text-gray-900 underline-offset-2 hover:underline">
          {invite.title}
        </Link>
        <p className="mt-1 text-sm text-gray-700">
          {t('dashboard.invites.from', { name: invite.challenger?.username ?? t('dashboard.invites.unknownPlayer'), theirStake: formatTokens(invite.playerAStake), yourStake: formatTokens(invite.playerBStake) })}
        </p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button aria-describedby={titleId} disabled={respond.isPending} onClick={() => onRespond('accept')}>
          {t('dashboard.invites.accept')}
        </Button>
        <Button aria-describedby={titleId} variant="outline" disabled={respond.isPending} onClick={() => onRespond('reject')}>
          {t('dashboard.invites.reject')}
        </Button>
      </div>
    </li>
  );
}

export function PendingInvites() {
  const t = useDashboardT();
  const invites = usePendingInvites();
  if (invites.isError) {
    return (
      <section aria-labelledby="pending-invites-heading" className="mt-10">
        <h2 id="pending-invites-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
          {t('dashboard.invites.title')}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('dashboard.invites.loadError')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void invites.refetch()}>
            {t('dashboard.invites.tryAgain')}
          </Button>
        </div>
      </section>
    );
  }
  if (!invites.data?.length) return null;
  return (
    <section aria-labelledby="pending-invites-heading" className="mt-10">
      <h2 id="pending-invites-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t('dashboard.invites.title')}
      </h2>
      <ul aria-labelledby="pending-invites-heading" className="mt-4 space-y-3">
        {invites.data.map((invite) => (
          <InviteItem key={invite.id} invite={invite} />
        ))}
      </ul>
    </section>
  );
}
