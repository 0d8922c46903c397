// spec §2: logged-out visitors see 'Sign Up or Log In to Participate' and a login link that brings them back.
import { ButtonLink, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT } from '../i18n';

export function LoginPrompt({ challengeId }: { challengeId: string }) {
  const t = useChallengeDetailT();
  const authModal = useAuthModal();
  const redirectTo = paths.challenge(challengeId);
  return (
    <section aria-labelledby="login-prompt-heading" className="rounded-2xl border border-gray-200 bg-white p-4 text-center sm:p-6">
      <h2 id="login-prompt-heading" className="text-lg font-bold text-gray-900">
        {DETAIL_MESSAGES.loginPrompt}
      </h2>
      <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
        <ButtonLink to={`${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}`}>{t('challenge-detail.login.logIn')}</ButtonLink>
        <Button variant="outline" onClick={() => authModal.open({ step: 'email', redirectTo })}>
          {t('challenge-detail.login.signUp')}
        </Button>
      </div>
    </section>
  );
}
