// The challenge page below its first view (spec §2 Challenge detail): share, head-to-head, details,
// the result, participants, backers, the join/back actions, the result claims and the admin panel.
// A chunk of its own (challenge-body-part.tsx): the forms, the shared challenge rules and the rest of
// the feature's catalog leave the route's first load.
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { statusesAllowing } from '@changamoto/shared/domain';
import { ActionSection } from './action-section';
import { AdminActions } from './admin-actions';
import { BackersColumns } from './backers-columns';
import { ChallengeResult } from './challenge-result';
import { DetailsGrid } from './details-grid';
import { HeadToHead } from './head-to-head';
import { ParticipantsList } from './participants-list';
import { ShareButtons } from './share-buttons';
import { useChallengeDetailT } from '../i18n';

/** Only players and admins see the claims (and their form): loaded when needed, off the page's first load. */
const ResultClaims = lazy(() => import('./result-claims'));

/** The admin panel shows while a void is still possible (the transition table's void rows); its decisions only while active or pending verification (a player's claim moves it there). */
const ADMIN_STATUSES = new Set<string>(statusesAllowing('void'));

type Viewer = { id: string; role: string } | null | undefined;

/** Result Claims is for the players and admins, while a result can be claimed and after the decision. */
function showsClaims(c: ChallengeDetail, profile: Viewer): boolean {
  if (!profile || !['active', 'pending_verification', 'completed', 'paid_out'].includes(c.status)) return false;
  return profile.role === 'admin' || [c.creator?.id, c.playerA?.id, c.playerB?.id].includes(profile.id);
}

export function ChallengeBody({ challenge: c, profile }: { challenge: ChallengeDetail; profile: Viewer }) {
  const t = useChallengeDetailT();
  const finished = c.status === 'completed' || c.status === 'paid_out';
  return (
    <>
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
    </>
  );
}
