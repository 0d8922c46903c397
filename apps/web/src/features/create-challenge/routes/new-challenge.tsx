// /challenges/new (spec §2 Create New Challenge; protected): the form, for a signed-in person only.
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { ChallengeForm } from '../components/challenge-form';
import { CREATE_MESSAGES } from '../lib/messages';

export function NewChallengeRoute() {
  const { profile, isLoading } = useSession();
  return (
    <Page title="Create New Challenge" intro="Set the challenge, choose its type and put tokens on it.">
      <div className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
        {isLoading ? <Spinner label="Loading…" /> : profile ? <ChallengeForm me={{ id: profile.id, username: profile.username }} /> : <FormAlert>{CREATE_MESSAGES.loginRequired}</FormAlert>}
      </div>
    </Page>
  );
}

export default NewChallengeRoute;
