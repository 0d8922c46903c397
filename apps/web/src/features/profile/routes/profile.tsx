// /profile, 'My Profile' (spec §2 Profile): account details, phone, two-factor and account status.
import { Spinner } from '@/components/ui/spinner';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/session';
import { AccountStatus } from '../components/account-status';
import { AvatarPicker } from '../components/avatar-picker';
import { Card } from '../components/card';
import { LanguageCard } from '../components/language-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { PhoneField } from '../components/phone-field';
import { ProfileForm } from '../components/profile-form';
import { ReferralsCard } from '../components/referrals-card';
import { ResponsiblePlayCard } from '../components/responsible-play-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { UssdPinCard } from '../components/ussd-pin-card';
import { useProfileT } from '../i18n';

export function ProfileRoute() {
  const t = useProfileT();
  const { profile, isLoading } = useSession();
  if (isLoading) return <Spinner label={t('profile.page.loading')} />;
  if (!profile) {
    return (
      <Page title={t('profile.page.unavailable')}>
        <p className="text-lg text-gray-700">{t('profile.page.loginRequired')}</p>
      </Page>
    );
  }
  return (
    <Page title={t('profile.page.title')} intro={<AccountStatus profile={profile} />}>
      <div className="space-y-6">
        <Card id="account-details-title" title={t('profile.page.editDetails')}>
          <AvatarPicker profile={profile} />
          <div className="mt-6">
            {/* Keyed by account so a different sign-in starts from that account's values. */}
            <ProfileForm key={profile.id} profile={profile}>
              <PhoneField profile={profile} />
            </ProfileForm>
          </div>
        </Card>
        <LanguageCard />
        <ReferralsCard />
        <TwoFactorCard profile={profile} />
        <UssdPinCard />
        <NotificationPreferencesCard />
        <ResponsiblePlayCard />
      </div>
    </Page>
  );
}

export default ProfileRoute;
