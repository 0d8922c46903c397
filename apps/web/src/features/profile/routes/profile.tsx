// /profile, 'My Profile' (spec §2 Profile): account details, phone, two-factor and account status.
import { Spinner } from '@/components/ui/spinner';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/session';
import { usePreloadParts } from '@/lib/lazy-part';
import { AccountStatus } from '../components/account-status';
import { AvatarPicker } from '../components/avatar-picker';
import { Card } from '../components/card';
import { LanguageCard } from '../components/language-card';
import { PhoneField } from '../components/phone-field';
import { ProfileForm } from '../components/profile-form';
// The cards below the first view come after the first render (issue #20 §1): see profile-parts.tsx.
import { NotificationPreferencesCard, PROFILE_PARTS, ReferralsCard, ResponsiblePlayCard, TwoFactorCard, UssdPinCard } from '../components/profile-parts';
import { useProfileFirstViewT } from '../first-view/i18n';

export function ProfileRoute() {
  const t = useProfileFirstViewT();
  const { profile, isLoading } = useSession();
  usePreloadParts(...PROFILE_PARTS);
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
