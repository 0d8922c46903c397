// /get-started (spec §2 Onboarding, protected): four full-screen steps with progress dots — welcome,
// the 'Daily Trivia Master' invitation, the trivia question, and the win. Skip leaves for /dashboard
// without leaving this page in the history.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { isProfileIncomplete } from '@/lib/auth/profile-complete';
import { useSession } from '@/lib/auth/session';
import { rewardErrorMessage, useRewards } from '@/lib/rewards';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { InvitationStep, WelcomeStep } from '../components/intro-steps';
import { ProgressDots } from '../components/progress-dots';
import { ResultStep } from '../components/result-step';
import { TriviaStep } from '../components/trivia-step';
import { useOnboardingT } from '../i18n';

/** spec §9: the onboarding reward, shown until GET /api/rewards says otherwise. */
const ONBOARDING_BONUS_TOKENS = 50;

export function GetStartedRoute() {
  const t = useOnboardingT();
  const navigate = useNavigate();
  const rewards = useRewards();
  const complete = useCompleteOnboarding();
  const { keyFor, complete: keyUsed } = useIdempotencyKey();
  const [step, setStep] = useState(1);
  const [granted, setGranted] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { profile } = useSession();
  const authModal = useAuthModal();
  // The step of issue #24 item 1: an unfinished account (no username, or no 18+ confirmation) is asked
  // here, whichever page sent it; 'Complete Your Profile' cannot be closed until it is done.
  const incomplete = profile !== null && isProfileIncomplete(profile);
  const missingStep = incomplete ? (profile.username ? 'adult' : 'signup-details') : null;
  const modalOpen = authModal.request !== null;
  useEffect(() => {
    if (missingStep && !modalOpen) authModal.open({ step: missingStep, redirectTo: paths.getStarted });
    // Re-asked whenever the modal is closed while something is still missing, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingStep, modalOpen]);

  const skip = () => void navigate(paths.dashboard, { replace: true });

  const answer = (choice: string) => {
    setError(null);
    complete.mutate(
      { answer: choice, idempotencyKey: keyFor(`onboarding:${choice}`) },
      {
        onSuccess: (result) => {
          keyUsed();
          setGranted(result.tokens);
          setStep(4);
        },
        onError: (failure) => setError(rewardErrorMessage(failure, { unreachable: t('onboarding.trivia.unreachable'), failed: t('onboarding.trivia.failed') })),
      },
    );
  };

  return (
    <div className="relative flex min-h-[calc(100dvh-4rem)] flex-col bg-linear-to-b from-brand-800 to-brand-700 px-4 py-6 sm:py-10">
      <div className="relative mx-auto flex h-10 w-full max-w-2xl items-center justify-center">
        <ProgressDots step={step} />
        {step < 4 && (
          <button type="button" onClick={skip} className="absolute right-0 rounded-lg px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400">
            {t('onboarding.skip')}
          </button>
        )}
      </div>
      <div className="mx-auto flex w-full max-w-2xl flex-1 items-center justify-center py-10">
        {step === 1 && <WelcomeStep onNext={() => setStep(2)} />}
        {step === 2 && <InvitationStep bonusTokens={rewards.data?.onboarding.tokens ?? ONBOARDING_BONUS_TOKENS} bonusGranted={rewards.data?.onboarding.bonusGranted ?? false} onNext={() => setStep(3)} />}
        {step === 3 && <TriviaStep onAnswer={answer} isPending={complete.isPending} error={error} />}
        {step === 4 && <ResultStep tokens={granted} />}
      </div>
    </div>
  );
}

export default GetStartedRoute;
