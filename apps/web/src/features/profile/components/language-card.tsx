// 'Language' on /profile (issue #20 §1): the same switch as the top bar's menu. A signed-in person's
// choice is saved on the profile, so e-mails and SMS follow it too (useChangeLanguage).
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { useProfileFirstViewT } from '../first-view/i18n';
import { Card } from './card';

export function LanguageCard() {
  const t = useProfileFirstViewT();
  return (
    <Card id="language-title" title={t('profile.language.title')} description={t('profile.language.intro')}>
      <LanguageSwitch />
    </Card>
  );
}
