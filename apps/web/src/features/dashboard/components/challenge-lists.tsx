// The dashboard below its first view: pending invites and the four challenge lists, each loading,
// failing and emptying on its own. A chunk of its own (challenge-lists-part.tsx), with the challenge
// card, the lists' queries and the rest of the dashboard's catalog.
import { ActiveChallenges } from './active-challenges';
import { MyActiveChallenges } from './my-active-challenges';
import { PendingInvites } from './pending-invites';
import { RecommendedChallenges } from './recommended-challenges';
import { TrendingChallenges } from './trending-challenges';

export function ChallengeLists({ userId }: { userId: string }) {
  return (
    <>
      <PendingInvites />
      <MyActiveChallenges userId={userId} />
      <RecommendedChallenges userId={userId} />
      <TrendingChallenges />
      <ActiveChallenges />
    </>
  );
}
