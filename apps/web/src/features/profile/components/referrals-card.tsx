// spec §2 Profile Referrals card: the user's code (their username, else 'Set username first'), that
// sharing it may earn bonus tokens, who referred them — and the Submit Code form until they have
// been referred, then a notice instead (spec §4: referral once only).
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useRewards } from '@/lib/rewards';
import { Card } from './card';
import { ReferralCodeForm } from './referral-code-form';

export function ReferralsCard() {
  const rewards = useRewards();
  return (
    <Card id="referrals-title" title="Referrals">
      {rewards.isPending ? (
        <Spinner label="Loading your referral details…" />
      ) : rewards.isError ? (
        <div role="alert" className="space-y-3 text-sm text-gray-800">
          <p>Could not load your referral details.</p>
          <Button size="sm" variant="outline" onClick={() => void rewards.refetch()} disabled={rewards.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <ReferralDetails referral={rewards.data.referral} />
      )}
    </Card>
  );
}

function ReferralDetails({ referral }: { referral: { code: string | null; tokens: number; referredBy: { username: string | null } | null } }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-gray-900">Your referral code</dt>
          <dd className={referral.code ? 'mt-1 font-mono text-lg font-bold text-brand-800' : 'mt-1 text-base font-semibold text-gray-700'}>{referral.code ?? 'Set username first'}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-gray-900">Referred by</dt>
          <dd className="mt-1 text-base text-gray-800">{referral.referredBy ? (referral.referredBy.username ?? 'Another player') : 'No one yet'}</dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700">Share your code with friends: when a friend signs up and submits it, you may both receive {referral.tokens} bonus tokens.</p>
      {referral.referredBy ? <FormAlert tone="info">You have already used a referral code{referral.referredBy.username ? ` (${referral.referredBy.username}'s)` : ''}. A code can be redeemed only once.</FormAlert> : <ReferralCodeForm />}
    </div>
  );
}
