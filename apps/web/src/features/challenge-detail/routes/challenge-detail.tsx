// /challenges/:id (spec §2 Challenge detail): everything about one challenge and what the viewer may do.
// The first view (hero, status and jackpot banners) is in the route's chunk; everything below it is a
// part fetched right after the first render (components/challenge-body-part.tsx, issue #20 §1).
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useLiveChallenge } from '@/lib/realtime';
import { useChallenge } from '../api/get-challenge';
import { ChallengeBodyPart } from '../components/challenge-body-part';
import { ChallengeHero } from '../components/challenge-hero';
import { JackpotBanner, StatusBanner } from '../components/status-banners';
import { useChallengeDetailFirstViewT } from '../first-view/i18n';

function BackLink() {
  const t = useChallengeDetailFirstViewT();
  return (
    <Link to={paths.challenges} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('challenge-detail.page.backToChallenges')}
    </Link>
  );
}

export function ChallengeDetailRoute() {
  const t = useChallengeDetailFirstViewT();
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
          <h1 className="text-2xl font-bold text-gray-900">{notFound ? t('challenge-detail.messages.notFound') : t('challenge-detail.messages.errorLoading')}</h1>
          {notFound ? <p className="text-gray-700">{t('challenge-detail.page.notFoundBody')}</p> : <FormAlert>{challenge.error.message}</FormAlert>}
        </div>
      </Page>
    );
  }

  const c = challenge.data;
  return (
    <Page>
      <div className="space-y-6">
        <BackLink />
        <ChallengeHero challenge={c} />
        <StatusBanner challenge={c} viewerId={profile?.id} />
        <JackpotBanner total={c.totalJackpot} />
        <ChallengeBodyPart challenge={c} profile={profile} />
      </div>
    </Page>
  );
}

export default ChallengeDetailRoute;
