// spec §2: the 'Total Jackpot' banner and the banners for pending, rejected and cancelled challenges.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, formatTokens } from '@/lib/format';
import { useChallengeDetailFirstViewT } from '../first-view/i18n';

export function JackpotBanner({ total }: { total: number }) {
  // spec §2: clicking the banner does nothing yet, so it is not a button.
  const t = useChallengeDetailFirstViewT();
  return (
    <section aria-label={t('challenge-detail.banners.totalJackpot')} className="flex items-center gap-3 rounded-2xl bg-accent-400 p-4 text-gray-900">
      <Trophy aria-hidden="true" className="h-8 w-8 shrink-0" />
      <div>
        <p className="text-sm font-semibold tracking-wide uppercase">{t('challenge-detail.banners.totalJackpot')}</p>
        <p className="text-2xl font-extrabold">{formatTokens(total)}</p>
      </div>
    </section>
  );
}

/** The server's rule is resultsOpen (shared claims.ts), spelled out here to keep that module off this page's first load. */
const notStartedYet = (startDate: string) => new Date(startDate).getTime() > Date.now();

const bannerClass = 'rounded-lg border p-3 text-sm font-medium';

export function StatusBanner({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId?: string }) {
  const t = useChallengeDetailFirstViewT();
  // lib/format's personName, spelled out: that module carries the whole catalog and the outcome words.
  const opponent = challenge.playerB?.username ?? t('challenge-detail.banners.yourOpponent');
  if (challenge.status === 'pending_acceptance') {
    const isB = viewerId !== undefined && challenge.playerB?.id === viewerId;
    return (
      <div role="status" className={`${bannerClass} border-amber-300 bg-amber-50 text-amber-900`}>
        {isB ? (
          <>
            {t('challenge-detail.banners.challenged')}{' '}
            <Link to={paths.challengeInvite(challenge.id)} className="font-semibold underline">
              {t('challenge-detail.banners.respond')}
            </Link>
          </>
        ) : viewerId !== undefined && challenge.playerA?.id === viewerId ? (
          t('challenge-detail.messages.waitingFor', { username: opponent })
        ) : (
          t('challenge-detail.banners.waitingForOpponent', { opponent })
        )}
      </div>
    );
  }
  if (challenge.status === 'rejected')
    return (
      <div role="status" className={`${bannerClass} border-red-300 bg-red-50 text-red-800`}>
        {t('challenge-detail.banners.rejected', { opponent })}
      </div>
    );
  if (challenge.status === 'cancelled')
    return (
      <div role="status" className={`${bannerClass} border-gray-300 bg-gray-50 text-gray-800`}>
        {t('challenge-detail.banners.cancelled')}
      </div>
    );
  // issue #24 item 8: no claim or decision before the start; say when results open.
  if (challenge.status === 'active' && notStartedYet(challenge.startDate))
    return (
      <div role="status" className={`${bannerClass} border-sky-300 bg-sky-50 text-sky-900`}>
        {t('challenge-detail.banners.resultsOpen', { date: formatDateTime(challenge.startDate) })}
      </div>
    );
  return null;
}
