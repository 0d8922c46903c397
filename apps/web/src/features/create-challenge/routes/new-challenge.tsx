// /challenges/new (spec §2 Create New Challenge; protected): the form, for a signed-in person only.
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { ChallengeForm } from '../components/challenge-form';
import { CREATE_MESSAGES } from '../lib/messages';
import { useCreateChallengeT } from '../i18n';

export function NewChallengeRoute() {
  const t = useCreateChallengeT();
  const { profile, isLoading } = useSession();
  return (
    <Page title={t('create-challenge.page.title')} intro={t('create-challenge.page.intro')}>
      <div className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
        {isLoading ? <Spinner label={t('create-challenge.page.loading')} /> : profile ? <ChallengeForm me={{ id: profile.id, username: profile.username }} /> : <FormAlert>{CREATE_MESSAGES.loginRequired}</FormAlert>}
      </div>
    </Page>
  );
}

export default NewChallengeRoute;
