// spec §2 Profile Referrals card: the user's code (their username, else 'Set username first'), that
// sharing it may earn bonus tokens, who referred them — and the Submit Code form until they have
// been referred, then a notice instead (spec §4: referral once only).
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useRewards } from '@/lib/rewards';
import { Card } from './card';
import { ReferralCodeForm } from './referral-code-form';
import { useProfileT } from '../i18n';

export function ReferralsCard() {
  const t = useProfileT();
  const rewards = useRewards();
  return (
    <Card id="referrals-title" title={t('profile.referrals.title')}>
      {rewards.isPending ? (
        <Spinner label={t('profile.referrals.loading')} />
      ) : rewards.isError ? (
        <div role="alert" className="space-y-3 text-sm text-gray-800">
          <p>{t('profile.referrals.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => void rewards.refetch()} disabled={rewards.isFetching}>
            {t('profile.referrals.tryAgain')}
          </Button>
        </div>
      ) : (
        <ReferralDetails referral={rewards.data.referral} />
      )}
    </Card>
  );
}

function ReferralDetails({ referral }: { referral: { code: string | null; tokens: number; referredBy: { username: string | null } | null } }) {
  const t = useProfileT();
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-gray-900">{t('profile.referrals.yourCode')}</dt>
          <dd className={referral.code ? 'mt-1 font-mono text-lg font-bold text-brand-800' : 'mt-1 text-base font-semibold text-gray-700'}>{referral.code ?? t('profile.referrals.setUsernameFirst')}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-gray-900">{t('profile.referrals.referredBy')}</dt>
          <dd className="mt-1 text-base text-gray-800">{referral.referredBy ? (referral.referredBy.username ?? t('profile.referrals.anotherPlayer')) : t('profile.referrals.noOne')}</dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700">{t('profile.referrals.share', { tokens: referral.tokens })}</p>
      {referral.referredBy ? (
        <FormAlert tone="info">{referral.referredBy.username ? t('profile.referrals.alreadyUsedWhose', { username: referral.referredBy.username }) : t('profile.referrals.alreadyUsed')}</FormAlert>
      ) : (
        <ReferralCodeForm />
      )}
    </div>
  );
}
