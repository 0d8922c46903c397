// /challenges/:id (spec §2 Challenge detail): everything about one challenge and what the viewer may do.
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { statusesAllowing } from '@changamoto/shared/domain';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useLiveChallenge } from '@/lib/realtime';
import { useChallenge } from '../api/get-challenge';
import { ActionSection } from '../components/action-section';
import { AdminActions } from '../components/admin-actions';
import { BackersColumns } from '../components/backers-columns';
import { ChallengeHero } from '../components/challenge-hero';
import { ChallengeResult } from '../components/challenge-result';
import { DetailsGrid } from '../components/details-grid';
import { HeadToHead } from '../components/head-to-head';
import { ParticipantsList } from '../components/participants-list';
import { ShareButtons } from '../components/share-buttons';
import { JackpotBanner, StatusBanner } from '../components/status-banners';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT } from '../i18n';

/** Only players and admins see the claims (and their form): loaded when needed, off the page's first load. */
const ResultClaims = lazy(() => import('../components/result-claims'));

/** The admin panel shows while a void is still possible (the transition table's void rows); its decisions only while active or pending verification (a player's claim moves it there). */
const ADMIN_STATUSES = new Set<string>(statusesAllowing('void'));

/** Result Claims is for the players and admins, while a result can be claimed and after the decision. */
function showsClaims(c: ChallengeDetail, profile: { id: string; role: string } | null | undefined): boolean {
  if (!profile || !['active', 'pending_verification', 'completed', 'paid_out'].includes(c.status)) return false;
  return profile.role === 'admin' || [c.creator?.id, c.playerA?.id, c.playerB?.id].includes(profile.id);
}

function BackLink() {
  const t = useChallengeDetailT();
  return (
    <Link to={paths.challenges} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('challenge-detail.page.backToChallenges')}
    </Link>
  );
}

export function ChallengeDetailRoute() {
  const t = useChallengeDetailT();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);
  const { profile } = useSession();
  // Participants, jackpot, backers, status and result follow the server's events (issue #24 item 7).
  useLiveChallenge(id);

  if (challenge.isPending)
    return (
      <Page>
        <BackLink />
        <Spinner label={t('challenge-detail.page.loading')} />
      </Page>
    );

  if (challenge.isError) {
    const notFound = challenge.error instanceof ApiError && challenge.error.status === 404;
    return (
      <Page>
        <BackLink />
        <div className="mt-6 space-y-3">
          <h1 className="text-2xl font-bold text-gray-900">{notFound ? DETAIL_MESSAGES.notFound : DETAIL_MESSAGES.loadError}</h1>
          {notFound ? <p className="text-gray-700">{t('challenge-detail.page.notFoundBody')}</p> : <FormAlert>{challenge.error.message}</FormAlert>}
        </div>
      </Page>
    );
  }

  const c = challenge.data;
  const finished = c.status === 'completed' || c.status === 'paid_out';
  return (
    <Page>
      <div className="space-y-6">
        <BackLink />
        <ChallengeHero challenge={c} />
        <StatusBanner challenge={c} viewerId={profile?.id} />
        <JackpotBanner total={c.totalJackpot} />
        <ShareButtons challenge={c} />
        {c.type === 'two_player' && <HeadToHead challenge={c} />}
        <DetailsGrid challenge={c} />
        {finished && <ChallengeResult challenge={c} viewerId={profile?.id} />}
        {c.type === 'public' && <ParticipantsList challenge={c} />}
        <BackersColumns challenge={c} />
        <ActionSection challenge={c} viewerId={profile?.id} />
        {showsClaims(c, profile) && (
          <Suspense fallback={<Spinner label={t('challenge-detail.page.loadingClaims')} />}>
            <ResultClaims challenge={c} viewerId={profile?.id} isAdmin={profile?.role === 'admin'} />
          </Suspense>
        )}
        {/* AdminActions loads its panel on demand: admins only, off everyone else's first load. */}
        {profile?.role === 'admin' && ADMIN_STATUSES.has(c.status) && <AdminActions challenge={c} />}
      </div>
    </Page>
  );
}

export default ChallengeDetailRoute;
